//! The page's URL parameters (`seed`, `level`, `size`, `algo`, `shape`, `braid`, `mask`,
//! `draw`, `title`, `weave`, `floors`, `difficulty`, `daily`, `mode`, `beat`, `run`): parse with a typed error per bad value, fall back
//! to defaults, and format back into a query string.
//!
//! - `table`: the parameters as data, one entry each: its name, how it reads, its default, how
//!   it is written back, its own sentences, the kind of maze it builds, its CLI flag (`cli`:
//!   its help and its refusals); each entry makes its `Param` tag (`param_macro`). A new
//!   parameter is one entry there and its field in `Values` (`values`: each value as read;
//!   `values_table`: read, written back and built into a kind in the table's order).
//! - `kind`: the kind of maze as one type (`Kind`: a plain shape, a word, a drawing, woven,
//!   floors), so that a combination that makes no sense cannot be written down; the rules that refuse one are in
//!   the table's entries, where the kind is built from the URL's values.
//! - `params`: what a link asks for once read (`Params`), its layout or why none
//!   (`NoLayout`, worded in `src/text/problems.rs`), and the menu's choices read into a new link
//!   (`Params::choose`, each choice a `Choice`); `parse`: reading a query; `notice` and `problem`: what a notice
//!   says; `challenge`: the `beat=` value; `run_code`: the `run=` value (a ghost's run, its
//!   form only); `draw_code`: the `draw=` value; `title`: the `title=` value (a drawing's
//!   name).
//!
//! A link must give the same maze in every later version, so this module depends only on what
//! fixes a maze (`maze`, the `level` schedule, `calendar` days) and never on `game`: the game's
//! rules (judging a challenge, checking a ghost's run, the next level, records) import it, not
//! the other way round.
//!
//! The notices' sentences stay here, with the parameter each one is about (`Param::says`, and
//! `notice` for those every parameter shares), not in `text`: `text` imports this module (it
//! words a refused run, whose `Display` it holds, which this module does not import), so this
//! module cannot import it back; and a new parameter, its sentences included, is then one
//! entry. The CLI prints the same sentences as the page, but for the few its flags word their
//! own way (`Cli::refused`, in the same entry).
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

pub mod calendar;
pub mod level;
/// Values quoted in messages (the maze core's, re-exported for the link's readers).
pub use maze::quote;

mod bits;
mod challenge;
mod checks;
mod choice;
mod cli;
mod combine;
mod dial;
pub mod draw_code;
pub mod journey;
mod journey_level;
mod journey_table;
mod kind;
mod kind_rules;
mod no_layout;
mod notice;
mod param_macro;
mod params;
mod parse;
mod problem;
mod run_check;
pub mod run_code;
mod table;
mod title;
mod values;
mod values_table;

pub use challenge::{Challenge, ChallengeError, MAX_CHALLENGE_MS, MIN_MS_PER_MOVE};
pub use choice::{ANY_WORD, BRAID_STEP, Choice, STUDY_MENU, UnknownChoice};
pub use cli::Cli;
pub use dial::Dial;
pub use kind::Kind;
pub use notice::ParamError;
pub use params::{Chosen, NoLayout, Params};
pub use parse::{glance_query, glance_stored, parse_query, read_query};
pub use problem::Problem;
pub use run_code::{MAX_RUN_LEN, Run, RunError, Step};
pub use table::{KindRule, Param, Values};
pub use title::{MAX_TITLE_LEN, Title};

use crate::calendar::Date;

/// The query of level 1 of today's daily maze, for the UTC day at `unix_ms` (`Date.now()`).
pub fn daily_query(unix_ms: f64) -> Option<String> {
    Date::from_unix_ms(unix_ms).map(|date| Params::daily(date).to_query())
}
