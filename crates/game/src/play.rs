//! The player, the movement rule, the move count, the trail of footprints, the run (the moves
//! and their times, for a ghost) and the win.

use super::locks::{Locks, Met};
use super::run_rules::{Recorder, way_between};
use super::timer::Timer;
use link::Run;
use maze::shape::ways::Press;
use maze::shape::{Compass, Heading, Passing, Topology};
use maze::{Direction, Grid, Maze, ShapeMaze};

/// What a step did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum StepOutcome {
    /// The player moved one cell.
    Moved = 0,
    /// A wall or the border was in the way; nothing changed.
    Blocked = 1,
    /// The player moved onto the exit and won the level.
    Won = 2,
    /// The level was already won; nothing changed.
    Finished = 3,
}

/// A move up or down a floors maze's stairs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Climb {
    /// To the floor above.
    Up,
    /// To the floor below.
    Down,
}

/// One level being played: the maze, the player's cell, moves, footprints and time.
#[derive(Clone, Debug)]
pub struct Play {
    maze: ShapeMaze,
    square: Option<Grid>,
    player: u32,
    moves: u32,
    won: bool,
    visited: Vec<u8>,
    trail: Vec<u32>,
    timer: Timer,
    passing: Option<Passing>,
    climbed: Option<Climb>,
    recorder: Recorder,
    // Keys and doors: not in the first paint's build, which leaves a `doors=` link to the game.
    locks: Option<Locks>,
    met: Met,
    picked: Option<usize>,
}

impl Play {
    /// Starts a level with the player on cell 0. `square` is the same maze as wall bytes when
    /// the shape is square (the square's fast paths read it); its erased ids are kept once, in
    /// `maze`.
    pub fn new(maze: ShapeMaze, square: Option<Grid>) -> Play {
        let mut visited = vec![0; maze.layout.cells() as usize];
        if let Some(first) = visited.first_mut() {
            *first = 1;
        }
        Play {
            maze,
            square,
            player: 0,
            moves: 0,
            won: false,
            visited,
            trail: vec![0],
            timer: Timer::default(),
            passing: None,
            climbed: None,
            recorder: Recorder::default(),
            locks: None,
            met: Met::Nothing,
            picked: None,
        }
    }

    /// This level with keys and doors (`doors=`): a locked door blocks a move until its key
    /// is held (`game::locks`).
    pub fn with_locks(mut self, locks: Locks) -> Play {
        self.locks = Some(locks);
        self
    }

    /// The level's keys and doors, if it has them.
    pub fn locks(&self) -> Option<&Locks> {
        self.locks.as_ref()
    }

    /// Gives this level its keys and doors once they are placed (they need the solution, which
    /// may come from the page's worker after the walls, while the ball already moves): the keys
    /// on cells the ball has walked are held. True when the ball has reached the far side of a
    /// door (every door is a gate, so it passed it unopened): the level must start again.
    pub(crate) fn set_locks(&mut self, mut locks: Locks) -> bool {
        let walked = |c: u32| self.visited.get(c as usize) == Some(&1);
        let passed = locks.doors().doors.iter().any(|&[_, far]| walked(far));
        // Past a door the level starts again, with no key held.
        for i in (0..locks.doors().keys.len()).filter(|_| !passed) {
            let key = locks.doors().keys.get(i).copied();
            if let Some(key) = key.filter(|&k| walked(k)) {
                locks.arrive(key);
            }
        }
        self.locks = Some(locks);
        passed
    }

    /// What the last move met at a door (`Met::Locked` for a move a door refused, `Opened`
    /// for one it let through now); `Met::Nothing` without a door.
    pub fn met(&self) -> Met {
        self.met
    }

    /// The key the last move picked up, if any (a move can open a door and pick a key both).
    pub fn picked(&self) -> Option<usize> {
        self.picked
    }

    /// Starts a square level from its maze (no braid beyond what `maze` has).
    pub fn from_square(maze: Maze) -> Play {
        let braid = 0;
        let (shaped, grid) = super::level_maker::square_shape(maze, braid);
        Play::new(shaped, Some(grid))
    }

