//! The game's facade: one level's `State` (a `game::Session`, its canvas and what the page
//! keeps beside them) behind three JS-facing types, each with one job: `Game` takes the
//! player's input (its methods here and in `glide` and `menu`), `Board` says what the page shows
//! and plays (`canvas`, `view_binding`, `feedback`), and `Level` tells the level's facts, takes
//! what arrives after it starts, and leads to the next (`adoption`, `win`, and here). Each file
//! holds `State`'s logic for what it serves and the exported methods that call it.

use super::codes::Outcome;
use super::controls::command_value;
use super::js::install_panic_hook;
use super::page_plan::PagePlan;
use super::storage_cache;
use super::waiting;
use game::session::adopt;
use game::{self, Session};
use maze::Seed;
use maze::shape::{Compass, Topology};
use page::paint::screen::Screen;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsValue;
use wasm_bindgen::prelude::wasm_bindgen;

/// The player's side of a level: input, moves, restarts, pauses; `board` and `level_info` give
/// the other two sides of the same level.
#[wasm_bindgen]
pub struct Game {
    pub(super) state: Rc<RefCell<State>>,
}

/// What the page shows and plays of a level: the canvas's drawing commands, the bound view,
/// the sentences and sounds of each move.
#[wasm_bindgen]
pub struct Board {
    pub(super) state: Rc<RefCell<State>>,
}

/// A level's facts, what arrives after it starts (its solution and erasure order), its win and
/// the plans of the levels after it.
#[wasm_bindgen]
pub struct Level {
    pub(super) state: Rc<RefCell<State>>,
}

/// One level in a page: the `game::Session` and all the page keeps beside it. The three types
/// above share it; each exported method borrows it once and calls no JavaScript that could call
/// back in, so no borrow ever meets another.
pub struct State {
    pub(super) session: Session,
    pub(super) screen: Screen,
    /// The win's sentence (set by `win`), and whether the player holds the win box.
    pub(super) won_text: Option<String>,
    /// What the win's sentence says, kept to say it again with the challenge's verdict when
    /// the solution (and so the challenge's check) comes after the win.
    pub(super) won_facts: Option<text::Win>,
    pub(super) held: bool,
    /// This level continues where the player left off (the bare page): the continue line shows.
    pub(super) resumed: bool,
    /// The way the last move or bump took (north-east), for its feedback, worded there.
    pub(super) last_way: Option<maze::shape::Heading>,
    /// The settings, theme and record the view and each move's feedback read.
    pub(super) storage_cache: storage_cache::Cache,
    /// The erasure order the worker sent after the walls, being checked (`settle`).
    pub(super) arriving: Option<Arriving>,
    /// The seed of this level's "new maze" (and of the last level's next one), drawn now so
    /// that the worker can make that maze ahead.
    pub(super) ahead: Seed,
    /// A roll or a tap's walk under way (`glide`), and the cell the ball came from last in it.
    pub(super) glide: Option<game::roll::Glide>,
    pub(super) glide_from: u32,
    /// The menu's choices as actions, off where the maze cannot have them (`menu_actions`),
    /// weighed once a level, on the first view.
    pub(super) menu: std::cell::OnceCell<Vec<page::view_state::Action>>,
    /// The whole maze studied from above before the view goes inside (`study=`).
    pub(super) study: super::study::Study,
    /// The journey's tip for the mechanic this level brings in, shown over the maze until the
    /// first move, when this device has not shown it before.
    pub(super) tip: Option<&'static str>,
}

/// The erasure order the page's worker sent with a square's solution, after its walls: copied
/// into wasm memory and checked against the walls a step at a time (`Game.settle`), then taken
/// by `Game.adopt_order`.
pub(super) struct Arriving {
    /// The order, when awaited (`None`: not sent, or not awaited).
    pub(super) removed: Option<js_sys::Uint32Array>,
    /// Its ids copied so far, then their check (which holds them) once all are in.
    pub(super) ids: Vec<u32>,
    pub(super) check: Option<adopt::OrderCheck>,
    /// The first problem the check found.
    pub(super) refused: Option<adopt::AdoptError>,
}

