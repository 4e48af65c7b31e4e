//! The level worker's calls, in both wasm builds: the game's makes its own generators'
//! big levels, the tools' every other generator's (www/worker.js picks the build).

use super::js::{install_panic_hook, put};
use game;
use game::level_maker::Share;
use maze::Seed;
use text::MakingStage;
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsError, JsValue};

/// The least share of the whole between two progress reports of one stage: each report
/// repaints the page's bar, and a report every frame took 4–6% more of level 499's time from
/// the cores that make it (docs/speed.md).
pub const PROGRESS_STEP: f64 = 1.0 / 16.0;

/// The worker's part of a big level, first half: makes the maze of the level `query` names
/// (any shape, braided or not), or takes the one made ahead for it (`make_spare`), and returns
/// `{ walls, removed, spare }`: typed arrays to transfer to the page, whose `PageAdoption` checks
/// them, so that the player can move before the maze is solved (a square's wall bytes alone,
/// `removed` empty: its erasure order follows with the solution; or another shape's erased
/// ids, `walls` empty), and whether it was made ahead. The maze stays here for `solve_level`.
/// Calls `on_progress(stage, fraction)` on the way: `generate` from 0.05 to 0.65, `send` at
/// 0.85, a stage's reports at least `PROGRESS_STEP` apart (what the callback throws is
/// ignored). With a difficulty dial it weighs the `share` of the candidates
/// (`level_maker::Share::from_number`: 0 all, 1 and 2 the halves that two workers weigh,
/// `splits`), and `score` is the one kept's. Throws an `Error` on bad input.
#[wasm_bindgen]
pub fn make_level(
    query: &str,
    on_progress: &js_sys::Function,
    share: u32,
) -> Result<JsValue, JsError> {
    install_panic_hook();
    let report = |stage: MakingStage, fraction: f64| {
        let _ = on_progress.call2(
            &JsValue::NULL,
            &StageName::from(stage).into(),
            &fraction.into(),
        );
    };
    // The level made before is dropped first: the worker holds one at a time, and the spares
    // made ahead for it are dropped but the one asked for.
    MADE.with(|made| made.borrow_mut().take());
    let spare = SPARES.with(|spares| spares.borrow_mut().take(query));
    let made_ahead = spare.is_some();
    let level = match spare {
        Some(level) => level,
        None => {
            report(MakingStage::Generate, 0.05);
            let mut shown = (MakingStage::Generate, 0.05);
            let mut stages = |stage: MakingStage, fraction: f64| {
                if stage != shown.0 || fraction >= shown.1 + PROGRESS_STEP {
                    shown = (stage, fraction);
                    report(stage, fraction);
                }
            };
            make(query, Share::from_number(share), &mut stages)?
        }
    };
    report(MakingStage::Send, 0.85);
    let object = js_sys::Object::new();
    put(&object, "walls", js_sys::Uint8Array::from(level.walls()));
    put(
        &object,
        "removed",
        js_sys::Uint32Array::from(level.first_ids()),
    );
    put(&object, "spare", made_ahead);
    put(&object, "score", level.score());
    MADE.with(|made| *made.borrow_mut() = Some(level));
    Ok(object.into())
}

/// The level of `query`, made here by this build's own generators.
fn make(
    query: &str,
    share: Share,
    stages: &mut dyn FnMut(MakingStage, f64),
) -> Result<game::level_maker::WorkerLevel, JsError> {
    let params = game::Plan::from_query(query, Seed::random).params().clone();
    game::level_maker::worker_level(&params, share, stages).map_err(|e| JsError::new(&e))
}

/// Whether `make_level` of `query` may be shared by two workers, each weighing half of a
/// difficulty dial's candidates: a dialled level this build makes that is not held made ahead.
#[wasm_bindgen]
pub fn splits(query: &str) -> bool {
    let params = game::Plan::from_query(query, Seed::random).params().clone();
    let held = SPARES.with(|spares| spares.borrow().queries().iter().any(|q| q == query));
    params.dial().is_some() && !held
}

/// Whether the second half of the candidates of `query`, its best scored `second`, is chosen
/// over the first half's, scored `first` (`Dial::prefers`: the first of equals stays), so that
/// two workers pick the maze one would.
#[wasm_bindgen]
pub fn second_share_wins(query: &str, first: f64, second: f64) -> bool {
    let params = game::Plan::from_query(query, Seed::random).params().clone();
    params
        .dial()
        .is_some_and(|dial| dial.prefers(second, first))
}

