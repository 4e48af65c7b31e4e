//! The `#[wasm_bindgen]` facade of the game's builds: with `web_first_paint` and `web_tools`,
//! the only code that talks to JavaScript.
//!
//! Every rule (movement, winning, levels, time, URL parameters, best times) lives in the core
//! (`game::Session` holds the game between key presses); this facade only adapts it. `Game`
//! (`game_facade`) is split by what its methods serve, one file each; what the canvas shows
//! crosses as drawing commands, one typed array per frame (`canvas`), what the page's other
//! elements show as a view state the page binds (`view_binding`).

/// Adopting a maze made in the worker: `PageAdoption`, and the solution and order sent after
/// the walls.
pub mod adoption;
/// Web Audio and vibration.
pub mod audio;
/// The canvas's part of `Game`: size, frames, shows, and what tests read of them.
pub mod canvas;
/// Wall bits, directions and outcomes as the page names them.
pub mod codes;
/// The page's `Controls` (keys, swipes, the pad, gamepads) and `key_command`.
pub mod controls;
/// Copying JS typed arrays into wasm memory in steps.
mod copy;
/// What a move and the I key say and sound.
pub mod feedback;
/// `Game`: its state and the methods that start, move, restart and pause it.
pub mod game_facade;
/// Rolls and taps: their glide, their stop, a tap's walk.
pub mod glide;
mod js;
mod local_storage;
/// The menu's choices and the generators it lists.
pub mod menu;
/// What the page's JavaScript would otherwise write down: the pad's codes, the word's length.
pub mod page_facts;
/// `PagePlan`: the level before it is made; the daily maze's query.
pub mod page_plan;
/// The painter's opcodes and palette.
pub mod palette;
/// The page's other sentences.
pub mod sentences;
/// The player's settings.
pub mod settings_panel;
/// What the rules read from storage, cached until this page writes it.
pub mod storage_cache;
/// The view state the page binds.
pub mod view_binding;
/// After a win: records, the next level, sharing.
pub mod win;
/// The level worker's calls.
pub mod worker;

pub use adoption::PageAdoption;
pub use codes::{Direction, Outcome, Wall};
pub use game_facade::Game;
pub use menu::menu_lists;
pub use page_plan::{PagePlan, daily_query};
pub use sentences::{making_text, phrase, speed_text};
pub use settings_panel::{set_setting, settings};
pub use storage_cache::storage_changed;
