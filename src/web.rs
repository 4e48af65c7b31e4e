//! The `#[wasm_bindgen]` facade: the only file that talks to JavaScript.
//!
//! Every rule (movement, winning, levels, time, URL parameters, best times) lives in the core
//! (`game::Session` holds the game between key presses); this file only adapts it. What the
//! canvas shows crosses as drawing commands, one typed array per frame (`web/canvas.rs`); what
//! the page's other elements show, as a view state the page binds (`Game.view`).

use crate::game::records;
use crate::game::session::adopt::{self, Parts};
use crate::game::{self, Session};
use crate::maze::grid::{EAST_WALL, SOUTH_WALL};
use crate::maze::{self as core, Algorithm, Seed, solve};
use crate::paint::screen::Stage;
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsError, JsValue};

/// Wall bits of a cell's wall byte.
#[wasm_bindgen]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Wall {
    /// The wall on the cell's east side stands.
    East = 1,
    /// The wall on the cell's south side stands.
    South = 2,
}

/// A direction to move in, as `Game::step` takes it.
#[wasm_bindgen]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Direction {
    /// Up (smaller y).
    North = 0,
    /// Right (larger x).
    East = 1,
    /// Down (larger y).
    South = 2,
    /// Left (smaller x).
    West = 3,
}

/// What `Game::step` did.
#[wasm_bindgen]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Outcome {
    /// The player moved one cell.
    Moved = 0,
    /// A wall or the border was in the way.
    Blocked = 1,
    /// The player reached the exit.
    Won = 2,
    /// The level was already won; nothing changed.
    Finished = 3,
    /// A show (the carve replay, the search view) has the board; nothing changed.
    Busy = 4,
}

// The JS-facing values must equal the core's: a compile-time check instead of a comment.
const _: () = {
    assert!(Wall::East as u8 == EAST_WALL);
    assert!(Wall::South as u8 == SOUTH_WALL);
    assert!(Direction::North as u8 == core::Direction::North as u8);
    assert!(Direction::East as u8 == core::Direction::East as u8);
    assert!(Direction::South as u8 == core::Direction::South as u8);
    assert!(Direction::West as u8 == core::Direction::West as u8);
    assert!(Outcome::Moved as u8 == game::Outcome::Moved as u8);
    assert!(Outcome::Blocked as u8 == game::Outcome::Blocked as u8);
    assert!(Outcome::Won as u8 == game::Outcome::Won as u8);
    assert!(Outcome::Finished as u8 == game::Outcome::Finished as u8);
};

impl From<game::Outcome> for Outcome {
    fn from(outcome: game::Outcome) -> Outcome {
        match outcome {
            game::Outcome::Moved => Outcome::Moved,
            game::Outcome::Blocked => Outcome::Blocked,
            game::Outcome::Won => Outcome::Won,
            game::Outcome::Finished => Outcome::Finished,
        }
    }
}

/// A level decided but not made yet (`game::Plan`): what a worker is asked to make, or what
/// `Game.start` makes here. Every level the page plays starts from one.
#[wasm_bindgen]
pub struct Plan {
    plan: game::Plan,
    resumed: bool,
}

#[wasm_bindgen]
impl Plan {
    /// The level `location.search` asks for; bad parameters become the new game's notices.
    pub fn from_query(query: &str) -> Plan {
        install_panic_hook();
        Plan {
            plan: game::Plan::from_query(query, Seed::random),
            resumed: false,
        }
    }

    /// The level the page opens with: what `location.search` asks for, or, for the bare page
    /// (no query), the level to continue on this device when one is stored. After a first
    /// paint, `search` is the query it painted and `resumed` says whether that was the stored
    /// level (storage is then not read again), and `seed` is the seed it chose for a link
    /// without one: the game makes the maze already on screen.
    pub fn for_page(search: &str, seed: Option<String>, resumed: Option<bool>) -> Plan {
        install_panic_hook();
        let (query, resumed) = match resumed {
            Some(resumed) => (search.trim_start_matches('?').to_owned(), resumed),
            None => progress::opening(search, || storage::get(progress::PROGRESS_KEY)),
        };
        let fresh = || {
            seed.and_then(|text| Seed::parse(&text).ok())
                .unwrap_or_else(Seed::random)
        };
        Plan {
            plan: game::Plan::from_query(&query, fresh),
            resumed,
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
        match params.layout() {
            Ok(layout) if !params.plain_square() => layout.cells(),
            _ => self.plan.side().saturating_mul(self.plan.side()),
        }
    }

    /// Whether this build can make and play this level: false only in the square game's build
    /// for another shape or a word or woven maze, which the full game's build plays.
    #[wasm_bindgen(getter)]
    pub fn carried(&self) -> bool {
        game::plan::carried(self.plan.params())
    }

    /// Whether this build makes this level's generator; the others' levels are made in the
    /// worker by the tools' build.
    #[wasm_bindgen(getter)]
    pub fn linked(&self) -> bool {
        self.plan.params().algorithm.linked()
    }

    /// Whether the page makes this level in its worker (a big one, or one of a generator this
    /// build leaves out) rather than on its thread.
    #[wasm_bindgen(getter)]
    pub fn background(&self) -> bool {
        self.cells() > game::plan::WORKER_CELLS || !self.linked()
    }

    /// The query of this level (what the worker is asked to make).
    #[wasm_bindgen(getter)]
    pub fn query(&self) -> String {
        self.plan.params().to_query()
    }
}

/// A maze made elsewhere, copied into wasm memory and then checked in slices
/// (`adopt::Adoption`), so that a page can adopt a huge maze without a long task: `advance`
/// until it returns true, then `finish`. `from_worker` takes the page's own worker's parts
/// (structure checked, not re-solved: `adopt::Origin::Core`); the constructor, anything else
/// (every check).
#[wasm_bindgen]
pub struct Adoption {
    plan: game::Plan,
    origin: adopt::Origin,
    parts: Parts,
    /// The worker's arrays, still to copy into `parts` a step at a time (no solution: it
    /// comes later, to `Game.adopt_solution`).
    incoming: Incoming,
    inner: Option<adopt::Adoption>,
    /// The plan continued the player's last level.
    resumed: bool,
}

/// The JS arrays an `Adoption` takes: walls, removed, and the solution unless it comes later.
type Incoming = (
    js_sys::Uint8Array,
    js_sys::Uint32Array,
    Option<js_sys::Uint32Array>,
);

impl Adoption {
    /// Takes the JS arrays `incoming` (walls, removed, solution) of `plan`'s maze, made by
    /// `origin`, after checking their lengths against the plan.
    fn taking(plan: &Plan, incoming: Incoming, origin: adopt::Origin) -> Result<Adoption, JsError> {
        install_panic_hook();
        let square = plan.plan.params().plain_square();
        // Other shapes send no wall bytes; their walls are at most three per cell.
        let cells = u64::from(plan.cells());
        let (walls, removed, solution) = (
            u64::from(incoming.0.length()),
            u64::from(incoming.1.length()),
            incoming.2.as_ref().map_or(0, |s| u64::from(s.length())),
        );
        if walls != if square { cells } else { 0 } || removed > 3 * cells || solution > cells {
            return Err(JsError::new(&format!(
                "a {side}×{side} maze cannot have {walls} wall bytes, {removed} erased walls and \
                 a {solution}-cell solution",
                side = plan.plan.side()
            )));
        }
        // Checked against the plan's size above, which `Plan` clamps to the largest level.
        let capacity = |n: u64| usize::try_from(n).unwrap_or(0);
        Ok(Adoption {
            plan: plan.plan.clone(),
            origin,
            parts: Parts {
                walls: Vec::with_capacity(capacity(walls)),
                removed: Vec::with_capacity(capacity(removed)),
                solution: Vec::with_capacity(capacity(solution)),
            },
            incoming,
            inner: None,
            resumed: plan.resumed,
        })
    }
}

#[wasm_bindgen]
impl Adoption {
    /// Prepares to take `plan`'s maze made anywhere but the page's own worker: its wall bytes,
    /// erased ids and solution, every check made (the solution searched again). Throws when a
    /// length cannot belong to the plan's maze (nothing is allocated from a length that was not
    /// checked). Nothing is copied yet: `advance` copies in steps.
    #[wasm_bindgen(constructor)]
    pub fn new(
        plan: &Plan,
        walls: js_sys::Uint8Array,
        removed: js_sys::Uint32Array,
        solution: js_sys::Uint32Array,
    ) -> Result<Adoption, JsError> {
        Adoption::taking(
            plan,
            (walls, removed, Some(solution)),
            adopt::Origin::Outside,
        )
    }

