//! A game across levels: the link's parameters, the level being played, its solution, and
//! the notices about parameters that could not be used.

use super::challenge_rules::format_time;
use super::fog::Fog;
use super::ghost::{Ghost, GhostAt};
use super::hinted::Hinted;
use super::hints::Hint;
use super::level_maker::{make_level, square_shape};
use super::play::{Play, StepOutcome};
use super::records::{Improved, Record};
use link::calendar::Date;
use link::{Challenge, Params};
use maze::shape::Topology;
use maze::{Direction, Grid, Maze, Seed, ShapeMaze, generate, solve};
use std::cell::OnceCell;

/// How many cells around the player the fog lifts (`mode=fog`).
pub const FOG_RADIUS: u32 = 2;

pub mod adopt;
mod keys;
mod shape_check;

pub use shape_check::ShapeCheck;

/// Bit of a cell's solution-link byte: the path leaves the cell northwards.
pub const LINK_NORTH: u8 = 1;
/// Bit: the path leaves eastwards (the exit cell also links east, through the exit opening).
pub const LINK_EAST: u8 = 2;
/// Bit: the path leaves southwards.
pub const LINK_SOUTH: u8 = 4;
/// Bit: the path leaves westwards (the start cell also links west, through the entrance).
pub const LINK_WEST: u8 = 8;

/// The whole game state a page needs between key presses.
#[derive(Clone, Debug)]
pub struct Session {
    params: Params,
    play: Play,
    /// The shortest path, once known: solved here on first need (a level made on this thread,
    /// where solving a small maze costs well under a millisecond), or handed in by
    /// `adopt_solution` while `awaited`.
    solved: OnceCell<Solved>,
    /// The solution is being made elsewhere (the page's worker), so that the player can move
    /// before it exists: it is not solved here on demand, and everything that needs it (shown,
    /// traced, the efficiency, the challenge's check) waits for `adopt_solution`.
    awaited: bool,
    /// The erasure order (the carve replay's) is still on its way: a square adopted from its
    /// wall bytes alone (`adopt::Adoption::walls_first`) until `adopt_order`.
    order_awaited: bool,
    solution_shown: bool,
    notices: Vec<String>,
    fog: Option<Fog>,
    /// The link's run replayed on this maze, when it keeps the rules.
    ghost: Option<Ghost>,
    /// The hints asked for on this level (`hint`).
    hinted: Hinted,
    /// With keys and doors, the distances the hints lead by (searched on first need).
    key_route: OnceCell<crate::key_route::KeyRoute>,
    /// The hints' distances being searched in slices (`prepare_hints`).
    key_making: crate::key_route::Making,
    /// The doors and route the page's worker placed, until the solution is adopted.
    offered_doors: Option<(maze::doors::Doors, Vec<u32>)>,
}

impl Session {
    /// Starts the level `params` describe, keeping `notices` to show; `Plan::start` is the way
    /// in. A size out of range gives level 1 of the same seed with one more notice.
    pub(super) fn start(params: Params, notices: Vec<String>) -> Session {
        let seed = params.seed.clone();
        match Session::with_params(params, notices.clone()) {
            Ok(session) => session,
            Err(error) => {
                // Parsing already clamps sizes, so this only guards the contract.
                let mut notices = notices;
                notices.push(text::used_level_one(&error));
                Session::first_level(seed, notices)
            }
        }
    }

    /// The level `params` describe, or its size error; solved on first need.
    fn with_params(params: Params, notices: Vec<String>) -> Result<Session, String> {
        let (maze, square) = make_level(&params)?;
        Ok(Session::assemble(params, maze, square, Path::Here, notices))
    }

    /// The one place a session is put together: the fog, the solution as `path` says, and,
    /// once the solution is known, the challenge checked against it.
    pub(crate) fn assemble(
        params: Params,
        maze: ShapeMaze,
        square: Option<Grid>,
        path: Path,
        notices: Vec<String>,
    ) -> Session {
        let fog = params.fog.then(|| new_fog(&maze, square.as_ref()));
        let mut session = Session {
            params,
            play: Play::new(maze, square),
            solved: OnceCell::new(),
            awaited: matches!(path, Path::Later),
            order_awaited: false,
            solution_shown: false,
            notices,
            fog,
            ghost: None,
            hinted: Hinted::default(),
            key_route: OnceCell::new(),
            key_making: Default::default(),
            offered_doors: None,
        };
        session.check_run();
        if let Path::Known(path) = path {
            let solved = Solved::new(path, session.play.square());
            let _ = session.solved.set(solved);
        }
        session.lock_doors();
        session.check_challenge();
        session
    }

    /// Replays the link's run on the maze: the ghost to race, or a notice and no run. Only the
    /// walls are needed, so this never waits for the solution.
    fn check_run(&mut self) {
        let Some(run) = &self.params.run else {
            return;
        };
        match Ghost::new(run, self.play.maze()) {
            Ok(ghost) => self.ghost = Some(ghost),
            Err(problem) => {
                self.notices.push(problem.to_string());
                self.params.run = None;
            }
        }
    }

