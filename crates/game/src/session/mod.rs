//! A game across levels: the link's parameters and the level being played, composed with the
//! parts that each own their state and rules (`Solving`, `Sight`, `Hinting`, `Race`, and the
//! views of the doors and the results), and the notices about parameters that could not be used.

use super::level_maker::{make_level, square_shape};
use super::play::{Play, StepOutcome};
use link::Params;
use maze::shape::Heading;
use maze::{Direction, Grid, Maze, Seed, ShapeMaze, generate};

/// How many cells around the player the fog lifts (`mode=fog`).
pub const FOG_RADIUS: u32 = 2;

pub mod adopt;
mod adopting;
mod hinting;
mod keys;
mod race;
mod results;
mod shape_check;
mod sight;
mod solving;

pub use adopting::Adopting;
pub use hinting::{Hinting, HintingMut};
pub use keys::DoorsView;
pub use race::{Race, RaceView};
pub use results::Results;
pub use shape_check::ShapeCheck;
pub use sight::Sight;
pub use solving::{Solving, solution_links};

use solving::Solved;

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
    /// The solution's life: known, solved here on first need, or awaited with its doors and
    /// the erasure order.
    solving: Solving,
    /// The fog and the solution's switch.
    sight: Sight,
    notices: Vec<String>,
    /// The link's run replayed on this maze, when it keeps the rules.
    race: Race,
    /// The hints asked for on this level, and their distances through the keys.
    hints: Hinting,
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
        mut params: Params,
        maze: ShapeMaze,
        square: Option<Grid>,
        path: Path,
        mut notices: Vec<String>,
    ) -> Session {
        let sight = Sight::new(params.fog, &maze, square.as_ref());
        let race = Race::new(&mut params, &maze, &mut notices);
        let loops = params.algorithm.makes_loops() || params.braid > 0;
        let play = Play::new(maze, square);
        let mut session = Session {
            solving: Solving::new(path, &play, loops),
            params,
            play,
            sight,
            notices,
            race,
            hints: Hinting::default(),
        };
        session.adopt().settle();
        session
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

    /// The solution and its links: known, solved here now (first need), or `None` while
    /// another thread makes it.
    fn solved(&self) -> Option<&Solved> {
        self.solving.get(&self.play)
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

    /// Where the solution stands: whether it and the erasure order are known yet.
    pub fn solving(&self) -> &Solving {
        &self.solving
    }

    /// Takes what the page's worker made for this level after it started: its solution, its
    /// doors, its erasure order.
    pub fn adopt(&mut self) -> Adopting<'_> {
        Adopting(self)
    }

    /// The shortest path from the start to the exit; empty while the page's worker is still
    /// making it (`Solving::ready`), never a part of one.
    pub fn solution(&self) -> &[u32] {
        self.solved().map_or(&[], |s| &s.path)
    }

    /// The shortest path with every door open: the solution, but on a level with doors, where
    /// the solution is the route through the keys.
    pub fn way(&self) -> &[u32] {
        self.solving.way().unwrap_or_else(|| self.solution())
    }

    /// One byte per cell of `LINK_*` bits: where the solution leaves each cell (0 off the path);
    /// empty while the solution is awaited, and for shapes other than square.
    pub fn links(&self) -> &[u8] {
        self.solved().map_or(&[], |s| &s.links)
    }

    /// What the player may see: the fog, and whether the solution is shown.
    pub fn sight(&self) -> &Sight {
        &self.sight
    }

    /// Shows or hides the solution; returns whether it is now shown (never in fog, nor before
    /// the solution is known).
    pub fn toggle_solution(&mut self) -> bool {
        self.sight.toggle_solution(self.solving.ready())
    }

    /// A won journey level's stars (`stars`): `None` before the win, or off the journey.
    pub fn stars(&self) -> Option<u8> {
        self.params.journey?;
        let won = self.play.won() && self.solving.ready();
        let helped = self.hints.taken() > 0 || self.sight.solution_seen();
        let route = self.solution().len().saturating_sub(1) as u32;
        won.then(|| crate::stars::stars(self.play.moves(), route, helped))
    }

    /// The hints taken on this level and the one shown.
    pub fn hints(&self) -> &Hinting {
        &self.hints
    }

    /// The hints with the play they lead through, to press one or prepare them.
    pub fn hints_mut(&mut self) -> HintingMut<'_> {
        let doors_awaited = self.doors().awaited();
        HintingMut {
            hints: &mut self.hints,
            play: &self.play,
            doors_awaited,
        }
    }

    /// The keys and doors as the ball meets them.
    pub fn doors(&self) -> DoorsView<'_> {
        DoorsView {
            play: &self.play,
            asked: self.params.doors(),
        }
    }

    /// The race against the link's ghost and challenge.
    pub fn race(&self) -> RaceView<'_> {
        RaceView {
            race: &self.race,
            play: &self.play,
            // Checked against the shortest path once it is known.
            challenge: self.params.challenge.filter(|_| self.solving.ready()),
        }
    }

    /// What a win leaves: records, the links to share, the result's text.
    pub fn results(&self) -> Results<'_> {
        Results {
            params: &self.params,
            play: &self.play,
            solving: &self.solving,
            hints: self.hints.taken(),
            stars: self.stars(),
        }
    }

    /// Restarts the level: the player back on the start, the fog closed again, no hint taken.
    pub fn restart(&mut self) {
        self.hints.restart();
        self.play.restart();
        self.sight.close(self.play.maze(), self.play.square());
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

    /// Presses `key` (the shape's way table): the outcome and where the way heads, `None` for
    /// a key that does not move in this shape.
    pub fn press(&mut self, key: &str, now: f64) -> Option<(StepOutcome, Heading)> {
        let from = self.play.player();
        let done = self.play.press(key, now)?;
        self.moved(from, done.0);
        Some(done)
    }

    /// A swipe or stick towards screen angle `angle` (degrees, 0 east, 90 south).
    pub fn swipe(&mut self, angle: f64, now: f64) -> Option<(StepOutcome, Heading)> {
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

    /// After a move from `from`: the fog lifts around the ball, the hint follows it, and the
    /// link's notices go away (the ball is never played unseen under them).
    fn moved(&mut self, from: u32, outcome: StepOutcome) {
        if !matches!(outcome, StepOutcome::Moved | StepOutcome::Won) {
            return;
        }
        self.notices.clear();
        let to = self.play.player();
        self.sight.reveal(to);
        self.hints.moved(from, to);
    }
}

/// How a session gets its solution (`Session::assemble`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Path {
    /// Already made (and checked) elsewhere.
    Known(Vec<u32>),
    /// Solved here on first need.
    Here,
    /// Made elsewhere and handed in later (`Adopting::solution`).
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
    match session.adopt().solution(solution, origin) {
        Err(adopt::AdoptError::SolutionLonger { .. }) => {
            Err(text::SOLUTION_NOT_SHORTEST.to_owned())
        }
        Err(_) => Err(text::SOLUTION_NO_WALK.to_owned()),
        Ok(_) => Ok(session),
    }
}

