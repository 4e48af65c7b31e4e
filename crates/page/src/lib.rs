//! What the page shows and hears, and how input becomes moves: `paint` draws the canvas as
//! drawing commands, `view_state` says what the page's other elements show, `keymap` and
//! `input_state` turn keys, swipes and gamepads into moves, `sound` the cues into tones, and
//! `draw_editor` keeps the Draw panel's drawing. No browser types: the wasm crates run it.
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

pub mod draw_editor;
pub mod input_state;
pub mod inside_mesh;
pub mod keymap;
pub mod paint;
pub mod sound;
pub mod view_state;

#[cfg(test)]
mod testing;
