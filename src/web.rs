//! The `#[wasm_bindgen]` facade: the only file that talks to JavaScript.
//!
//! Every rule (movement, winning, levels, time, URL parameters, best times) lives in the core
//! (`game::Session` holds the game between key presses); this file only adapts it. Large data
//! (wall bytes, footprints, the solution) is read by JS through `(pointer, length)` pairs into
//! wasm memory, never copied per frame.

use crate::game::records::{self, Record};
use crate::game::session::adopt::{self, Parts};
use crate::game::session::{LINK_EAST, LINK_NORTH, LINK_SOUTH, LINK_WEST};
use crate::game::{self, Session};
use crate::maze::grid::{EAST_WALL, SOUTH_WALL};
use crate::maze::{self as core, Algorithm, Seed, solve};
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
}

/// Bits of a cell's solution-link byte: the directions in which the solution leaves the cell.
#[wasm_bindgen]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Link {
    /// The path continues north.
    North = 1,
    /// The path continues east (the exit cell also links east, through the exit opening).
    East = 2,
    /// The path continues south.
    South = 4,
    /// The path continues west (the start cell also links west, through the entrance).
    West = 8,
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
    assert!(Link::North as u8 == LINK_NORTH);
    assert!(Link::East as u8 == LINK_EAST);
    assert!(Link::South as u8 == LINK_SOUTH);
    assert!(Link::West as u8 == LINK_WEST);
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

/// Installs the panic-to-console hook in development builds (feature `debug-panic`).
fn install_panic_hook() {
    #[cfg(feature = "debug-panic")]
    console_error_panic_hook::set_once();
}

/// A generated maze for tools: its size and wall bytes.
#[wasm_bindgen(js_name = Maze)]
pub struct WebMaze {
    maze: core::Maze,
}

/// Generates the maze for (`width`, `height`, `seed`, `algorithm`); throws an `Error` on bad input.
#[wasm_bindgen]
pub fn generate_maze(
    width: u32,
    height: u32,
    seed: &str,
    algorithm: &str,
) -> Result<WebMaze, JsError> {
    make_maze(width, height, seed, algorithm, &mut |_| {})
}

/// Like `generate_maze`, calling `on_progress(fraction)` now and then (0 to 1) while it works;
/// what the callback throws is ignored.
#[wasm_bindgen]
pub fn generate_maze_with_progress(
    width: u32,
    height: u32,
    seed: &str,
    algorithm: &str,
    on_progress: &js_sys::Function,
) -> Result<WebMaze, JsError> {
    make_maze(width, height, seed, algorithm, &mut |fraction| {
        let _ = on_progress.call1(&JsValue::NULL, &JsValue::from_f64(fraction));
    })
}

fn make_maze(
    width: u32,
    height: u32,
    seed: &str,
    algorithm: &str,
    progress: &mut dyn FnMut(f64),
) -> Result<WebMaze, JsError> {
    install_panic_hook();
    let seed = Seed::parse(seed).map_err(|e| JsError::new(&e.to_string()))?;
    let algorithm = Algorithm::from_name(algorithm).ok_or_else(|| {
        JsError::new(&format!(
            "unknown algorithm \"{}\"; use one of {}",
            crate::quote::escaped(algorithm),
            Algorithm::NAMES
        ))
    })?;
    let maze = core::generate::generate_with_progress(&seed, width, height, algorithm, progress)
        .map_err(|e| JsError::new(&e.to_string()))?;
    Ok(WebMaze { maze })
}

impl WebMaze {
    /// The core maze (for Rust callers and tests).
    pub fn inner(&self) -> &core::Maze {
        &self.maze
    }
}

#[wasm_bindgen(js_class = Maze)]
impl WebMaze {
    /// Number of columns.
    #[wasm_bindgen(getter)]
    pub fn width(&self) -> u32 {
        self.maze.grid.width()
    }

    /// Number of rows.
    #[wasm_bindgen(getter)]
    pub fn height(&self) -> u32 {
        self.maze.grid.height()
    }

    /// A copy of the wall bytes (one per cell, `Wall` bits), the same bytes as the CLI's `walls`.
    pub fn walls(&self) -> js_sys::Uint8Array {
        js_sys::Uint8Array::from(self.maze.grid.walls())
    }

