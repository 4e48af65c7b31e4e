//! Woven mazes (`weave=1`, `--weave`): square mazes whose passages cross over and under.
//!
//! The rule, which every woven link depends on:
//! 1. **Hash.** `maze_hash(seed, width, height, algorithm)` extended by `0x00 "weave"`: a woven
//!    maze differs from the plain one, and no plain maze changes.
//! 2. **Crossings** (`place`): one draw per interior cell in reading order from a `SplitMix64`
//!    seeded with the hash extended by `0x00 "crossings"`; a draw below `CROSSING_BELOW` (one in
//!    five) makes the cell a crossing when no crossing is beside it and its passages close no
//!    cycle; bit 0 picks the passage on top (0 east–west, 1 north–south). A crossing opens its
//!    four walls and joins the over-passage's ends with the cell, and the tunnel's two ends.
//! 3. **Kruskal** (`carve`): every other interior wall in ascending `(key, id)` order, keys from
//!    `WallKeys` of the hash, erased when its cells are in different sets; `union-find` stops as
//!    soon as the start and the exit share a set, `perfect` when one set remains.
//! 4. **Braid**, if asked, as on any shape, over the woven graph (a crossing counts as a cell
//!    with two open sides, the tunnel as a passage between its ends).
//!
//! A woven drawing (`draw=` with `weave=1`, square) follows the same rule over the drawing's
//! region (`weave_drawing`): the hash is the drawn maze's extended by `0x00 "weave"`; the
//! crossings are drawn over its bounding grid and only go on a region cell whose eight
//! neighbours are region cells, none at a crossing's north-west or north-east (so that the
//! woven region stays connected); Kruskal numbers the cells as the drawn maze does (region cells
//! in reading order, the start the first and the exit the last).
//!
//! Only the two Kruskal generators weave; the others are refused (`WeaveError::Generator`).

mod place;

pub use place::CROSSING_BELOW;

use super::braid::{MAX_BRAID, braid};
use super::generate::Algorithm;
use super::grid::{Grid, SizeError};
use super::kruskal;
use super::seed::{Seed, WallKeys, extend_hash, maze_hash};
use super::shape::{Layout, Masked, Square, Woven};
use super::shape_maze::ShapeMaze;

/// Why a woven maze could not be made (its words: its `Display`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WeaveError {
    /// The sides are out of range.
    Size(SizeError),
    /// Only `union-find` and `perfect` weave; this one was asked for.
    Generator(Algorithm),
    /// The layout has no crossings to weave (not one `woven_layout` made).
    NotWoven,
}

/// Whether `algorithm` can weave (the Kruskal pair), and whether it stops early.
fn stops_early(algorithm: Algorithm) -> Result<bool, WeaveError> {
    match algorithm {
        Algorithm::UnionFind => Ok(true),
        Algorithm::Perfect => Ok(false),
        other => Err(WeaveError::Generator(other)),
    }
}

/// The hash of a woven maze: the square's maze hash extended by `0x00 "weave"`.
pub fn weave_hash(seed: &Seed, width: u32, height: u32, algorithm: Algorithm) -> u64 {
    extend_hash(maze_hash(seed, width, height, algorithm.name()), b"\0weave")
}

/// The woven layout (its crossings) of (seed, sides, algorithm), without the rest of the maze:
/// what a maze made elsewhere is checked against.
pub fn woven_layout(
    seed: &Seed,
    width: u32,
    height: u32,
    algorithm: Algorithm,
) -> Result<Layout, WeaveError> {
    Grid::check_size(width, height).map_err(WeaveError::Size)?;
    stops_early(algorithm)?;
    let square = Square::new_unchecked(width, height);
    let crossings = place::place(square, weave_hash(seed, width, height, algorithm), None);
    Ok(Layout::Woven(Woven::new(square, &crossings)))
}

