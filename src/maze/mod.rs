//! The pure maze core: no browser types, tested natively.
mod backtracker;
mod carver;
pub mod generate;
pub mod grid;
mod kruskal;
pub mod pathcut;
mod prim;
pub mod search;
pub mod seed;
pub mod solve;
pub mod stats;
pub mod union_find;
mod wilson;

pub use generate::{Algorithm, Maze, generate};
pub use grid::{Direction, Grid, SizeError};
pub use seed::{Seed, SeedError};