    /// A copy of the erased wall ids (`2*cell` east, `2*cell+1` south) in erasure order.
    pub fn removed(&self) -> js_sys::Uint32Array {
        js_sys::Uint32Array::from(self.maze.removed.as_slice())
    }

    /// A new array of the shortest path's cells, start to exit (solved now; empty if none).
    pub fn solution(&self) -> js_sys::Uint32Array {
        let path = solve::shortest_path(&self.maze.grid).unwrap_or_default();
        js_sys::Uint32Array::from(path.as_slice())
    }

    /// Address of the wall bytes in wasm memory (valid until the next call into wasm).
    pub fn walls_ptr(&self) -> *const u8 {
        self.maze.grid.walls().as_ptr()
    }

    /// Number of wall bytes (`width * height`).
    pub fn walls_len(&self) -> usize {
        self.maze.grid.walls().len()
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
    /// (no query), the level to continue on this device when one is stored.
    pub fn for_page(search: &str) -> Plan {
        let bare = search.trim_start_matches('?').is_empty();
        let stored = bare
            .then(|| storage::get(progress::PROGRESS_KEY))
            .flatten()
            .and_then(|text| progress::resume(&text));
        match stored {
            Some(query) => Plan {
                resumed: true,
                ..Plan::from_query(&query)
            },
            None => Plan::from_query(search),
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
        self.plan.side().saturating_mul(self.plan.side())
    }
}

/// A maze made elsewhere (the page's worker), received in chunks and then checked in slices
/// (`adopt::Adoption`), so that a page can adopt a huge maze without a long task: `receive_*`
/// every chunk, `advance` until it returns true, then `finish`.
#[wasm_bindgen]
pub struct Adoption {
    plan: game::Plan,
    parts: Parts,
    inner: Option<adopt::Adoption>,
}

#[wasm_bindgen]
impl Adoption {
    /// Prepares to receive `plan`'s maze: the lengths of its wall bytes, erased ids and
    /// solution. Throws when a length cannot belong to the plan's maze (nothing is allocated
    /// from a length that was not checked).
    #[wasm_bindgen(constructor)]
    pub fn new(plan: &Plan, walls: u32, removed: u32, solution: u32) -> Result<Adoption, JsError> {
        install_panic_hook();
        let cells = u64::from(plan.plan.side()).pow(2);
        let (walls, removed, solution) =
            (u64::from(walls), u64::from(removed), u64::from(solution));
        if walls != cells || removed > 2 * cells || solution > cells {
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
            parts: Parts {
                walls: Vec::with_capacity(capacity(walls)),
                removed: Vec::with_capacity(capacity(removed)),
                solution: Vec::with_capacity(capacity(solution)),
            },
            inner: None,
        })
    }

    /// Appends a chunk of the wall bytes.
    pub fn receive_walls(&mut self, chunk: &[u8]) {
        self.parts.walls.extend_from_slice(chunk);
    }

    /// Appends a chunk of the erased wall ids.
    pub fn receive_removed(&mut self, chunk: &[u32]) {
        self.parts.removed.extend_from_slice(chunk);
    }

    /// Appends a chunk of the solution's cells.
    pub fn receive_solution(&mut self, chunk: &[u32]) {
        self.parts.solution.extend_from_slice(chunk);
    }

    /// Checks about `budget` more cells or wall ids of what was received; true once every
    /// check passed; throws an `Error` naming the first problem.
    pub fn advance(&mut self, budget: u32) -> Result<bool, JsError> {
        let inner = self.inner.get_or_insert_with(|| {
            adopt::Adoption::new(self.plan.clone(), std::mem::take(&mut self.parts))
        });
        inner
            .advance(budget as usize)
            .map_err(|e| JsError::new(&e.to_string()))
    }

    /// Completes the checks and starts the level; throws an `Error` if the data does not fit.
    pub fn finish(&mut self) -> Result<Game, JsError> {
        let inner = match self.inner.take() {
            Some(inner) => inner,
            None => adopt::Adoption::new(self.plan.clone(), std::mem::take(&mut self.parts)),
        };
        let session = inner.finish().map_err(|e| JsError::new(&e.to_string()))?;
        Ok(Game { session })
    }
}

/// The game in a page: a `game::Session` behind the JS-facing methods.
#[wasm_bindgen]
pub struct Game {
    session: Session,
}

impl Game {
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
        Game {
            session: plan.plan.clone().start(),
        }
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

