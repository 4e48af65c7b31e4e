// The crate's documentation is its README, whose examples run as doctests.
#![doc = include_str!("../README.md")]
#![warn(missing_docs)]
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
mod aldous_broder;
mod backtracker;
mod binary_tree;
pub mod braid;
mod carver;
pub mod corridor;
pub mod difficulty;
pub mod division;
pub mod doors;
pub mod drawing;
mod eller;
mod errors;
pub mod generate;
pub mod generate_shape;
pub mod generate_woven;
pub mod graph;
pub mod grid;
mod growing_tree;
mod hunt_and_kill;
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
mod sidewinder;
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
