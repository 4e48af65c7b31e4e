//! The `#[wasm_bindgen]` facade: the only file that talks to JavaScript.
//!
//! Every rule (movement, winning, levels, time, URL parameters, best-time validation) stays in
//! the core; this file only adapts it. Large data (wall bytes, footprints, the solution) is read
//! by JS through `(pointer, length)` pairs into wasm memory, never copied per frame. Rust-only
//! helpers live in plain `impl` blocks; the JS-facing methods in `#[wasm_bindgen] impl` blocks.
//!
//! `tests/web.rs` compiles this same file into its own crate (this module is private to the
//! library), against the public core: hence the `crate::{game, maze, share}` paths, and the
//! `cfg_attr(not(test), wasm_bindgen…)` form, which keeps that copy from exporting the names the
//! library already exports (the linker would reject the duplicates).

// In a `cfg(test)` build nothing is exported, so nothing here is used by the library itself.
#![cfg_attr(test, allow(dead_code))]

use crate::game::{self, MAX_LEVEL, Play, level_side};
use crate::maze::grid::{EAST_WALL, MAX_SIDE, SOUTH_WALL};
use crate::maze::{self as core, Algorithm, Seed, solve};
use crate::share::{self, Params};
use wasm_bindgen::JsError;
#[cfg(not(test))]
use wasm_bindgen::prelude::wasm_bindgen;

/// How many cells a side grows per level when the URL fixed the size (mirrors the level schedule).
const SIZE_STEP: u32 = 4;
/// Longest best time accepted from storage (100 hours, in ms); anything longer is corrupt.
const MAX_BEST_MS: u64 = 100 * 60 * 60 * 1000;
/// Version tag of the best-time storage keys.
const BEST_KEY_PREFIX: &str = "seedmaze.best.v1?";

/// Wall bits of a cell's wall byte.
#[cfg_attr(not(test), wasm_bindgen)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Wall {
    /// The wall on the cell's east side stands.
    East = 1,
    /// The wall on the cell's south side stands.
    South = 2,
}

/// A direction to move in, as `Game::step` takes it.
#[cfg_attr(not(test), wasm_bindgen)]
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
#[cfg_attr(not(test), wasm_bindgen)]
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
#[cfg_attr(not(test), wasm_bindgen)]
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
#[cfg_attr(not(test), wasm_bindgen(js_name = Maze))]
pub struct WebMaze {
    maze: core::Maze,
}

/// Generates the maze for (`width`, `height`, `seed`, `algorithm`); throws an `Error` on bad input.
#[cfg_attr(not(test), wasm_bindgen)]
pub fn generate_maze(
    width: u32,
    height: u32,
    seed: &str,
    algorithm: &str,
) -> Result<WebMaze, JsError> {
    install_panic_hook();
    let seed = Seed::parse(seed).map_err(|e| JsError::new(&e.to_string()))?;
    let algorithm = Algorithm::from_name(algorithm).ok_or_else(|| {
        let names: Vec<_> = Algorithm::ALL.iter().map(|a| a.name()).collect();
        JsError::new(&format!(
            "unknown algorithm {algorithm:?}; use one of {}",
            names.join(", ")
        ))
    })?;
    let maze = core::generate(&seed, width, height, algorithm)
        .map_err(|e| JsError::new(&e.to_string()))?;
    Ok(WebMaze { maze })
}

impl WebMaze {
    /// The core maze (for Rust callers and tests).
    pub fn inner(&self) -> &core::Maze {
        &self.maze
    }
}

#[cfg_attr(not(test), wasm_bindgen(js_class = Maze))]
impl WebMaze {
    /// Number of columns.
    #[cfg_attr(not(test), wasm_bindgen(getter))]
    pub fn width(&self) -> u32 {
        self.maze.grid.width()
    }

    /// Number of rows.
    #[cfg_attr(not(test), wasm_bindgen(getter))]
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

    /// Address of the wall bytes in wasm memory (valid until the next call into wasm).
    pub fn walls_ptr(&self) -> *const u8 {
        self.maze.grid.walls().as_ptr()
    }

