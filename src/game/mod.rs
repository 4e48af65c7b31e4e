//! Game rules on top of the maze core: levels, movement, footprints, time.
pub mod best;
pub mod challenge;
pub mod daily;
pub mod fog;
pub mod level;
pub mod play;
pub mod records;
pub mod session;
pub mod timer;

pub use level::{MAX_LEVEL, level_side};
pub use play::{Outcome, Play};
pub use session::Session;
pub use timer::Timer;
