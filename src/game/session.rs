//! A game across levels: the link's parameters, the level being played, its solution, and
//! the notices about parameters that could not be used.

use super::challenge::format_time;
use super::fog::Fog;
use super::play::{Outcome, Play};
use super::records::{Improved, Record};
use crate::calendar::Date;
use crate::link::{Challenge, Params};
use crate::maze::shaped::{generate_braided_with_progress, generate_shape_with_progress};
use crate::maze::{Direction, Grid, Layout, Maze, Seed, Shape, ShapeMaze, generate, solve};

/// How many cells around the player the fog lifts (`mode=fog`).
pub const FOG_RADIUS: u32 = 2;

pub mod adopt;

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
    solution: Vec<u32>,
    links: Vec<u8>,
    solution_shown: bool,
    notices: Vec<String>,
    fog: Option<Fog>,
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
                notices.push(format!("{error}; used level 1 instead"));
                Session::first_level(seed, notices)
            }
        }
    }

    /// The level `params` describe, or its size error.
    fn with_params(params: Params, notices: Vec<String>) -> Result<Session, String> {
        let (maze, square) = make_level(&params)?;
        let solution = match &square {
            Some(grid) => solve::square_shortest_path(grid),
            None => solve::shortest_path(&maze),
        };
        let solution = solution.unwrap_or_default();
        Ok(Session::assemble(params, maze, square, solution, notices))
    }

    /// The one place a session is put together: the solution's links, the fog, and the
    /// challenge checked against the shortest path (dropped with a notice when impossible).
    fn assemble(
        mut params: Params,
        maze: ShapeMaze,
        square: Option<Grid>,
        solution: Vec<u32>,
        mut notices: Vec<String>,
    ) -> Session {
        let shortest = solution.len().saturating_sub(1) as u32;
        if let Some(challenge) = params.challenge
            && let Err(problem) = challenge.fits(shortest)
        {
            notices.push(format!(
                "beat {} was ignored: {problem}; used no challenge instead",
                challenge.to_param()
            ));
            params.challenge = None;
        }
        let fog = params.fog.then(|| new_fog(&maze, square.as_ref()));
        let links = match &square {
            Some(grid) => solution_links(&solution, grid.width(), grid.cells()),
            // Other shapes draw the solution as a line through the cells' centres.
            None => Vec::new(),
        };
        Session {
            params,
            play: Play::new(maze, square),
            solution,
            links,
            solution_shown: false,
            notices,
            fog,
        }
    }

    /// Level 1 of `seed`, which always exists.
    fn first_level(seed: Seed, notices: Vec<String>) -> Session {
        let params = Params::new(seed);
        let side = params.side();
        let maze = match generate(&params.seed, side, side, params.algorithm) {
            Ok(maze) => maze,
            // Level 1 is 8×8, inside every bound; an empty maze is the only cost if not.
            Err(_) => Maze {
                grid: crate::maze::Grid::smallest(),
                removed: Vec::new(),
                algorithm: params.algorithm,
            },
        };
        let solution = solve::square_shortest_path(&maze.grid).unwrap_or_default();
        let (shaped, grid) = square_shape(maze, 0);
        Session::assemble(params, shaped, Some(grid), solution, notices)
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

    /// The shortest path from the start to the exit.
    pub fn solution(&self) -> &[u32] {
        &self.solution
    }

    /// One byte per cell of `LINK_*` bits: where the solution leaves each cell (0 off the path).
    pub fn links(&self) -> &[u8] {
        &self.links
    }

    /// Whether the solution is shown.
    pub fn solution_shown(&self) -> bool {
        self.solution_shown
    }

    /// Shows or hides the solution; returns whether it is now shown (never in fog).
    pub fn toggle_solution(&mut self) -> bool {
        self.solution_shown = !self.solution_shown && self.fog.is_none();
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

    /// Restarts the level: the player back on the start, the fog closed again.
    pub fn restart(&mut self) {
        self.play.restart();
        if let Some(fog) = &mut self.fog {
            *fog = new_fog(self.play.maze(), self.play.square());
        }
    }

    /// "Beat 0:42.3 in 57 moves" when the link carries a challenge.
    pub fn challenge_text(&self) -> Option<String> {
        self.params.challenge.map(Challenge::target_text)
    }

    /// After a win against a challenge: how the run compared, in one sentence.
    pub fn challenge_verdict(&self, now: f64) -> Option<String> {
        let challenge = self.params.challenge?;
        self.play
            .won()
            .then(|| challenge.verdict(self.play.timer().elapsed_ms(now), self.play.moves()))
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
        Some(params.to_query())
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
        if !self.play.won() {
            return None;
        }
        let old = stored.and_then(Record::parse).unwrap_or_default();
        let (record, improved) =
            old.update(self.play.timer().elapsed_ms(now), self.play.moves(), today);
        (improved.time || improved.moves).then_some((record, improved))
    }

    /// A short, spoiler-free result to share after a win: level, time, moves and efficiency
    /// (shortest path against moves), then `link`.
    pub fn result_text(&self, now: f64, link: &str) -> Option<String> {
        if !self.play.won() {
            return None;
        }
        let moves = self.play.moves();
        let shortest = self.solution.len().saturating_sub(1) as u32;
        let efficiency = u64::from(shortest) * 100 / u64::from(moves.max(1));
        let time = format_time(self.play.timer().elapsed_ms(now));
        let name = match self.params.daily {
            Some(date) => format!("seedmaze daily {date}"),
            None => "seedmaze".to_owned(),
        };
        Some(format!(
            "{name} · level {} · {time} · {moves} moves ({efficiency}% efficient)\n{link}",
            self.params.level
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
    pub fn step(&mut self, dir: Direction, now: f64) -> Outcome {
        let outcome = self.play.step(dir, now);
        self.lift_fog(outcome);
        outcome
    }

    /// Presses `key` (the shape's way table): the outcome and the way's word, `None` for a key
    /// that does not move in this shape.
    pub fn press(&mut self, key: &str, now: f64) -> Option<(Outcome, &'static str)> {
        let done = self.play.press(key, now)?;
        self.lift_fog(done.0);
        Some(done)
    }

    /// A swipe or stick towards screen angle `angle` (degrees, 0 east, 90 south).
    pub fn swipe(&mut self, angle: f64, now: f64) -> Option<(Outcome, &'static str)> {
        let done = self.play.swipe(angle, now)?;
        self.lift_fog(done.0);
        Some(done)
    }

    fn lift_fog(&mut self, outcome: Outcome) {
        if let Some(fog) = &mut self.fog
            && matches!(outcome, Outcome::Moved | Outcome::Won)
        {
            fog.reveal(self.play.player());
        }
    }

    /// Whether loops can make a longer walk than the shortest path (the distance hint and
    /// adoption's check care): a generator that makes loops, or braid.
    pub fn has_loops(&self) -> bool {
        self.params.algorithm.makes_loops() || self.params.braid > 0
    }
}

/// Makes the maze `params` describe: any shape's, with square's wall bytes beside it for a
/// square (braided on top, the same maze `generate` makes without braid).
pub(crate) fn make_level(params: &Params) -> Result<(ShapeMaze, Option<Grid>), String> {
    make_level_with_progress(params, &mut |_| {})
}

/// Like `make_level`, calling `progress(fraction)` as the generator goes (the worker's bar).
fn make_level_with_progress(
    params: &Params,
    progress: &mut dyn FnMut(f64),
) -> Result<(ShapeMaze, Option<Grid>), String> {
    if params.shape == Shape::Square {
        let side = params.side();
        let (seed, algorithm, braid) = (&params.seed, params.algorithm, params.braid);
        let maze = generate_braided_with_progress(seed, side, side, algorithm, braid, progress)
            .map_err(|e| e.to_string())?;
        let (shaped, grid) = square_shape(maze, params.braid);
        Ok((shaped, Some(grid)))
    } else {
        let layout = Layout::new(params.shape, params.shape_size()).map_err(|e| e.to_string())?;
        let maze = generate_shape_with_progress(
            &params.seed,
            &layout,
            params.algorithm,
            params.braid,
            progress,
        );
        Ok((maze, None))
    }
}

/// What the page's worker sends for `params`' level: a square's wall bytes (empty for other
/// shapes), the erased wall ids in order, and the shortest path. The page adopts them with
/// `adopt` (square) or `adopt_shape` (any other shape).
pub fn worker_parts(
    params: &Params,
    report: &mut dyn FnMut(&str, f64),
) -> Result<adopt::Parts, String> {
    // The generator reports its share of the work: the bar spans 5% to 65% for it.
    let (maze, square) =
        make_level_with_progress(params, &mut |f| report("generate", 0.05 + 0.6 * f))?;
    report("solve", 0.7);
    let solution = match &square {
        Some(grid) => solve::square_shortest_path(grid),
        None => solve::shortest_path(&maze),
    }
    .unwrap_or_default();
    Ok(adopt::Parts {
        walls: square.map(Grid::into_walls).unwrap_or_default(),
        removed: maze.removed,
        solution,
    })
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
    let layout = Layout::new(params.shape, params.shape_size()).map_err(|e| e.to_string())?;
    let mut seen = crate::maze::graph::WallSet::new(layout.wall_bound());
    for &wall in &removed {
        if layout.wall_cells(wall).is_none() || !seen.erase(wall) {
            return Err(format!(
                "erased wall {wall} is not an interior wall listed once"
            ));
        }
    }
    let maze = ShapeMaze::new(layout, removed, params.algorithm, params.braid);
    let walks = solution.first() == Some(&0)
        && solution.last() == Some(&maze.layout.exit())
        && solution.windows(2).all(|pair| match *pair {
            [a, b] => maze
                .layout
                .neighbors(a)
                .any(|n| n.cell == b && maze.is_open(n.wall)),
            _ => false,
        });
    if !walks {
        return Err("the solution does not walk from the start to the exit".to_owned());
    }
    if origin == adopt::Origin::Outside && maze.solution().len() != solution.len() {
        return Err("the solution is not a shortest path".to_owned());
    }
    Ok(Session::assemble(params, maze, None, solution, notices))
}

/// A square maze as a `ShapeMaze` (the same erasures, moved, not copied: a level keeps its
/// erased ids once), for the rules every shape shares, and its wall bytes, for the square's
/// fast paths.
pub(crate) fn square_shape(maze: Maze, braid: u32) -> (ShapeMaze, Grid) {
    let layout = square_layout(&maze.grid);
    let shaped = ShapeMaze::new(layout, maze.removed, maze.algorithm, braid);
    (shaped, maze.grid)
}

/// The square layout of a grid's size.
pub(crate) fn square_layout(grid: &Grid) -> Layout {
    // A grid's sides are always in range, as its own construction checked.
    Layout::Square(crate::maze::shape::Square::new_unchecked(
        grid.width(),
        grid.height(),
    ))
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
        let fresh = || Seed::parse("x").unwrap_or_else(|_| Seed::random());
        crate::game::Plan::from_query(query, fresh).start()
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
        assert_eq!(
            back,
            format!("seed=dare&level=1&beat={}-{steps}", 100 * (steps - 1))
        );
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
                matches!(done, Some((Outcome::Moved | Outcome::Won, _))),
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
        assert_eq!(s.press("a", 0.0), Some((Outcome::Blocked, "west")));
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
