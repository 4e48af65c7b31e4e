//! The `#[wasm_bindgen]` facade (filled in by the browser game).