    /// Drops a challenge the shortest path cannot meet, with a notice; the solution must be
    /// known (a level solved here is solved now, the first need), else this waits.
    fn check_challenge(&mut self) {
        let Some(challenge) = self.params.challenge else {
            return;
        };
        let Some(solved) = self.solved() else {
            return;
        };
        let shortest = solved.path.len().saturating_sub(1) as u32;
        if let Err(problem) = challenge.fits(shortest) {
            let ignored = text::challenge_ignored(&challenge.to_param(), &problem.to_string());
            self.notices.push(ignored);
            self.params.challenge = None;
        }
    }

    /// The solution and its links: known, solved here now (first need), or `None` while
    /// another thread makes it.
    fn solved(&self) -> Option<&Solved> {
        if self.awaited {
            return self.solved.get();
        }
        Some(self.solved.get_or_init(|| {
            let path = match self.play.square() {
                Some(grid) => solve::square_shortest_path(grid),
                None => solve::shortest_path(self.play.maze()),
            };
            Solved::new(path.unwrap_or_default(), self.play.square())
        }))
    }

    /// Whether the solution is known or can be had here at once; false while the page's
    /// worker is still making it.
    pub fn solution_ready(&self) -> bool {
        !self.awaited
    }

    /// Takes the solution made elsewhere for this level: a walk from the start to the exit
    /// through open walls (square: never straight back), and, from `Outside`, as short as a
    /// breadth-first search finds. `Ok(false)` when no solution was awaited (the level was
    /// solved already: nothing changes); the first problem otherwise, and the level still
    /// awaits one (`solve_here` gives it).
    pub fn adopt_solution(
        &mut self,
        path: Vec<u32>,
        origin: adopt::Origin,
    ) -> Result<bool, adopt::AdoptError> {
        if !self.awaited {
            return Ok(false);
        }
        self.check_walk(&path)?;
        if origin == adopt::Origin::Outside {
            let shortest = match self.play.square() {
                Some(grid) => solve::square_shortest_path(grid),
                None => solve::shortest_path(self.play.maze()),
            }
            .map_or(0, |p| p.len().saturating_sub(1));
            let moves = path.len().saturating_sub(1);
            if moves != shortest {
                return Err(adopt::AdoptError::SolutionLonger {
                    moves,
                    shortest: shortest as u32,
                });
            }
        }
        let solved = Solved::new(path, self.play.square());
        let _ = self.solved.set(solved);
        self.awaited = false;
        self.lock_doors();
        self.check_challenge();
        Ok(true)
    }

    /// The level's erasure order comes later (`adopt_order`): the maze holds its open walls
    /// but no order yet, and the carve replay waits.
    pub(crate) fn await_order(&mut self) {
        self.order_awaited = true;
    }

    /// Whether the erasure order is known (the carve replay can run).
    pub fn order_ready(&self) -> bool {
        !self.order_awaited
    }

    /// Takes the erasure order of a level adopted from its walls alone from `check` (an
    /// `adopt::OrderCheck` run against this maze's open walls), once it passed; refused
    /// otherwise, and the order still awaited (`order_from_walls` gives one). Nothing changes
    /// when no order was awaited.
    pub fn adopt_order(&mut self, check: adopt::OrderCheck) -> Result<(), adopt::AdoptError> {
        if !self.order_awaited {
            return Ok(());
        }
        let listed = check.ids().len();
        let Some(ids) = check.passed() else {
            return Err(adopt::AdoptError::RemovedCount {
                listed,
                erased: self.play.maze().open_walls().count(),
            });
        };
        self.play.set_order(ids);
        self.order_awaited = false;
        Ok(())
    }

    /// Gives a level whose erasure order will not come (the worker failed, or sent one that
    /// was refused) its open walls in id order: the carve replay then ends in the same maze.
    pub fn order_from_walls(&mut self) {
        if self.order_awaited {
            let ids = self.play.maze().open_walls().erased().collect();
            self.play.set_order(ids);
            self.order_awaited = false;
        }
    }

    /// Solves the level on this thread when its solution was awaited and will not come (the
    /// worker failed, or sent one that was refused).
    pub fn solve_here(&mut self) {
        if self.awaited && self.solved.get().is_none() {
            self.awaited = false;
            self.lock_doors();
            self.check_challenge();
        }
    }

    /// `path` walks from the start to the exit of this level through open walls.
    fn check_walk(&self, path: &[u32]) -> Result<(), adopt::AdoptError> {
        if let Some(grid) = self.play.square() {
            return adopt::check_solution(grid.walls(), grid.width() as usize, path);
        }
        self.check_open_walk(path)
    }

    /// `path` walks from the start to the exit of this level through open passages, of any
    /// shape, turning back or not (a route through keys and doors does).
    fn check_open_walk(&self, path: &[u32]) -> Result<(), adopt::AdoptError> {
        let maze = self.play.maze();
        if path.first() != Some(&0) || path.last() != Some(&maze.layout.exit()) {
            return Err(adopt::AdoptError::SolutionEnds);
        }
        for (index, pair) in path.windows(2).enumerate() {
            let open = match *pair {
                [a, b] => self.open_step(a, b),
                _ => false,
            };
            if !open {
                return Err(adopt::AdoptError::SolutionStep { index: index + 1 });
            }
        }
        Ok(())
    }