    /// As the constructor, for the walls and erased ids of the page's own worker (`make_level`,
    /// this same module), without the solution: their structure is checked (lengths, bytes,
    /// ids), and the game starts before the solution exists; the worker's `solve_level` sends
    /// it to `Game.adopt_solution` (a walk checked, not searched again). A square's walls come alone:
    /// `removed` is not read, and its erasure order comes with the solution. Data from
    /// anywhere else goes through the constructor.
    pub fn from_worker(
        plan: &Plan,
        walls: js_sys::Uint8Array,
        removed: js_sys::Uint32Array,
    ) -> Result<Adoption, JsError> {
        Adoption::taking(plan, (walls, removed, None), adopt::Origin::Core)
    }

    /// One step of about `budget` units: copies that many more wall bytes, ids or cells into
    /// wasm memory, or once all are in, checks that many more; true once every check passed;
    /// throws an `Error` naming the first problem.
    pub fn advance(&mut self, budget: u32) -> Result<bool, JsError> {
        let (walls, removed, solution) = &self.incoming;
        let budget = budget.max(1);
        let ids_now = !self.walls_first();
        // Copying ends when the checks begin: they take the parts over.
        if self.inner.is_none()
            && (copy_step(walls, &mut self.parts.walls, budget)
                || (ids_now && copy_step(removed, &mut self.parts.removed, budget))
                || solution
                    .as_ref()
                    .is_some_and(|s| copy_step(s, &mut self.parts.solution, budget)))
        {
            return Ok(false);
        }
        // Other shapes are checked in one pass by `finish`.
        if !self.plan.params().plain_square() {
            return Ok(true);
        }
        if self.inner.is_none() {
            self.inner = Some(self.core());
        }
        let Some(inner) = self.inner.as_mut() else {
            return Ok(false);
        };
        inner
            .advance(budget as usize)
            .map_err(|e| JsError::new(&e.to_string()))
    }

    /// Completes the checks and starts the level; throws an `Error` if the data does not fit.
    pub fn finish(&mut self) -> Result<Game, JsError> {
        if !self.plan.params().plain_square() {
            while !self.advance(1 << 20)? {}
            let parts = std::mem::take(&mut self.parts);
            let (params, notices) = (self.plan.params().clone(), self.plan.notices().to_vec());
            let session = if self.incoming.2.is_some() {
                let made = (parts.removed, parts.solution);
                game::session::adopt_shape(params, made, notices, self.origin)
            } else {
                game::session::adopt_shape_unsolved(params, parts.removed, notices)
            }
            .map_err(|e| JsError::new(&e))?;
            return Ok(Game::new(session, self.resumed));
        }
        let inner = match self.inner.take() {
            Some(inner) => inner,
            None => self.core(),
        };
        let session = inner.finish().map_err(|e| JsError::new(&e.to_string()))?;
        Ok(Game::new(session, self.resumed))
    }
}

impl Adoption {
    /// The core's adoption of the copied parts, with the solution or awaiting it (and, for a
    /// square from the page's worker, its erasure order too).
    fn core(&mut self) -> adopt::Adoption {
        let (plan, parts) = (self.plan.clone(), std::mem::take(&mut self.parts));
        match self.incoming.2 {
            Some(_) => adopt::Adoption::new(plan, parts, self.origin),
            None if self.walls_first() => {
                adopt::Adoption::walls_first(plan, parts.walls, self.origin)
            }
            None => adopt::Adoption::unsolved(plan, parts, self.origin),
        }
    }

