//! The page's sentences that are not the view state's: a phrase by name, the speed slider's
//! reading, the progress line while a big level is made.

use wasm_bindgen::prelude::wasm_bindgen;

/// One of the page's other sentences by name, with its numbers and a word (`text::phrase`).
#[wasm_bindgen]
pub fn phrase(name: &str, numbers: Vec<f64>, word: &str) -> String {
    crate::text::phrase(name, &numbers, word)
}

/// The speed slider's reading for its value 0..=100: "1,000 per second".
#[wasm_bindgen]
pub fn speed_text(slider: u32) -> String {
    crate::text::speed(slider)
}

/// The progress line while a big level is made (`stage`: start, generate, solve, send, adopt).
#[wasm_bindgen]
pub fn making_text(side: u32, stage: &str) -> String {
    crate::text::making(side, stage)
}