    /// Whether cells `a` and `b` are neighbours with an open passage between them.
    fn open_step(&self, a: u32, b: u32) -> bool {
        let maze = self.play.maze();
        (maze.layout.neighbors(a)).any(|n| n.cell == b && maze.is_open(n.wall))
    }

    /// Level 1 of `seed`, which always exists.
    fn first_level(seed: Seed, notices: Vec<String>) -> Session {
        let params = Params::new(seed);
        let side = params.side();
        let maze = match generate(&params.seed, side, side, params.algorithm) {
            Ok(maze) => maze,
            // Level 1 is 8×8, inside every bound; an empty maze is the only cost if not.
            Err(_) => Maze {
                grid: maze::Grid::smallest(),
                removed: Vec::new(),
                algorithm: params.algorithm,
            },
        };
        let (shaped, grid) = square_shape(maze, 0);
        Session::assemble(params, shaped, Some(grid), Path::Here, notices)
    }

    /// The parameters of the level being played.
    pub fn params(&self) -> &Params {
        &self.params
    }

    /// The level being played.
    pub fn play(&self) -> &Play {
        &self.play
    }

    /// The play state, for the clock.
    pub fn play_mut(&mut self) -> &mut Play {
        &mut self.play
    }

    /// The shortest path from the start to the exit; empty while the page's worker is still
    /// making it (`solution_ready`), never a part of one.
    pub fn solution(&self) -> &[u32] {
        self.solved().map_or(&[], |s| &s.path)
    }

    /// One byte per cell of `LINK_*` bits: where the solution leaves each cell (0 off the path);
    /// empty while the solution is awaited, and for shapes other than square.
    pub fn links(&self) -> &[u8] {
        self.solved().map_or(&[], |s| &s.links)
    }

    /// Whether the solution is shown.
    pub fn solution_shown(&self) -> bool {
        self.solution_shown
    }

    /// Shows or hides the solution; returns whether it is now shown (never in fog, nor before
    /// the solution is known).
    pub fn toggle_solution(&mut self) -> bool {
        self.solution_shown = !self.solution_shown && self.fog.is_none() && !self.awaited;
        self.solution_shown
    }

    /// Whether tools that show the whole maze (carve replay, search view, export, printing) may
    /// run: not in fog of war, which would give away the unseen cells.
    pub fn reveals_allowed(&self) -> bool {
        self.fog.is_none()
    }

    /// The fog's seen bytes (one per cell, 1 where seen), or `None` outside fog mode.
    pub fn fog(&self) -> Option<&Fog> {
        self.fog.as_ref()
    }

    /// A press of the hint (`?`): a stretch more of the shortest way from the ball to the exit
    /// (`Hinted::press`), and what it says; `None` once won, or where the exit cannot be
    /// reached.
    pub fn hint(&mut self) -> Option<String> {
        if self.play.won() {
            return None;
        }
        if let Some(said) = self.hint_through_keys() {
            return said;
        }
        let maze = self.play.maze();
        let hint = self.hinted.press(maze, self.play.player())?;
        Some(hint.said(maze))
    }

    /// The hint's route ahead of the ball, while one is shown.
    pub fn hint_shown(&self) -> Option<&Hint> {
        self.hinted.shown()
    }

    /// Searches about `budget` more cells for the hints (`Hinted::prepare`); true once done.
    pub fn prepare_hints(&mut self, budget: u32) -> bool {
        if let Some(done) = self.prepare_key_hints(budget) {
            return done;
        }
        self.hinted.prepare(self.play.maze(), budget)
    }

    /// How many hints were taken on this level since it started or restarted.
    pub fn hints_taken(&self) -> u32 {
        self.hinted.taken()
    }

    /// Restarts the level: the player back on the start, the fog closed again, no hint taken.
    pub fn restart(&mut self) {
        self.hinted.restart();
        self.play.restart();
        if let Some(fog) = &mut self.fog {
            *fog = new_fog(self.play.maze(), self.play.square());
        }
    }

    /// The link's challenge once checked against the shortest path (`None` before that).
    fn checked_challenge(&self) -> Option<Challenge> {
        self.params.challenge.filter(|_| !self.awaited)
    }

    /// "Beat 0:42.3 in 57 moves" when the link carries a challenge (once it is checked).
    pub fn challenge_text(&self) -> Option<String> {
        self.checked_challenge()
            .map(crate::challenge_rules::target_text)
    }

    /// After a win against a challenge: how the run compared, in one sentence (once the
    /// challenge is checked).
    pub fn challenge_verdict(&self, now: f64) -> Option<String> {
        let challenge = self.checked_challenge()?;
        self.play.won().then(|| {
            let time = self.play.timer().elapsed_ms(now);
            crate::challenge_rules::verdict(challenge, time, self.play.moves())
        })
    }