impl State {
    /// Makes a move: square by direction (as always), other shapes through their way table.
    fn take_move(&mut self, request: page::keymap::Move, now: f64) -> game::StepOutcome {
        use page::keymap::Move;
        let layout = &self.session.play().maze().layout;
        let (ways, pad) = (layout.ways(), page::keymap::layout_pad(layout));
        let pad_way = |slot: usize| pad.get(slot).copied().flatten();
        // A word maze has square cells but no wall bytes: it moves through its way table.
        if self.session.play().square().is_some() {
            let Some(dir) = page::keymap::square_direction(request) else {
                return game::StepOutcome::Blocked;
            };
            self.last_way = Some(dir.into());
            return self.session.step(dir, now);
        }
        let done = match request {
            Move::Dir(dir) => page::keymap::MOVE_KEYS
                .get(dir as usize)
                .and_then(|key| self.session.press(key, now)),
            Move::Key(key) => self.session.press(key, now),
            Move::Pad(slot) => pad_way(slot)
                .and_then(|(way, _)| ways.get(way))
                .and_then(|way| way.keys.first())
                .and_then(|key| self.session.press(key, now)),
            Move::Angle(a) => self.session.swipe(a, now),
        };
        match done {
            Some((outcome, way)) => {
                self.last_way = Some(way);
                outcome
            }
            None => game::StepOutcome::Blocked,
        }
    }

    /// A game of `session`, continuing the player's last level when `resumed`.
    pub(super) fn new(session: Session, resumed: bool) -> State {
        let study = super::study::Study::asked(session.params().study);
        let tip = tip_once(&session);
        State {
            session,
            screen: Screen::new(false),
            last_way: None,
            won_text: None,
            won_facts: None,
            held: false,
            resumed,
            storage_cache: storage_cache::Cache::default(),
            arriving: None,
            ahead: Seed::random(),
            glide: None,
            glide_from: 0,
            menu: std::cell::OnceCell::new(),
            study,
            tip,
        }
    }

    /// The game of this state, for the page.
    pub(super) fn into_game(self) -> Game {
        Game {
            state: Rc::new(RefCell::new(self)),
        }
    }
}

/// The tip of the mechanic `session`'s journey level brings in, unless this device showed it
/// before; it counts as shown from now on.
fn tip_once(session: &Session) -> Option<&'static str> {
    use game::journey_store::{TIPS_KEY, tip_due, tip_shown};
    let shown = super::local_storage::get(TIPS_KEY);
    let mechanic = tip_due(session.params().journey, shown.as_deref())?;
    super::local_storage::set(TIPS_KEY, &tip_shown(shown.as_deref(), mechanic));
    Some(text::journey_tip(mechanic))
}

impl State {
    fn next_plan(&self) -> Option<PagePlan> {
        if waiting::loading() {
            return None;
        }
        let plan = game::Plan::next_level(&self.session, || self.ahead.clone());
        plan.map(|plan| PagePlan::new(plan, text::Event::Level))
    }

    fn following_plan(&self) -> PagePlan {
        let plan = game::Plan::following(&self.session, self.ahead.clone());
        PagePlan::new(plan, text::Event::Level)
    }

    fn new_seed_plan(&self) -> PagePlan {
        let plan = game::Plan::new_seed(&self.session, self.ahead.clone());
        PagePlan::new(plan, text::Event::NewMaze)
    }

    /// The queries of the levels the page's worker makes ahead while this one is played: the
    /// next level's and a new maze's, those the game's worker makes (big ones of this build's
    /// generators); empty for levels made on the page's thread.
    pub(super) fn spare_queries(&self) -> Vec<String> {
        let worker = |plan: PagePlan| plan.background().then(|| plan.query());
        game::spares::ahead(worker(self.following_plan()), worker(self.new_seed_plan()))
    }

    fn seed(&self) -> String {
        self.session.params().seed.to_string()
    }

