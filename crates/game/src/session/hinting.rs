//! The hints of a level (`?`): the stretch of the way shown ahead of the ball, how many were
//! taken, and, with keys and doors, the distances they lead by (searched in slices on a big
//! level) so that they lead to the next key before the exit.

use crate::hinted::Hinted;
use crate::hints::Hint;
use crate::key_route::{Goal, KeyRoute, Making};
use crate::play::Play;
use maze::shape::Topology;
use std::cell::OnceCell;

/// The hints asked for on this level and what they need to lead through the keys.
#[derive(Clone, Debug, Default)]
pub struct Hinting {
    /// The hints asked for on this level (`HintingMut::press`).
    hinted: Hinted,
    /// With keys and doors, the distances the hints lead by (searched on first need).
    key_route: OnceCell<KeyRoute>,
    /// The hints' distances being searched in slices (`HintingMut::prepare`).
    key_making: Making,
}

impl Hinting {
    /// The hint's route ahead of the ball, while one is shown.
    pub fn shown(&self) -> Option<&Hint> {
        self.hinted.shown()
    }

    /// How many hints were taken on this level since it started or restarted.
    pub fn taken(&self) -> u32 {
        self.hinted.taken()
    }

    /// No hint taken, none shown (the level restarts).
    pub(super) fn restart(&mut self) {
        self.hinted.restart();
    }

    /// The shown hint follows the ball from `from` to `to`.
    pub(super) fn moved(&mut self, from: u32, to: u32) {
        self.hinted.moved(from, to);
    }
}

/// The hints with the play they lead through (`Session::hints_mut`).
pub struct HintingMut<'a> {
    pub(super) hints: &'a mut Hinting,
    pub(super) play: &'a Play,
    /// The link asks for doors that are not placed yet (`DoorsView::awaited`).
    pub(super) doors_awaited: bool,
}

impl HintingMut<'_> {
    /// A press of the hint (`?`): a stretch more of the shortest way from the ball to the exit
    /// (`Hinted::press`), and what it says; `None` once won, or where the exit cannot be
    /// reached.
    pub fn press(self) -> Option<String> {
        if self.play.won() {
            return None;
        }
        if self.doors_awaited || self.play.locks().is_some() {
            return self.press_through_keys();
        }
        let maze = self.play.maze();
        let hint = self.hints.hinted.press(maze, self.play.player())?;
        Some(hint.said(maze))
    }

    /// Searches about `budget` more cells for the hints (`Hinted::prepare`); true once done.
    pub fn prepare(self, budget: u32) -> bool {
        if self.doors_awaited {
            return false;
        }
        let Some(locks) = self.play.locks() else {
            return self.hints.hinted.prepare(self.play.maze(), budget);
        };
        // With doors, the distances from each key and to the exit.
        if self.hints.key_route.get().is_some() {
            return true;
        }
        let made = (self.hints.key_making).advance(self.play.maze(), locks, budget);
        made.is_some_and(|route| self.hints.key_route.set(route).is_ok())
    }

    /// The keys and doors' part of a hint press: the hint towards the next goal of the walk
    /// through the keys (a key to fetch, or the exit), and what it says.
    fn press_through_keys(self) -> Option<String> {
        // Before the doors come (with a worker's solution), a hint to the exit would lead
        // through them.
        let Some(locks) = self.play.locks().filter(|_| !self.doors_awaited) else {
            return Some(text::HINTS_PENDING.to_owned());
        };
        let maze = self.play.maze();
        // A worker's level searches them in slices once it plays (`prepare`): a search from
        // every key at once would hold the page for seconds.
        let hints = self.hints;
        if hints.key_route.get().is_none() && maze.layout.cells() > crate::plan::WORKER_CELLS {
            return Some(text::HINTS_PENDING.to_owned());
        }
        let paths = hints.key_route.get_or_init(|| KeyRoute::new(maze, locks));
        let ball = self.play.player();
        let goal = paths.next_goal(locks, ball)?;
        let (cell, name) = match goal {
            Goal::Key(k) => (
                locks.doors().keys.get(k).copied().unwrap_or(0),
                text::key_name(k),
            ),
            Goal::Exit => (maze.layout.exit(), text::EXIT_NAME.to_owned()),
        };
        let hint = (hints.hinted).press_toward(maze, ball, cell, || paths.field(goal).to_vec());
        hint.map(|h: &Hint| h.said_to(maze, cell, &name))
    }
}