    /// Number of wall bytes (`width * height`).
    pub fn walls_len(&self) -> usize {
        self.maze.grid.walls().len()
    }
}

/// The game in a page: parameters, the level being played, the solution and the notices.
#[cfg_attr(not(test), wasm_bindgen)]
pub struct Game {
    params: Params,
    play: Play,
    solution: Vec<u32>,
    links: Vec<u8>,
    solution_shown: bool,
    notices: Vec<String>,
}

impl Game {
    /// Starts a game from a URL query string; bad parameters become notices. A size the core
    /// rejects (impossible after parsing, but checked) falls back to level 1.
    pub fn from_query(query: &str) -> Result<Game, core::SizeError> {
        let (params, errors) = share::parse_query(query, Seed::random);
        let mut notices: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
        match Game::with_params(params.clone(), notices.clone()) {
            Ok(game) => Ok(game),
            Err(error) => {
                notices.push(format!("{error}; used level 1 instead"));
                Game::with_params(Params::new(params.seed), notices)
            }
        }
    }

    /// Starts a game on the level `params` describe, keeping `notices` to show.
    pub fn with_params(params: Params, notices: Vec<String>) -> Result<Game, core::SizeError> {
        let side = params.side();
        let maze = core::generate(&params.seed, side, side, params.algorithm)?;
        let mut game = Game {
            params,
            play: Play::new(maze),
            solution: Vec::new(),
            links: Vec::new(),
            solution_shown: false,
            notices,
        };
        game.solve();
        Ok(game)
    }

    /// The parameters of the level being played.
    pub fn params(&self) -> &Params {
        &self.params
    }

    /// The level being played.
    pub fn play(&self) -> &Play {
        &self.play
    }

    /// The shortest path from the start to the exit.
    pub fn solution(&self) -> &[u32] {
        &self.solution
    }

    /// One byte per cell of `Link` bits: where the solution leaves each cell (0 off the path).
    pub fn links(&self) -> &[u8] {
        &self.links
    }

    /// Computes the solution and its per-cell links for the current maze.
    fn solve(&mut self) {
        let grid = &self.play.maze().grid;
        self.solution = solve::shortest_path(grid).unwrap_or_default();
        self.links = vec![0; grid.cells() as usize];
        let width = grid.width();
        let link = |from: u32, to: u32| -> u8 {
            if to == from + 1 {
                Link::East as u8
            } else if to + 1 == from {
                Link::West as u8
            } else if to == from + width {
                Link::South as u8
            } else if to + width == from {
                Link::North as u8
            } else {
                0
            }
        };
        for pair in self.solution.windows(2) {
            if let [a, b] = *pair {
                if let Some(byte) = self.links.get_mut(a as usize) {
                    *byte |= link(a, b);
                }
                if let Some(byte) = self.links.get_mut(b as usize) {
                    *byte |= link(b, a);
                }
            }
        }
        if !self.solution.is_empty() {
            let exit = grid.exit() as usize;
            if let Some(byte) = self.links.first_mut() {
                *byte |= Link::West as u8;
            }
            if let Some(byte) = self.links.get_mut(exit) {
                *byte |= Link::East as u8;
            }
        }
    }

    /// Replaces the level with the one `params` describe (the URL notices are done with); on a
    /// size error nothing changes.
    fn switch_to(&mut self, params: Params) -> bool {
        match Game::with_params(params, Vec::new()) {
            Ok(game) => {
                *self = game;
                true
            }
            Err(_) => false,
        }
    }
}

/// Parses a stored best time: whole milliseconds, 1 to 100 hours; anything else is ignored.
pub fn parse_best(stored: &str) -> Option<u64> {
    let text = stored.trim();
    if text.is_empty() || text.len() > 12 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse::<u64>()
        .ok()
        .filter(|&ms| (1..=MAX_BEST_MS).contains(&ms))
}

#[cfg_attr(not(test), wasm_bindgen)]
impl Game {
    /// Starts a game from `location.search`; bad parameters fall back to defaults as notices.
    #[cfg_attr(not(test), wasm_bindgen(constructor))]
    pub fn new(query: &str) -> Result<Game, JsError> {
        install_panic_hook();
        Game::from_query(query).map_err(|e| JsError::new(&e.to_string()))
    }

