//! seedmaze's layers under one name, for the command line (`src/bin/seedmaze.rs`), the
//! integration tests and the benchmarks. Each layer is a crate of its own in `crates/`
//! (docs/architecture.md): `maze` (the core), `link` (the URL contract, with `level`, `calendar`
//! and `quote`), `text` (every sentence), `game` (the rules), `format` (ASCII, SVG, JSON) and
//! `page` (what the page shows and hears: `paint`, `view_state`, `keymap`, `input_state`,
//! `sound`, `inside_mesh`) and `inside` (the view from inside's geometry).

pub use format;
pub use game;
pub use inside;
pub use link;
pub use link::{calendar, level, quote};
pub use maze;
pub use page::{draw_editor, input_state, inside_mesh, keymap, paint, sound, view_state};
pub use text;
