//! The pure maze core: no browser types, tested natively.
mod backtracker;
pub mod braid;
mod carver;
pub mod generate;
pub mod graph;
pub mod grid;
mod kruskal;
pub mod mask;
pub mod pathcut;
mod prim;
pub mod search;
pub mod seed;
pub mod shape;
pub mod shaped;
pub mod solve;
pub mod spliced_sets;
pub mod stats;
pub mod union_find;
mod wilson;

pub use generate::{Algorithm, Maze, generate, generate_kruskal};
pub use graph::Graph;
pub use grid::{Direction, Grid, SizeError};
pub use seed::{Seed, SeedError};
pub use shape::{Layout, Shape};
pub use shaped::{ShapeMaze, generate_shape};
