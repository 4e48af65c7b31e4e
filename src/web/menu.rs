//! The menu's choices: this seed and level made another way (`Game.choose`), and the
//! generators it lists.

use super::game_facade::Game;
use super::js::put;
use crate::link::{Param, Problem};
use crate::maze::Algorithm;
use wasm_bindgen::JsValue;
use wasm_bindgen::prelude::wasm_bindgen;

#[wasm_bindgen]
impl Game {
    /// This seed and level made another way, as the menu's `choice` asks: `algo` (a generator's
    /// name), `fog` (`1` on, `0` off), `shape` (a shape's name), `braid` (0 to 100), `weave`
    /// (`1` on, `0` off), `floors` (1 to 8) or `mask` (a word, empty for none), each read as a
    /// link's value (`Params::choose`): `{ query, event }` (the query to load and the event to
    /// announce), `{ error }` for a word that cannot be made (the sentence to show), or
    /// `undefined` when `value` is unknown or what is played already.
    pub fn choose(&self, choice: &str, value: &str) -> JsValue {
        // The link's values, as the URL can give them (a word with another shape, say): the
        // new link is read as any link is, with a notice for what it cannot have.
        let object = js_sys::Object::new();
        match self.session.params().choose(choice, value) {
            Some(Ok((values, param))) => {
                put(&object, "query", values.to_query());
                put(&object, "event", event(param));
            }
            // A bad word keeps this maze and says why.
            Some(Err(Problem::BadMask(error))) => {
                put(&object, "error", crate::text::bad_word(&error.to_string()));
            }
            Some(Err(_)) | None => return JsValue::UNDEFINED,
        }
        object.into()
    }
}

/// The event the page announces for a choice of `param`.
fn event(param: Param) -> &'static str {
    match param {
        Param::Algo => "generator",
        Param::Mode => "fog",
        Param::Braid => "braid",
        _ => "shape",
    }
}

/// The generator names, in the order a menu lists them (the first is the default).
#[wasm_bindgen]
pub fn algorithms() -> Vec<String> {
    Algorithm::ALL.iter().map(|a| a.name().to_owned()).collect()
}