    /// A square's walls from the page's worker: adopted alone, the erasure order later.
    fn walls_first(&self) -> bool {
        self.origin == adopt::Origin::Core && self.plan.params().plain_square()
    }
}

/// Copies up to `budget` more elements of `from` onto the end of `to`, straight into wasm
/// memory (no vector in between); false when all were already there.
fn copy_step<A: JsSubarray>(from: &A, to: &mut Vec<A::Item>, budget: u32) -> bool {
    let (done, total) = (to.len(), from.len());
    if done as u32 >= total {
        return false;
    }
    let end = (done as u32).saturating_add(budget).min(total);
    to.resize(end as usize, A::Item::default());
    if let Some(slot) = to.get_mut(done..) {
        from.copy_into(done as u32, end, slot);
    }
    true
}

/// The typed arrays `copy_step` reads from.
trait JsSubarray {
    type Item: Copy + Default;
    fn len(&self) -> u32;
    /// Copies elements `from..to` of the JS array into `into` (`to - from` long).
    fn copy_into(&self, from: u32, to: u32, into: &mut [Self::Item]);
}

impl JsSubarray for js_sys::Uint8Array {
    type Item = u8;
    fn len(&self) -> u32 {
        self.length()
    }
    fn copy_into(&self, from: u32, to: u32, into: &mut [u8]) {
        self.subarray(from, to).copy_to(into);
    }
}

impl JsSubarray for js_sys::Uint32Array {
    type Item = u32;
    fn len(&self) -> u32 {
        self.length()
    }
    fn copy_into(&self, from: u32, to: u32, into: &mut [u32]) {
        self.subarray(from, to).copy_to(into);
    }
}

/// The game in a page: a `game::Session` behind the JS-facing methods.
#[wasm_bindgen]
pub struct Game {
    session: Session,
    screen: crate::paint::screen::Screen,
    /// The win's sentence (set by `win`), and whether the player holds the win box.
    won_text: Option<String>,
    /// What the win's sentence says, kept to say it again with the challenge's verdict when
    /// the solution (and so the challenge's check) comes after the win.
    won_facts: Option<crate::text::Win>,
    held: bool,
    /// This level continues where the player left off (the bare page): the continue line shows.
    resumed: bool,
    /// The word of the way the last move or bump took ("north-east"), for its feedback.
    last_word: &'static str,
    /// The settings, theme and record the view and each move's feedback read.
    stored: stored::Cache,
    /// The erasure order the worker sent after the walls, being checked (`settle`).
    arriving: Option<Arriving>,
}

/// The erasure order the page's worker sent with a square's solution, after its walls: copied
/// into wasm memory and checked against the walls a step at a time (`Game.settle`), then taken
/// by `Game.adopt_order`.
struct Arriving {
    /// The order, when awaited (`None`: not sent, or not awaited).
    removed: Option<js_sys::Uint32Array>,
    /// Its ids copied so far, then their check (which holds them) once all are in.
    ids: Vec<u32>,
    check: Option<adopt::OrderCheck>,
    /// The first problem the check found.
    refused: Option<adopt::AdoptError>,
}

impl Game {
    /// Makes a move: square by direction (as always), other shapes through their way table.
    fn take_move(&mut self, request: crate::keys::Move, now: f64) -> game::Outcome {
        use crate::keys::Move;
        let shape = self.session.params().shape;
        let ways = shape.ways();
        let pad_way = |slot: usize| crate::keys::pad(shape).get(slot).copied().flatten();
        // A word maze has square cells but no wall bytes: it moves through its way table.
        if self.session.play().square().is_some() {
            let Some(dir) = crate::keys::square_direction(request) else {
                return game::Outcome::Blocked;
            };
            self.last_word = crate::text::direction_word(dir);
            return self.session.step(dir, now);
        }
        let done = match request {
            Move::Dir(dir) => crate::keys::MOVE_KEYS
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
            Some((outcome, word)) => {
                self.last_word = word;
                outcome
            }
            None => game::Outcome::Blocked,
        }
    }

    fn new(session: Session, resumed: bool) -> Game {
        Game {
            session,
            screen: crate::paint::screen::Screen::new(false),
            last_word: "",
            won_text: None,
            won_facts: None,
            held: false,
            resumed,
            stored: stored::Cache::default(),
            arriving: None,
        }
    }

    /// The session (for Rust callers and tests).
    pub fn session(&self) -> &Session {
        &self.session
    }
}

#[wasm_bindgen]
impl Game {
    /// Makes `plan`'s level on this thread (generation and solving) and starts it.
    pub fn start(plan: &Plan) -> Game {
        install_panic_hook();
        Game::new(plan.plan.clone().start(), plan.resumed)
    }

    /// After a win, the plan of the next, larger level of the same seed (a fixed `size` grows
    /// by one level's step; past the last level, the last level with a fresh seed); `undefined`
    /// before the win.
    pub fn next_plan(&self) -> Option<Plan> {
        game::Plan::next_level(&self.session, Seed::random).map(|plan| Plan {
            plan,
            resumed: false,
        })
    }

    /// The plan of this level (size, algorithm, mode) with a fresh random seed.
    pub fn new_seed_plan(&self) -> Plan {
        Plan {
            plan: game::Plan::new_seed(&self.session, Seed::random()),
            resumed: false,
        }
    }

    /// The seed text.
    #[wasm_bindgen(getter)]
    pub fn seed(&self) -> String {
        self.session.params().seed.to_string()
    }

    /// The level number (1 to `last_level`).
    #[wasm_bindgen(getter)]
    pub fn level(&self) -> u32 {
        self.session.params().level
    }

    /// The generator's name (`union-find` or `perfect`).
    #[wasm_bindgen(getter)]
    pub fn algorithm(&self) -> String {
        self.session.params().algorithm.name().to_owned()
    }

    /// Number of columns (square; 0 for other shapes).
    #[wasm_bindgen(getter)]
    pub fn width(&self) -> u32 {
        self.session.play().square().map_or(0, |g| g.width())
    }

    /// Number of rows (square; 0 for other shapes).
    #[wasm_bindgen(getter)]
    pub fn height(&self) -> u32 {
        self.session.play().square().map_or(0, |g| g.height())
    }

    /// Number of cells.
    #[wasm_bindgen(getter)]
    pub fn cells(&self) -> u32 {
        self.session.play().maze().layout.cells()
    }

