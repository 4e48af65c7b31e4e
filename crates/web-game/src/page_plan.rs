//! The level the page is about to play, before it is made: `PagePlan` (from the link or the
//! stored level, or after a win) and the daily maze's query.

use super::js::install_panic_hook;
use super::local_storage;
use game::{self, progress};
use maze::Seed;
use maze::shape::Topology;
use wasm_bindgen::prelude::wasm_bindgen;

/// A level decided but not made yet, as the page holds it: a `game::Plan`, whether it continues
/// the stored level, and why it is played (what its start announces); what a worker is asked to
/// make, or what `Game.start` makes here. Every level the page plays starts from one.
#[wasm_bindgen]
pub struct PagePlan {
    pub(super) plan: game::Plan,
    pub(super) resumed: bool,
    pub(super) event: text::Event,
    /// For a level of the menu's choice, what it let go (`text::let_go`; empty for nothing),
    /// which the status line says once the level shows; `None` for any other level.
    pub(super) let_go: Option<String>,
}

impl PagePlan {
    /// The plan of `plan`, played for `event`.
    pub(super) fn new(plan: game::Plan, event: text::Event) -> PagePlan {
        PagePlan {
            plan,
            resumed: false,
            event,
            let_go: None,
        }
    }

    /// Why this level is played (what its start announces).
    pub fn event(&self) -> text::Event {
        self.event
    }
}

#[wasm_bindgen]
impl PagePlan {
    /// The level `location.search` asks for; bad parameters become the new game's notices.
    pub fn from_query(query: &str) -> PagePlan {
        install_panic_hook();
        PagePlan::new(
            game::Plan::from_query(query, Seed::random),
            text::Event::Level,
        )
    }

    /// A new game: level 1 of a fresh seed, on the ladder the player chose (the journey unless
    /// the classic one).
    pub fn fresh() -> PagePlan {
        let query = if journey_chosen() {
            progress::FIRST_JOURNEY
        } else {
            ""
        };
        PagePlan::new(
            game::Plan::from_query(query, Seed::random),
            text::Event::NewMaze,
        )
    }

    /// The menu's choice of ladder, remembered: the journey where this device left it (the
    /// first level not won after the last one won, on its seed), else from level 1 of a fresh
    /// seed; or the classic ladder's level 1 (sizes only) of a fresh seed.
    pub fn ladder(journey: bool) -> PagePlan {
        use game::journey_store::{JOURNEY_KEY, LADDER_KEY, Progress};
        local_storage::set(LADDER_KEY, if journey { "journey" } else { "classic" });
        let query = if journey {
            let stored = local_storage::get(JOURNEY_KEY).and_then(|s| Progress::read(&s));
            match stored {
                Some(p) => format!("seed={}&journey={}", p.seed, p.next()),
                None => progress::FIRST_JOURNEY.to_owned(),
            }
        } else {
            String::new()
        };
        PagePlan::new(
            game::Plan::from_query(&query, Seed::random),
            text::Event::NewMaze,
        )
    }

    /// The level the page opens with: what `location.search` asks for, or, for the bare page
    /// (no query), the level to continue on this device when one is stored. After a first
    /// paint, `search` is the query it painted and `resumed` says whether that was the stored
    /// level (storage is then not read again), and `seed` is the seed it chose for a link
    /// without one: the game makes the maze already on screen.
    pub fn for_page(search: &str, seed: Option<String>, resumed: Option<bool>) -> PagePlan {
        install_panic_hook();
        let (query, resumed) = match resumed {
            Some(resumed) => (search.trim_start_matches('?').to_owned(), resumed),
            None => progress::opening(
                search,
                || local_storage::get(progress::PROGRESS_KEY),
                journey_chosen,
            ),
        };
        let fresh = || {
            seed.and_then(|text| Seed::parse(&text).ok())
                .unwrap_or_else(Seed::random)
        };
        let event = if resumed {
            text::Event::Continue
        } else {
            text::Event::Level
        };
        PagePlan {
            plan: game::Plan::from_query(&query, fresh),
            resumed,
            event,
            let_go: None,
        }
    }

    /// Whether this plan continues the level last played on this device (`for_page`).
    #[wasm_bindgen(getter)]
    pub fn resumed(&self) -> bool {
        self.resumed
    }

    /// The seed text.
    #[wasm_bindgen(getter)]
    pub fn seed(&self) -> String {
        self.plan.params().seed.to_string()
    }

    /// The generator's name.
    #[wasm_bindgen(getter)]
    pub fn algorithm(&self) -> String {
        self.plan.params().algorithm.name().to_owned()
    }

    /// The side length (the maze is square).
    #[wasm_bindgen(getter)]
    pub fn side(&self) -> u32 {
        self.plan.side()
    }

    /// Number of cells.
    #[wasm_bindgen(getter)]
    pub fn cells(&self) -> u32 {
        let params = self.plan.params();
        let square = self.plan.side().saturating_mul(self.plan.side());
        // A woven maze has its square's cells: its layout places every crossing, 80 ms of the
        // page's thread at level 499 before the worker was even asked.
        if params.plain_square() || params.kind == link::Kind::Woven {
            return square;
        }
        params.layout().map_or(square, |layout| layout.cells())
    }

    /// Whether the page makes this level in its worker (a big one) rather than on its thread.
    #[wasm_bindgen(getter)]
    pub fn background(&self) -> bool {
        self.cells() > game::plan::WORKER_CELLS
    }

    /// The query of this level (what the worker is asked to make).
    #[wasm_bindgen(getter)]
    pub fn query(&self) -> String {
        self.plan.params().to_query()
    }
}

/// Whether a new game climbs the journey (`game::journey_store::journey_chosen`).
fn journey_chosen() -> bool {
    let stored = local_storage::get(game::journey_store::LADDER_KEY);
    game::journey_store::journey_chosen(stored.as_deref())
}

/// The plan of level 1 of the daily maze of the UTC day at `now_ms` (`Date.now()`); `undefined`
/// outside the calendar's years.
#[wasm_bindgen]
pub fn daily_plan(now_ms: f64) -> Option<PagePlan> {
    let query = link::daily_query(now_ms)?;
    Some(PagePlan::new(
        game::Plan::from_query(&query, Seed::random),
        text::Event::Daily,
    ))
}