    /// Tries to move one cell in `dir` at time `now` (ms) in a square maze, or a woven one
    /// (through a tunnel, two cells); walls and the border block (as does any other shape: its
    /// moves go through `press` and `swipe`).
    pub fn step(&mut self, dir: Direction, now: f64) -> StepOutcome {
        let next = match (&self.square, self.maze.layout.woven()) {
            (Some(grid), _) => grid
                .neighbor(self.player, dir)
                .filter(|_| grid.is_open(self.player, dir))
                .map(|cell| (cell, dir as usize)),
            // A woven maze's ways are square's directions, in the same order.
            (None, Some(woven)) => woven
                .way_neighbor(self.player, dir as usize)
                .filter(|&(wall, _)| self.maze.is_open(wall))
                .map(|(_, cell)| (cell, dir as usize)),
            (None, None) => None,
        };
        self.advance(next, now)
    }

    /// What pressing `key` does (the shape's way table): the outcome and where the way
    /// heads (`text::way_word` words it); `None` for a key that does not move in this shape.
    pub fn press(&mut self, key: &str, now: f64) -> Option<(StepOutcome, Heading)> {
        let press = self.maze.press(self.player, key)?;
        Some(self.take(press, now))
    }

    /// What a swipe or a stick towards screen angle `angle` (degrees, 0 east, 90 south) does.
    pub fn swipe(&mut self, angle: f64, now: f64) -> Option<(StepOutcome, Heading)> {
        let maze = &self.maze;
        let press = maze
            .layout
            .swipe(|wall| maze.is_open(wall), self.player, angle)?;
        Some(self.take(press, now))
    }

    /// Moves to `cell` at `now` when it is one open move away (a roll's or a tap's next cell),
    /// else bumps.
    pub fn go_to(&mut self, cell: u32, now: f64) -> StepOutcome {
        use maze::Graph;
        let next = self.maze.open_neighbors(self.player).find(|&n| n == cell);
        self.advance(next.and_then(|to| self.way_to(to)), now)
    }

    fn take(&mut self, press: Press, now: f64) -> (StepOutcome, Heading) {
        match press {
            Press::Move { to, heading } => (self.advance(self.way_to(to), now), heading),
            Press::Bump { heading } => (self.advance(None, now), heading),
        }
    }

    /// The neighbour `to` with the way that reaches it from the ball (`None` if none does).
    fn way_to(&self, to: u32) -> Option<(u32, usize)> {
        way_between(&self.maze.layout, self.player, to).map(|way| (to, way))
    }

    /// Moves to `next` (an open neighbour, already checked, and the way to it) or bumps when
    /// there is none.
    fn advance(&mut self, next: Option<(u32, usize)>, now: f64) -> StepOutcome {
        if self.won {
            return StepOutcome::Finished;
        }
        let Some((next, way)) = self.through_locks(next) else {
            self.passing = None;
            self.climbed = None;
            return StepOutcome::Blocked;
        };
        let layout = &self.maze.layout;
        let ids = (layout.cell_id(self.player), layout.cell_id(next));
        self.passing = layout.woven().and_then(|w| w.passing(ids.0, ids.1));
        self.climbed = layout.floors_of().and_then(|f| {
            let (from, to) = (f.floor_of(self.player), f.floor_of(next));
            match to.cmp(&from) {
                std::cmp::Ordering::Greater => Some(Climb::Up),
                std::cmp::Ordering::Less => Some(Climb::Down),
                std::cmp::Ordering::Equal => None,
            }
        });
        self.timer.start(now);
        let elapsed = self.timer.elapsed_ms(now);
        self.recorder.record(Some(way), elapsed);
        self.player = next;
        self.moves += 1;
        self.picked = match self.locks.as_mut().map(|l| l.arrive(next)) {
            Some(Met::Picked(k)) => Some(k),
            _ => None,
        };
        if let Some(seen) = self.visited.get_mut(next as usize)
            && *seen == 0
        {
            *seen = 1;
            self.trail.push(next);
        }
        if next == self.maze.layout.exit() {
            self.won = true;
            self.timer.stop(now);
            return StepOutcome::Won;
        }
        StepOutcome::Moved
    }

    /// Puts the player back on the start with no moves, footprints or time.
    pub fn restart(&mut self) {
        self.player = 0;
        self.moves = 0;
        self.won = false;
        self.visited.fill(0);
        if let Some(first) = self.visited.first_mut() {
            *first = 1;
        }
        self.trail.clear();
        self.trail.push(0);
        self.timer = Timer::default();
        self.recorder.clear();
        self.passing = None;
        self.climbed = None;
        {
            (self.met, self.picked) = (Met::Nothing, None);
            if let Some(locks) = &mut self.locks {
                locks.restart();
            }
        }
    }

