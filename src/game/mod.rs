//! Game rules on top of the maze core: levels, movement, footprints, time.
pub mod level;
pub mod play;
pub mod timer;

pub use level::{MAX_LEVEL, level_side};
pub use play::{Outcome, Play};
pub use timer::Timer;