    /// The seed text.
    #[cfg_attr(not(test), wasm_bindgen(getter))]
    pub fn seed(&self) -> String {
        self.params.seed.to_string()
    }

    /// The level number (1 to `last_level`).
    #[cfg_attr(not(test), wasm_bindgen(getter))]
    pub fn level(&self) -> u32 {
        self.params.level
    }

    /// The last level there is.
    #[cfg_attr(not(test), wasm_bindgen(getter))]
    pub fn last_level(&self) -> u32 {
        MAX_LEVEL
    }

    /// The generator's name (`union-find` or `perfect`).
    #[cfg_attr(not(test), wasm_bindgen(getter))]
    pub fn algorithm(&self) -> String {
        self.params.algorithm.name().to_owned()
    }

    /// Number of columns.
    #[cfg_attr(not(test), wasm_bindgen(getter))]
    pub fn width(&self) -> u32 {
        self.play.maze().grid.width()
    }

    /// Number of rows.
    #[cfg_attr(not(test), wasm_bindgen(getter))]
    pub fn height(&self) -> u32 {
        self.play.maze().grid.height()
    }

    /// Number of cells.
    #[cfg_attr(not(test), wasm_bindgen(getter))]
    pub fn cells(&self) -> u32 {
        self.play.maze().grid.cells()
    }

    /// The exit cell (bottom-right).
    #[cfg_attr(not(test), wasm_bindgen(getter))]
    pub fn exit(&self) -> u32 {
        self.play.maze().grid.exit()
    }

    /// The player's cell.
    #[cfg_attr(not(test), wasm_bindgen(getter))]
    pub fn player(&self) -> u32 {
        self.play.player()
    }

    /// Successful moves on this level.
    #[cfg_attr(not(test), wasm_bindgen(getter))]
    pub fn moves(&self) -> u32 {
        self.play.moves()
    }

    /// Whether this level is won.
    #[cfg_attr(not(test), wasm_bindgen(getter))]
    pub fn won(&self) -> bool {
        self.play.won()
    }

    /// Whether the solution is shown.
    #[cfg_attr(not(test), wasm_bindgen(getter))]
    pub fn solution_shown(&self) -> bool {
        self.solution_shown
    }

    /// Whether the play clock is counting.
    #[cfg_attr(not(test), wasm_bindgen(getter))]
    pub fn timer_running(&self) -> bool {
        self.play.timer().is_running()
    }

    /// The query string that reproduces this level (`seed=…&level=…[&size=…][&algo=…]`).
    pub fn query(&self) -> String {
        self.params.to_query()
    }

    /// The bad-parameter messages, one full sentence each (empty when the URL was fine).
    pub fn notices(&self) -> Vec<String> {
        self.notices.clone()
    }

    /// Forgets the notices (the player dismissed them).
    pub fn dismiss_notices(&mut self) {
        self.notices.clear();
    }

    /// Tries to move one cell in `direction` (a `Direction` value) at `now` (ms, `performance.now`).
    pub fn step(&mut self, direction: u8, now: f64) -> Outcome {
        match core::Direction::from_u8(direction) {
            Some(dir) => self.play.step(dir, now).into(),
            None => Outcome::Blocked,
        }
    }

    /// Puts the player back on the start; moves, footprints and time reset.
    pub fn restart(&mut self) {
        self.play.restart();
    }

    /// After a win, goes to the next, larger level of the same seed (with a fixed `size`, the
    /// side grows by 4); returns false and changes nothing before the win. At the last level the
    /// next maze is the last level again with a fresh seed.
    pub fn next_level(&mut self) -> bool {
        if !self.play.won() {
            return false;
        }
        let mut params = self.params.clone();
        if params.level < MAX_LEVEL {
            params.level += 1;
            params.size = params
                .size
                .map(|side| side.saturating_add(SIZE_STEP).min(MAX_SIDE));
        } else if params.size.is_none_or(|side| side >= MAX_SIDE) {
            params.seed = Seed::random();
        } else {
            params.size = params
                .size
                .map(|side| side.saturating_add(SIZE_STEP).min(MAX_SIDE));
        }
        self.switch_to(params)
    }

