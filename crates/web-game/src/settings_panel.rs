//! The player's settings on this device, read and written for the menu.

use super::js::put;
use super::local_storage;
use super::storage_cache;
use game;
use wasm_bindgen::JsValue;
use wasm_bindgen::prelude::wasm_bindgen;

/// The player's settings on this device (stored by Rust): `{ sound, volume, moves, distance,
/// theme }` (`theme`: `light`, `dark`, `contrast`, or `auto` to follow the system).
#[wasm_bindgen]
pub fn settings() -> JsValue {
    let s = storage_cache::read_settings();
    let object = js_sys::Object::new();
    put(&object, "sound", s.sound);
    put(&object, "volume", s.volume);
    put(&object, "moves", s.announce_moves);
    put(&object, "distance", s.distance);
    put(&object, "ghost", s.ghost);
    let theme = game::settings::theme(local_storage::get(game::settings::THEME_KEY).as_deref());
    put(&object, "theme", theme);
    object.into()
}

/// Sets one setting (`sound`, `moves`, `distance`: `1` or `0`; `volume`: 0..=100; `theme`) and
/// stores it; returns the sentence to announce for a change of sound ("Sound off." / "Sound
/// on."), else an empty one. Unknown names and values change nothing.
#[wasm_bindgen]
pub fn set_setting(name: &str, value: &str) -> String {
    storage_cache::changed();
    if name == "theme" {
        match game::settings::theme(Some(value)) {
            "auto" => local_storage::remove(game::settings::THEME_KEY),
            theme => {
                local_storage::set(game::settings::THEME_KEY, theme);
            }
        }
        return String::new();
    }
    // Whole numbers only: parsing an `f64` would pull float parsing into the wasm.
    let Ok(value) = value.parse::<u8>() else {
        return String::new();
    };
    let old = storage_cache::read_settings();
    let new = old.with(name, f64::from(value));
    local_storage::set(game::settings::SETTINGS_KEY, &new.to_text());
    if old.sound == new.sound {
        String::new()
    } else {
        text::sound_changed(new.sound).to_owned()
    }
}