    fn level(&self) -> u32 {
        self.session.params().level
    }

    fn algorithm(&self) -> String {
        self.session.params().algorithm.name().to_owned()
    }

    pub(super) fn width(&self) -> u32 {
        self.session.play().square().map_or(0, |g| g.width())
    }

    fn height(&self) -> u32 {
        self.session.play().square().map_or(0, |g| g.height())
    }

    fn cells(&self) -> u32 {
        self.session.play().maze().layout.cells()
    }

    fn shape(&self) -> String {
        self.session.params().shape().name().to_owned()
    }

    fn key_command(&self, key: &str, shift: bool) -> JsValue {
        use page::keymap::{KeyAction, join_code, key_action};
        let floors = self.session.play().maze().layout.floors_of().is_some();
        match key_action(self.session.params().shape(), floors, key) {
            Some(KeyAction::Move(code)) => JsValue::from(join_code(code, shift)),
            Some(KeyAction::Command(command)) => command_value(Some(command)),
            None => JsValue::UNDEFINED,
        }
    }

    fn background(&self) -> bool {
        self.cells() > game::plan::WORKER_CELLS
    }

    fn exit(&self) -> u32 {
        self.session.play().maze().layout.exit()
    }

    fn player(&self) -> u32 {
        self.session.play().player()
    }

    fn moves(&self) -> u32 {
        self.session.play().moves()
    }

    fn won(&self) -> bool {
        self.session.play().won()
    }

    fn timer_running(&self) -> bool {
        self.session.play().timer().is_running()
    }

    /// The link of this level, with the view the page shows (`view=inside`).
    fn query(&self) -> String {
        let mut values = self.session.params().values();
        values.inside = self.wants_inside();
        values.to_query()
    }

    fn notices(&self) -> Vec<String> {
        self.session.notices().to_vec()
    }

    fn step(&mut self, direction: u16, now: f64) -> Outcome {
        let (code, roll) = page::keymap::split_code(direction);
        let request = page::keymap::Move::decode(code);
        let slot = page::keymap::slot_of_code(code);
        if request.is_none() && slot.is_none() {
            return Outcome::Blocked;
        }
        // A press during a roll or a tap's walk stops it, and does nothing else; so does the
        // first during a study, which ends it.
        if waiting::moves_wait() || self.screen.blocks_move() || self.halt() || self.end_study() {
            return Outcome::Busy;
        }
        let before = self.session.play().player();
        let outcome = match (slot, request) {
            (Some(slot), _) => self.slot_step(slot, now),
            (None, Some(request)) => self.take_move(request, now),
            (None, None) => game::StepOutcome::Blocked,
        };
        if matches!(outcome, game::StepOutcome::Moved | game::StepOutcome::Won) {
            self.screen.moved(&self.session, before);
        }
        match outcome {
            game::StepOutcome::Won => self.screen.won(),
            game::StepOutcome::Moved if roll => self.start_roll(before, now),
            _ => {}
        }
        outcome.into()
    }

    fn take_walk(&mut self, walked: Vec<f64>) -> bool {
        use page::paint::first_frame::{Walked, walk_entries};
        let mut won = false;
        for (entry, at) in walk_entries(&walked) {
            match entry {
                Walked::Step(code) => won |= self.step(code.into(), at) == Outcome::Won,
                Walked::Pause => self.pause(at),
                Walked::Resume => self.resume(at),
            }
        }
        won
    }

    pub(super) fn restart(&mut self) {
        self.last_way = None;
        self.session.restart();
        self.won_text = None;
        self.won_facts = None;
        self.held = false;
        self.glide = None;
        self.screen.restart();
    }

    fn toggle_solution(&mut self) -> String {
        if waiting::loading() {
            return String::new();
        }
        self.screen.repaint();
        self.session.toggle_solution();
        self.announcement(text::Event::Solution)
    }

    fn hint(&mut self) -> String {
        if waiting::loading() {
            return String::new();
        }
        self.session.hints_mut().press().unwrap_or_default()
    }

