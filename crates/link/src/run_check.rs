//! A run from a link checked against its maze by the movement rules (`Run::check`): the link
//! carries only the run's form; whether it walks this maze is read from the maze's own ways.

use crate::run_code::MAX_RUN_CS;
use crate::{Run, RunError};
use maze::ShapeMaze;
use maze::shape::{Compass, Topology};

impl Run {
    /// Replays the run on `maze` by the movement rules, from the start: every move through an
    /// open wall by a way of the shape's table, none after the exit is reached, times never
    /// going back nor past 100 hours, the last move onto the exit. The cells it visits (the
    /// start, then one per move), or the first problem.
    pub fn check(&self, maze: &ShapeMaze) -> Result<Vec<u32>, RunError> {
        let layout = &maze.layout;
        if !self.fits_ways(layout.ways().len()) {
            return Err(RunError::WrongShape);
        }
        if self.steps().is_empty() {
            return Err(RunError::NoMoves);
        }
        let (exit, ways) = (layout.exit(), layout.ways().len());
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
