//! The pure maze core: no browser types, tested natively.
// Left out of the game's wasm build (`generate::EVERY_GENERATOR`).
#[cfg(any(not(target_arch = "wasm32"), feature = "tools"))]
mod backtracker;
pub mod braid;
// Only `braid`'s part of it is used in the game's wasm build (`generate::EVERY_GENERATOR`).
#[cfg_attr(all(target_arch = "wasm32", not(feature = "tools")), allow(dead_code))]
mod carver;
pub mod corridor;
pub mod difficulty;
pub mod doors;
pub mod drawing;
pub mod generate;
pub mod generate_shape;
pub mod generate_woven;
pub mod graph;
pub mod grid;
mod kruskal;
pub mod mask;
// Left out of the game's wasm build (`generate::EVERY_GENERATOR`).
#[cfg(any(not(target_arch = "wasm32"), feature = "tools"))]
pub mod pathcut;
// Left out of the game's wasm build (`generate::EVERY_GENERATOR`).
#[cfg(any(not(target_arch = "wasm32"), feature = "tools"))]
mod prim;
pub mod search;
pub mod seed;
pub mod shape;
pub mod shape_hash;
pub mod shape_maze;
pub mod solve;
pub mod spliced_sets;
pub mod stats;
pub mod union_find;
// Left out of the game's wasm build (`generate::EVERY_GENERATOR`).
#[cfg(any(not(target_arch = "wasm32"), feature = "tools"))]
mod wilson;

pub use generate::{Algorithm, Maze, generate, generate_kruskal};
pub use generate_shape::generate_shape;
pub use graph::Graph;
pub use grid::{Direction, Grid, SizeError};
pub use seed::{Seed, SeedError};
pub use shape::{Layout, LayoutError, Shape};
pub use shape_maze::ShapeMaze;
