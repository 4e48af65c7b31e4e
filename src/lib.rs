//! seedmaze: a seeded maze game. The pure core lives in `maze`, `game`, `share` and `format`;
//! `web` is the only file that talks to the browser.
pub mod format;
pub mod game;
pub mod maze;
pub mod share;

#[cfg(target_arch = "wasm32")]
#[doc(hidden)]
pub mod web;
