//! What every wasm build of seedmaze shares: the page's `Controls` (keys, swipes, the pad,
//! gamepads), the painter's palette, the facts the page reads instead of writing them down,
//! localStorage, and small helpers that hand plain data to JavaScript.
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

/// The page's `Controls` and `key_command`.
pub mod controls;
/// Small helpers that hand plain data to JavaScript.
pub mod js;
/// The browser's localStorage.
pub mod local_storage;
/// What the page's JavaScript would otherwise write down.
pub mod page_facts;
/// The painter's opcodes and palette.
pub mod palette;