    /// After a win: the query of this maze carrying this run's time and moves as a challenge.
    pub fn challenge_query(&self, now: f64) -> Option<String> {
        if !self.play.won() {
            return None;
        }
        let elapsed = self.play.timer().elapsed_ms(now).round().max(1.0) as u64;
        let challenge = Challenge {
            time_ms: elapsed,
            moves: self.play.moves(),
        };
        let mut params = self.params.clone();
        params.challenge = Challenge::parse_text(&challenge.to_param()).ok();
        params.run = self.won_run();
        Some(params.to_query())
    }

    /// After a win: the query of this maze carrying this run as a ghost (no challenge), for
    /// the result's share; the run is left out when it would not fit in a link.
    pub fn result_query(&self) -> Option<String> {
        if !self.play.won() {
            return None;
        }
        let mut params = self.params.clone();
        params.challenge = None;
        params.run = self.won_run();
        Some(params.to_query())
    }

    /// After a win: this run, with the hints it took.
    fn won_run(&self) -> Option<link::Run> {
        Some(self.play.won_run()?.with_hints(self.hints_taken()))
    }

    /// After a win: this run's `run=` value, `None` when it would not fit in a link.
    pub fn run_param(&self) -> Option<String> {
        self.won_run()?.to_param().ok()
    }

    /// The ghost to race, when the link carried a run that keeps the rules on this maze.
    pub fn ghost(&self) -> Option<&Ghost> {
        self.ghost.as_ref()
    }

    /// The ghost's clock: the player's play time since their first move (it pauses with the
    /// play clock), `None` before that move, while the ghost waits on the start.
    pub fn ghost_clock(&self, now: f64) -> Option<f64> {
        (self.play.moves() > 0).then(|| self.play.timer().elapsed_ms(now))
    }

    /// Where to draw the ghost at `now`.
    pub fn ghost_at(&self, now: f64) -> Option<GhostAt> {
        Some(self.ghost.as_ref()?.at(self.ghost_clock(now)))
    }

    /// The HUD's ghost field at `now`: "ghost +1.4 s" (ahead) or "ghost −0.8 s" (behind).
    pub fn ghost_gap_text(&self, now: f64) -> Option<String> {
        let ghost = self.ghost.as_ref()?;
        let gap = ghost.gap_ms(self.play.player(), self.ghost_clock(now));
        Some(text::ghost_gap(gap))
    }

    /// Where the ghost is, for play by ear: "Ghost two cells ahead."
    pub fn ghost_place_text(&self, now: f64) -> Option<String> {
        let ghost = self.ghost.as_ref()?;
        let t = self.ghost_clock(now);
        let ahead = ghost.cells_ahead(self.play.player(), t);
        Some(text::ghost_place(ahead, ghost.finished(t)))
    }

    /// After a win against a ghost: who was faster and by how much.
    pub fn ghost_verdict(&self, now: f64) -> Option<String> {
        let ghost = self.ghost.as_ref()?;
        let mine = self.play.timer().elapsed_ms(now);
        self.play.won().then(|| {
            let verdict = text::ghost_verdict(mine, ghost.finish_ms());
            text::ghost_hints(verdict, ghost.hints())
        })
    }

    /// After a win: the record text to store when this run beat `stored` (time or moves;
    /// `stored` may be missing, old or corrupt), dated `today`; `None` when nothing improved,
    /// or before a win.
    pub fn record_after_win(
        &self,
        stored: Option<&str>,
        now: f64,
        today: Option<Date>,
    ) -> Option<String> {
        self.win_record(stored, now, today)
            .map(|(record, _)| record.to_text())
    }

    /// After a win: the record this run makes of `stored` and what it improved, when it
    /// improved anything (as `record_after_win`, for callers that also say what was set).
    pub fn win_record(
        &self,
        stored: Option<&str>,
        now: f64,
        today: Option<Date>,
    ) -> Option<(Record, Improved)> {
        // The records are runs without hints: a run with them is kept apart, in none.
        if !self.play.won() || self.hints_taken() > 0 {
            return None;
        }
        let old = stored.and_then(Record::parse).unwrap_or_default();
        let (record, improved) =
            old.update(self.play.timer().elapsed_ms(now), self.play.moves(), today);
        (improved.time || improved.moves).then_some((record, improved))
    }

    /// A short, spoiler-free result to share after a win: level, time, moves and efficiency
    /// (shortest path against moves), then `link`; `None` until the solution is known.
    pub fn result_text(&self, now: f64, link: &str) -> Option<String> {
        if !self.play.won() || self.awaited {
            return None;
        }
        let moves = self.play.moves();
        let shortest = self.solution().len().saturating_sub(1) as u32;
        let efficiency = u64::from(shortest) * 100 / u64::from(moves.max(1));
        let time = format_time(self.play.timer().elapsed_ms(now));
        let (daily, level) = (self.params.daily, self.params.level);
        let title = self.params.title.as_ref().map(link::Title::as_str);
        Some(text::share_result(
            (daily, title),
            level,
            (&time, moves, efficiency),
            self.hints_taken(),
            link,
        ))
    }

