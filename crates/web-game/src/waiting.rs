//! When the level on screen takes no input: while the next level is made in the page's worker
//! (`loading`, set by `life::start_level`) and while the menu is open (`menu_shown`).

use std::cell::Cell;
use wasm_bindgen::prelude::wasm_bindgen;

thread_local! {
    /// A level is being made in the worker: the level on screen takes no input.
    static LOADING: Cell<bool> = const { Cell::new(false) };
    /// The menu is open over the maze: moves wait.
    static MENU: Cell<bool> = const { Cell::new(false) };
}

/// Whether a level is being made in the page's worker (the one on screen takes no input).
#[wasm_bindgen]
pub fn loading() -> bool {
    LOADING.get()
}

/// Says whether a level is being made in the page's worker.
pub(super) fn set_loading(on: bool) {
    LOADING.set(on);
}

/// Tells the game whether the menu is open over the maze: while it is, moves wait.
#[wasm_bindgen]
pub fn menu_shown(open: bool) {
    MENU.set(open);
}

/// Whether moves wait: a level is being made in the worker, or the menu is open.
pub(super) fn moves_wait() -> bool {
    LOADING.get() || MENU.get()
}
