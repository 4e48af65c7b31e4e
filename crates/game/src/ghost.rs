//! The ghost over time: a checked run replayed at its sender's pace, from the moment the
//! opener makes a first move. Where the ghost is (for drawing), how far ahead or behind it is
//! in time (the HUD) and in cells (play by ear), and who finished first.
//!
//! Progress is measured as the distance to the exit (breadth-first, through open walls), so a
//! detour into a dead end counts as falling back. The gap at opener time `t` with the ball on
//! a cell `d` moves from the exit is `t - T(d)`, where `T(d)` is the first time the ghost was
//! within `d` moves of the exit: positive when the ghost got as close as the player is now
//! that much earlier (it is ahead), negative when it gets there only later (it is behind).
//! At the win `d` is 0, so the gap is the player's time minus the ghost's.

use link::{Run, RunError};
use maze::ShapeMaze;
use maze::shape::Topology;
use maze::solve::{UNREACHABLE, distances_from};

/// How long the ghost takes to glide into a cell after a move (shorter when the next move
/// comes sooner), in ms: smooth to watch, and never behind the run's own times.
pub const GLIDE_MS: f64 = 80.0;

/// A checked run, ready to replay against a player.
#[derive(Clone, Debug, PartialEq)]
pub struct Ghost {
    /// The start, then the cell after each move.
    cells: Vec<u32>,
    /// Each move's time in ms after the first move.
    times: Vec<f64>,
    /// Every cell's distance to the exit.
    to_exit: Vec<u32>,
    /// After each move, the ghost's least distance to the exit so far (never grows).
    nearest: Vec<u32>,
    /// The hints the run took.
    hints: u32,
}

/// Where the ghost is drawn: gliding from `from` to `cell`, `fraction` of the way there (1
/// when it has arrived; `from` is `cell` before its first move).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GhostAt {
    /// The cell the ghost has moved to (where the rules say it is).
    pub cell: u32,
    /// The cell it comes from.
    pub from: u32,
    /// How far along the glide from `from` to `cell`, 0 to 1.
    pub fraction: f64,
}

impl Ghost {
    /// The ghost of `run` on `maze`, or why the run breaks the rules there (`Run::check`).
    pub fn new(run: &Run, maze: &ShapeMaze) -> Result<Ghost, RunError> {
        let cells = run.check(maze)?;
        let to_exit = distances_from(maze, maze.layout.exit());
        let mut times = Vec::new();
        for s in run.steps() {
            times.push(f64::from(s.cs) * 10.0);
        }
        let (mut least, mut nearest) = (UNREACHABLE, Vec::new());
        for &c in cells.get(1..).unwrap_or_default() {
            least = least.min(distance(&to_exit, c));
            nearest.push(least);
        }
        Ok(Ghost {
            cells,
            times,
            to_exit,
            nearest,
            hints: run.hints(),
        })
    }

    /// The start, then the cell after each of the run's moves.
    pub fn cells(&self) -> &[u32] {
        &self.cells
    }

    /// The hints the run took (`run=` carries them).
    pub fn hints(&self) -> u32 {
        self.hints
    }

    /// The moves of the run.
    pub fn moves(&self) -> usize {
        self.times.len()
    }

    /// The ghost's time: its last move, in ms after its first.
    pub fn finish_ms(&self) -> f64 {
        self.times.last().copied().unwrap_or(0.0)
    }

    /// The moves made by opener time `t` (ms since the opener's first move; `None` before it).
    fn made(&self, t: Option<f64>) -> usize {
        match t {
            Some(t) => self.times.partition_point(|&m| m <= t),
            None => 0,
        }
    }

