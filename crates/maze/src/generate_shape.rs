//! The one entry point that makes a maze of any shape from (seed, shape and size, algorithm,
//! braid), and a square's braided maze as the page's `Maze`.

use super::braid::{MAX_BRAID, braid};
use super::generate::{self, Algorithm, Maze};
use super::generate_woven::weave_again;
use super::grid::SizeError;
use super::seed::{Seed, maze_hash};
use super::shape::{Carve, Layout, Square};
pub use super::shape_hash::shape_hash;
use super::shape_maze::ShapeMaze;

/// Makes the maze for (seed, layout, algorithm, braid percentage 0 to 100). A square layout
/// gives exactly the maze `generate` gives, braided on top; a woven layout the maze
/// `generate_woven` gives (its crossings placed again from the seed).
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
    if let Some(maze) = weave_again(seed, layout, algorithm, braid_percent, progress) {
        progress(1.0);
        return maze;
    }
    let hash = shape_hash(seed, layout, algorithm);
    let (layout, braid_percent) = (layout.clone(), braid_percent.min(MAX_BRAID));
    match layout.graph() {
        // The carver's wall set marks exactly the erased walls: the maze's open set as it is.
        Ok(graph) => {
            let (open, removed) = carved(&graph, hash, algorithm, braid_percent, progress);
            progress(1.0);
            ShapeMaze::with_open(layout, removed, algorithm, braid_percent, open)
        }
        Err(square) => {
            let (_, removed) = carved(square, hash, algorithm, braid_percent, progress);
            progress(1.0);
            ShapeMaze::new(layout, removed, algorithm, braid_percent)
        }
    }
}

/// The walls of `graph` carved by `algorithm` from the maze hash `hash`, then braided: the
/// wall state and the erased ids in order.
fn carved<T: Carve>(
    graph: &T,
    hash: u64,
    algorithm: Algorithm,
    braid_percent: u32,
    progress: &mut dyn FnMut(f64),
) -> (T::Walls, Vec<u32>) {
    let (mut walls, mut removed) = generate::carve(graph, hash, algorithm, progress);
    braid(graph, &mut walls, &mut removed, hash, braid_percent);
    (walls, removed)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Grid;
    use crate::solve::{distances_from_start, path_to, shortest_path, square_shortest_path};

    /// The path of a full search, as `shortest_path` was before it stopped at the exit.
    fn full_search_path(grid: &Grid) -> Option<Vec<u32>> {
        path_to(grid, &distances_from_start(grid), grid.exit())
    }

    #[test]
    fn both_searches_give_the_full_searchs_path() {
        for algorithm in Algorithm::ALL {
            for braid in [0, 30, 100] {
                for (i, (w, h)) in [(2, 2), (9, 5), (31, 31), (64, 17), (150, 120)]
                    .into_iter()
                    .enumerate()
                {
                    let seed = Seed::parse(&format!("solve{i}")).unwrap();
                    let maze = generate_braided(&seed, w, h, algorithm, braid).unwrap();
                    let full = full_search_path(&maze.grid);
                    assert!(full.is_some(), "{algorithm:?} {braid} {w}×{h}");
                    assert_eq!(shortest_path(&maze.grid), full, "{algorithm:?} {braid}");
                    assert_eq!(
                        square_shortest_path(&maze.grid),
                        full,
                        "{algorithm:?} {braid}"
                    );
                }
            }
        }
    }
}