    /// Starts a fresh random seed at the same level, size and algorithm.
    pub fn new_seed(&mut self) {
        let mut params = self.params.clone();
        params.seed = Seed::random();
        // The size is the current one, which the core already accepted.
        self.switch_to(params);
    }

    /// Shows or hides the solution; returns whether it is now shown.
    pub fn toggle_solution(&mut self) -> bool {
        self.solution_shown = !self.solution_shown;
        self.solution_shown
    }

    /// Play time at `now`, in milliseconds.
    pub fn elapsed_ms(&self, now: f64) -> f64 {
        self.play.timer().elapsed_ms(now)
    }

    /// Pauses the clock (the page was hidden) at `now`.
    pub fn pause(&mut self, now: f64) {
        self.play.timer_mut().pause(now);
    }

    /// Resumes the clock (the page is visible again) at `now`.
    pub fn resume(&mut self, now: f64) {
        let won = self.play.won();
        self.play.timer_mut().resume(now, won);
    }

    /// The localStorage key of this level's best time (per seed, level, size and algorithm).
    pub fn best_key(&self) -> String {
        format!("{BEST_KEY_PREFIX}{}", self.params.to_query())
    }

    /// A stored best time in ms, or `undefined` when the stored text is missing or corrupt.
    pub fn best_ms(stored: Option<String>) -> Option<f64> {
        stored.as_deref().and_then(parse_best).map(|ms| ms as f64)
    }

    /// After a win: the text to store as the new best time when the time at `now` beats
    /// `stored` (or `stored` is missing or corrupt); `undefined` when it does not, or before a win.
    pub fn record_best(&self, stored: Option<String>, now: f64) -> Option<String> {
        if !self.play.won() {
            return None;
        }
        let elapsed = self.play.timer().elapsed_ms(now).round().max(1.0);
        if !elapsed.is_finite() || elapsed > MAX_BEST_MS as f64 {
            return None;
        }
        let ms = elapsed as u64;
        match stored.as_deref().and_then(parse_best) {
            Some(best) if best <= ms => None,
            _ => Some(ms.to_string()),
        }
    }

    /// The side length level `level` has (levels out of range are clamped).
    pub fn level_side(level: u32) -> u32 {
        level_side(level)
    }

    /// Address of the wall bytes (`Wall` bits, one per cell); rebuild views after any call.
    pub fn walls_ptr(&self) -> *const u8 {
        self.play.maze().grid.walls().as_ptr()
    }

    /// Number of wall bytes.
    pub fn walls_len(&self) -> usize {
        self.play.maze().grid.walls().len()
    }

    /// Address of the erased wall ids (`u32`, erasure order).
    pub fn removed_ptr(&self) -> *const u32 {
        self.play.maze().removed.as_ptr()
    }

    /// Number of erased wall ids.
    pub fn removed_len(&self) -> usize {
        self.play.maze().removed.len()
    }

    /// Address of the visited bytes (1 where the player has been, one per cell).
    pub fn visited_ptr(&self) -> *const u8 {
        self.play.visited().as_ptr()
    }

    /// Number of visited bytes.
    pub fn visited_len(&self) -> usize {
        self.play.visited().len()
    }

    /// Address of the trail (`u32` cells in the order first reached).
    pub fn trail_ptr(&self) -> *const u32 {
        self.play.trail().as_ptr()
    }

    /// Number of cells in the trail.
    pub fn trail_len(&self) -> usize {
        self.play.trail().len()
    }

    /// Address of the solution (`u32` cells from the start to the exit).
    pub fn solution_ptr(&self) -> *const u32 {
        self.solution.as_ptr()
    }

    /// Number of cells on the solution.
    pub fn solution_len(&self) -> usize {
        self.solution.len()
    }

    /// Address of the solution links (`Link` bits, one byte per cell).
    pub fn links_ptr(&self) -> *const u8 {
        self.links.as_ptr()
    }

    /// Number of link bytes.
    pub fn links_len(&self) -> usize {
        self.links.len()
    }
}
