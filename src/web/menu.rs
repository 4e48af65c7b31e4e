//! The menu's choices: this seed and level made another way (`Game.choose`), and the
//! generators it lists.

use super::game_facade::Game;
use super::js::put;
use crate::maze::{self as core, Algorithm};
use wasm_bindgen::JsValue;
use wasm_bindgen::prelude::wasm_bindgen;

#[wasm_bindgen]
impl Game {
    /// This seed and level made another way, as the menu's `choice` asks: `algo` (a generator's
    /// name), `fog` (`1` on, `0` off), `shape` (a shape's name), `braid` (0 to 100), `weave`
    /// (`1` on, `0` off), `floors` (1 to 8) or `mask` (a word, empty for none): `{ query, event }` (the query to load and the event to
    /// announce), `{ error }` for a word that cannot be made (the sentence to show), or
    /// `undefined` when `value` is unknown or what is played already.
    pub fn choose(&self, choice: &str, value: &str) -> JsValue {
        // The link's values, as the URL can give them (a word with another shape, say): the
        // new link is read as any link is, with a notice for what it cannot have.
        let mut params = self.session.params().values();
        let event = match (choice, value) {
            ("algo", name) => match Algorithm::from_name(name) {
                Some(algorithm) => {
                    params.algorithm = algorithm;
                    "generator"
                }
                None => return JsValue::UNDEFINED,
            },
            ("fog", on @ ("0" | "1")) => {
                params.fog = on == "1";
                "fog"
            }
            ("shape", name) => match core::Shape::from_name(name) {
                Some(shape) => {
                    params.shape = shape;
                    "shape"
                }
                None => return JsValue::UNDEFINED,
            },
            // A word maze of the text (square only), or the plain maze for an empty one; a bad
            // text keeps this maze and says why.
            ("mask", text) if text.trim().is_empty() => {
                params.mask = None;
                params.draw = None;
                params.title = None;
                "shape"
            }
            ("mask", text) => match core::mask::Mask::parse(text.trim()) {
                Ok(mask) => {
                    params.mask = Some(mask);
                    params.draw = None;
                    params.title = None;
                    params.shape = core::Shape::Square;
                    "shape"
                }
                Err(error) => {
                    let object = js_sys::Object::new();
                    put(&object, "error", crate::text::bad_word(&error.to_string()));
                    return object.into();
                }
            },
            ("weave", on @ ("0" | "1")) => {
                params.weave = on == "1";
                "shape"
            }
            ("floors", n) => match floors_choice(n) {
                Some(floors) => {
                    params.floors = floors;
                    "shape"
                }
                None => return JsValue::UNDEFINED,
            },
            ("braid", n) => match n.parse::<u32>() {
                Ok(n) if n <= core::braid::MAX_BRAID => {
                    params.braid = n;
                    "braid"
                }
                _ => return JsValue::UNDEFINED,
            },
            _ => return JsValue::UNDEFINED,
        };
        if params == self.session.params().values() {
            return JsValue::UNDEFINED;
        }
        // A ghost's run belongs to the maze it was won on.
        params.run = None;
        let object = js_sys::Object::new();
        put(&object, "query", params.to_query());
        put(&object, "event", event);
        object.into()
    }
}

/// The menu's Floors choice `n`: `Some(None)` for one floor, `Some(Some(k))` for 2 to 8 floors
/// joined by stairs, `None` for any other value.
fn floors_choice(n: &str) -> Option<Option<u32>> {
    let (min, max) = core::shape::FLOORS_RANGE;
    match n.parse::<u32>().ok()? {
        1 => Some(None),
        k if (min..=max).contains(&k) => Some(Some(k)),
        _ => None,
    }
}

/// The generator names, in the order a menu lists them (the first is the default).
#[wasm_bindgen]
pub fn algorithms() -> Vec<String> {
    Algorithm::ALL.iter().map(|a| a.name().to_owned()).collect()
}