/// Makes the level of `query` ahead, while the player plays another (`Game.spare_queries`
/// names them), and keeps it until `make_level` asks for that query (at most
/// `game::spares::MAX_SPARES`, none made past them; any level made drops the others). Throws
/// on bad input.
#[wasm_bindgen]
pub fn make_spare(query: &str) -> Result<(), JsError> {
    install_panic_hook();
    if !SPARES.with(|spares| spares.borrow().wants(query)) {
        return Ok(());
    }
    let level = make(query, Share::All, &mut |_, _| {})?;
    SPARES.with(|spares| spares.borrow_mut().keep(query, level));
    Ok(())
}

/// Drops the levels made ahead but those of `queries` (what the level now played makes ahead).
#[wasm_bindgen]
pub fn keep_spares(queries: Vec<String>) {
    SPARES.with(|spares| spares.borrow_mut().retain(&queries));
}

/// The queries of the levels this worker holds made ahead (for tests).
#[wasm_bindgen]
pub fn spares_held() -> Vec<String> {
    SPARES.with(|spares| spares.borrow().queries())
}

/// The worker's part of a big level, second half: `{ solution, removed }` as typed arrays for
/// the page's `Game.adopt_solution`: the shortest path of the level `make_level` made last, and a
/// square's erasure order (empty for other shapes, whose ids went first); the level is then
/// forgotten. Throws when no level waits to be solved.
#[wasm_bindgen]
pub fn solve_level() -> Result<JsValue, JsError> {
    let level = MADE.with(|made| made.borrow_mut().take());
    let level = level.ok_or_else(|| JsError::new("no level waits to be solved"))?;
    let object = js_sys::Object::new();
    let way = level.solve();
    // A level with doors: placed here, with its route through the keys (the page checks both).
    if let Some((placed, route)) = level.doors_on(&way) {
        let packed = pack_doors(&placed);
        put(
            &object,
            "doors",
            js_sys::Uint32Array::from(packed.as_slice()),
        );
        put(
            &object,
            "route",
            js_sys::Uint32Array::from(route.as_slice()),
        );
    }
    let solution = js_sys::Uint32Array::from(way.as_slice());
    put(&object, "solution", solution);
    put(
        &object,
        "removed",
        js_sys::Uint32Array::from(level.later_ids()),
    );
    Ok(object.into())
}

/// A level's doors as one array for the page: each door's two cells, then each key's cell,
/// each key's zone, each door's place on the way (5 numbers a door).
pub fn pack_doors(doors: &maze::doors::Doors) -> Vec<u32> {
    let mut packed = Vec::new();
    for &[a, b] in &doors.doors {
        packed.extend_from_slice(&[a, b]);
    }
    for part in [&doors.keys, &doors.key_zones, &doors.at] {
        packed.extend_from_slice(part);
    }
    packed
}

/// The doors `pack_doors` packed (what does not divide into doors is left out).
pub fn unpack_doors(packed: &[u32]) -> maze::doors::Doors {
    let k = packed.len() / 5;
    let part = |from: usize| packed.get(from..from + k).unwrap_or_default().to_vec();
    let mut doors = Vec::new();
    for i in 0..k {
        if let (Some(&a), Some(&b)) = (packed.get(2 * i), packed.get(2 * i + 1)) {
            doors.push([a, b]);
        }
    }
    maze::doors::Doors {
        doors,
        keys: part(2 * k),
        key_zones: part(3 * k),
        at: part(4 * k),
    }
}

thread_local! {
    /// The worker's last level, between `make_level` and `solve_level`.
    static MADE: std::cell::RefCell<Option<game::level_maker::WorkerLevel>> =
        const { std::cell::RefCell::new(None) };
    /// The levels made ahead (`make_spare`).
    static SPARES: std::cell::RefCell<game::spares::Spares<game::level_maker::WorkerLevel>> =
        std::cell::RefCell::new(game::spares::Spares::default());
}

/// A step of making a big level as the page and the worker name it (their timings' keys): a
/// string enum, so that the page passes the worker's name and Rust reads a type. The one place
/// the stages' names are written.
#[wasm_bindgen]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StageName {
    /// `text::MakingStage::Start`.
    Start = "start",
    /// `text::MakingStage::Generate`.
    Generate = "generate",
    /// `text::MakingStage::Send`.
    Send = "send",
    /// `text::MakingStage::Adopt`.
    Adopt = "adopt",
}

impl From<StageName> for MakingStage {
    fn from(stage: StageName) -> MakingStage {
        match stage {
            StageName::Generate => MakingStage::Generate,
            StageName::Send => MakingStage::Send,
            StageName::Adopt => MakingStage::Adopt,
            _ => MakingStage::Start,
        }
    }
}

impl From<MakingStage> for StageName {
    fn from(stage: MakingStage) -> StageName {
        match stage {
            MakingStage::Start => StageName::Start,
            MakingStage::Generate => StageName::Generate,
            MakingStage::Send => StageName::Send,
            MakingStage::Adopt => StageName::Adopt,
        }
    }
}
