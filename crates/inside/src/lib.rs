//! The inside view: a maze seen from a cell, walls on both sides and a corridor ahead, for every
//! shape the maze core makes. What the camera sees is found from the same wall pieces the board
//! draws from above (`maze::shape::Geometry`), so a new shape needs no new code here.
//!
//! - [`cells`]: what the view reads of any shape, behind one vtable;
//! - [`nearby`]: the wall pieces near the ball, gathered through open passages;
//! - [`camera`]: where the eye is and how a point lands on the screen;
//! - [`columns`]: which piece each screen column sees first, as screen polygons;
//! - [`mesh`]: the cells near the ball as numbers, from the game's build to the inside view's;
//! - [`facing`]: which side of its cell the ball faces, and how turns and steps change it;
//! - [`ahead`]: the corridor ahead of the side faced, for the ear.
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

pub mod ahead;
pub mod camera;
pub mod cells;
pub mod columns;
pub mod facing;
pub mod mesh;
pub mod nearby;

pub use camera::{Camera, FrameSize};
pub use cells::Cells;
pub use columns::{Frame, Seen};
pub use facing::{Facing, Side};
pub use mesh::Mesh;
pub use nearby::{Nearby, Piece, What};
