//! A maze of any shape: the layout, which walls are open, the erasures in order; and the one
//! entry point that makes it from (seed, shape and size, algorithm, braid).

use super::braid::braid;
use super::generate::{self, Algorithm, Maze};
use super::graph::{Graph, WallSet};
use super::grid::{Grid, SizeError};
use super::seed::{Seed, extend_hash, maze_hash};
use super::shape::ways::Press;
use super::shape::{Layout, Shape, Square, Topology, each_shape};
use super::solve;

/// A generated maze of any shape.
#[derive(Clone, Debug, PartialEq)]
pub struct ShapeMaze {
    /// The shape and size: cells, walls, geometry, ways.
    pub layout: Layout,
    /// Erased wall ids in the order they were erased (braid's erasures last).
    pub removed: Vec<u32>,
    /// The generator that made it.
    pub algorithm: Algorithm,
    /// The braid percentage applied (0 to 100).
    pub braid: u32,
    open: WallSet,
}

impl ShapeMaze {
    /// The maze of `layout` with the walls `removed` erased (ids a caller has checked).
    pub fn new(layout: Layout, removed: Vec<u32>, algorithm: Algorithm, braid: u32) -> ShapeMaze {
        let mut open = WallSet::new(layout.wall_bound());
        for &wall in &removed {
            open.erase(wall);
        }
        ShapeMaze::with_open(layout, removed, algorithm, braid, open)
    }

    /// The maze of `layout` with the walls `removed` erased, `open` holding exactly those ids
    /// already (adoption builds it while it checks them: no second pass over the ids).
    pub(crate) fn with_open(
        layout: Layout,
        removed: Vec<u32>,
        algorithm: Algorithm,
        braid: u32,
        open: WallSet,
    ) -> ShapeMaze {
        ShapeMaze {
            layout,
            removed,
            algorithm,
            braid,
            open,
        }
    }

    /// The open (erased) walls as a bit set.
    pub fn open_walls(&self) -> &WallSet {
        &self.open
    }

    /// Whether interior wall `wall` is open (erased); border and unknown ids are not.
    pub fn is_open(&self, wall: u32) -> bool {
        self.open.is_erased(wall)
    }

    /// A square maze's wall bytes as a `Grid` (the original contract), a woven maze's too (each
    /// crossing open on its four sides); `None` for other shapes.
    pub fn grid(&self) -> Option<Grid> {
        let square = match &self.layout {
            Layout::Square(square) => square,
            Layout::Woven(woven) => woven.square(),
            _ => return None,
        };
        let mut grid = square.full();
        for &wall in &self.removed {
            grid.erase(wall);
        }
        Some(grid)
    }

    /// The shortest path from the start to the exit, both included (empty if there is none).
    pub fn solution(&self) -> Vec<u32> {
        solve::shortest_path(self).unwrap_or_default()
    }

    /// What pressing `key` in `cell` does on the page (`shape::ways`).
    pub fn press(&self, cell: u32, key: &str) -> Option<Press> {
        self.layout.press(|wall| self.is_open(wall), cell, key)
    }

    /// The key presses that walk `path` on the page; `None` if a step is not an open move.
    pub fn path_keys(&self, path: &[u32]) -> Option<Vec<&'static str>> {
        self.layout.path_keys(|wall| self.is_open(wall), path)
    }
}

impl Graph for ShapeMaze {
    fn cells(&self) -> u32 {
        self.layout.cells()
    }

    fn open_neighbors(&self, cell: u32) -> impl Iterator<Item = u32> + '_ {
        self.layout
            .neighbors(cell)
            .filter(|n| self.is_open(n.wall))
            .map(|n| n.cell)
    }

    fn exit_bound(&self, cell: u32) -> u32 {
        self.layout.exit_bound(cell)
    }
}

/// The hash that seeds a maze of this layout: `maze_hash` over the layout's two numbers
/// (square: width and height; hex and triangle: columns and rows; circle: rings twice), then,
/// for shapes other than square, extended by `0x00` and the shape's name; for a word maze
/// (the bounding grid's width and height), extended by `0x00 "mask" 0x00` and the upper-case text;
/// for a woven maze, extended by `0x00 "weave"` (`weave::weave_hash`).
pub fn shape_hash(seed: &Seed, layout: &Layout, algorithm: Algorithm) -> u64 {
    let (w, h) = each_shape!(layout, t => t.hash_sides());
    let hash = maze_hash(seed, w, h, algorithm.name());
    if layout.woven().is_some() {
        return extend_hash(hash, b"\0weave");
    }
    if let Some(mask) = layout.mask() {
        return extend_hash(extend_hash(hash, b"\0mask\0"), mask.text().as_bytes());
    }
    match layout.shape() {
        Shape::Square => hash,
        shape => extend_hash(extend_hash(hash, b"\0"), shape.name().as_bytes()),
    }
}

/// Makes the maze for (seed, layout, algorithm, braid percentage 0 to 100). A square layout
/// gives exactly the maze `generate` gives, braided on top; a woven layout the maze
/// `weave::generate_woven` gives (its crossings placed again from the seed).
pub fn generate_shape(seed: &Seed, layout: &Layout, algorithm: Algorithm, braid: u32) -> ShapeMaze {
    generate_shape_with_progress(seed, layout, algorithm, braid, &mut |_| {})
}

/// Like `generate_shape`, calling `progress` now and then with the share of the work done.
pub fn generate_shape_with_progress(
    seed: &Seed,
    layout: &Layout,
    algorithm: Algorithm,
    braid_percent: u32,
    progress: &mut dyn FnMut(f64),
) -> ShapeMaze {
    if let Layout::Woven(woven) = layout
        && let Some(maze) = super::weave::weave_again(seed, woven, algorithm, braid_percent)
    {
        progress(1.0);
        return maze;
    }
    let hash = shape_hash(seed, layout, algorithm);
    let removed = each_shape!(layout, t => {
        let (mut walls, mut removed) = generate::carve(t, hash, algorithm, progress);
        braid(t, &mut walls, &mut removed, hash, braid_percent);
        removed
    });
    progress(1.0);
    ShapeMaze::new(
        layout.clone(),
        removed,
        algorithm,
        braid_percent.min(super::braid::MAX_BRAID),
    )
}

/// A square maze with braid, as the page's `Maze`: `generate`'s maze when `braid` is 0.
pub fn generate_braided(
    seed: &Seed,
    width: u32,
    height: u32,
    algorithm: Algorithm,
    braid_percent: u32,
) -> Result<Maze, SizeError> {
    generate_braided_with_progress(seed, width, height, algorithm, braid_percent, &mut |_| {})
}

/// Like `generate_braided`, calling `progress(fraction)` as the generator goes.
pub fn generate_braided_with_progress(
    seed: &Seed,
    width: u32,
    height: u32,
    algorithm: Algorithm,
    braid_percent: u32,
    progress: &mut dyn FnMut(f64),
) -> Result<Maze, SizeError> {
    let mut maze = generate::generate_with_progress(seed, width, height, algorithm, progress)?;
    let square = Square::new_unchecked(width, height);
    let hash = maze_hash(seed, width, height, algorithm.name());
    braid(
        &square,
        &mut maze.grid,
        &mut maze.removed,
        hash,
        braid_percent,
    );
    Ok(maze)
}
