//! seedmaze: a seeded maze game. The pure core lives in `maze`, `level`, `calendar`, `link`,
//! `game`, `text`, `quote` and `format`; only `web` talks to the browser (and `web_first_paint`
//! and `web_tools`, in the first paint's and the tools' own builds). Between them, `paint` draws
//! the canvas, `view_state` says what the page's other elements show, `keymap` and
//! `input_state` turn keys, swipes and gamepads into moves, and `sound` the cues into tones.
//!
//! `link` (what a shared URL means) imports only `maze`, `level`, `calendar` and `quote`, never
//! `game`: the game's rules import the link, so no change to them can change what a link gives.
// Input reaches the library from URLs, storage, key presses and worker messages: no panics and
// no unchecked indexing anywhere in it (tests, benches and the CLI are other crates).
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
pub mod draw_editor;
pub mod format;
pub mod game;
pub mod input_state;
pub mod keymap;
pub mod level;
pub mod link;
pub mod maze;
pub mod paint;
pub mod quote;
pub mod sound;
pub mod text;
pub mod view_state;

#[cfg(test)]
mod testing;

// Four wasm builds of one crate: the small first paint's (`--features first-paint`), which
// the page loads first, to paint its level and walk a plain square one; the game's (`web`)
// twice, the square game's (`--features play`, see `gate`), which takes a square level over
// from it, and the full game's, for a level of another shape, a word or weave; and the tools'
// (`--features tools`), loaded when a tool is first used (docs/size.md).
#[cfg(all(
    target_arch = "wasm32",
    not(feature = "first-paint"),
    not(feature = "tools")
))]
#[doc(hidden)]
pub mod web;
#[cfg(all(target_arch = "wasm32", feature = "first-paint"))]
#[doc(hidden)]
pub mod web_first_paint;
#[cfg(all(target_arch = "wasm32", feature = "tools"))]
#[doc(hidden)]
pub mod web_tools;

// Talc instead of dlmalloc: about 4 KB less wasm, and faster (docs/size.md).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
