//! Ghost runs in play: recording the moves of the level being played (`Recorder`), and checking
//! a run from a link against the maze by the movement rules (`Run::check`). The form of a run
//! (`run=`) is `link::run`'s.

use crate::link::run::MAX_RUN_CS;
use crate::link::{MAX_RUN_LEN, Run, RunError, Step};
use crate::maze::{Layout, ShapeMaze};

/// The most moves a recording keeps: a move takes at least 7 bits (a 2-bit way and a 5-bit
/// time), so more could never fit in `MAX_RUN_LEN` characters; a longer walk has no run.
pub const MAX_RECORDED: usize = MAX_RUN_LEN * 6 / 7;

impl Run {
    /// Replays the run on `maze` by the movement rules, from the start: every move through an
    /// open wall by a way of the shape's table, none after the exit is reached, times never
    /// going back nor past 100 hours, the last move onto the exit. The cells it visits (the
    /// start, then one per move), or the first problem.
    pub fn check(&self, maze: &ShapeMaze) -> Result<Vec<u32>, RunError> {
        let layout = &maze.layout;
        if !self.fits(layout.shape()) {
            return Err(RunError::WrongShape);
        }
        if self.steps().is_empty() {
            return Err(RunError::NoMoves);
        }
        let (exit, ways) = (layout.exit(), layout.shape().ways().len());
        let mut cells = Vec::with_capacity(self.steps().len() + 1);
        cells.push(0);
        let (mut cell, mut before) = (0, 0);
        for (index, step) in self.steps().iter().enumerate() {
            let n = index + 1;
            let way = usize::from(step.way);
            // The level is over once the ball is on the exit: nothing moves it after that.
            let open = (cell != exit && way < ways)
                .then(|| layout.way_neighbor(cell, way))
                .flatten()
                .filter(|&(wall, _)| maze.is_open(wall));
            let Some((_, to)) = open else {
                return Err(RunError::IllegalMove(n));
            };
            if step.cs < before {
                return Err(RunError::Backwards(n));
            }
            if u64::from(step.cs) > MAX_RUN_CS {
                return Err(RunError::TooSlow);
            }
            (cell, before) = (to, step.cs);
            cells.push(to);
        }
        if cell != exit {
            return Err(RunError::MissesExit);
        }
        Ok(cells)
    }
}

/// The moves of the level being played that changed the ball's cell (bumps are not moves),
/// each with its play time since the first move.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Recorder {
    steps: Vec<Step>,
    /// A move could not be kept (too many, or no way of the table leads there): no run.
    lost: bool,
}

impl Recorder {
    /// Keeps the move from `from` to `to` on `layout`, made `elapsed_ms` of play time after
    /// the first move.
    pub fn record(&mut self, layout: &Layout, from: u32, to: u32, elapsed_ms: f64) {
        if self.lost {
            return;
        }
        let ways = layout.shape().ways().len();
        let way = (0..ways).find(|&w| layout.way_neighbor(from, w).is_some_and(|(_, n)| n == to));
        let (Some(way), true) = (way, self.steps.len() < MAX_RECORDED) else {
            self.lost = true;
            self.steps = Vec::new();
            return;
        };
        let cs = if elapsed_ms.is_finite() {
            (elapsed_ms.max(0.0) / 10.0).round().min(MAX_RUN_CS as f64) as u32
        } else {
            0
        };
        // The page's clock never goes back; if it ever did, the player's own run must stay
        // shareable, so a move is never timed before the one before it.
        let cs = cs.max(self.steps.last().map_or(0, |s| s.cs));
        self.steps.push(Step {
            way: way as u8,
            cs,
        });
    }

    /// Forgets every move (the level restarted).
    pub fn clear(&mut self) {
        self.steps.clear();
        self.lost = false;
    }

    /// The moves so far as a run on `layout`'s shape, `None` when some were lost or none made.
    pub fn run(&self, layout: &Layout) -> Option<Run> {
        (!self.lost && !self.steps.is_empty()).then(|| Run::new(layout.shape(), self.steps.clone()))
    }
}