    /// The bad-parameter messages, one full sentence each.
    pub fn notices(&self) -> &[String] {
        &self.notices
    }

    /// Forgets the notices (the player dismissed them).
    pub fn dismiss_notices(&mut self) {
        self.notices.clear();
    }

    /// Moves the player one cell in `dir` at `now` (ms) in a square maze; the fog lifts
    /// around the new cell.
    pub fn step(&mut self, dir: Direction, now: f64) -> StepOutcome {
        let from = self.play.player();
        let outcome = self.play.step(dir, now);
        self.moved(from, outcome);
        outcome
    }

    /// Presses `key` (the shape's way table): the outcome and the way's word, `None` for a key
    /// that does not move in this shape.
    pub fn press(&mut self, key: &str, now: f64) -> Option<(StepOutcome, &'static str)> {
        let from = self.play.player();
        let done = self.play.press(key, now)?;
        self.moved(from, done.0);
        Some(done)
    }

    /// A swipe or stick towards screen angle `angle` (degrees, 0 east, 90 south).
    pub fn swipe(&mut self, angle: f64, now: f64) -> Option<(StepOutcome, &'static str)> {
        let from = self.play.player();
        let done = self.play.swipe(angle, now)?;
        self.moved(from, done.0);
        Some(done)
    }

    /// Moves to `cell`, one open move away (a roll's or a tap's next cell), at `now`.
    pub fn go_to(&mut self, cell: u32, now: f64) -> StepOutcome {
        let from = self.play.player();
        let outcome = self.play.go_to(cell, now);
        self.moved(from, outcome);
        outcome
    }

    /// After a move from `from`: the fog lifts around the ball, and the hint follows it.
    fn moved(&mut self, from: u32, outcome: StepOutcome) {
        if !matches!(outcome, StepOutcome::Moved | StepOutcome::Won) {
            return;
        }
        let to = self.play.player();
        if let Some(fog) = &mut self.fog {
            fog.reveal(to);
        }
        self.hinted.moved(from, to);
    }

    /// Whether loops can make a longer walk than the shortest path (the distance hint and
    /// adoption's check care): a generator that makes loops, or braid.
    pub fn has_loops(&self) -> bool {
        self.params.algorithm.makes_loops() || self.params.braid > 0
    }
}

/// How a session gets its solution (`Session::assemble`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Path {
    /// Already made (and checked) elsewhere.
    Known(Vec<u32>),
    /// Solved here on first need.
    Here,
    /// Made elsewhere and handed in later (`Session::adopt_solution`).
    Later,
}

/// A non-square maze made elsewhere, checked: every erased id an interior wall, listed once;
/// the solution a walk through open walls from the start to the exit, and, from `Outside`
/// (`adopt::Origin`: not the page's own worker), as short as a breadth-first search finds. The
/// first problem, worded, otherwise.
pub fn adopt_shape(
    params: Params,
    (removed, solution): (Vec<u32>, Vec<u32>),
    notices: Vec<String>,
    origin: adopt::Origin,
) -> Result<Session, String> {
    let mut session = adopt_shape_unsolved(params, removed, notices)?;
    match session.adopt_solution(solution, origin) {
        Err(adopt::AdoptError::SolutionLonger { .. }) => {
            Err(text::SOLUTION_NOT_SHORTEST.to_owned())
        }
        Err(_) => Err(text::SOLUTION_NO_WALK.to_owned()),
        Ok(_) => Ok(session),
    }
}

/// A non-square maze made elsewhere, its erased ids checked as `adopt_shape` does, whose
/// solution comes later (`Session::adopt_solution`); in one go (`ShapeCheck` slices it).
pub fn adopt_shape_unsolved(
    params: Params,
    removed: Vec<u32>,
    notices: Vec<String>,
) -> Result<Session, String> {
    ShapeCheck::new(params, removed, notices)?.finish()
}

/// A known solution and, for square, its `LINK_*` bytes.
#[derive(Clone, Debug)]
struct Solved {
    path: Vec<u32>,
    links: Vec<u8>,
}

impl Solved {
    fn new(path: Vec<u32>, square: Option<&Grid>) -> Solved {
        let links = match square {
            Some(grid) => solution_links(&path, grid.width(), grid.cells()),
            // Other shapes draw the solution as a line through the cells' centres.
            None => Vec::new(),
        };
        Solved { path, links }
    }
}

/// Closed fog for a maze: by rows and columns on square (as always), by graph distance on others.
fn new_fog(maze: &ShapeMaze, square: Option<&Grid>) -> Fog {
    match square {
        Some(grid) => Fog::new(grid.width(), grid.height(), FOG_RADIUS),
        None => Fog::on_layout(maze.layout.clone(), FOG_RADIUS),
    }
}