    fn toggle_overview(&mut self) -> String {
        self.screen.toggle_overview(&self.session);
        let (needed, shown) = self.screen.overview();
        if needed {
            text::overview_said(shown).to_owned()
        } else {
            String::new()
        }
    }

    fn solved(&self) -> bool {
        self.session.solving().ready()
    }

    fn pause(&mut self, now: f64) {
        self.session.play_mut().timer_mut().pause(now);
    }

    fn resume(&mut self, now: f64) {
        let won = self.session.play().won();
        self.session.play_mut().timer_mut().resume(now, won);
    }

    fn fog(&self) -> bool {
        self.session.sight().fog().is_some()
    }

    fn dismiss(&mut self, what: &str) {
        match what {
            "notices" => self.session.dismiss_notices(),
            "resumed" => self.resumed = false,
            _ => {}
        }
    }
}

#[wasm_bindgen]
impl Game {
    /// What the page shows and plays of this level.
    pub fn board(&self) -> Board {
        Board {
            state: Rc::clone(&self.state),
        }
    }

    /// This level's facts, arrivals, win and the plans after it.
    pub fn level_info(&self) -> Level {
        Level {
            state: Rc::clone(&self.state),
        }
    }

    /// Makes `plan`'s level on this thread (generation and solving) and starts it.
    pub fn start(plan: &PagePlan) -> Game {
        install_panic_hook();
        State::new(plan.plan.clone().start(), plan.resumed).into_game()
    }

    /// What `key` (`KeyboardEvent.key`, with Shift held when `shift`) does in this level's
    /// shape: a move code for a move (as `key_command` gives for square; a roll's with Shift),
    /// else the action's name; `undefined` for others.
    pub fn key_command(&self, key: &str, shift: bool) -> JsValue {
        self.state.borrow().key_command(key, shift)
    }

    /// Tries to move one cell by move code `direction` (a `Direction` value, or a code from
    /// `key_command`, the pad or a swipe: `keymap::Move`) at `now` (ms, `performance.now`); the
    /// next frame paints what changed. `Busy` while a show runs.
    pub fn step(&self, direction: u16, now: f64) -> Outcome {
        self.state.borrow_mut().step(direction, now)
    }

    /// Takes the walk made on the first paint (its `walked()`: steps and the clock's pauses,
    /// with their times) as if played here, in order; whether it won the level.
    pub fn take_walk(&self, walked: Vec<f64>) -> bool {
        self.state.borrow_mut().take_walk(walked)
    }

    /// Puts the player back on the start (moves, footprints and time reset, a show stops) and
    /// returns what to announce; `undefined` while a level is being made (`loading`).
    pub fn restart(&self) -> Option<String> {
        if waiting::loading() {
            return None;
        }
        let mut state = self.state.borrow_mut();
        state.restart();
        Some(state.announcement(text::Event::Restart))
    }

    /// Shows or hides the solution (not before it is known: the view's `solution` action says
    /// why) and returns what to announce; nothing while a level is being made.
    pub fn toggle_solution(&self) -> String {
        self.state.borrow_mut().toggle_solution()
    }

    /// A press of the hint (`?`, the Hint button, a gamepad's X): a stretch more of the shortest
    /// way from the ball to the exit, drawn from the next frame (`HintingMut::press`), and what to
    /// announce ("East, then at the fork, south."); empty once won.
    pub fn hint(&self) -> String {
        self.state.borrow_mut().hint()
    }

    /// Shows a maze too big for the screen whole, or follows the ball again (O, the button);
    /// returns what to announce (nothing when the whole maze fits anyway).
    pub fn toggle_overview(&self) -> String {
        self.state.borrow_mut().toggle_overview()
    }

    /// Pauses the clock (the page was hidden) at `now`.
    pub fn pause(&self, now: f64) {
        self.state.borrow_mut().pause(now)
    }

    /// Resumes the clock (the page is visible again) at `now`.
    pub fn resume(&self, now: f64) {
        self.state.borrow_mut().resume(now)
    }