    /// `next` unless a locked door is in the way (a move it refuses does not count), noting
    /// what the move met at a door.
    fn through_locks(&mut self, next: Option<(u32, usize)>) -> Option<(u32, usize)> {
        self.picked = None;
        self.met = match (&mut self.locks, next) {
            (Some(locks), Some((to, _))) => locks.pass(self.player, to),
            _ => Met::Nothing,
        };
        next.filter(|_| !matches!(self.met, Met::Locked(_)))
    }

    /// What the last move passed at a crossing of a woven maze (`text::crossing` says it):
    /// `Over` onto a bridge, `Under` through a tunnel; `None` after any other move or a bump.
    pub fn passing(&self) -> Option<Passing> {
        self.passing
    }

    /// Whether the last move took a floors maze's stairs, and which way; `None` after any
    /// other move or a bump.
    pub fn climbed(&self) -> Option<Climb> {
        self.climbed
    }

    /// The maze being played, of any shape.
    pub fn maze(&self) -> &ShapeMaze {
        &self.maze
    }

    /// Sets the erasure order of a maze adopted before it (`Adopting::order`): the
    /// same open walls, so nothing of play changes.
    pub(crate) fn set_order(&mut self, removed: Vec<u32>) {
        self.maze.removed = removed;
    }

    /// The maze as square wall bytes, `None` for other shapes.
    pub fn square(&self) -> Option<&Grid> {
        self.square.as_ref()
    }

    /// The player's cell.
    pub fn player(&self) -> u32 {
        self.player
    }

    /// Successful moves so far.
    pub fn moves(&self) -> u32 {
        self.moves
    }

    /// Whether the exit was reached.
    pub fn won(&self) -> bool {
        self.won
    }

    /// One byte per cell: 1 where the player has been.
    pub fn visited(&self) -> &[u8] {
        &self.visited
    }

    /// Visited cells in the order they were first reached.
    pub fn trail(&self) -> &[u32] {
        &self.trail
    }

    /// After a win, the run that won: every move that changed the cell, timed from the first;
    /// `None` before the win, or when the walk was too long to keep.
    pub fn won_run(&self) -> Option<Run> {
        self.recorder.run(&self.maze.layout).filter(|_| self.won)
    }

    /// The play clock.
    pub fn timer(&self) -> &Timer {
        &self.timer
    }

    /// The play clock, for pausing and resuming.
    pub fn timer_mut(&mut self) -> &mut Timer {
        &mut self.timer
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use maze::{Algorithm, Layout, Seed, generate_shape};

    #[test]
    fn a_move_up_or_down_the_stairs_is_a_climb_and_no_other_move_is() {
        let layout = Layout::floors(12, 3).expect("a floors layout");
        let seed = Seed::parse("climbs").expect("a seed");
        let maze = generate_shape(&seed, &layout, Algorithm::UnionFind, 0);
        let floors = *maze.layout.floors_of().expect("floors");
        let solution = maze.solution();
        let keys = maze.path_keys(&solution).expect("keys");
        let mut play = Play::new(maze, None);
        let mut ups = 0;
        for (key, step) in keys.iter().zip(solution.windows(2)) {
            let (outcome, _) = play.press(key, 0.0).expect("a way");
            assert!(matches!(outcome, StepOutcome::Moved | StepOutcome::Won));
            let (from, to) = (floors.floor_of(step[0]), floors.floor_of(step[1]));
            let climb = match to.cmp(&from) {
                std::cmp::Ordering::Greater => Some(Climb::Up),
                std::cmp::Ordering::Less => Some(Climb::Down),
                std::cmp::Ordering::Equal => None,
            };
            assert_eq!(play.climbed(), climb, "{step:?}");
            if climb == Some(Climb::Up) {
                ups += 1;
                // Down the same stair and up again.
                assert_eq!(
                    play.press("PageDown", 0.0).map(|p| p.0),
                    Some(StepOutcome::Moved)
                );
                assert_eq!(play.climbed(), Some(Climb::Down));
                assert_eq!(
                    play.press("PageUp", 0.0).map(|p| p.0),
                    Some(StepOutcome::Moved)
                );
                assert_eq!(play.climbed(), Some(Climb::Up));
            }
        }
        assert!(ups >= 2, "{ups} climbs");
        play.restart();
        assert_eq!(play.climbed(), None);
    }
}
