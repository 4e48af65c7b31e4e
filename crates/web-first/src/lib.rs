//! The first paint's wasm build, the page's first download: the
//! page's first picture of its level, painted and played while the game's own, much larger
//! build loads (docs/size.md). It decides nothing of its own: the level comes from the same
//! `progress::opening` and `link` rules as the game's, the picture and the steps from
//! `paint::first_frame`, which tests hold equal to the game's, and input from the game's
//! `Controls`.
// Input reaches this crate from the page: no panics and no unchecked indexing anywhere in it.
#![cfg_attr(
    not(test),
    deny(
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::panic,
        clippy::indexing_slicing
    )
)]

use game::journey_store::{LADDER_KEY, journey_chosen};
use game::progress;
use game::settings::{self, THEME_KEY};
use link::Kind;
use link::{Params, glance_query};
use maze::Shape;
use page::paint::first_frame::{self, FirstLevel};
use page::view_state::level_label;
use text::{loading, opening_size, size_label};
use wasm_bindgen::prelude::wasm_bindgen;

// The shared parts: the game's build exports the same `Controls` and palette.
use web::local_storage;
pub use web::{controls, page_facts, palette};

/// The first paint of the page's level.
#[wasm_bindgen]
pub struct FirstPaint {
    frame: Option<Vec<f32>>,
    making: String,
    query: String,
    resumed: bool,
    seed: String,
    text: Vec<String>,
    level: Option<FirstLevel>,
    params: Params,
}

#[wasm_bindgen]
impl FirstPaint {
    /// The drawing commands (as `Game.frame` gives them), or `undefined` when the level is one
    /// the game makes and paints itself (another shape, fog, a big level, …). Made when asked,
    /// so that the page can make the level and its picture in two short tasks.
    #[wasm_bindgen(getter)]
    pub fn commands(&self) -> Option<Vec<f32>> {
        self.level.as_ref().map(|l| l.frame().into_vec())
    }

    /// For a level the first paint does not paint: the board's picture while the game makes
    /// it (`first_frame::frame`: a square maze's frame, or the background), else `undefined`.
    #[wasm_bindgen(getter)]
    pub fn frame(&self) -> Option<Vec<f32>> {
        self.frame.clone()
    }

    /// What the progress line says while the game makes a level the first paint does not
    /// paint: "Making the maze: 2000×2000 woven…".
    #[wasm_bindgen(getter)]
    pub fn making(&self) -> String {
        self.making.clone()
    }

    /// The query of the level painted: the link's, or the stored level's when the bare page
    /// continues one (`resumed`). The game starts from it (`PagePlan.for_page`), so that storage
    /// is read once and both show one level.
    #[wasm_bindgen(getter)]
    pub fn query(&self) -> String {
        self.query.clone()
    }

    /// Whether `query` is the stored level this device continues.
    #[wasm_bindgen(getter)]
    pub fn resumed(&self) -> bool {
        self.resumed
    }

    /// The level's seed: the game takes it for a link without one, so that it makes the maze
    /// already on screen.
    #[wasm_bindgen(getter)]
    pub fn seed(&self) -> String {
        self.seed.clone()
    }

    /// The status line's fields as the game's view state words them, name then text:
    /// `["level", "Level 4 of 499", "size", "20×20", "seed", "abc"]`; for a level not yet
    /// made, its size as known before (`text::opening_size`: "2000×2000 woven").
    #[wasm_bindgen(getter)]
    pub fn text(&self) -> Vec<String> {
        self.text.clone()
    }

    /// Whether the player can walk the painted level before the game arrives (`step`): not a
    /// ghost's or a challenge's level, nor one whose view follows the ball; false once the
    /// walk is handed over (`walked`) or a resize would make the view follow the ball.
    #[wasm_bindgen(getter)]
    pub fn walkable(&self) -> bool {
        self.level.as_ref().is_some_and(FirstLevel::walkable)
    }