    /// The shape's name (`square`, `hex`, `triangle`, `circle`).
    #[wasm_bindgen(getter)]
    pub fn shape(&self) -> String {
        self.session.params().shape.name().to_owned()
    }

    /// What `key` (`KeyboardEvent.key`) does in this level's shape: a move code for a move
    /// (as `key_command` gives for square), else the action's name; `undefined` for others.
    pub fn key_command(&self, key: &str) -> JsValue {
        let shape = self.session.params().shape;
        if shape == core::Shape::Square {
            return key_command(key);
        }
        if let Some(code) = crate::keys::shape_key_code(shape, key) {
            return JsValue::from(code);
        }
        match crate::keys::command(key) {
            Some(crate::keys::Command::Move(_)) | None => JsValue::UNDEFINED,
            command => command_value(command),
        }
    }

    /// Whether this level is big enough that the page's worker makes (or counts) it.
    #[wasm_bindgen(getter)]
    pub fn background(&self) -> bool {
        self.cells() > game::plan::WORKER_CELLS
    }

    /// The exit cell (bottom-right; the outer ring's last for the circle).
    #[wasm_bindgen(getter)]
    pub fn exit(&self) -> u32 {
        self.session.play().maze().layout.exit()
    }

    /// The player's cell.
    #[wasm_bindgen(getter)]
    pub fn player(&self) -> u32 {
        self.session.play().player()
    }

    /// Successful moves on this level.
    #[wasm_bindgen(getter)]
    pub fn moves(&self) -> u32 {
        self.session.play().moves()
    }

    /// Whether this level is won.
    #[wasm_bindgen(getter)]
    pub fn won(&self) -> bool {
        self.session.play().won()
    }

    /// Whether the play clock is counting.
    #[wasm_bindgen(getter)]
    pub fn timer_running(&self) -> bool {
        self.session.play().timer().is_running()
    }

    /// The query string that reproduces this level (`seed=…&level=…[&size=…][&algo=…]`).
    pub fn query(&self) -> String {
        self.session.params().to_query()
    }

    /// The bad-parameter messages, one full sentence each (empty when the URL was fine).
    pub fn notices(&self) -> Vec<String> {
        self.session.notices().to_vec()
    }

    /// Tries to move one cell by move code `direction` (a `Direction` value, or a code from
    /// `key_command`, the pad or a swipe: `keys::Move`) at `now` (ms, `performance.now`); the
    /// next frame paints what changed. `Busy` while a show runs.
    pub fn step(&mut self, direction: u8, now: f64) -> Outcome {
        let Some(request) = crate::keys::Move::decode(direction) else {
            return Outcome::Blocked;
        };
        if self.screen.blocks_move() {
            return Outcome::Busy;
        }
        let before = self.session.play().player();
        let outcome = self.take_move(request, now);
        if matches!(outcome, game::Outcome::Moved | game::Outcome::Won) {
            self.screen.moved(&self.session, before);
        }
        if outcome == game::Outcome::Won {
            self.screen.won();
        }
        outcome.into()
    }

    /// Takes the walk made on the first paint (its `walked()`: steps and the clock's pauses,
    /// with their times) as if played here, in order; whether it won the level.
    pub fn take_walk(&mut self, walked: Vec<f64>) -> bool {
        use crate::paint::first_frame::{Walked, walk_entries};
        let mut won = false;
        for (entry, at) in walk_entries(&walked) {
            match entry {
                Walked::Step(code) => won |= self.step(code, at) == Outcome::Won,
                Walked::Pause => self.pause(at),
                Walked::Resume => self.resume(at),
            }
        }
        won
    }

    /// Puts the player back on the start; moves, footprints and time reset, and a show stops.
    pub fn restart(&mut self) {
        self.last_word = "";
        self.session.restart();
        self.won_text = None;
        self.won_facts = None;
        self.held = false;
        self.screen.restart();
    }

    /// Shows or hides the solution; returns whether it is now shown (not before the solution
    /// is known: the view's `solution` action says why).
    pub fn toggle_solution(&mut self) -> bool {
        self.screen.repaint();
        self.session.toggle_solution()
    }

    /// Whether the solution is known (a big level's arrives from the worker after the level
    /// starts: `adopt_solution`).
    #[wasm_bindgen(getter)]
    pub fn solved(&self) -> bool {
        self.session.solution_ready()
    }

    /// Takes what the page's own worker sent after this level's walls (`solve_level`) at `now`:
    /// the solution, a walk from the start to the exit through open walls, checked, not
    /// searched again, and what waited for it starts working (Show solution, a won level's
    /// trace and efficiency, the challenge's check: dropped with a notice when impossible); and
    /// a square's erasure order (read only while awaited), kept for `settle` to check in steps
    /// and `adopt_order` to take. Refused (its sentence returned) when the solution does not fit
    /// the maze, or `undefined` (the worker failed): the level is then solved here. Nothing
    /// changes when no solution was awaited (a stale one).
    pub fn adopt_solution(
        &mut self,
        solution: Option<js_sys::Uint32Array>,
        removed: Option<js_sys::Uint32Array>,
        now: f64,
    ) -> Option<String> {
        if self.session.solution_ready() {
            return None;
        }
        self.arrived(removed);
        let cells = self.session.play().maze().layout.cells();
        let refused = solution.and_then(|array| {
            // A length no path of this maze can have is refused before anything is copied.
            let path = (array.length() <= cells).then(|| array.to_vec());
            let adopted = match path {
                Some(path) => self.session.adopt_solution(path, adopt::Origin::Core),
                None => Err(adopt::AdoptError::SolutionEnds),
            };
            adopted
                .err()
                .map(|e| crate::text::solution_refused(&e.to_string()))
        });
        self.session.solve_here();
        if self.session.play().won() {
            // A win before the solution: its trace starts now, and its sentence gets the
            // challenge's verdict.
            self.screen.won();
            if let Some(facts) = &mut self.won_facts {
                facts.verdict = join_verdicts(
                    self.session.challenge_verdict(now),
                    self.session.ghost_verdict(now),
                );
                self.won_text = Some(crate::text::win(facts));
            }
        }
        // Nothing on the board changes otherwise (the solution was not shown): no repaint.
        refused
    }