    /// Number of columns.
    #[wasm_bindgen(getter)]
    pub fn width(&self) -> u32 {
        self.session.play().maze().grid.width()
    }

    /// Number of rows.
    #[wasm_bindgen(getter)]
    pub fn height(&self) -> u32 {
        self.session.play().maze().grid.height()
    }

    /// Number of cells.
    #[wasm_bindgen(getter)]
    pub fn cells(&self) -> u32 {
        self.session.play().maze().grid.cells()
    }

    /// The exit cell (bottom-right).
    #[wasm_bindgen(getter)]
    pub fn exit(&self) -> u32 {
        self.session.play().maze().grid.exit()
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

    /// Whether the solution is shown.
    #[wasm_bindgen(getter)]
    pub fn solution_shown(&self) -> bool {
        self.session.solution_shown()
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

    /// Forgets the notices (the player dismissed them).
    pub fn dismiss_notices(&mut self) {
        self.session.dismiss_notices();
    }

    /// Tries to move one cell in `direction` (a `Direction` value) at `now` (ms, `performance.now`).
    pub fn step(&mut self, direction: u8, now: f64) -> Outcome {
        match core::Direction::from_u8(direction) {
            Some(dir) => self.session.step(dir, now).into(),
            None => Outcome::Blocked,
        }
    }

    /// Puts the player back on the start; moves, footprints and time reset.
    pub fn restart(&mut self) {
        self.session.restart();
    }

    /// Shows or hides the solution; returns whether it is now shown.
    pub fn toggle_solution(&mut self) -> bool {
        self.session.toggle_solution()
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

    /// Address of the wall bytes (`Wall` bits, one per cell); rebuild views after any call.
    pub fn walls_ptr(&self) -> *const u8 {
        self.session.play().maze().grid.walls().as_ptr()
    }

    /// Number of wall bytes.
    pub fn walls_len(&self) -> usize {
        self.session.play().maze().grid.walls().len()
    }

    /// Address of the erased wall ids (`u32`, erasure order).
    pub fn removed_ptr(&self) -> *const u32 {
        self.session.play().maze().removed.as_ptr()
    }

    /// Number of erased wall ids.
    pub fn removed_len(&self) -> usize {
        self.session.play().maze().removed.len()
    }

    /// Address of the visited bytes (1 where the player has been, one per cell).
    pub fn visited_ptr(&self) -> *const u8 {
        self.session.play().visited().as_ptr()
    }

    /// Number of visited bytes.
    pub fn visited_len(&self) -> usize {
        self.session.play().visited().len()
    }

    /// Address of the trail (`u32` cells in the order first reached).
    pub fn trail_ptr(&self) -> *const u32 {
        self.session.play().trail().as_ptr()
    }

    /// Number of cells in the trail.
    pub fn trail_len(&self) -> usize {
        self.session.play().trail().len()
    }

    /// Address of the solution (`u32` cells from the start to the exit).
    pub fn solution_ptr(&self) -> *const u32 {
        self.session.solution().as_ptr()
    }

    /// Number of cells on the solution.
    pub fn solution_len(&self) -> usize {
        self.session.solution().len()
    }

    /// Address of the solution links (`Link` bits, one byte per cell).
    pub fn links_ptr(&self) -> *const u8 {
        self.session.links().as_ptr()
    }

    /// Number of link bytes.
    pub fn links_len(&self) -> usize {
        self.session.links().len()
    }
}

/// Steps per second of the carve replay and search view for the speed slider's 0..=100.
#[wasm_bindgen]
pub fn animation_rate(slider: u32) -> u32 {
    crate::text::animation_rate(slider)
}

/// A command as the page takes it: a `Direction` number for a move, else the action's name.
fn command_value(command: Option<crate::keys::Command>) -> JsValue {
    use crate::keys::Command;
    match command {
        Some(Command::Move(dir)) => JsValue::from(dir as u8),
        Some(Command::Solution) => "solution".into(),
        Some(Command::Next) => "next".into(),
        Some(Command::Restart) => "restart".into(),
        Some(Command::NewMaze) => "new".into(),
        Some(Command::Menu) => "menu".into(),
        Some(Command::Look) => "look".into(),
        Some(Command::Mute) => "mute".into(),
        None => JsValue::UNDEFINED,
    }
}

/// What a key does on the page (`KeyboardEvent.key`): a `Direction` number for a move, else the
/// action's name (`solution`, `next`, `restart`, `new`, `menu`, `look`); `undefined` for other
/// keys.
#[wasm_bindgen]
pub fn key_command(key: &str) -> JsValue {
    command_value(crate::keys::command(key))
}

/// What button `index` of a standard gamepad does, as `key_command` says it.
#[wasm_bindgen]
pub fn gamepad_command(index: u32) -> JsValue {
    command_value(crate::keys::gamepad_button(index))
}

/// The `Direction` number a gamepad's left stick points at, or `undefined` in the dead zone.
#[wasm_bindgen]
pub fn stick_direction(x: f64, y: f64) -> Option<u8> {
    crate::keys::stick(x, y).map(|d| d as u8)
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

/// How a search explored the maze: the cells it expanded, in order, and the path it found.
#[wasm_bindgen]
pub struct Exploration {
    inner: core::search::Exploration,
}

#[wasm_bindgen]
impl Exploration {
    /// The expanded cells in order (a copy; read once per animation).
    pub fn expanded(&self) -> js_sys::Uint32Array {
        js_sys::Uint32Array::from(self.inner.expanded.as_slice())
    }

    /// The path from the start to the exit (a copy; empty when there is none).
    pub fn path(&self) -> js_sys::Uint32Array {
        js_sys::Uint32Array::from(self.inner.path.as_slice())
    }
}

/// The statistics of the maze being played.
#[wasm_bindgen]
pub struct MazeStats {
    inner: core::stats::Stats,
}

#[wasm_bindgen]
impl MazeStats {
    /// Cells with exactly one open side.
    #[wasm_bindgen(getter)]
    pub fn dead_ends(&self) -> u32 {
        self.inner.dead_ends
    }

    /// Cells with three or four open sides.
    #[wasm_bindgen(getter)]
    pub fn junctions(&self) -> u32 {
        self.inner.junctions
    }

    /// Moves on the shortest path to the exit (`undefined` when there is none).
    #[wasm_bindgen(getter)]
    pub fn solution_length(&self) -> Option<u32> {
        self.inner.solution_length
    }

    /// The longest shortest path from the start to any reachable cell, in moves.
    #[wasm_bindgen(getter)]
    pub fn farthest(&self) -> u32 {
        self.inner.farthest
    }

    /// Cells reachable from the start.
    #[wasm_bindgen(getter)]
    pub fn reachable(&self) -> u32 {
        self.inner.reachable
    }

    /// Reachable cells as a share of all cells (0 to 1).
    #[wasm_bindgen(getter)]
    pub fn reachable_share(&self) -> f64 {
        self.inner.reachable_share
    }

    /// Open passages that close a loop.
    #[wasm_bindgen(getter)]
    pub fn loops(&self) -> u32 {
        self.inner.loops
    }
}

#[wasm_bindgen]
impl Game {
    /// Breadth-first search (`a_star` false) or A* with the Manhattan heuristic from the start.
    pub fn explore(&self, a_star: bool) -> Exploration {
        let strategy = if a_star {
            core::search::Strategy::AStar
        } else {
            core::search::Strategy::BreadthFirst
        };
        Exploration {
            inner: core::search::explore(&self.session.play().maze().grid, strategy),
        }
    }

    /// Dead ends, junctions, solution length, reach and loops of this maze.
    pub fn stats(&self) -> MazeStats {
        MazeStats {
            inner: core::stats::stats(&self.session.play().maze().grid),
        }
    }

    /// This maze as a printable SVG, with or without the solution, captioned with its link's
    /// parameters so a printed maze can be found again.
    pub fn svg(&self, with_solution: bool) -> String {
        let solution = with_solution.then(|| self.session.solution());
        let caption = crate::format::caption(self.session.params());
        crate::format::svg(&self.session.play().maze().grid, solution, &caption)
    }

    /// The query string of this seed and level made by another generator; throws an `Error`
    /// for an unknown name.
    pub fn query_with_algorithm(&self, name: &str) -> Result<String, JsError> {
        let algorithm = Algorithm::from_name(name).ok_or_else(|| {
            JsError::new(&format!(
                "unknown algorithm \"{}\"",
                crate::quote::escaped(name)
            ))
        })?;
        let mut params = self.session.params().clone();
        params.algorithm = algorithm;
        Ok(params.to_query())
    }
}

// The caption for the page's print sheet and PNG export, and the statistics of a maze made in
// the worker (big levels: the page's thread must not spend the time).
#[wasm_bindgen]
impl Game {
    /// The line printed under this maze: `seedmaze · seed S · level K · W×H · algorithm`.
    pub fn caption(&self) -> String {
        crate::format::caption(self.session.params())
    }
}

#[wasm_bindgen(js_class = Maze)]
impl WebMaze {
    /// The statistics of this maze (the worker computes them for big levels).
    pub fn stats(&self) -> MazeStats {
        MazeStats {
            inner: core::stats::stats(&self.maze.grid),
        }
    }
}

// Fog of war, challenges and the daily maze's share text.
#[wasm_bindgen]
impl Game {
    /// Whether this is a fog-of-war game (`mode=fog`).
    #[wasm_bindgen(getter)]
    pub fn fog(&self) -> bool {
        self.session.fog().is_some()
    }

    /// Whether the carve replay, search view, export and print may show the whole maze
    /// (not in fog of war).
    #[wasm_bindgen(getter)]
    pub fn reveals_allowed(&self) -> bool {
        self.session.reveals_allowed()
    }

    /// Address of the fog's seen bytes (1 where seen, one per cell); 0 outside fog mode.
    pub fn fog_ptr(&self) -> *const u8 {
        self.session
            .fog()
            .map_or(std::ptr::null(), |f| f.seen().as_ptr())
    }

    /// Number of seen bytes; 0 outside fog mode.
    pub fn fog_len(&self) -> usize {
        self.session.fog().map_or(0, |f| f.seen().len())
    }

    /// After a win against a challenge: how the run at `now` compared.
    pub fn challenge_verdict(&self, now: f64) -> Option<String> {
        self.session.challenge_verdict(now)
    }

    /// After a win: this maze's query with this run as the challenge.
    pub fn challenge_query(&self, now: f64) -> Option<String> {
        self.session.challenge_query(now)
    }

    /// After a win: a short spoiler-free result, then `link`.
    pub fn result_text(&self, now: f64, link: &str) -> Option<String> {
        self.session.result_text(now, link)
    }
}

/// The query of level 1 of the daily maze of the UTC day at `now_ms` (`Date.now()`).
#[wasm_bindgen]
pub fn daily_query(now_ms: f64) -> Option<String> {
    crate::link::daily_query(now_ms)
}

// ---- the page's view state, its sentences, and the browser services the rules need ----------

mod storage;

use crate::game::progress;

/// Sets `key` of the plain object `target` (the page binds these objects generically).
fn put(target: &js_sys::Object, key: &str, value: impl Into<JsValue>) {
    // Setting a property of a fresh plain object cannot fail.
    let _ = js_sys::Reflect::set(target, &JsValue::from_str(key), &value.into());
}

/// A JS array of the values.
fn array(values: impl IntoIterator<Item = JsValue>) -> js_sys::Array {
    values.into_iter().collect()
}

/// The stored record of the maze `session` plays.
fn stored_record(session: &Session) -> Option<Record> {
    storage::get(&records::key(session.params())).and_then(|text| Record::parse(&text))
}

#[wasm_bindgen]
impl Game {
    /// The view state at `now` (`performance.now()`), a plain object the page binds:
    /// `{ text: { level, size, moves, time, best, seed, mode, challenge }, actions: { name: {
    /// enabled, why, pressed, label } }, label }` (`label`: the board's accessible name).
    pub fn view(&self, now: f64) -> JsValue {
        let v = crate::view::view(&self.session, now, stored_record(&self.session));
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
        let view = js_sys::Object::new();
        put(&view, "text", text);
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
        let params = self.session.params();
        let day = params.daily.map(|d| d.to_string());
        let now = crate::text::Situation {
            seed: params.seed.as_str(),
            level: params.level,
            side: self.session.play().maze().grid.width(),
            daily: day,
            fog: params.fog,
            solution_shown: self.session.solution_shown(),
            algorithm: params.algorithm.name(),
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
    /// `{ text, going_on, held }`: the announcement (it contains "solved"), and the win box's
    /// line while the next level is about to start on its own, or once the player holds it.
    /// `undefined` before a win.
    pub fn win(&self, now: f64, unix_ms: f64) -> JsValue {
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
        match progress::after_win(&self.session) {
            Some(next) => {
                storage::set(progress::PROGRESS_KEY, &next);
            }
            None => storage::remove(progress::PROGRESS_KEY),
        }
        let play = self.session.play();
        let text = crate::text::win(&crate::text::Win {
            level: self.session.params().level,
            elapsed_ms: play.timer().elapsed_ms(now),
            moves: play.moves(),
            new_time: improved.time,
            new_moves: improved.moves,
            verdict: self.session.challenge_verdict(now),
            unsaved: !saved,
        });
        let report = js_sys::Object::new();
        put(
            &report,
            "going_on",
            format!("{text} {}", crate::text::WIN_GOING_ON),
        );
        put(&report, "held", format!("{text} {}", crate::text::WIN_HELD));
        put(&report, "text", text);
        report.into()
    }

    /// The entrance and the exit as segments to erase from the grid: `[x0, y0, x1, y1]` twice,
    /// in cell units (the renderer draws the openings from these).
    pub fn openings(&self) -> Vec<f32> {
        self.session.play().maze().grid.openings().concat()
    }

    /// The segments of the erased walls `from..to` (in erasure order), four numbers each as in
    /// `openings`: what the carve replay erases.
    pub fn segments(&self, from: u32, to: u32) -> Vec<f32> {
        let maze = self.session.play().maze();
        let ids = maze
            .removed
            .get(from as usize..to as usize)
            .unwrap_or_default();
        ids.iter()
            .filter_map(|&id| maze.grid.wall_segment(id))
            .flatten()
            .collect()
    }

    /// The wall bytes after the first `done` erasures (the full grid for 0): the carve
    /// replay's picture at that point.
    pub fn walls_after(&self, done: u32) -> Vec<u8> {
        let maze = self.session.play().maze();
        let grid = &maze.grid;
        let mut partial =
            core::Grid::full(grid.width(), grid.height()).unwrap_or_else(|_| grid.clone());
        for &id in maze.removed.iter().take(done as usize) {
            partial.erase(id);
        }
        partial.walls().to_vec()
    }

    /// Where the ball is and which ways are open, as the I key says it: "Row 3, column 5. Open:
    /// north, east." (directions in the order north, east, south, west), and with the distance
    /// setting on, "The exit is 12 moves away."
    pub fn look(&self) -> String {
        let grid = &self.session.play().maze().grid;
        let cell = self.session.play().player();
        let open: Vec<_> = grid.open_directions(cell).collect();
        let mut said = crate::text::surroundings(cell % grid.width(), cell / grid.width(), &open);
        if stored_settings().distance {
            let loops = self.session.params().algorithm.makes_loops();
            if let Some(moves) = solve::distance_to_exit(grid, self.session.solution(), cell, loops)
            {
                said.push(' ');
                said.push_str(&crate::text::exit_distance(moves));
            }
        }
        said
    }

    /// What a move in `direction` that a wall blocked says: "Wall to the west."
    pub fn bump_text(&self, direction: u8) -> String {
        core::Direction::from_u8(direction).map_or_else(String::new, crate::text::bump)
    }

    /// The tones the page plays after a step with this `outcome` (a step, a bump, the win's
    /// chime; nothing when the level was already won), six numbers each: seconds after now,
    /// Hz, seconds long, pan, gain, wave (0 sine, 1 triangle).
    pub fn cue(&self, outcome: Outcome) -> Vec<f32> {
        use crate::sound::Cue;
        let cue = match outcome {
            Outcome::Moved => Cue::Step,
            Outcome::Blocked => Cue::Bump,
            Outcome::Won => Cue::Win,
            Outcome::Finished => return Vec::new(),
        };
        flat_tones(&cue)
    }

    /// The look cue of the I key: a tone per open way (as `cue`).
    pub fn look_cue(&self) -> Vec<f32> {
        let grid = &self.session.play().maze().grid;
        let cell = self.session.play().player();
        flat_tones(&crate::sound::Cue::Look(
            grid.open_directions(cell).collect(),
        ))
    }

    /// The query of this maze with fog of war turned on or off.
    pub fn fog_query(&self, on: bool) -> String {
        let mut params = self.session.params().clone();
        params.fog = on;
        params.to_query()
    }
}

#[wasm_bindgen]
impl MazeStats {
    /// The statistics panel's rows, each `[name, label, text, value]` (`value` as in the CLI's
    /// JSON, `null` where there is none): plain arrays, so a worker can post them.
    pub fn rows(&self) -> js_sys::Array {
        array(
            crate::text::stat_rows(&self.inner)
                .into_iter()
                .map(|(name, label, text, value)| {
                    let value = value.map_or(JsValue::NULL, JsValue::from_f64);
                    array([name.into(), label.into(), text.into(), value]).into()
                }),
        )
    }
}

/// The progress line while a big level is made (`stage`: start, generate, solve, send, adopt).
#[wasm_bindgen]
pub fn making_text(side: u32, stage: &str) -> String {
    crate::text::making(side, stage)
}

/// The records table from this device's storage, sorted: each row `{ query, label, cells }`
/// with `cells` the best time, its day, the fewest moves, its day and the efficiency (`–`
/// where unset). Entries that are not valid records of this game are skipped.
#[wasm_bindgen]
pub fn records_table() -> js_sys::Array {
    let keys = storage::keys(crate::game::best::BEST_KEY_PREFIX);
    let entries: Vec<(String, String)> = keys
        .into_iter()
        .filter_map(|k| storage::get(&k).map(|v| (k, v)))
        .collect();
    let rows = records::table(entries.iter().map(|(k, v)| (k.as_str(), v.as_str())));
    array(rows.into_iter().map(|row| {
        let object = js_sys::Object::new();
        put(&object, "query", row.query.as_str());
        put(&object, "label", row.label.as_str());
        let cells = records::cells(&row).into_iter().map(JsValue::from);
        put(&object, "cells", array(cells));
        object.into()
    }))
}

/// Removes every record of this game from this device's storage; returns how many.
#[wasm_bindgen]
pub fn clear_records() -> u32 {
    let keys = storage::keys(crate::game::best::BEST_KEY_PREFIX);
    for key in &keys {
        storage::remove(key);
    }
    keys.len() as u32
}

/// Tones as six numbers each, for the page's synthesiser.
fn flat_tones(cue: &crate::sound::Cue) -> Vec<f32> {
    crate::sound::tones(cue)
        .iter()
        .flat_map(|t| [t.at, t.freq, t.length, t.pan, t.gain, f32::from(t.wave)])
        .collect()
}

/// The player's settings on this device (stored by Rust): `{ sound, volume, moves, distance }`.
#[wasm_bindgen]
pub fn settings() -> JsValue {
    let s = stored_settings();
    let object = js_sys::Object::new();
    put(&object, "sound", s.sound);
    put(&object, "volume", s.volume);
    put(&object, "moves", s.announce_moves);
    put(&object, "distance", s.distance);
    object.into()
}

/// Sets one setting (`sound`, `volume` 0..=100, `moves`, `distance`) and stores them; returns the sentence
/// to announce for a change of sound ("Sound off." / "Sound on."), else an empty one.
#[wasm_bindgen]
pub fn set_setting(name: &str, value: f64) -> String {
    let old = stored_settings();
    let new = old.with(name, value);
    storage::set(game::settings::SETTINGS_KEY, &new.to_text());
    if old.sound == new.sound {
        String::new()
    } else {
        crate::text::sound_changed(new.sound).to_owned()
    }
}

fn stored_settings() -> game::settings::Settings {
    storage::get(game::settings::SETTINGS_KEY)
        .map(|text| game::settings::Settings::parse(&text))
        .unwrap_or_default()
}