/// A non-square maze made elsewhere, its erased ids checked as `adopt_shape` does, whose
/// solution comes later (`Adopting::solution`); in one go (`ShapeCheck` slices it).
pub fn adopt_shape_unsolved(
    params: Params,
    removed: Vec<u32>,
    notices: Vec<String>,
) -> Result<Session, String> {
    ShapeCheck::new(params, removed, notices)?.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ghost::Ghost;
    use link::calendar::Date;
    use maze::shape::Topology;

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
            s.sight()
                .fog()
                .map(|f| f.seen().iter().filter(|&&b| b == 1).count())
        };
        assert_eq!(fog(&s), Some(9));
        assert!(!s.toggle_solution());
        assert!(!s.sight().solution_shown());
        assert!(!s.sight().reveals_allowed());
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
        assert!(clear.sight().fog().is_none());
        assert!(clear.sight().reveals_allowed());
    }

    #[test]
    fn the_first_move_puts_the_notices_away() {
        let mut s = start("seed=noted&level=2&size=abc");
        assert_eq!(s.notices().len(), 1);
        let grid = s.play().square().unwrap().clone();
        let wall = Direction::ALL
            .into_iter()
            .find(|&d| grid.neighbor(0, d).is_none());
        s.step(wall.unwrap_or(Direction::North), 0.0);
        assert_eq!(s.notices().len(), 1, "a move into a wall keeps them");
        let first = s.solution().get(1).copied().unwrap_or(0);
        let dir = Direction::ALL
            .into_iter()
            .find(|&d| grid.neighbor(0, d) == Some(first));
        s.step(dir.unwrap_or(Direction::East), 0.0);
        assert!(s.notices().is_empty());
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
            s.race().challenge_text().as_deref(),
            Some(format!("Beat 10:00.0 in {} moves", steps + 3).as_str())
        );
        assert!(s.race().challenge_verdict(0.0).is_none());
        assert!(s.results().challenge_query(0.0).is_none());
        win(&mut s);
        let verdict = s.race().challenge_verdict(1000.0).unwrap_or_default();
        assert!(verdict.starts_with("You beat the time") && verdict.contains("3 fewer moves"));
        // The re-issued challenge is the winner's own run, not the one beaten: `win` steps at
        // 0, 100, 200, … ms, so the clock runs from the first step to the winning one
        // (`steps - 1` gaps of 100 ms) and stays stopped whatever `now` is asked about later.
        let back = s.results().challenge_query(1000.0).unwrap_or_default();
        let beat = format!("seed=dare&level=1&beat={}-{steps}&run=", 100 * (steps - 1));
        assert!(back.starts_with(&beat), "{back}");
        // The run rides along: the same moves, 10 centiseconds apart.
        let run = link::Run::parse(&back[beat.len()..]).unwrap();
        let times: Vec<u32> = run.steps().iter().map(|s| s.cs).collect();
        assert_eq!(times, (0..steps as u32).map(|i| 10 * i).collect::<Vec<_>>());
        assert_eq!(run.check(s.play().maze()).unwrap(), s.solution());
        let text = s
            .results()
            .result_text(1000.0, "https://x/?q")
            .unwrap_or_default();
        assert!(
            text.contains("100% efficient") && text.ends_with("https://x/?q"),
            "{text}"
        );
    }

    #[test]
    fn records_are_written_only_after_a_win_that_improves_them() {
        let mut s = start("seed=rec&level=1");
        let today = Date::parse("2026-11-30").ok();
        assert_eq!(s.results().record_after_win(None, 1e9, today), None);
        win(&mut s);
        let steps = s.solution().len() - 1;
        let took = 100 * (steps - 1);
        let text = s.results().record_after_win(Some("garbage"), 1e9, today);
        assert_eq!(
            text,
            Some(format!("r2;{took};2026-11-30;{steps};2026-11-30"))
        );
        let better = format!("r2;1;-;{steps};-");
        assert_eq!(
            s.results().record_after_win(Some(&better), 1e9, today),
            None
        );
        let old_slower = format!("{}", took + 1);
        let kept = s.results().record_after_win(Some(&old_slower), 1e9, today);
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
        let text = s.results().result_text(61_000.0, "L").unwrap_or_default();
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
                assert_eq!(
                    s.results().record_after_win(None, 1e9, today),
                    Some(expected)
                );
            }
        }
    }

    #[test]
    fn a_bump_names_the_way_and_moves_nothing() {
        let mut s = start("seed=bump&level=1&shape=hex");
        // West of cell 0 is the entrance: the border, a wall for the ball.
        assert_eq!(
            s.press("a", 0.0),
            Some((StepOutcome::Blocked, Heading::West))
        );
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
            s.sight()
                .fog()
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
        assert_eq!(sender.results().result_query(), None);
        // A bump before the first move is no move, and starts no clock.
        assert_eq!(
            sender.press("a", 0.0),
            Some((StepOutcome::Blocked, Heading::West))
        );
        win_at_pace(&mut sender, 5_000.0, 250.0);
        let moves = sender.solution().len() - 1;
        let query = sender.results().result_query().unwrap_or_default();
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
        assert_eq!(opener.race().ghost().map(Ghost::finish_ms), Some(ghost_ms));
        // Before the opener's first move the ghost waits on the start, however long.
        assert_eq!(opener.race().ghost_at(60_000.0).map(|g| g.cell), Some(0));
        assert_eq!(
            opener.race().ghost_gap_text(60_000.0).as_deref(),
            Some("ghost 0.0 s")
        );
        assert_eq!(
            opener.race().ghost_place_text(60_000.0).as_deref(),
            Some("Ghost level with you.")
        );
        // The opener's first move at 100 s: both have made one move.
        let path = opener.solution().to_vec();
        let keys = opener.play().maze().path_keys(&path).unwrap_or_default();
        opener.press(keys[0], 100_000.0);
        assert_eq!(
            opener.race().ghost_at(100_000.0).map(|g| g.cell),
            Some(path[1])
        );
        // A second later the ghost is 4 cells on (moves at 0.25, 0.5, 0.75, 1 s).
        let place = opener
            .race()
            .ghost_place_text(101_000.0)
            .unwrap_or_default();
        assert_eq!(place, "Ghost four cells ahead.");
        assert_eq!(
            opener.race().ghost_gap_text(101_000.0).as_deref(),
            Some("ghost +1.0 s")
        );
        // The opener finishes 2.1 s slower than the ghost.
        opener.restart();
        assert_eq!(
            opener.race().ghost_at(200_000.0).map(|g| g.cell),
            Some(0),
            "restart"
        );
        let pace = (ghost_ms + 2_100.0) / (moves - 1) as f64;
        win_at_pace(&mut opener, 200_000.0, pace);
        assert!(opener.play().won());
        let verdict = opener.race().ghost_verdict(1e9).unwrap_or_default();
        assert_eq!(verdict, "The ghost won by 2.1 s.");
        assert_eq!(
            opener.race().ghost_gap_text(1e9).as_deref(),
            Some("ghost +2.1 s")
        );
        assert_eq!(
            opener.race().ghost_place_text(1e9).as_deref(),
            Some("The ghost has reached the exit.")
        );
        // The opener's own share carries the opener's run, not the sender's.
        let again = opener.results().result_query().unwrap_or_default();
        let own = opener.results().run_param().unwrap_or_default();
        assert!(again.ends_with(&format!("&run={own}")), "{again}");
        assert_ne!(again, query);
        let next = crate::Plan::next_level(&opener, Seed::random);
        assert_eq!(next.map(|p| p.params().run.is_none()), Some(true));
    }

    #[test]
    fn a_run_that_breaks_the_rules_is_ignored_with_a_notice() {
        let mut sender = start("seed=race&level=1");
        win_at_pace(&mut sender, 0.0, 300.0);
        let run = sender.results().run_param().unwrap_or_default();
        // On another seed the same moves go through walls or miss the exit.
        let other = start(&format!("seed=other&level=1&run={run}"));
        assert!(other.race().ghost().is_none() && other.params().run.is_none());
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
        assert!(cut.race().ghost().is_none());
        let fine = start(&format!("seed=race&level=1&run={run}"));
        assert!(fine.notices().is_empty() && fine.race().ghost().is_some());
        assert_eq!(
            fine.race().ghost_verdict(0.0),
            None,
            "no verdict before the win"
        );
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