    /// Where the ghost is at opener time `t` (ms since the opener's first move, `None` before
    /// it: the ghost waits on the start).
    pub fn at(&self, t: Option<f64>) -> GhostAt {
        let k = self.made(t);
        let cell = self.cells.get(k).copied().unwrap_or(0);
        let (Some(t), Some(k)) = (t, k.checked_sub(1)) else {
            return GhostAt {
                cell,
                from: cell,
                fraction: 1.0,
            };
        };
        let from = self.cells.get(k).copied().unwrap_or(cell);
        let moved = self.times.get(k).copied().unwrap_or(0.0);
        let next = self.times.get(k + 1).copied().unwrap_or(f64::INFINITY);
        let glide = GLIDE_MS.min(next - moved);
        let fraction = if glide > 0.0 {
            ((t - moved) / glide).clamp(0.0, 1.0)
        } else {
            1.0
        };
        GhostAt {
            cell,
            from,
            fraction,
        }
    }

    /// Whether the ghost has reached the exit at opener time `t`.
    pub fn finished(&self, t: Option<f64>) -> bool {
        self.made(t) == self.moves()
    }

    /// The first time the ghost was within `d` moves of the exit, in ms (0: from the start).
    fn reached(&self, d: u32) -> f64 {
        if distance(&self.to_exit, 0) <= d {
            return 0.0;
        }
        let i = self.nearest.partition_point(|&n| n > d);
        self.times
            .get(i)
            .copied()
            .unwrap_or_else(|| self.finish_ms())
    }

    /// The gap in ms at opener time `t` with the player's ball on `player` (module comment):
    /// positive when the ghost is ahead, 0 before the first move.
    pub fn gap_ms(&self, player: u32, t: Option<f64>) -> f64 {
        match t {
            Some(t) => t - self.reached(distance(&self.to_exit, player)),
            None => 0.0,
        }
    }

    /// How many cells nearer the exit the ghost is than the player's ball on `player` at
    /// opener time `t` (negative when it is farther).
    pub fn cells_ahead(&self, player: u32, t: Option<f64>) -> i64 {
        let ghost = distance(&self.to_exit, self.at(t).cell);
        i64::from(distance(&self.to_exit, player)) - i64::from(ghost)
    }
}

