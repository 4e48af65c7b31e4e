//! The pure maze core: no browser types, tested natively.
// Input reaches every function here: no panics, no unchecked indexing.
#![cfg_attr(
    not(test),
    deny(
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::panic,
        clippy::indexing_slicing
    )
)]
pub mod generate;
pub mod grid;
pub mod seed;
pub mod solve;
pub mod union_find;

pub use generate::{Algorithm, Maze, generate};
pub use grid::{Direction, Grid, SizeError};
pub use seed::{Seed, SeedError};
