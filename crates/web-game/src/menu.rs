//! The menu's choices: this seed and level made another way (`Game.choose`), and the
//! generators it lists.

use super::game_facade::{Game, State};
use super::js::put;
use super::page_plan::PagePlan;
use link::{Choice, Problem};
use text::Event;
use wasm_bindgen::JsValue;
use wasm_bindgen::prelude::wasm_bindgen;

impl State {
    fn choose(&self, choice: Choice, value: &str) -> JsValue {
        // The link's values with the choice made; what the maze in play cannot keep beside it
        // (floors when the shape goes hex) let go, and said, by the link's own checks
        // (`Params::choice`): the new link reads without a notice.
        if super::waiting::loading() {
            return JsValue::UNDEFINED;
        }
        let object = js_sys::Object::new();
        match self.session.params().choice(choice, value) {
            Some(Ok(chosen)) => {
                let query = chosen.values.to_query();
                let plan = game::Plan::from_query(&query, maze::Seed::random);
                let mut plan = PagePlan::new(plan, event(choice));
                let said = chosen.let_go.iter().map(|(p, why)| text::let_go(*p, why));
                plan.let_go = Some(said.collect::<Vec<_>>().join(" "));
                put(&object, "plan", plan);
            }
            // A bad word keeps this maze and says why.
            Some(Err(Problem::BadMask(error))) => {
                put(&object, "error", text::bad_word(&error.to_string()));
            }
            // A value this maze cannot have (the menu shows its choice off, with why).
            Some(Err(_)) | None => return JsValue::UNDEFINED,
        }
        object.into()
    }
}

/// The event the page announces for `choice`: the maze's new look for any but the generator,
/// fog and loops, which have their own sentences.
fn event(choice: Choice) -> Event {
    match choice {
        Choice::Algo => Event::Generator,
        Choice::Fog => Event::Fog,
        Choice::Braid => Event::Braid,
        Choice::Difficulty
        | Choice::Shape
        | Choice::Weave
        | Choice::Floors
        | Choice::Mask
        | Choice::Study => Event::Shape,
    }
}

/// The menu's lists, each a `<select>`'s id and then its options' values in order, the values
/// the link weighs (`Choice::values`): the generators (the first is the default), the shapes,
/// the difficulties (`normal`, the seed's own maze, first) and the floors (one, a plain maze,
/// up to `FLOORS_RANGE`'s most).
#[wasm_bindgen]
pub fn menu_lists() -> Vec<js_sys::Array> {
    let names = |id: &str, choice: Choice| {
        std::iter::once(id.to_owned())
            .chain(choice.values())
            .map(JsValue::from)
            .collect()
    };
    vec![
        names("algo-select", Choice::Algo),
        names("shape-select", Choice::Shape),
        names("difficulty-select", Choice::Difficulty),
        names("floors-select", Choice::Floors),
        names("study-select", Choice::Study),
    ]
}

/// A small picture of what the menu's `choice` (its `data-choice` name) makes for the level of
/// `query` (`paint::picture`), on a `w`×`h` canvas at `dpr`: drawing commands, empty for a
/// choice without a picture or of no known name.
#[wasm_bindgen]
pub fn picture(query: &str, choice: &str, w: f64, h: f64, dpr: f64) -> Vec<f32> {
    let Some(choice) = Choice::from_name(choice) else {
        return Vec::new();
    };
    let (params, _) = link::read_query(query);
    page::paint::menu_picture::picture(&params, choice, (w, h, dpr))
        .map(page::paint::list::DrawList::into_vec)
        .unwrap_or_default()
}

/// The most characters a word maze's word may have (`maze::mask::MAX_MASK_LEN`): the menu's
/// field takes no more.
#[wasm_bindgen]
pub fn word_max_len() -> usize {
    maze::mask::MAX_MASK_LEN
}

#[wasm_bindgen]
impl Game {
    /// This seed and level made another way, as the menu's `choice` asks: `algo` (a generator's
    /// name), `fog` (`1` on, `0` off), `shape` (a shape's name), `braid` (0 to 100), `weave`
    /// (`1` on, `0` off), `floors` (1 to 8) or `mask` (a word, empty for none), each read as a
    /// link's value (`Params::choice`: what the maze in play cannot keep beside it is let go):
    /// `{ plan }` (the level to play: `start_level`; its start announces the choice, and the
    /// status line says what it let go), `{ error }` for a word that cannot be made (the
    /// sentence to show), or `undefined` when `choice` or `value` is unknown, what is played
    /// already or what this maze cannot have (the view's actions show that choice off, with
    /// why), or while a level is being made. The page's name is read into a `Choice` here, once.
    pub fn choose(&self, choice: &str, value: &str) -> JsValue {
        match Choice::from_name(choice) {
            Some(choice) => self.state.borrow().choose(choice, value),
            None => JsValue::UNDEFINED,
        }
    }
}
