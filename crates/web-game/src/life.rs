//! A level's life on the page: `start_level` makes a plan's level (here, or in the page's worker
//! and then checked in short tasks), starts it, and takes what follows (the worker's solution, a
//! square's erasure order, the levels made ahead). The page carries out each step (`Life`):
//! its worker, its tasks, its elements. While a level is made in the worker, the level on
//! screen takes no input (`waiting`).

use super::adoption::PageAdoption;
use super::game_facade::{Game, State};
use super::js::put;
use super::page_plan::PagePlan;
use super::sentences::{Failure, failed, percent_text};
use super::waiting;
use super::worker::StageName;
use game::making::{self, Where};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use text::MakingStage;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

#[wasm_bindgen]
extern "C" {
    /// The page's side of a level's life (www/main.js): it runs what `start_level` decides.
    #[derive(Clone)]
    pub type Life;
    /// Whether the page's worker can run (starting it if it can).
    #[wasm_bindgen(method)]
    fn available(this: &Life) -> bool;
    /// Whether the worker holds `query` made ahead: it comes at once, with no progress shown.
    #[wasm_bindgen(method)]
    fn holds(this: &Life, query: &str) -> bool;
    /// Sends the worker `message`; resolves with its answer (`progress(stage, fraction)` on the
    /// way), rejects with why it failed.
    #[wasm_bindgen(method)]
    fn ask(this: &Life, message: &JsValue, progress: Option<&js_sys::Function>) -> js_sys::Promise;
    /// Resolves in a task of its own.
    #[wasm_bindgen(method)]
    fn task(this: &Life) -> js_sys::Promise;
    /// Shows the making line (`text`) and its bar at `fraction`, read out as `reading`.
    #[wasm_bindgen(method)]
    fn progress(this: &Life, text: &str, fraction: f64, reading: &str);
    /// Marks the board as loading a level (the win's advance waits) until `started`.
    #[wasm_bindgen(method)]
    fn loading(this: &Life);
    /// Frees the level being played: wasm memory holds one level at a time.
    #[wasm_bindgen(method)]
    fn release(this: &Life);
    /// Plays `game` (made `made`: `main` or `worker`) from now on and announces `said` (the
    /// page's `first` level binds its status in a task of its own). Resolves once it is drawn.
    #[wasm_bindgen(method)]
    fn started(this: &Life, game: Game, made: &str, said: &str, first: bool) -> js_sys::Promise;
    /// Paints and binds what changed, and announces `said`.
    #[wasm_bindgen(method)]
    fn changed(this: &Life, said: Option<String>);
    /// Shows `text` on the status line.
    #[wasm_bindgen(method)]
    fn say(this: &Life, text: &str);
    /// Has the worker make the levels `queries` ahead (dropping others it made ahead).
    #[wasm_bindgen(method)]
    fn ahead(this: &Life, queries: Vec<String>);
    /// Keeps `record` as the account of the last level made (`seedmaze.made()`).
    #[wasm_bindgen(method)]
    fn made(this: &Life, record: &js_sys::Object);
}

thread_local! {
    /// The number of the level being made: a newer one supersedes an older one.
    static MAKING: Cell<u32> = const { Cell::new(0) };
    /// The page has started a level (its first is drawn in tasks of its own).
    static STARTED: Cell<bool> = const { Cell::new(false) };
}

/// The units one step of a check takes (`game::making::STEP`), for the page's test handle.
#[wasm_bindgen]
pub fn adopt_step() -> u32 {
    making::STEP
}

/// Makes `plan`'s level and starts it: in the page's worker when it is big and one runs
/// (`game::making::Where`), checked here in short tasks, else here (also when the worker
/// fails: the status line says why). Resolves once the level is drawn; its solution, its
/// erasure order and the levels made ahead follow. A newer call supersedes this one.
#[wasm_bindgen]
pub async fn start_level(plan: PagePlan, life: Life) {
    let turn = Turn::take();
    let record = Record::new(plan.event());
    let place = Where::choose(plan.cells(), life.available());
    let mut worker_failed = false;
    let (game, place) = match place {
        Where::Here => (here(&plan, &life), Where::Here),
        Where::Worker => match from_worker(&plan, &life, &record, turn).await {
            Ok(Some(game)) => (game, Where::Worker),
            Ok(None) => return,
            Err(_) if !turn.current() => return,
            Err(why) => {
                worker_failed = true;
                life.say(&failed(Failure::Worker, &why));
                (here(&plan, &life), Where::Here)
            }
        },
    };
    // A menu's choice: the status line says what it let go (and no longer what an earlier
    // choice did), unless it says why the worker failed.
    let let_go = plan.let_go.clone().filter(|_| !worker_failed);
    drop(plan);
    let state = Rc::clone(&game.state);
    let first = place == Where::Here && !STARTED.get();
    let said = state.borrow().start_said(record.event);
    waiting::set_loading(false);
    // The page's first level, made here, is drawn in a task of its own: on a slow phone neither
    // task is long (later levels, whose code is compiled, draw with the state they show).
    if first {
        if let Some(performance) = performance() {
            let _ = performance.mark("seedmaze:level-made");
        }
        let _ = JsFuture::from(life.task()).await;
        if !turn.current() {
            return;
        }
    }
    let (at, start) = (clock(), now());
    let _ = JsFuture::from(life.started(game, place.name(), &said, first)).await;
    STARTED.set(true);
    if !turn.current() {
        return;
    }
    if let Some(let_go) = let_go {
        life.say(&let_go);
    }
    record.task("first draw", at, now() - start, 1);
    record.finish(place, state.borrow().width());
    life.made(&record.object);
    match place {
        Where::Here => ahead(&state, &life),
        Where::Worker => wasm_bindgen_futures::spawn_local(follow(state, life, record, turn)),
    }
}

