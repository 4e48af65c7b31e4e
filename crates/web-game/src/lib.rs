//! The game's wasm build: every level, shape and mode, its moves, sounds, menu and level worker.
//! With `seedmaze-web-first` and `seedmaze-web-tools`, the only code that talks to JavaScript.
//!
//! Every rule (movement, winning, levels, time, URL parameters, best times) lives in the core
//! (`game::Session` holds the game between key presses); this facade only adapts it. `Game`
//! (`game_facade`) is split by what its methods serve, one file each; what the canvas shows
//! crosses as drawing commands, one typed array per frame (`canvas`), what the page's other
//! elements show as a view state the page binds (`view_binding`).
// Input reaches this crate from the page: no panics and no unchecked indexing anywhere in it.
#![cfg_attr(
    not(test),
    deny(
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::panic,
        clippy::indexing_slicing
    )
)]

/// Adopting a maze made in the worker: `PageAdoption`, and the solution and order sent after
/// the walls.
pub mod adoption;
/// Web Audio and vibration.
pub mod audio;
/// The canvas's part of `Game`: size, frames, shows, and what tests read of them.
pub mod canvas;
/// Wall bits, directions and outcomes as the page names them.
pub mod codes;
/// Copying JS typed arrays into wasm memory in steps.
mod copy;
/// What a move and the I key say and sound.
pub mod feedback;
/// `Game`: its state and the methods that start, move, restart and pause it.
pub mod game_facade;
/// Rolls and taps: their glide, their stop, a tap's walk.
pub mod glide;
/// Input seen from inside: steps forward and turns.
pub mod inside_input;
/// A level's life: made here or in the worker, started, then what follows.
pub mod life;
/// The menu's choices and the generators it lists.
pub mod menu;
/// `PagePlan`: the level before it is made; the daily maze's query.
pub mod page_plan;
/// The page's other sentences.
pub mod sentences;
/// The player's settings.
pub mod settings_panel;
/// What the rules read from storage, cached until this page writes it.
pub mod storage_cache;
/// Studying the whole maze before going inside (`study=`).
pub mod study;
/// The view state the page binds.
pub mod view_binding;
/// When the level on screen takes no input.
pub mod waiting;
/// After a win: records, the next level, sharing.
pub mod win;
/// The level worker's calls.
pub mod worker;

// The shared parts, under the names this crate's modules use.
pub use web::{controls, page_facts, palette};
use web::{js, local_storage};

pub use adoption::PageAdoption;
pub use codes::{Direction, Outcome, Wall};
pub use game_facade::Game;
pub use life::start_level;
pub use menu::menu_lists;
pub use page_plan::{PagePlan, daily_plan};
pub use sentences::{phrase, speed_text};
pub use settings_panel::{set_setting, settings};
pub use storage_cache::storage_changed;

// Talc instead of dlmalloc: a smaller and faster allocator (docs/size.md).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
