//! Seeded, portable mazes: square, hex, triangle and circle grids, word and drawn masks, woven
//! passages, floors joined by stairs, loops (braid), keys and doors; the union-find generator and
//! five others; shortest paths, searches, statistics and a difficulty measure. The same seed gives
//! the same maze on every platform and in every later version (`seed`). No browser, no English:
//! errors are typed and carry numbers.
//!
//! ```
//! use seedmaze_maze::{Algorithm, Seed, generate, solve};
//!
//! let seed = Seed::parse("readme").expect("a valid seed");
//! let maze = generate(&seed, 12, 12, Algorithm::UnionFind).expect("a size in range");
//! let path = solve::square_shortest_path(&maze.grid);
//! assert_eq!(path.first(), Some(&0));
//! assert_eq!(path.last(), Some(&(12 * 12 - 1)));
//! ```
// Input reaches this crate from URLs, storage, key presses and worker messages: no panics and
// no unchecked indexing anywhere in it (its tests aside).
#![cfg_attr(
    not(test),
    deny(
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::panic,
        clippy::indexing_slicing
    )
)]
mod backtracker;
pub mod braid;
mod carver;
pub mod corridor;
pub mod difficulty;
pub mod doors;
pub mod drawing;
mod errors;
pub mod generate;
pub mod generate_shape;
pub mod generate_woven;
pub mod graph;
pub mod grid;
mod kruskal;
pub mod mask;
pub mod pathcut;
mod prim;
pub mod quote;
pub mod search;
pub mod seed;
pub mod shape;
pub mod shape_hash;
pub mod shape_maze;
pub mod solve;
pub mod spliced_sets;
pub mod stats;
pub mod union_find;
mod wilson;

pub use generate::{Algorithm, Maze, generate, generate_kruskal};
pub use generate_shape::generate_shape;
pub use graph::Graph;
pub use grid::{Direction, Grid, SizeError};
pub use seed::{Seed, SeedError};
pub use shape::{Layout, LayoutError, Shape};
pub use shape_maze::ShapeMaze;
