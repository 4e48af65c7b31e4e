//! Small helpers both wasm builds (the game's and the tools') use to hand plain data to JS.

use wasm_bindgen::JsValue;

/// Sets `key` of the plain object `target` (the page binds these objects generically).
pub fn put(target: &js_sys::Object, key: &str, value: impl Into<JsValue>) {
    // Setting a property of a fresh plain object cannot fail.
    let _ = js_sys::Reflect::set(target, &JsValue::from_str(key), &value.into());
}

/// A JS array of the values.
pub fn array(values: impl IntoIterator<Item = JsValue>) -> js_sys::Array {
    values.into_iter().collect()
}

/// Installs the panic-to-console hook in development builds (feature `debug-panic`).
pub fn install_panic_hook() {
    #[cfg(feature = "debug-panic")]
    console_error_panic_hook::set_once();
}