    /// Keeps the erasure order the worker sent, when it is awaited, for `settle`.
    fn arrived(&mut self, removed: Option<js_sys::Uint32Array>) {
        let removed = removed.filter(|_| !self.session.order_ready());
        let maze = self.session.play().maze();
        // A length no order of this maze can have is refused before anything is allocated.
        let listed = removed.as_ref().map_or(0, js_sys::Uint32Array::length);
        let refused =
            (listed > maze.layout.wall_bound()).then(|| adopt::AdoptError::RemovedCount {
                listed: listed as usize,
                erased: maze.open_walls().count(),
            });
        self.arriving = Some(Arriving {
            ids: Vec::with_capacity(if refused.is_some() {
                0
            } else {
                listed as usize
            }),
            removed,
            check: None,
            refused,
        });
    }

    /// One step of about `budget` ids of the erasure order `adopt_solution` kept: copied into
    /// wasm memory, then checked against the level's open walls (each open, listed once, none
    /// missing); true once nothing is left to do (a problem found also ends it:
    /// `adopt_order` says it).
    pub fn settle(&mut self, budget: u32) -> bool {
        let Some(arriving) = self.arriving.as_mut() else {
            return true;
        };
        let Some(removed) = arriving
            .removed
            .as_ref()
            .filter(|_| arriving.refused.is_none())
        else {
            return true;
        };
        let budget = budget.max(1);
        if copy_step(removed, &mut arriving.ids, budget) {
            return false;
        }
        let open = self.session.play().maze().open_walls();
        let ids = &mut arriving.ids;
        let check = arriving
            .check
            .get_or_insert_with(|| adopt::OrderCheck::new(std::mem::take(ids), open));
        match check.advance(open, budget as usize) {
            Ok(done) => done,
            Err(problem) => {
                arriving.refused = Some(problem);
                true
            }
        }
    }

    /// Takes the erasure order once `settle` finished: the carve replay, which waited for it,
    /// can run. A refused one is said (its sentence returned); a refused or missing one (the
    /// worker failed) is replaced by the open walls in id order, whose replay ends in the same
    /// maze. Nothing changes when no order was awaited.
    pub fn adopt_order(&mut self) -> Option<String> {
        let arriving = self.arriving.take();
        if self.session.order_ready() {
            return None;
        }
        let refused = arriving.and_then(|a| {
            a.removed?;
            let adopted = match a.refused {
                Some(problem) => Err(problem),
                // Refused unless it passed (`settle` may not have finished).
                None => self.session.adopt_order(a.check.unwrap_or_default()),
            };
            adopted
                .err()
                .map(|e| crate::text::order_refused(&e.to_string()))
        });
        self.session.order_from_walls();
        refused
    }

    /// Pauses the clock (the page was hidden) at `now`.
    pub fn pause(&mut self, now: f64) {
        self.session.play_mut().timer_mut().pause(now);
    }

