//! What the page's JavaScript (www/) would otherwise write down itself: the drawing opcodes'
//! names, the pad's move codes, the word's length and the sentence for a game that did not
//! load. The page reads them from the build it loaded, so that it holds no rule (tests/shim.rs
//! checks that it writes none of these numbers or sentences).
//!
//! Each facade (`web`, `web_first_paint`, `web_tools`) includes this file; each build gets only
//! what its scripts read, so that the first paint's download grows by no more than it needs.

use crate::paint::list::Op;
use wasm_bindgen::prelude::wasm_bindgen;

/// The drawing opcodes' names in code order, separated by spaces (`Op::name`): the painter
/// (www/painter.js) learns from them what each code means.
#[wasm_bindgen]
pub fn draw_ops() -> String {
    Op::ALL.map(Op::name).join(" ")
}

/// The move codes of the on-screen pad's six buttons, in slot order (`keys::PAD_CODE` on):
/// www/input.js gives them to the buttons, in the order index.html lists them.
#[cfg(not(feature = "tools"))]
#[wasm_bindgen]
pub fn pad_moves() -> Vec<u8> {
    use crate::keys::{PAD_CODE, pad};
    use crate::maze::Shape;
    (PAD_CODE..).take(pad(Shape::Square).len()).collect()
}

/// The most characters a word maze's word may have (`maze::mask::MAX_MASK_LEN`): the menu's
/// field takes no more.
#[cfg(not(any(feature = "first-paint", feature = "tools")))]
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
