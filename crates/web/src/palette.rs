//! What the page's painter (www/painter.js) needs from Rust in both wasm builds, the game's and
//! the first paint's: the opcodes' arities and the palette the commands' ink indices name.

use page::paint::list::{self, ARITY, PALETTE};
use wasm_bindgen::prelude::wasm_bindgen;

/// The palette's CSS custom property names in `Ink` order, then the two the search view's
/// shades blend (the page reads them and hands the values to `palette`).
#[wasm_bindgen]
pub fn palette_names() -> Vec<String> {
    let mut names = Vec::new();
    for name in PALETTE.iter().chain(&["search-early", "search-late"]) {
        names.push((*name).to_owned());
    }
    names
}

/// The colours by `Ink` index, from the values of `palette_names` (the shades blended here).
#[wasm_bindgen]
pub fn palette(values: Vec<String>) -> Vec<String> {
    let n = PALETTE.len();
    let early = values.get(n).map_or("", String::as_str);
    let late = values.get(n + 1).map_or("", String::as_str);
    list::with_shades(values.get(..n).unwrap_or(&values), early, late)
}

/// How many numbers follow each drawing opcode.
#[wasm_bindgen]
pub fn draw_arity() -> Vec<u8> {
    ARITY.to_vec()
}