    /// Resumes the clock (the page is visible again) at `now`.
    pub fn resume(&mut self, now: f64) {
        let won = self.session.play().won();
        self.session.play_mut().timer_mut().resume(now, won);
    }
}

/// One of the page's other sentences by name, with its numbers and a word (`text::phrase`).
#[wasm_bindgen]
pub fn phrase(name: &str, numbers: Vec<f64>, word: &str) -> String {
    crate::text::phrase(name, &numbers, word)
}

/// The speed slider's reading for its value 0..=100: "1,000 per second".
#[wasm_bindgen]
pub fn speed_text(slider: u32) -> String {
    crate::text::speed(slider)
}

/// The generator names, in the order a menu lists them (the first is the default).
#[wasm_bindgen]
pub fn algorithms() -> Vec<String> {
    Algorithm::ALL.iter().map(|a| a.name().to_owned()).collect()
}

#[wasm_bindgen]
impl Game {
    /// This seed and level made another way, as the menu's `choice` asks: `algo` (a generator's
    /// name), `fog` (`1` on, `0` off), `shape` (a shape's name), `braid` (0 to 100), `weave`
    /// (`1` on, `0` off) or `mask` (a word, empty for none): `{ query, event }` (the query to load and the event to
    /// announce), `{ error }` for a word that cannot be made (the sentence to show), or
    /// `undefined` when `value` is unknown or what is played already.
    pub fn choose(&self, choice: &str, value: &str) -> JsValue {
        let mut params = self.session.params().clone();
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
                "shape"
            }
            ("mask", text) => match core::mask::Mask::parse(text.trim()) {
                Ok(mask) => {
                    params.mask = Some(mask);
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
            ("braid", n) => match n.parse::<u32>() {
                Ok(n) if n <= core::braid::MAX_BRAID => {
                    params.braid = n;
                    "braid"
                }
                _ => return JsValue::UNDEFINED,
            },
            _ => return JsValue::UNDEFINED,
        };
        if &params == self.session.params() {
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

// Fog of war and the daily maze.
#[wasm_bindgen]
impl Game {
    /// Whether this is a fog-of-war game (`mode=fog`).
    #[wasm_bindgen(getter)]
    pub fn fog(&self) -> bool {
        self.session.fog().is_some()
    }
}

/// The query of level 1 of the daily maze of the UTC day at `now_ms` (`Date.now()`).
#[wasm_bindgen]
pub fn daily_query(now_ms: f64) -> Option<String> {
    crate::link::daily_query(now_ms)
}

// ---- the page's view state, its sentences, and the browser services the rules need ----------

pub mod audio;
pub mod canvas;
pub mod controls;
mod js;
pub mod page_facts;
pub mod palette;
mod storage;
mod stored;
pub mod worker;

use controls::{command_value, key_command};
use js::{array, install_panic_hook, put};

use crate::game::progress;

#[wasm_bindgen]
impl Game {
    /// The view state at `now` (`performance.now()`), a plain object the page binds:
    /// `{ text: { level, size, moves, time, best, seed, mode, challenge, tool_status,
    /// search_counts, … }, actions: { name: { enabled, why, pressed, label } }, shown: { id: bool },
    /// lists: { name: [text] }, values: { the menu controls' values: settings, theme, algo, fog },
    /// board: { the board's data attributes }, label }` (`label`: the board's accessible name).
    pub fn view(&self, now: f64) -> JsValue {
        let kept = self.stored.get(&self.session);
        let v = crate::view::view(&self.session, now, kept.record);
        let text = js_sys::Object::new();
        for (name, value) in &v.text {
            put(&text, name, value.as_str());
        }
        let actions = js_sys::Object::new();
        for a in &v.actions {
            let action = js_sys::Object::new();
            put(&action, "enabled", a.enabled);
            put(&action, "why", a.why.as_str());
            if let Some(pressed) = a.pressed {
                put(&action, "pressed", pressed);
            }
            if let Some(label) = a.label {
                put(&action, "label", label);
            }
            put(&actions, a.name, action);
        }
        put(&text, "tool_status", self.screen.status());
        put(&text, "ghost", self.ghost_text(now));
        let won = self.won_text.as_ref().filter(|_| self.session.play().won());
        let going_on = if self.held {
            crate::text::WIN_HELD
        } else {
            crate::text::WIN_GOING_ON
        };
        let win = won.map(|text| format!("{text} {going_on}"));
        put(&text, "win", win.as_deref().unwrap_or(""));
        put(
            &text,
            "search_counts",
            self.screen.search_counts().unwrap_or(""),
        );
        let (carve, search, search_kind) = self.screen.stages();
        let shown = js_sys::Object::new();
        put(&shown, "carve-skip", carve == Stage::Running);
        put(&shown, "search-legend", !search_kind.is_empty());
        put(&shown, "win", won.is_some());
        // The result's efficiency needs the shortest path: offered once it is known.
        put(
            &shown,
            "win-result",
            won.is_some() && self.session.solution_ready(),
        );
        let challenge = self.session.challenge_query(now);
        put(
            &shown,
            "win-challenge",
            won.is_some() && challenge.is_some(),
        );
        let has_challenge = v
            .text
            .iter()
            .any(|(k, t)| *k == "challenge" && !t.is_empty());
        put(&shown, "challenge", has_challenge);
        // The continue line has done its job once the player moves (it sits over the maze).
        let resumed = self.resumed && self.session.play().moves() == 0;
        put(&shown, "resumed", resumed);
        let continuing = if resumed {
            self.announcement("continue")
        } else {
            String::new()
        };
        put(&text, "resumed", continuing);
        let notices = self.session.notices();
        put(&shown, "notice", !notices.is_empty());
        let lists = js_sys::Object::new();
        put(
            &lists,
            "notices",
            array(notices.iter().map(|n| JsValue::from(n.as_str()))),
        );
        let play = self.session.play();
        let board = js_sys::Object::new();
        put(&board, "level", self.session.params().level);
        put(&board, "shape", self.session.params().shape.name());
        // The pad's buttons for this shape: a glyph and the way's word each, or hidden.
        let ways = self.session.params().shape.ways();
        for (slot, pad) in crate::keys::pad(self.session.params().shape)
            .iter()
            .enumerate()
        {
            let way = pad.and_then(|(way, glyph)| Some((glyph, ways.get(way)?.word)));
            put(&shown, &format!("pad{slot}"), way.is_some());
            put(&text, &format!("pad{slot}"), way.map_or("", |w| w.0));
            let word = way.map(|w| format!("Move {}", w.1));
            put(&text, &format!("pad{slot}-word"), word.unwrap_or_default());
        }
        put(
            &text,
            "keys",
            crate::text::keys_line(self.session.params().shape),
        );
        put(&board, "player", play.player());
        put(&board, "moves", play.moves());
        put(&board, "won", play.won());
        put(&board, "carve", carve.name());
        put(&board, "search", search.name());
        put(&board, "searchKind", search_kind);
        // The menu's controls show the settings and this level's generator and fog.
        let s = kept.settings;
        let values = js_sys::Object::new();
        put(&values, "sound", s.sound);
        put(&values, "volume", s.volume.to_string());
        put(&values, "moves", s.announce_moves);
        put(&values, "distance", s.distance);
        put(&values, "ghost", s.ghost);
        put(&values, "theme", kept.theme);
        put(&values, "algo", self.session.params().algorithm.name());
        put(&values, "fog", self.session.fog().is_some());
        put(&values, "shape", self.session.params().shape.name());
        put(&values, "braid", self.session.params().braid.to_string());
        let mask = self.session.params().mask.as_ref();
        put(&values, "mask", mask.map_or("", |m| m.as_given()));
        put(&values, "weave", self.session.params().weave);
        let view = js_sys::Object::new();
        put(&view, "text", text);
        put(&view, "values", values);
        put(&view, "shown", shown);
        put(&view, "lists", lists);
        put(&view, "board", board);
        put(&view, "actions", actions);
        put(&view, "label", v.board_label.as_str());
        view.into()
    }

    /// The HUD's clock at `now`.
    pub fn time_text(&self, now: f64) -> String {
        crate::view::time(&self.session, now)
    }

    /// The sentence announcing `event` (`level`, `new`, `restart`, `solution`, `daily`, `fog`,
    /// `generator`, `continue`) in the game's present state; empty for an unknown name.
    pub fn announcement(&self, event: &str) -> String {
        if event == "solution" && !self.session.solution_ready() {
            return crate::text::FINDING_SOLUTION.to_owned();
        }
        let params = self.session.params();
        let day = params.daily.map(|d| d.to_string());
        let now = crate::text::Situation {
            seed: params.seed.as_str(),
            level: params.level,
            side: params.side(),
            daily: day,
            fog: params.fog,
            solution_shown: self.session.solution_shown(),
            algorithm: params.algorithm.name(),
            shaped: (!params.plain_square()).then(|| crate::view::size_text(&self.session)),
            braid: params.braid,
        };
        crate::text::Event::parse(event)
            .map_or_else(String::new, |e| crate::text::announcement(e, &now))
    }

    /// Remembers this level as the one the bare page continues on this device.
    pub fn remember(&self) {
        storage::set(progress::PROGRESS_KEY, &progress::playing(&self.session));
    }

    /// After a win at `now` (`Date.now()` is `unix_ms`, for the record's day): stores the
    /// record when this run improved it and the next level as the one to continue, and returns
    /// `{ text, advance_ms }`: the announcement (it contains "solved"; the view state's win box
    /// says it too), and how long the win box stays before the next level starts on its own.
    /// `undefined` before a win.
    pub fn win(&mut self, now: f64, unix_ms: f64) -> JsValue {
        if !self.session.play().won() {
            return JsValue::UNDEFINED;
        }
        let key = records::key(self.session.params());
        let today = crate::calendar::Date::from_unix_ms(unix_ms);
        let won = self
            .session
            .win_record(storage::get(&key).as_deref(), now, today);
        let improved = won.map(|(_, improved)| improved).unwrap_or_default();
        let saved = won.is_none_or(|(record, _)| storage::set(&key, &record.to_text()));
        stored::changed();
        match progress::after_win(&self.session) {
            Some(next) => {
                storage::set(progress::PROGRESS_KEY, &next);
            }
            None => storage::remove(progress::PROGRESS_KEY),
        }
        let play = self.session.play();
        let facts = crate::text::Win {
            level: self.session.params().level,
            elapsed_ms: play.timer().elapsed_ms(now),
            moves: play.moves(),
            new_time: improved.time,
            new_moves: improved.moves,
            verdict: join_verdicts(
                self.session.challenge_verdict(now),
                self.session.ghost_verdict(now),
            ),
            unsaved: !saved,
        };
        let text = crate::text::win(&facts);
        let report = js_sys::Object::new();
        put(&report, "advance_ms", crate::view::ADVANCE_MS);
        put(&report, "text", text.as_str());
        self.won_text = Some(text);
        self.won_facts = Some(facts);
        report.into()
    }

    /// The player holds the win box (points at it or tabs into it): its line says how to go on.
    pub fn hold(&mut self) {
        self.held = true;
    }

    /// What to share for `kind` (`maze`: this maze's link; after a win, `result`: the run with
    /// the link, `challenge`: a link that challenges a friend to beat this run), with `page` the
    /// page's address without its query: `{ data, copy, copied, field, by_hand, shared }` —
    /// `data` for Web Share, `copy` for the clipboard and `copied` to say after it, `field` for
    /// the field to copy from by hand and `by_hand` to say then, `shared` after a Web Share.
    pub fn share(&self, kind: &str, page: &str, now: f64) -> JsValue {
        use crate::text::phrase;
        let link = |query: &str| format!("{page}?{query}");
        let maze = link(&self.session.params().to_query());
        let params = self.session.params();
        let (title, text, url) = match kind {
            "result" => match self.session.result_query().and_then(|q| {
                let url = link(&q);
                self.session.result_text(now, &url).map(|text| (text, url))
            }) {
                Some((text, url)) => ("seedmaze result", text, url),
                None => return JsValue::UNDEFINED,
            },
            "challenge" => match self.session.challenge_query(now) {
                Some(query) => {
                    let url = link(&query);
                    (
                        "seedmaze challenge",
                        phrase("challenge-text", &[], &url),
                        url,
                    )
                }
                None => return JsValue::UNDEFINED,
            },
            _ => {
                let level = [f64::from(params.level)];
                let text = phrase("share-text", &level, &params.seed.to_string());
                ("seedmaze", text, maze)
            }
        };
        // The result and the challenge hold their link: shared and copied whole. The maze's
        // text does not: the link goes with it, and alone to the clipboard.
        let whole = kind == "result" || kind == "challenge";
        let data = js_sys::Object::new();
        put(&data, "title", title);
        put(&data, "text", text.as_str());
        if !whole {
            put(&data, "url", url.as_str());
        }
        let copy = if whole { text.clone() } else { url.clone() };
        let one_line = copy.replace('\n', " ");
        let copied = if whole {
            phrase("copied", &[], &one_line)
        } else {
            phrase("link-copied", &[], &url)
        };
        let object = js_sys::Object::new();
        put(&object, "data", data);
        put(&object, "copy", copy);
        put(&object, "copied", copied);
        put(&object, "field", one_line);
        put(&object, "by_hand", phrase("copy-by-hand", &[], ""));
        put(&object, "shared", phrase("shared", &[], ""));
        object.into()
    }

    /// Where the ball is and which ways are open, as the I key says it: "Row 3, column 5. Open:
    /// north, east." (directions in the order north, east, south, west), and with the distance
    /// setting on, "The exit is 12 moves away."
    pub fn look(&self) -> String {
        let play = self.session.play();
        let cell = play.player();
        let mut said = match play.square() {
            Some(grid) => {
                let open = grid.open_directions(cell).collect::<Vec<_>>();
                crate::text::surroundings(cell % grid.width(), cell / grid.width(), &open)
            }
            None => {
                let maze = play.maze();
                let open = maze.layout.open_ways(|w| maze.is_open(w), cell);
                crate::text::shape_surroundings(cell, &open)
            }
        };
        let known = self.session.solution_ready() || self.session.has_loops();
        if self.stored.get(&self.session).settings.distance && !known {
            // Without loops the way to the exit joins the solution, which is not here yet.
            said.push(' ');
            said.push_str(crate::text::DISTANCE_PENDING);
        } else if self.stored.get(&self.session).settings.distance {
            let loops = self.session.has_loops();
            let solution = self.session.solution();
            let moves = match play.square() {
                Some(grid) => solve::distance_to_exit(grid, solution, cell, loops),
                None => solve::distance_to_exit(play.maze(), solution, cell, loops),
            };
            if let Some(moves) = moves {
                said.push(' ');
                said.push_str(&crate::text::exit_distance(moves));
            }
        }
        said
    }

    /// After a step in `direction` with this `outcome`: plays its tones (a step, a bump, the
    /// win's chime; none with sound off), vibrates on a bump (not with sound off or
    /// `reduced_motion`), and returns what to announce: a bump's "Wall to the west.", or with
    /// every move announced, the I sentence; `undefined` otherwise.
    pub fn feedback(
        &self,
        outcome: Outcome,
        direction: u8,
        reduced_motion: bool,
    ) -> Option<String> {
        use crate::sound::Cue;
        let settings = self.stored.get(&self.session).settings;
        let cue = match outcome {
            Outcome::Moved => Some(Cue::Step),
            Outcome::Blocked => Some(Cue::Bump),
            Outcome::Won => Some(Cue::Win),
            Outcome::Finished | Outcome::Busy => None,
        };
        let say = match outcome {
            Outcome::Blocked if self.session.play().square().is_some() => {
                core::Direction::from_u8(direction)
                    .map(crate::text::bump)
                    .or_else(|| Some(crate::text::bump_word(self.last_word)))
            }
            Outcome::Blocked => Some(crate::text::bump_word(self.last_word)),
            Outcome::Moved if settings.announce_moves => Some(self.look()),
            // A move over or under a crossing of a woven maze is always said: the picture's
            // bridge is not heard otherwise.
            Outcome::Moved => self
                .session
                .play()
                .passing()
                .map(|p| crate::text::crossing(p).to_owned()),
            _ => None,
        };
        audio::play(&tones(cue.as_ref(), &settings));
        if outcome == Outcome::Blocked && settings.sound && !reduced_motion {
            audio::vibrate(BUMP_VIBRATE_MS);
        }
        say
    }

    /// The HUD's ghost field at `now` ("ghost +1.4 s"), empty without a ghost or with it
    /// hidden; it changes as the clock runs, so the page sets it each frame with the time.
    pub fn ghost_text(&self, now: f64) -> String {
        let shown = self.stored.get(&self.session).settings.ghost;
        let gap = shown.then(|| self.session.ghost_gap_text(now)).flatten();
        gap.unwrap_or_default()
    }

    /// The I key at `now`: plays a tone per open way and returns the sentence to announce
    /// ("Row 3, column 5. Open: north, east.", as `look`; then where a link's ghost is: "Ghost
    /// two cells ahead.").
    pub fn look_feedback(&self, now: f64) -> String {
        let play = self.session.play();
        let cell = play.player();
        // Other shapes sound their open ways by the nearest square direction on screen.
        let open = match play.square() {
            Some(grid) => grid.open_directions(cell).collect(),
            None => {
                let maze = play.maze();
                maze.layout
                    .neighbors(cell)
                    .filter(|n| maze.is_open(n.wall))
                    .filter_map(|n| maze.layout.angle(cell, n.cell))
                    .map(|a| {
                        let r = a.to_radians();
                        crate::keys::main_axis(r.cos(), r.sin())
                    })
                    .collect()
            }
        };
        let cue = crate::sound::Cue::Look(open);
        let settings = self.stored.get(&self.session).settings;
        audio::play(&tones(Some(&cue), &settings));
        let mut said = self.look();
        if let Some(ghost) = settings
            .ghost
            .then(|| self.session.ghost_place_text(now))
            .flatten()
        {
            said.push(' ');
            said.push_str(&ghost);
        }
        said
    }

    /// Hides a line over the board: `notices` (a link's bad parts) or `resumed` (the continue
    /// line).
    pub fn dismiss(&mut self, what: &str) {
        match what {
            "notices" => self.session.dismiss_notices(),
            "resumed" => self.resumed = false,
            _ => {}
        }
    }
}

/// The progress line while a big level is made (`stage`: start, generate, solve, send, adopt).
#[wasm_bindgen]
pub fn making_text(side: u32, stage: &str) -> String {
    crate::text::making(side, stage)
}

/// Storage was written outside this build (the tools' build cleared the records): the game
/// reads it again.
#[wasm_bindgen]
pub fn storage_changed() {
    stored::changed();
}

/// The win's verdicts: the challenge's and the ghost's, in one sentence pair.
fn join_verdicts(challenge: Option<String>, ghost: Option<String>) -> Option<String> {
    match (challenge, ghost) {
        (Some(c), Some(g)) => Some(format!("{c} {g}")),
        (c, g) => c.or(g),
    }
}

/// How long a bump vibrates (ms), where the device can.
const BUMP_VIBRATE_MS: u32 = 40;

/// The tones of `cue` as six numbers each for the page's synthesiser, at the player's volume;
/// none with sound off.
fn tones(cue: Option<&crate::sound::Cue>, settings: &game::settings::Settings) -> Vec<f32> {
    let volume = f32::from(settings.volume) / 100.0;
    match cue {
        Some(cue) if settings.sound && volume > 0.0 => crate::sound::tones(cue)
            .iter()
            .flat_map(|t| {
                [
                    t.at,
                    t.freq,
                    t.length,
                    t.pan,
                    t.gain * volume,
                    f32::from(t.wave),
                ]
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The player's settings on this device (stored by Rust): `{ sound, volume, moves, distance,
/// theme }` (`theme`: `light`, `dark`, `contrast`, or `auto` to follow the system).
#[wasm_bindgen]
pub fn settings() -> JsValue {
    let s = stored::read_settings();
    let object = js_sys::Object::new();
    put(&object, "sound", s.sound);
    put(&object, "volume", s.volume);
    put(&object, "moves", s.announce_moves);
    put(&object, "distance", s.distance);
    put(&object, "ghost", s.ghost);
    let theme = game::settings::theme(storage::get(game::settings::THEME_KEY).as_deref());
    put(&object, "theme", theme);
    object.into()
}

/// Sets one setting (`sound`, `moves`, `distance`: `1` or `0`; `volume`: 0..=100; `theme`) and
/// stores it; returns the sentence to announce for a change of sound ("Sound off." / "Sound
/// on."), else an empty one. Unknown names and values change nothing.
#[wasm_bindgen]
pub fn set_setting(name: &str, value: &str) -> String {
    stored::changed();
    if name == "theme" {
        match game::settings::theme(Some(value)) {
            "auto" => storage::remove(game::settings::THEME_KEY),
            theme => {
                storage::set(game::settings::THEME_KEY, theme);
            }
        }
        return String::new();
    }
    // Whole numbers only: parsing an `f64` would pull float parsing into the wasm.
    let Ok(value) = value.parse::<u8>() else {
        return String::new();
    };
    let old = stored::read_settings();
    let new = old.with(name, f64::from(value));
    storage::set(game::settings::SETTINGS_KEY, &new.to_text());
    if old.sound == new.sound {
        String::new()
    } else {
        crate::text::sound_changed(new.sound).to_owned()
    }
}
