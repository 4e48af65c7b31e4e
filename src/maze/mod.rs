//! The pure maze core: no browser types, tested natively.
pub mod generate;
pub mod grid;
pub mod seed;
pub mod solve;
pub mod union_find;

pub use generate::{Algorithm, Maze, generate};
pub use grid::{Direction, Grid, SizeError};
pub use seed::{Seed, SeedError};
