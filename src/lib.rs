//! seedmaze: a seeded maze game. The pure core lives in `maze`, `game`, `share`, `text` and
//! `format`;
//! `web` is the only file that talks to the browser.
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

pub mod format;
pub mod game;
pub mod maze;
pub mod share;
pub mod text;

#[cfg(target_arch = "wasm32")]
#[doc(hidden)]
pub mod web;

// Talc instead of dlmalloc: about 4 KB less wasm, and faster (README "Download size").
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