/// Has the worker make the levels the player may ask for next.
fn ahead(state: &RefCell<State>, life: &Life) {
    let queries = state.borrow().spare_queries();
    life.ahead(queries);
}

/// Makes `plan`'s level on this thread, the level played before freed first.
fn here(plan: &PagePlan, life: &Life) -> Game {
    life.release();
    Game::start(plan)
}

/// Has the worker make `plan`'s level and checks it here in short tasks: the game, `None` when
/// superseded, or why the worker failed.
async fn from_worker(
    plan: &PagePlan,
    life: &Life,
    record: &Record,
    turn: Turn,
) -> Result<Option<Game>, String> {
    waiting::set_loading(true);
    life.loading();
    let (query, side) = (plan.query(), plan.side());
    // A level made ahead comes at once: no progress shown.
    let shown = !life.holds(&query);
    let show = Progress { side, shown, turn };
    show.show(life, MakingStage::Start, 0.0);
    let on_progress = show.closure(life.clone(), record.stages.clone());
    let message = js_sys::Object::new();
    put(&message, "type", "make");
    put(&message, "query", query.as_str());
    let asked = life.ask(&message, Some(on_progress.as_ref().unchecked_ref()));
    let parts = JsFuture::from(asked).await.map_err(|e| message_of(&e))?;
    drop(on_progress);
    record.time("worker", get(&parts, "times"));
    record.time("received", clock().into());
    record.time("spare", get(&parts, "spare"));
    if !turn.current() {
        return Ok(None);
    }
    record.stages.push(&StageName::Adopt.into());
    show.show(life, MakingStage::Adopt, 0.9);
    life.release();
    let walls = get(&parts, "walls")
        .dyn_into()
        .map_err(|e| message_of(&e))?;
    let removed = get(&parts, "removed")
        .dyn_into()
        .map_err(|e| message_of(&e))?;
    let mut adoption =
        PageAdoption::from_worker(plan, walls, removed).map_err(|e| message_of(&e.into()))?;
    let advance = |step| adoption.advance(step).map_err(|e| message_of(&e.into()));
    if !in_tasks(advance, life, record, "adopt", turn).await? {
        return Ok(None);
    }
    let (at, start) = (clock(), now());
    let game = adoption.finish().map_err(|e| message_of(&e.into()))?;
    record.task("finish", at, now() - start, 1);
    // The first draw (the caller's) in a task of its own, not with `finish`'s.
    let _ = JsFuture::from(life.task()).await;
    Ok(turn.current().then_some(game))
}

/// What follows the start of a level the worker made: its solution (and a square's erasure
/// order, checked in short tasks), then the levels made ahead.
async fn follow(state: Rc<RefCell<State>>, life: Life, record: Record, turn: Turn) {
    let message = js_sys::Object::new();
    put(&message, "type", "solve");
    // A failed worker sends nothing: the level is then solved here.
    let parts = JsFuture::from(life.ask(&message, None)).await.ok();
    if !turn.current() {
        return;
    }
    let parts = parts.unwrap_or(JsValue::UNDEFINED);
    record.time("solution", get(&parts, "times"));
    record.time("solved", clock().into());
    let array = |name: &str| get(&parts, name).dyn_into::<js_sys::Uint32Array>().ok();
    let said = state.borrow_mut().adopt_solution(
        array("solution"),
        array("removed"),
        now(),
        array("doors"),
        array("route"),
    );
    life.changed(said);
    let settle = |step| Ok::<_, String>(state.borrow_mut().settle(step));
    if !matches!(
        in_tasks(settle, &life, &record, "order", turn).await,
        Ok(true)
    ) {
        return;
    }
    let said = state.borrow_mut().adopt_order();
    life.changed(said);
    ahead(&state, &life);
}