/// A cell's distance to the exit; a cell off the maze or cut off counts as the farthest.
fn distance(to_exit: &[u32], cell: u32) -> u32 {
    to_exit.get(cell as usize).copied().unwrap_or(UNREACHABLE)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Plan;
    use link::Step;
    use maze::Seed;
    use maze::shape::Compass;

    /// Level 1 of `seed` and its solution.
    fn level(seed: &str) -> (ShapeMaze, Vec<u32>) {
        let fresh = || Seed::parse("x").unwrap_or_else(|_| Seed::random());
        let s = Plan::from_query(&format!("seed={seed}&level=1"), fresh).start();
        (s.play().maze().clone(), s.solution().to_vec())
    }

    /// The run that walks `path` with a move every 100 ms from 0.
    fn walk(maze: &ShapeMaze, path: &[u32]) -> Run {
        let steps = path
            .windows(2)
            .enumerate()
            .map(|(i, p)| {
                let way = (0..4)
                    .find(|&w| maze.layout.way_neighbor(p[0], w).map(|(_, n)| n) == Some(p[1]))
                    .unwrap();
                Step {
                    way: way as u8,
                    cs: 10 * i as u32,
                }
            })
            .collect();
        Run::new(maze.layout.shape(), steps)
    }

    #[test]
    fn the_ghost_waits_then_glides_from_cell_to_cell_at_the_runs_times() {
        let (maze, path) = level("ghostly");
        let ghost = Ghost::new(&walk(&maze, &path), &maze).unwrap();
        let moves = path.len() - 1;
        assert_eq!(ghost.moves(), moves);
        assert_eq!(ghost.finish_ms(), 100.0 * (moves - 1) as f64);
        let at = |t| ghost.at(t);
        assert_eq!(
            at(None),
            GhostAt {
                cell: 0,
                from: 0,
                fraction: 1.0
            }
        );
        // Both first moves are at 0: the ghost leaves the start with the player.
        assert_eq!((at(Some(0.0)).cell, at(Some(0.0)).from), (path[1], 0));
        assert_eq!(at(Some(0.0)).fraction, 0.0);
        assert_eq!(at(Some(40.0)).fraction, 0.5);
        let later = at(Some(150.0));
        assert_eq!((later.from, later.cell), (path[1], path[2]));
        assert_eq!(later.fraction, 50.0 / GLIDE_MS);
        assert_eq!(at(Some(190.0)).fraction, 1.0);
        let done = at(Some(1e9));
        assert_eq!((done.cell, done.fraction), (*path.last().unwrap(), 1.0));
        assert!(ghost.finished(Some(1e9)) && !ghost.finished(Some(0.0)));
        assert!(!ghost.finished(None));
    }

    #[test]
    fn a_quick_next_move_shortens_the_glide() {
        let (maze, path) = level("ghostly");
        let mut run = walk(&maze, &path);
        let steps: Vec<Step> = run
            .steps()
            .iter()
            .enumerate()
            .map(|(i, s)| Step {
                cs: if i == 0 { 0 } else { s.cs - 8 },
                ..*s
            })
            .collect();
        // Moves at 0, 20, 120, …: the first glide lasts the 20 ms until the second move.
        run = Run::new(maze.layout.shape(), steps);
        let ghost = Ghost::new(&run, &maze).unwrap();
        assert_eq!(ghost.at(Some(10.0)).fraction, 0.5);
        assert_eq!(ghost.at(Some(20.0)).cell, path[2]);
    }

    #[test]
    fn the_gap_is_how_much_earlier_the_ghost_got_as_close_to_the_exit() {
        let (maze, path) = level("ghostly");
        let ghost = Ghost::new(&walk(&maze, &path), &maze).unwrap();
        let moves = path.len() - 1;
        // The ghost was on path[3] at 200 ms; the player is there at 500 ms: 0.3 s behind it.
        assert_eq!(ghost.gap_ms(path[3], Some(500.0)), 300.0);
        assert_eq!(ghost.cells_ahead(path[3], Some(500.0)), 3);
        // The player on path[5] at 100 ms: the ghost gets there at 400 ms, 0.3 s later.
        assert_eq!(ghost.gap_ms(path[5], Some(100.0)), -300.0);
        assert_eq!(ghost.cells_ahead(path[5], Some(100.0)), -3);
        assert_eq!(ghost.gap_ms(0, None), 0.0);
        assert_eq!(ghost.cells_ahead(0, None), 0);
        // On the start after a while: the ghost was that close from the beginning.
        assert_eq!(ghost.gap_ms(0, Some(700.0)), 700.0);
        // At the exit, the gap is the difference of the finishing times.
        let exit = *path.last().unwrap();
        let finish = ghost.finish_ms();
        assert_eq!(ghost.gap_ms(exit, Some(finish + 2100.0)), 2100.0);
        assert_eq!(ghost.gap_ms(exit, Some(finish - 500.0)), -500.0);
        assert_eq!(ghost.cells_ahead(exit, Some(finish + 1.0)), 0);
        assert_eq!(ghost.cells_ahead(path[moves - 2], Some(finish)), 2);
    }

    #[test]
    fn a_detour_counts_as_falling_back() {
        let (maze, path) = level("ghostly");
        let ghost = Ghost::new(&walk(&maze, &path), &maze).unwrap();
        let to_exit = distances_from(&maze, maze.layout.exit());
        // A cell off the path farther from the exit than the start's neighbour on the path.
        let far = (0..maze.layout.cells())
            .filter(|&c| !path.contains(&c))
            .max_by_key(|&c| to_exit[c as usize])
            .unwrap();
        assert!(to_exit[far as usize] > to_exit[path[1] as usize]);
        assert!(ghost.gap_ms(far, Some(300.0)) >= ghost.gap_ms(path[1], Some(300.0)));
        assert!(ghost.cells_ahead(far, Some(300.0)) > ghost.cells_ahead(path[1], Some(300.0)));
    }
}
