//! Game rules on top of the maze core: levels, movement, footprints, time.
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
pub mod best;
pub mod challenge;
pub mod daily;
pub mod fog;
pub mod level;
pub mod play;
pub mod session;
pub mod timer;

pub use level::{MAX_LEVEL, level_side};
pub use play::{Outcome, Play};
pub use session::Session;
pub use timer::Timer;
