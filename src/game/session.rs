//! A game across levels: the link's parameters, the level being played, its solution, and
//! the notices about parameters that could not be used.

use super::level::{MAX_LEVEL, grow_side};
use super::play::{Outcome, Play};
use crate::maze::{Direction, Seed, SizeError, generate, solve};
use crate::share::{self, Params};

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
}

impl Session {
    /// Starts from a URL query string; bad parameters become notices and fall back to defaults
    /// (`fresh_seed` supplies a seed when the link has none or a bad one).
    pub fn from_query(query: &str, fresh_seed: impl FnOnce() -> Seed) -> Session {
        let (params, errors) = share::parse_query(query, fresh_seed);
        let notices: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
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

    /// Starts the level `params` describe, keeping `notices` to show.
    pub fn with_params(params: Params, notices: Vec<String>) -> Result<Session, SizeError> {
        let side = params.side();
        let maze = generate(&params.seed, side, side, params.algorithm)?;
        let solution = solve::shortest_path(&maze.grid).unwrap_or_default();
        let links = solution_links(&solution, maze.grid.width(), maze.grid.cells());
        Ok(Session {
            params,
            play: Play::new(maze),
            solution,
            links,
            solution_shown: false,
            notices,
        })
    }

    /// Level 1 of `seed`, which always exists.
    fn first_level(seed: Seed, notices: Vec<String>) -> Session {
        let params = Params::new(seed);
        let side = params.side();
        let maze = match generate(&params.seed, side, side, params.algorithm) {
            Ok(maze) => maze,
            // Level 1 is 8×8, inside every bound; an empty solution is the only cost if not.
            Err(_) => return Session::empty(params, notices),
        };
        let solution = solve::shortest_path(&maze.grid).unwrap_or_default();
        let links = solution_links(&solution, maze.grid.width(), maze.grid.cells());
        Session {
            params,
            play: Play::new(maze),
            solution,
            links,
            solution_shown: false,
            notices,
        }
    }

    fn empty(params: Params, notices: Vec<String>) -> Session {
        let maze = crate::maze::Maze {
            grid: crate::maze::Grid::smallest(),
            removed: Vec::new(),
            algorithm: params.algorithm,
        };
        Session {
            params,
            play: Play::new(maze),
            solution: Vec::new(),
            links: Vec::new(),
            solution_shown: false,
            notices,
        }
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

    /// Shows or hides the solution; returns whether it is now shown.
    pub fn toggle_solution(&mut self) -> bool {
        self.solution_shown = !self.solution_shown;
        self.solution_shown
    }

    /// The bad-parameter messages, one full sentence each.
    pub fn notices(&self) -> &[String] {
        &self.notices
    }

    /// Forgets the notices (the player dismissed them).
    pub fn dismiss_notices(&mut self) {
        self.notices.clear();
    }

    /// Moves the player one cell in `dir` at `now` (ms).
    pub fn step(&mut self, dir: Direction, now: f64) -> Outcome {
        self.play.step(dir, now)
    }

    /// After a win, goes to the next, larger level of the same seed; returns false and changes
    /// nothing before the win. A fixed `size` grows like the level schedule; past the last
    /// level the next maze is the last level again with `fresh_seed`.
    pub fn next_level(&mut self, fresh_seed: impl FnOnce() -> Seed) -> bool {
        match self.next_params(fresh_seed) {
            Some(params) => self.switch_to(params),
            None => false,
        }
    }

    /// The parameters of the level after this one, once it is won (`None` before the win).
    pub(crate) fn next_params(&self, fresh_seed: impl FnOnce() -> Seed) -> Option<Params> {
        if !self.play.won() {
            return None;
        }
        let mut params = self.params.clone();
        let at_cap = params.size.is_some_and(|side| grow_side(side) == side);
        if params.level < MAX_LEVEL {
            params.level += 1;
            params.size = params.size.map(grow_side);
        } else if params.size.is_none() || at_cap {
            params.seed = fresh_seed();
        } else {
            params.size = params.size.map(grow_side);
        }
        Some(params)
    }

    /// Starts `seed` at the same level, size and algorithm.
    pub fn new_seed(&mut self, seed: Seed) -> bool {
        let mut params = self.params.clone();
        params.seed = seed;
        self.switch_to(params)
    }

    /// Replaces the level with the one `params` describe; on a size error nothing changes.
    fn switch_to(&mut self, params: Params) -> bool {
        match Session::with_params(params, Vec::new()) {
            Ok(session) => {
                *self = session;
                true
            }
            Err(_) => false,
        }
    }
}

/// The `LINK_*` byte of every cell for a path of neighbouring cells from the start to the exit.
fn solution_links(path: &[u32], width: u32, cells: u32) -> Vec<u8> {
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
    use crate::maze::Algorithm;

    fn seed(text: &str) -> Seed {
        Seed::parse(text).unwrap_or_else(|_| Seed::random())
    }

    fn win(session: &mut Session) {
        let grid = session.play().maze().grid.clone();
        let path = session.solution().to_vec();
        for pair in path.windows(2) {
            let dir = Direction::ALL
                .into_iter()
                .find(|&d| grid.neighbor(pair[0], d) == Some(pair[1]));
            if let Some(dir) = dir {
                session.step(dir, 0.0);
            }
        }
    }

    #[test]
    fn bad_links_fall_back_with_notices() {
        let s = Session::from_query("?seed=<b>&level=0&algo=nope", || seed("fresh"));
        assert_eq!(s.params().seed.as_str(), "fresh");
        assert_eq!(s.params().level, 1);
        assert_eq!(s.notices().len(), 3);
        assert_eq!(s.play().maze().grid.width(), 8);
    }

    #[test]
    fn next_level_needs_a_win_and_grows_the_maze() {
        let mut s = Session::from_query("seed=grow&level=3", || seed("unused"));
        assert!(!s.next_level(|| seed("unused")));
        assert_eq!(s.params().level, 3);
        win(&mut s);
        assert!(s.play().won());
        assert!(s.next_level(|| seed("unused")));
        assert_eq!((s.params().level, s.play().maze().grid.width()), (4, 20));
        assert_eq!(s.params().seed.as_str(), "grow");
    }

    #[test]
    fn a_fixed_size_grows_too_and_the_last_level_gets_a_new_seed() {
        let mut s = Session::from_query("seed=fixed&size=30&algo=perfect", || seed("x"));
        win(&mut s);
        assert!(s.next_level(|| seed("x")));
        assert_eq!(s.params().size, Some(34));
        assert_eq!(s.params().algorithm, Algorithm::Perfect);
        let mut last = Session::from_query("seed=last&level=499&size=6", || seed("x"));
        win(&mut last);
        assert!(last.next_level(|| seed("fresh")));
        assert_eq!((last.params().level, last.params().size), (499, Some(10)));
        assert_eq!(last.params().seed.as_str(), "last");
    }

    #[test]
    fn links_follow_the_solution() {
        let s = Session::from_query("seed=links", || seed("x"));
        let (links, path) = (s.links(), s.solution());
        let on_path = links.iter().filter(|&&b| b != 0).count();
        assert_eq!(on_path, path.len());
        assert_ne!(links[0] & LINK_WEST, 0);
        let exit = s.play().maze().grid.exit() as usize;
        assert_ne!(links[exit] & LINK_EAST, 0);
        for &cell in path {
            assert!(links[cell as usize].count_ones() >= 2 || path.len() == 1);
        }
    }
}
