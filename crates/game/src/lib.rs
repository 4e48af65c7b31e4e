//! Game rules on top of the maze core and the link: starting a level (`Plan`), movement,
//! footprints, time, fog, challenges judged, ghost runs recorded, checked and replayed, records.
// Input reaches this crate from URLs, storage, key presses and worker messages: no panics and
// no unchecked indexing anywhere in it (its tests aside).
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
pub mod challenge_rules;
pub mod fog;
pub mod ghost;
pub mod grade_table;
pub mod grades;
pub mod hinted;
pub mod hints;
pub mod journey_curve;
pub mod journey_store;
pub mod key_route;
pub mod level_maker;
pub mod locks;
pub mod making;
pub mod plan;
pub mod play;
pub mod progress;
pub mod records;
pub mod roll;
pub mod run_rules;
pub mod session;
pub mod settings;
pub mod spares;
pub mod stars;
pub mod timer;

pub use plan::Plan;
pub use play::{Play, StepOutcome};
pub use session::Session;
pub use timer::Timer;

#[cfg(test)]
mod testing;