/// Makes the woven maze of (seed, sides, algorithm, braid percentage 0 to 100).
pub fn generate_woven(
    seed: &Seed,
    width: u32,
    height: u32,
    algorithm: Algorithm,
    braid_percent: u32,
) -> Result<ShapeMaze, WeaveError> {
    let layout = woven_layout(seed, width, height, algorithm)?;
    woven_maze(seed, layout, algorithm, braid_percent, &mut |_| {}).ok_or(WeaveError::NotWoven)
}

/// `layout` woven for (seed, algorithm) when it is a square drawn maze's region (`Layout::drawn`):
/// its crossings placed from the seed; any other layout as it is. Only the Kruskal pair weaves.
pub fn weave_drawn(
    seed: &Seed,
    layout: Layout,
    algorithm: Algorithm,
) -> Result<Layout, WeaveError> {
    stops_early(algorithm)?;
    Ok(match layout {
        Layout::Masked(masked) => Layout::Masked(weave_drawing(seed, masked, algorithm)),
        other => other,
    })
}

/// The square region `masked` woven: its crossings placed from the drawn maze's hash extended
/// by `0x00 "weave"`.
fn weave_drawing(seed: &Seed, masked: Masked, algorithm: Algorithm) -> Masked {
    let Some(&square) = masked.square() else {
        return masked;
    };
    // The hash reads the sides and the drawing, not the crossings: weave with none first.
    let unplaced = masked.weave(Woven::new(square, &[]));
    let hash = super::shape_hash::masked_hash(seed, &unplaced, algorithm);
    let inside = |g: u32| unplaced.region_cell(g).is_some();
    let crossings = place::place(square, hash, Some(&inside));
    unplaced.weave(Woven::new(square, &crossings))
}

/// The woven maze of a woven `layout` (a woven square, or a woven drawing), as
/// `generate_shape` makes it, calling `progress` as Kruskal goes; `None` for any other layout.
/// Such a layout is only made for the Kruskal pair (`woven_layout`, `weave_drawing`); given
/// another generator, it stops early as union-find does.
pub(crate) fn weave_again(
    seed: &Seed,
    layout: &Layout,
    algorithm: Algorithm,
    braid_percent: u32,
    progress: &mut dyn FnMut(f64),
) -> Option<ShapeMaze> {
    layout.woven()?;
    woven_maze(seed, layout.clone(), algorithm, braid_percent, progress)
}

/// `weave_again` on a layout it may keep: `generate_woven` hands over the one it made, and
/// the maze keeps it without a copy (a level 499 woven layout is megabytes).
fn woven_maze(
    seed: &Seed,
    layout: Layout,
    algorithm: Algorithm,
    braid_percent: u32,
    progress: &mut dyn FnMut(f64),
) -> Option<ShapeMaze> {
    let (walls, removed) = {
        let woven = layout.woven()?;
        let graph = layout.graph().ok()?;
        let hash = super::shape_hash::shape_hash(seed, &layout, algorithm);
        let keys = WallKeys::new(hash);
        let stop_early = algorithm != Algorithm::Perfect;
        let opened = crossing_walls(woven);
        let (mut walls, mut removed) =
            kruskal::carve_after(&graph, keys, stop_early, progress, &opened);
        braid(&graph, &mut walls, &mut removed, hash, braid_percent);
        (walls, removed)
    };
    Some(ShapeMaze::with_open(
        layout,
        removed,
        algorithm,
        braid_percent.min(MAX_BRAID),
        walls,
    ))
}

/// The crossings' walls of `woven` in order, which Kruskal erases first: each crossing's
/// over-passage's two (west or north first), then its tunnel's two.
fn crossing_walls(woven: &Woven) -> Vec<u32> {
    let walls = woven.crossings().iter();
    walls
        .filter_map(|c| woven.crossing_walls(c.cell))
        .flat_map(|(over, tunnel)| over.into_iter().chain(tunnel))
        .collect()
}