/// Calls `advance(step)` until it is done, in tasks of their own (`game::making::one_task`),
/// each written in `record` as `what`: whether it finished (false once superseded).
async fn in_tasks(
    mut advance: impl FnMut(u32) -> Result<bool, String>,
    life: &Life,
    record: &Record,
    what: &str,
    turn: Turn,
) -> Result<bool, String> {
    loop {
        let _ = JsFuture::from(life.task()).await;
        if !turn.current() {
            return Ok(false);
        }
        let at = clock();
        let task = making::one_task(now, &mut advance)?;
        record.task(what, at, task.ms, task.steps);
        if task.done {
            // The caller's next step in a task of its own.
            let _ = JsFuture::from(life.task()).await;
            return Ok(turn.current());
        }
    }
}

/// The number of a call of `start_level`: a newer one supersedes it.
#[derive(Clone, Copy)]
struct Turn(u32);

impl Turn {
    /// A new turn, which supersedes every older one.
    fn take() -> Turn {
        let id = MAKING.get().wrapping_add(1);
        MAKING.set(id);
        Turn(id)
    }

    /// Whether no newer turn was taken.
    fn current(self) -> bool {
        MAKING.get() == self.0
    }
}

/// The making line of a level of `side` made in the worker (not `shown` for one it made
/// ahead, which comes at once), while its turn is current.
#[derive(Clone, Copy)]
struct Progress {
    side: u32,
    shown: bool,
    turn: Turn,
}

impl Progress {
    fn show(self, life: &Life, stage: MakingStage, fraction: f64) {
        if self.shown && self.turn.current() {
            let reading = percent_text((fraction * 100.0).round());
            life.progress(&text::making(self.side, stage), fraction, &reading);
        }
    }

    /// The worker's progress callback: each new stage written in `stages`, then shown.
    fn closure(self, life: Life, stages: js_sys::Array) -> Closure<dyn Fn(JsValue, f64)> {
        Closure::new(move |stage: JsValue, fraction| {
            if stages.at(-1) != stage {
                stages.push(&stage);
            }
            let stage = StageName::from_js_value(&stage).map_or(MakingStage::Start, Into::into);
            self.show(&life, stage, fraction);
        })
    }
}

/// The page's account of the level it made last (`seedmaze.made()`, docs/wasm-api.md):
/// `{ where, side, stages, tasks: [{ what, at, ms, steps }], times, ms }`.
#[derive(Clone)]
struct Record {
    object: js_sys::Object,
    stages: js_sys::Array,
    tasks: js_sys::Array,
    times: js_sys::Object,
    event: text::Event,
    started: f64,
}

impl Record {
    fn new(event: text::Event) -> Record {
        let record = Record {
            object: js_sys::Object::new(),
            stages: js_sys::Array::new(),
            tasks: js_sys::Array::new(),
            times: js_sys::Object::new(),
            event,
            started: now(),
        };
        put(&record.object, "stages", &record.stages);
        put(&record.object, "tasks", &record.tasks);
        put(&record.object, "times", &record.times);
        record.time("asked", clock().into());
        record
    }

    fn time(&self, name: &str, value: JsValue) {
        put(&self.times, name, value);
    }

    fn task(&self, what: &str, at: f64, ms: f64, steps: u32) {
        let task = js_sys::Object::new();
        put(&task, "what", what);
        put(&task, "at", at);
        put(&task, "ms", ms);
        put(&task, "steps", steps);
        self.tasks.push(&task);
    }

    /// Writes where the level was made, its side (0 for other shapes) and the time it took.
    fn finish(&self, place: Where, side: u32) {
        put(&self.object, "where", place.name());
        put(&self.object, "side", side);
        put(&self.object, "ms", now() - self.started);
    }
}

/// `performance.now()`, or 0 where there is none.
fn now() -> f64 {
    performance().map_or(0.0, |p| p.now())
}

/// Milliseconds on the clock the page and its worker share (`timeOrigin + now()`).
fn clock() -> f64 {
    performance().map_or(0.0, |p| p.time_origin() + p.now())
}

fn performance() -> Option<web_sys::Performance> {
    web_sys::window()?.performance()
}

/// `object[name]`, or `undefined`.
fn get(object: &JsValue, name: &str) -> JsValue {
    js_sys::Reflect::get(object, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED)
}

/// An error's message (`Error.message`, or the value as text).
fn message_of(error: &JsValue) -> String {
    get(error, "message")
        .as_string()
        .or_else(|| error.as_string())
        .unwrap_or_else(|| format!("{error:?}"))
}
