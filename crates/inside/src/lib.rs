//! The inside view: a maze seen from a cell, walls on both sides and a corridor ahead, for every
//! shape the maze core makes. What the camera sees is found from the same wall pieces the board
//! draws from above (`maze::shape::Geometry`), so a new shape needs no new code here.
//!
//! - [`scene`]: the wall pieces near the ball, gathered through open passages;
//! - [`camera`]: where the eye is and how a point lands on the screen;
//! - [`sight`]: which piece each screen column sees first, as screen polygons;
//! - [`facing`]: which side of its cell the ball faces, and how turns and steps change it.
#![warn(missing_docs)]
#![cfg_attr(
    not(test),
    deny(
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::panic,
        clippy::indexing_slicing
    )
)]

pub mod camera;
pub mod facing;
pub mod scene;
pub mod sight;

pub use camera::{Camera, Screen};
pub use facing::{Facing, Side};
pub use scene::{Piece, Scene, What};
pub use sight::{Frame, Seen};