/// The `LINK_*` byte of every cell for a path of neighbouring cells from the start to the exit.
pub fn solution_links(path: &[u32], width: u32, cells: u32) -> Vec<u8> {
    let mut links = vec![0u8; cells as usize];
    let link = |from: u32, to: u32| -> u8 {
        if to == from + 1 {
            LINK_EAST
        } else if to + 1 == from {
            LINK_WEST
        } else if to == from + width {
            LINK_SOUTH
        } else if to + width == from {
            LINK_NORTH
        } else {
            0
        }
    };
    for pair in path.windows(2) {
        if let [a, b] = *pair {
            if let Some(byte) = links.get_mut(a as usize) {
                *byte |= link(a, b);
            }
            if let Some(byte) = links.get_mut(b as usize) {
                *byte |= link(b, a);
            }
        }
    }
    if let (Some(_), Some(&exit)) = (path.first(), path.last()) {
        if let Some(byte) = links.first_mut() {
            *byte |= LINK_WEST;
        }
        if let Some(byte) = links.get_mut(exit as usize) {
            *byte |= LINK_EAST;
        }
    }
    links
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The session the page starts for `query`.
    fn start(query: &str) -> Session {
        crate::testing::session(query, "x")
    }

    fn win(session: &mut Session) {
        let grid = session.play().square().unwrap().clone();
        let path = session.solution().to_vec();
        for (i, pair) in path.windows(2).enumerate() {
            let dir = Direction::ALL
                .into_iter()
                .find(|&d| grid.neighbor(pair[0], d) == Some(pair[1]));
            if let Some(dir) = dir {
                session.step(dir, 100.0 * i as f64);
            }
        }
    }

    #[test]
    fn fog_hides_the_solution_and_lifts_as_the_player_moves() {
        let mut s = start("seed=foggy&size=20&mode=fog");
        let fog = |s: &Session| {
            s.fog()
                .map(|f| f.seen().iter().filter(|&&b| b == 1).count())
        };
        assert_eq!(fog(&s), Some(9));
        assert!(!s.toggle_solution());
        assert!(!s.solution_shown());
        assert!(!s.reveals_allowed());
        let grid = s.play().square().unwrap().clone();
        let first = s.solution().get(1).copied().unwrap_or(0);
        let dir = Direction::ALL
            .into_iter()
            .find(|&d| grid.neighbor(0, d) == Some(first));
        s.step(dir.unwrap_or(Direction::East), 0.0);
        assert!(fog(&s) > Some(9));
        s.restart();
        assert_eq!(fog(&s), Some(9));
        let clear = start("seed=foggy&size=20");
        assert!(clear.fog().is_none());
        assert!(clear.reveals_allowed());
    }

    #[test]
    fn challenges_are_checked_and_judged() {
        let mut s = start("seed=dare&beat=600000-1");
        assert!(
            s.params().challenge.is_none(),
            "fewer moves than the shortest path"
        );
        assert_eq!(s.notices().len(), 1);
        assert!(s.notices()[0].contains("ignored"), "{:?}", s.notices());
        let steps = s.solution().len() - 1;
        let query = format!("seed=dare&beat=600000-{}", steps + 3);
        s = start(&query);
        assert_eq!(
            s.challenge_text().as_deref(),
            Some(format!("Beat 10:00.0 in {} moves", steps + 3).as_str())
        );
        assert!(s.challenge_verdict(0.0).is_none());
        assert!(s.challenge_query(0.0).is_none());
        win(&mut s);
        let verdict = s.challenge_verdict(1000.0).unwrap_or_default();
        assert!(verdict.starts_with("You beat the time") && verdict.contains("3 fewer moves"));
        // The re-issued challenge is the winner's own run, not the one beaten: `win` steps at
        // 0, 100, 200, … ms, so the clock runs from the first step to the winning one
        // (`steps - 1` gaps of 100 ms) and stays stopped whatever `now` is asked about later.
        let back = s.challenge_query(1000.0).unwrap_or_default();
        let beat = format!("seed=dare&level=1&beat={}-{steps}&run=", 100 * (steps - 1));
        assert!(back.starts_with(&beat), "{back}");
        // The run rides along: the same moves, 10 centiseconds apart.
        let run = link::Run::parse(&back[beat.len()..]).unwrap();
        let times: Vec<u32> = run.steps().iter().map(|s| s.cs).collect();
        assert_eq!(times, (0..steps as u32).map(|i| 10 * i).collect::<Vec<_>>());
        assert_eq!(run.check(s.play().maze()).unwrap(), s.solution());
        let text = s.result_text(1000.0, "https://x/?q").unwrap_or_default();
        assert!(
            text.contains("100% efficient") && text.ends_with("https://x/?q"),
            "{text}"
        );
    }

    #[test]
    fn records_are_written_only_after_a_win_that_improves_them() {
        let mut s = start("seed=rec&level=1");
        let today = Date::parse("2026-11-30").ok();
        assert_eq!(s.record_after_win(None, 1e9, today), None);
        win(&mut s);
        let steps = s.solution().len() - 1;
        let took = 100 * (steps - 1);
        let text = s.record_after_win(Some("garbage"), 1e9, today);
        assert_eq!(
            text,
            Some(format!("r2;{took};2026-11-30;{steps};2026-11-30"))
        );
        let better = format!("r2;1;-;{steps};-");
        assert_eq!(s.record_after_win(Some(&better), 1e9, today), None);
        let old_slower = format!("{}", took + 1);
        let kept = s.record_after_win(Some(&old_slower), 1e9, today);
        assert_eq!(
            kept,
            Some(format!("r2;{took};2026-11-30;{steps};2026-11-30"))
        );
    }

    #[test]
    fn daily_results_name_the_day() {
        let mut s = start("daily=2026-11-30");
        assert_eq!(s.params().seed.as_str(), "daily-20261130");
        win(&mut s);
        let text = s.result_text(61_000.0, "L").unwrap_or_default();
        assert!(
            text.starts_with("seedmaze daily 2026-11-30 · level 1 · "),
            "{text}"
        );
    }

    /// Walks the solution with the keys of the shape's table, one press per step.
    fn win_by_keys(s: &mut Session) {
        let path = s.solution().to_vec();
        let keys = s.play().maze().path_keys(&path).unwrap_or_default();
        assert_eq!(keys.len() + 1, path.len());
        for (i, key) in keys.iter().enumerate() {
            let done = s.press(key, 100.0 * i as f64);
            assert!(
                matches!(done, Some((StepOutcome::Moved | StepOutcome::Won, _))),
                "{key}"
            );
            assert_eq!(s.play().player(), path[i + 1]);
        }
    }

    #[test]
    fn every_shape_is_played_by_its_keys_to_the_win() {
        for shape in ["hex", "triangle", "circle"] {
            for braid in [0, 60] {
                let mut s = start(&format!("seed=walk&level=2&shape={shape}&braid={braid}"));
                assert!(s.play().square().is_none());
                assert_eq!(s.params().braid, braid);
                assert!(
                    s.links().is_empty(),
                    "other shapes draw the path by centres"
                );
                win_by_keys(&mut s);
                assert!(s.play().won(), "{shape}");
                assert_eq!(s.play().moves() as usize, s.solution().len() - 1);
                let steps = s.solution().len() - 1;
                let expected = format!("r2;{};2026-11-30;{steps};2026-11-30", 100 * (steps - 1));
                let today = Date::parse("2026-11-30").ok();
                assert_eq!(s.record_after_win(None, 1e9, today), Some(expected));
            }
        }
    }

    #[test]
    fn a_bump_names_the_way_and_moves_nothing() {
        let mut s = start("seed=bump&level=1&shape=hex");
        // West of cell 0 is the entrance: the border, a wall for the ball.
        assert_eq!(s.press("a", 0.0), Some((StepOutcome::Blocked, "west")));
        assert_eq!((s.play().player(), s.play().moves()), (0, 0));
        assert_eq!(s.press("s", 0.0), None, "hex has no S");
        assert!(!s.play().timer().is_running());
    }

    #[test]
    fn square_plays_by_keys_exactly_as_by_directions() {
        let mut by_keys = start("seed=same&level=3");
        let mut by_dirs = start("seed=same&level=3");
        win_by_keys(&mut by_keys);
        win(&mut by_dirs);
        assert_eq!(by_keys.play().trail(), by_dirs.play().trail());
        assert_eq!(
            by_keys.play().square().unwrap().walls(),
            by_dirs.play().square().unwrap().walls()
        );
        assert!(by_keys.play().won() && by_dirs.play().won());
    }

    #[test]
    fn fog_on_other_shapes_lifts_by_steps_between_neighbours() {
        let mut s = start("seed=foggy&level=3&shape=hex&mode=fog");
        let seen = |s: &Session| {
            s.fog()
                .map(|f| f.seen().iter().filter(|&&b| b == 1).count())
        };
        // Cell 0 and the cells within two steps of it in the corner of a hex grid.
        let layout = s.play().maze().layout.clone();
        let mut near = vec![0u32];
        for _ in 0..2 {
            let more: Vec<u32> = near
                .iter()
                .flat_map(|&c| layout.neighbors(c).map(|n| n.cell))
                .collect();
            near.extend(more);
            near.sort_unstable();
            near.dedup();
        }
        assert_eq!(seen(&s), Some(near.len()));
        let key = s
            .play()
            .maze()
            .path_keys(&s.solution()[..2])
            .unwrap_or_default();
        s.press(key[0], 0.0);
        assert!(seen(&s) > Some(near.len()));
        s.restart();
        assert_eq!(seen(&s), Some(near.len()));
    }

    /// Walks the solution by keys, one move every `every` ms from `from` ms.
    fn win_at_pace(s: &mut Session, from: f64, every: f64) {
        let path = s.solution().to_vec();
        let keys = s.play().maze().path_keys(&path).unwrap_or_default();
        for (i, key) in keys.iter().enumerate() {
            s.press(key, from + every * i as f64);
        }
    }

    #[test]
    fn a_won_run_rides_in_the_share_and_races_the_opener_as_a_ghost() {
        let mut sender = start("seed=race&level=2&shape=hex");
        assert_eq!(sender.result_query(), None);
        // A bump before the first move is no move, and starts no clock.
        assert_eq!(sender.press("a", 0.0), Some((StepOutcome::Blocked, "west")));
        win_at_pace(&mut sender, 5_000.0, 250.0);
        let moves = sender.solution().len() - 1;
        let query = sender.result_query().unwrap_or_default();
        assert!(
            query.starts_with("seed=race&level=2&shape=hex&run=1"),
            "{query}"
        );
        let run = sender.play().won_run().unwrap();
        assert_eq!(run.steps().len(), moves);
        assert_eq!(run.finish_cs(), 25 * (moves as u32 - 1));
        let mut opener = start(&query);
        assert!(opener.notices().is_empty(), "{:?}", opener.notices());
        let ghost_ms = 250.0 * (moves - 1) as f64;
        assert_eq!(opener.ghost().map(Ghost::finish_ms), Some(ghost_ms));
        // Before the opener's first move the ghost waits on the start, however long.
        assert_eq!(opener.ghost_at(60_000.0).map(|g| g.cell), Some(0));
        assert_eq!(
            opener.ghost_gap_text(60_000.0).as_deref(),
            Some("ghost 0.0 s")
        );
        assert_eq!(
            opener.ghost_place_text(60_000.0).as_deref(),
            Some("Ghost level with you.")
        );
        // The opener's first move at 100 s: both have made one move.
        let path = opener.solution().to_vec();
        let keys = opener.play().maze().path_keys(&path).unwrap_or_default();
        opener.press(keys[0], 100_000.0);
        assert_eq!(opener.ghost_at(100_000.0).map(|g| g.cell), Some(path[1]));
        // A second later the ghost is 4 cells on (moves at 0.25, 0.5, 0.75, 1 s).
        let place = opener.ghost_place_text(101_000.0).unwrap_or_default();
        assert_eq!(place, "Ghost four cells ahead.");
        assert_eq!(
            opener.ghost_gap_text(101_000.0).as_deref(),
            Some("ghost +1.0 s")
        );
        // The opener finishes 2.1 s slower than the ghost.
        opener.restart();
        assert_eq!(
            opener.ghost_at(200_000.0).map(|g| g.cell),
            Some(0),
            "restart"
        );
        let pace = (ghost_ms + 2_100.0) / (moves - 1) as f64;
        win_at_pace(&mut opener, 200_000.0, pace);
        assert!(opener.play().won());
        let verdict = opener.ghost_verdict(1e9).unwrap_or_default();
        assert_eq!(verdict, "The ghost won by 2.1 s.");
        assert_eq!(opener.ghost_gap_text(1e9).as_deref(), Some("ghost +2.1 s"));
        assert_eq!(
            opener.ghost_place_text(1e9).as_deref(),
            Some("The ghost has reached the exit.")
        );
        // The opener's own share carries the opener's run, not the sender's.
        let again = opener.result_query().unwrap_or_default();
        let own = opener.run_param().unwrap_or_default();
        assert!(again.ends_with(&format!("&run={own}")), "{again}");
        assert_ne!(again, query);
        let next = crate::Plan::next_level(&opener, Seed::random);
        assert_eq!(next.map(|p| p.params().run.is_none()), Some(true));
    }

    #[test]
    fn a_run_that_breaks_the_rules_is_ignored_with_a_notice() {
        let mut sender = start("seed=race&level=1");
        win_at_pace(&mut sender, 0.0, 300.0);
        let run = sender.run_param().unwrap_or_default();
        // On another seed the same moves go through walls or miss the exit.
        let other = start(&format!("seed=other&level=1&run={run}"));
        assert!(other.ghost().is_none() && other.params().run.is_none());
        assert_eq!(other.notices().len(), 1);
        let notice = &other.notices()[0];
        assert!(
            notice.starts_with("The ghost's run in this link ")
                && notice.ends_with(", so no ghost is shown and you play alone instead"),
            "{notice}"
        );
        let hex = start(&format!("seed=race&level=1&shape=hex&run={run}"));
        assert_eq!(
            hex.notices(),
            [
                "The ghost's run in this link was made on a maze of another shape, so no ghost is shown and you play alone instead"
            ]
        );
        let cut = start(&format!("seed=race&level=1&run={}", &run[..run.len() / 2]));
        assert_eq!(
            cut.notices(),
            [
                "The ghost's run in this link is cut short, so no ghost is shown and you play alone instead"
            ]
        );
        assert!(cut.ghost().is_none());
        let fine = start(&format!("seed=race&level=1&run={run}"));
        assert!(fine.notices().is_empty() && fine.ghost().is_some());
        assert_eq!(fine.ghost_verdict(0.0), None, "no verdict before the win");
    }

    #[test]
    fn links_follow_the_solution() {
        let s = start("seed=links");
        let (links, path) = (s.links(), s.solution());
        let on_path = links.iter().filter(|&&b| b != 0).count();
        assert_eq!(on_path, path.len());
        assert_ne!(links[0] & LINK_WEST, 0);
        let exit = s.play().square().unwrap().exit() as usize;
        assert_ne!(links[exit] & LINK_EAST, 0);
        for &cell in path {
            assert!(links[cell as usize].count_ones() >= 2 || path.len() == 1);
        }
    }
}
