//! Hints as a level keeps them (`Session::hint`): the maze's distances to its exit, searched on
//! the first press and kept for the level; the hint's press, which holds while every move goes
//! on along a shortest way to the exit and ends with a move that does not; the route shown, what
//! is left of it ahead of the ball; and how many hints were taken.

use super::hints::{Hint, Hints};
use crate::maze::ShapeMaze;
use std::cell::OnceCell;

/// A level's hints.
#[derive(Clone, Debug, Default)]
pub struct Hinted {
    /// Searched once, on the first press (`Hints::new`).
    hints: OnceCell<Hints>,
    /// The last press (1 for the first) and the hint it showed, less the cells walked since,
    /// while the ball keeps to a shortest way to the exit: the next press shows more.
    shown: Option<(u32, Hint)>,
    /// Presses that showed something: the count the bar, the win and a shared result give.
    taken: u32,
}

impl Hinted {
    /// A press of the hint with the ball on `ball`: the press after the last (a stretch more,
    /// from the ball) while the ball kept to a shortest way since, else the first; `None` at
    /// the exit or where it cannot be reached. Counted when it shows more than is left shown.
    pub fn press(&mut self, maze: &ShapeMaze, ball: u32) -> Option<&Hint> {
        let hints = self.hints.get_or_init(|| Hints::new(maze));
        if hints.distance(ball).is_none_or(|d| d == 0) {
            return None;
        }
        let (press, before) = match &self.shown {
            Some((press, hint)) => (press.saturating_add(1), hint.route.len()),
            None => (1, 0),
        };
        let mut press = press;
        let mut hint = hints.hint(maze, ball, press);
        // A press that would show no more (the next decision point one step away) goes on to
        // the one after.
        while hint.route.len() <= before && hint.route.last() != Some(&maze.layout.exit()) {
            press = press.saturating_add(1);
            hint = hints.hint(maze, ball, press);
        }
        if hint.route.len() > before {
            self.taken = self.taken.saturating_add(1);
            self.shown = Some((press, hint));
        }
        self.shown.as_ref().map(|(_, hint)| hint)
    }

    /// The ball moved from `from` to `to`: one move nearer the exit keeps the hint (its route
    /// shown from the ball on, once the ball walks along it); any other ends it.
    pub fn moved(&mut self, from: u32, to: u32) {
        let Some((_, hint)) = &mut self.shown else {
            return;
        };
        let nearer = self.hints.get().is_some_and(
            |h| matches!((h.distance(from), h.distance(to)), (Some(a), Some(b)) if b + 1 == a),
        );
        if !nearer {
            self.shown = None;
        } else if hint.route.get(1) == Some(&to) {
            hint.route.remove(0);
            hint.decisions.retain(|&i| i > 1);
            for i in &mut hint.decisions {
                *i -= 1;
            }
        } else {
            // Another shortest way (round a loop): nothing of the route is ahead any more.
            hint.route = vec![to];
            hint.decisions.clear();
        }
    }

    /// The route shown ahead of the ball (two cells at least), with its decision points.
    pub fn shown(&self) -> Option<&Hint> {
        self.shown
            .as_ref()
            .map(|(_, hint)| hint)
            .filter(|hint| hint.route.len() > 1)
    }

    /// How many hints were taken on this level since it started or restarted.
    pub fn taken(&self) -> u32 {
        self.taken
    }

    /// The level starts again: no hint shown, none taken (the distances stay).
    pub fn restart(&mut self) {
        self.shown = None;
        self.taken = 0;
    }
}
