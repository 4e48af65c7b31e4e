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

use crate::link::{Run, RunError};
use crate::maze::ShapeMaze;
use crate::maze::solve::{UNREACHABLE, distances_from};

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
        let times = run.steps().iter().map(|s| f64::from(s.cs) * 10.0).collect();
        let mut least = UNREACHABLE;
        let nearest = cells
            .iter()
            .skip(1)
            .map(|&c| {
                least = least.min(distance(&to_exit, c));
                least
            })
            .collect();
        Ok(Ghost {
            cells,
            times,
            to_exit,
            nearest,
        })
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