    /// Hides a line over the board: `notices` (a link's bad parts) or `resumed` (the continue
    /// line).
    pub fn dismiss(&self, what: &str) {
        self.state.borrow_mut().dismiss(what)
    }
}

#[wasm_bindgen]
impl Level {
    /// After a win, the plan of the next, larger level of the same seed (a fixed `size` grows
    /// by one level's step; past the last level, the last level with a fresh seed); `undefined`
    /// before the win.
    pub fn next_plan(&self) -> Option<PagePlan> {
        self.state.borrow().next_plan()
    }

    /// The plan of the level a win leads to, won or not (the page's test handle opens it).
    pub fn following_plan(&self) -> PagePlan {
        self.state.borrow().following_plan()
    }

    /// The plan of this level (size, algorithm, mode) with a fresh random seed (drawn with the
    /// level, the one `spare_queries` names).
    pub fn new_seed_plan(&self) -> PagePlan {
        self.state.borrow().new_seed_plan()
    }

    /// The seed text.
    #[wasm_bindgen(getter)]
    pub fn seed(&self) -> String {
        self.state.borrow().seed()
    }

    /// The level number (1 to `last_level`).
    #[wasm_bindgen(getter)]
    pub fn level(&self) -> u32 {
        self.state.borrow().level()
    }

    /// Number of columns (square; 0 for other shapes).
    #[wasm_bindgen(getter)]
    pub fn width(&self) -> u32 {
        self.state.borrow().width()
    }

    /// Number of rows (square; 0 for other shapes).
    #[wasm_bindgen(getter)]
    pub fn height(&self) -> u32 {
        self.state.borrow().height()
    }

    /// Number of cells.
    #[wasm_bindgen(getter)]
    pub fn cells(&self) -> u32 {
        self.state.borrow().cells()
    }

    /// The shape's name (`square`, `hex`, `triangle`, `circle`).
    #[wasm_bindgen(getter)]
    pub fn shape(&self) -> String {
        self.state.borrow().shape()
    }

    /// Whether this level is big enough that the page's worker makes (or counts) it.
    #[wasm_bindgen(getter)]
    pub fn background(&self) -> bool {
        self.state.borrow().background()
    }

    /// The exit cell (bottom-right; the outer ring's last for the circle).
    #[wasm_bindgen(getter)]
    pub fn exit(&self) -> u32 {
        self.state.borrow().exit()
    }

    /// The player's cell.
    #[wasm_bindgen(getter)]
    pub fn player(&self) -> u32 {
        self.state.borrow().player()
    }

    /// Successful moves on this level.
    #[wasm_bindgen(getter)]
    pub fn moves(&self) -> u32 {
        self.state.borrow().moves()
    }

    /// Whether this level is won.
    #[wasm_bindgen(getter)]
    pub fn won(&self) -> bool {
        self.state.borrow().won()
    }

    /// Whether the play clock is counting.
    #[wasm_bindgen(getter)]
    pub fn timer_running(&self) -> bool {
        self.state.borrow().timer_running()
    }

    /// The query string that reproduces this level (`seed=…&level=…[&size=…][&algo=…]`).
    pub fn query(&self) -> String {
        self.state.borrow().query()
    }

    /// The bad-parameter messages, one full sentence each (empty when the URL was fine).
    pub fn notices(&self) -> Vec<String> {
        self.state.borrow().notices()
    }

    /// Whether the solution is known (a big level's arrives from the worker after the level
    /// starts: `adopt_solution`).
    #[wasm_bindgen(getter)]
    pub fn solved(&self) -> bool {
        self.state.borrow().solved()
    }

    /// Whether this is a fog-of-war game (`mode=fog`).
    #[wasm_bindgen(getter)]
    pub fn fog(&self) -> bool {
        self.state.borrow().fog()
    }
}

/// What the page does not read, for Rust callers (the tests).
impl Level {
    /// The generator's name (`union-find`, `perfect`, …).
    pub fn algorithm(&self) -> String {
        self.state.borrow().algorithm()
    }
}