    /// Tries move code `code` (from `key_command` or `Controls`) at `now` (ms): the picture to
    /// paint when the ball moved, else `undefined` (`status` then says the moves and time).
    pub fn step(&mut self, code: u16, now: f64) -> Option<Vec<f32>> {
        let level = self.level.as_mut()?;
        level.step(code, now).then(|| level.frame().into_vec())
    }

    /// The board now measures `width`×`height` device pixels at `dpr`: the picture to paint
    /// when it changed, else `undefined`. A size at which the view would follow the ball ends
    /// the walk (the game glides its camera).
    pub fn resize(&mut self, width: f64, height: f64, dpr: f64) -> Option<Vec<f32>> {
        let level = self.level.as_mut()?;
        level
            .resize((width, height, dpr))
            .then(|| level.frame().into_vec())
    }

    /// The page was hidden (`true`) or shown again at `now` (ms): the clock pauses or goes on,
    /// as the game's does, until the walk is handed over.
    pub fn hidden(&mut self, hidden: bool, now: f64) {
        if let Some(level) = &mut self.level {
            level.hidden(hidden, now);
        }
    }

    /// The status line's moves and time at `now`, name then text (`["moves", "3", …]`).
    pub fn status(&self, now: f64) -> Vec<String> {
        let Some(level) = &self.level else {
            return Vec::new();
        };
        let [(a, x), (b, y)] = level.status(now);
        vec![a.into(), x, b.into(), y]
    }

    /// Makes the level on a `width`×`height` canvas at `dpr`: then `commands` paint it and, when
    /// `walkable`, it is walked until the game takes over; a level the first paint does not
    /// paint gets its `frame` (square ones) instead.
    pub fn make(&mut self, width: f64, height: f64, dpr: f64) {
        let canvas = (width, height, dpr);
        self.level = FirstLevel::new(&self.params, canvas);
        let square = matches!(self.params.kind, Kind::Plain(Shape::Square) | Kind::Woven);
        let side = self.params.side();
        self.frame = self
            .level
            .is_none()
            .then(|| first_frame::frame(square.then_some((side, side)), canvas).into_vec());
    }

    /// The walk for the game (`Game.take_walk`): the steps that moved and the clock's pauses,
    /// code then time (ms), in order; the first paint takes no step after this.
    pub fn walked(&mut self) -> Vec<f64> {
        self.level
            .as_mut()
            .map(FirstLevel::walked)
            .unwrap_or_default()
    }
}

/// The level the page opens with (`location.search`, or the level stored to continue), read and
/// worded; `make` then makes it for the canvas. Two calls, so that the page runs them in two
/// short tasks on a slow phone.
#[wasm_bindgen]
pub fn first_paint(search: &str) -> FirstPaint {
    let (query, resumed) = progress::opening(
        search,
        || local_storage::get(progress::PROGRESS_KEY),
        || journey_chosen(local_storage::get(LADDER_KEY).as_deref()),
    );
    // A glance: the game reads the link whole, checks its drawing and words its notices.
    let (params, _) = glance_query(&query);
    let side = params.side();
    let size = size_label(params.shape(), params.shape_size(), (side, side));
    let size = opening_size(&params.kind, size);
    let seed = params.seed.to_string();
    FirstPaint {
        frame: None,
        making: loading(&size),
        level: None,
        text: vec![
            "level".into(),
            level_label(&params),
            "size".into(),
            size,
            "seed".into(),
            seed.clone(),
        ],
        seed,
        query,
        resumed,
        params,
    }
}

/// The colour theme stored on this device (`auto` follows the system), to set before the
/// page reads its colours.
#[wasm_bindgen]
pub fn theme() -> String {
    settings::theme(local_storage::get(THEME_KEY).as_deref()).to_owned()
}

/// What the status line says when the game's build did not load (`w`: the browser's reason):
/// the first paint's build, which did, gives the game's sentence (`text::start_failed`).
#[wasm_bindgen]
pub fn start_failed(w: &str) -> String {
    text::start_failed(w)
}

// Talc instead of dlmalloc: a smaller and faster allocator (docs/size.md).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
