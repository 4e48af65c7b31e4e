//! What the page's JavaScript (www/) would otherwise write down itself, read from the build it
//! loaded so that it holds no rule (tests/shim.rs checks that it writes none of these numbers).

use wasm_bindgen::prelude::wasm_bindgen;

/// The move code of the on-screen pad's first button (`keymap::PAD_CODE`); the button of slot
/// `k` sends the code `k` after it (`keymap::Move::decode`). www/input.js gives them to the
/// buttons, in the order index.html lists them (one number costs the first paint's build less
/// than a list).
#[wasm_bindgen]
pub fn pad_code() -> u8 {
    page::keymap::PAD_CODE
}
