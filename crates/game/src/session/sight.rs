//! What the player may see of the maze: the fog of war (`mode=fog`) lifting around the ball,
//! and whether the solution is shown (never in fog, which it would give away).

use super::FOG_RADIUS;
use crate::fog::Fog;
use maze::{Grid, ShapeMaze};

/// The fog, when the link asks for it, and the solution's switch.
#[derive(Clone, Debug)]
pub struct Sight {
    fog: Option<Fog>,
    solution_shown: bool,
    /// Whether the solution was shown at any time on this level (a journey's second star).
    solution_seen: bool,
}

impl Sight {
    /// Closed fog on `maze` when `fog` is asked for, clear sight otherwise; the solution hidden.
    pub(super) fn new(fog: bool, maze: &ShapeMaze, square: Option<&Grid>) -> Sight {
        Sight {
            fog: fog.then(|| new_fog(maze, square)),
            solution_shown: false,
            solution_seen: false,
        }
    }

    /// The fog's seen bytes (one per cell, 1 where seen), or `None` outside fog mode.
    pub fn fog(&self) -> Option<&Fog> {
        self.fog.as_ref()
    }

    /// Whether tools that show the whole maze (carve replay, search view, export, printing) may
    /// run: not in fog of war, which would give away the unseen cells.
    pub fn reveals_allowed(&self) -> bool {
        self.fog.is_none()
    }

    /// Whether the solution is shown.
    pub fn solution_shown(&self) -> bool {
        self.solution_shown
    }

    /// Shows or hides the solution; whether it is now shown (never in fog, nor before the
    /// solution is `known`).
    pub(super) fn toggle_solution(&mut self, known: bool) -> bool {
        self.solution_shown = !self.solution_shown && self.fog.is_none() && known;
        self.solution_seen |= self.solution_shown;
        self.solution_shown
    }

    /// Whether the solution was shown at any time on this level.
    pub fn solution_seen(&self) -> bool {
        self.solution_seen
    }

    /// Closes the fog again, as at the start of `maze`.
    pub(super) fn close(&mut self, maze: &ShapeMaze, square: Option<&Grid>) {
        if let Some(fog) = &mut self.fog {
            *fog = new_fog(maze, square);
        }
    }

    /// Lifts the fog around the ball's new `cell`.
    pub(super) fn reveal(&mut self, cell: u32) {
        if let Some(fog) = &mut self.fog {
            fog.reveal(cell);
        }
    }
}

/// Closed fog for a maze: by rows and columns on square (as always), by graph distance on others.
fn new_fog(maze: &ShapeMaze, square: Option<&Grid>) -> Fog {
    match square {
        Some(grid) => Fog::new(grid.width(), grid.height(), FOG_RADIUS),
        None => Fog::on_layout(maze.layout.clone(), FOG_RADIUS),
    }
}
