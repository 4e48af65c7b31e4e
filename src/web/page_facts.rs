//! What the page's JavaScript (www/) would otherwise write down itself: the pad's move codes,
//! the word's length, the most floors and the sentence for a game that did not load. The page reads them from
//! the build it loaded, so that it holds no rule (tests/shim.rs checks that it writes none of
//! these numbers or sentences).
//!
//! The game's facade (`web`) and the first paint's (`web_first_paint`) include this file; each
//! build gets only what its scripts read, as the first paint's download has a tight budget
//! (docs/size.md).

use wasm_bindgen::prelude::wasm_bindgen;

/// The move code of the on-screen pad's first button (`keymap::PAD_CODE`); the button of slot
/// `k` sends the code `k` after it (`keymap::Move::decode`). www/input.js gives them to the
/// buttons, in the order index.html lists them (one number costs the first paint's build less
/// than a list).
#[wasm_bindgen]
pub fn pad_code() -> u8 {
    crate::keymap::PAD_CODE
}

/// The most characters a word maze's word may have (`maze::mask::MAX_MASK_LEN`): the menu's
/// field takes no more.
#[cfg(not(feature = "first-paint"))]
#[wasm_bindgen]
pub fn word_max_len() -> usize {
    crate::maze::mask::MAX_MASK_LEN
}

/// What the status line says when the game's build did not load (`w`: the browser's reason):
/// the first paint's build, which did, gives the game's sentence (`text::start_failed`).
#[cfg(feature = "first-paint")]
#[wasm_bindgen]
pub fn start_failed(w: &str) -> String {
    crate::text::start_failed(w)
}
