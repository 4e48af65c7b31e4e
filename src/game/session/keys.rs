//! A session's keys and doors (`doors=`): placed once the way is known (here, or from the
//! page's worker), the route through the keys then the level's solution; hints that lead to the
//! next key before the exit; and the ghost's run held to the doors too.

use super::{Session, Solved};
use crate::game::hints::Hint;
use crate::game::key_route::{Goal, KeyRoute};
use crate::game::locks::{Locks, Met};
use crate::link::RunError;
use crate::maze::doors;
use std::cell::OnceCell;

impl Session {
    /// Places the link's doors on the maze once its way is known (nothing without `doors=`, or
    /// once placed): the play is given them, and the solution becomes the route through the
    /// keys. Fewer doors than asked (loops leave fewer passages every walk takes) is a notice.
    pub(super) fn lock_doors(&mut self) {
        let Some(count) = self.params.doors() else {
            return;
        };
        if self.play.locks().is_some() {
            return;
        }
        let Some(way) = self.solved().map(|s| s.path.clone()) else {
            self.play.await_locks();
            return;
        };
        let maze = self.play.maze();
        let placed = doors::place(maze, &way, count);
        if placed.doors.len() < count as usize {
            let said = crate::text::fewer_doors(placed.doors.len(), count as usize);
            self.notices.push(said);
        }
        let route = doors::route(maze, &way, &placed).unwrap_or(way);
        self.solved = OnceCell::from(Solved::new(route, self.play.square()));
        self.play.set_locks(Locks::new(placed));
        self.check_ghost_doors();
    }

    /// Drops a ghost whose run passes a door before it holds the key, with a notice.
    fn check_ghost_doors(&mut self) {
        let (Some(ghost), Some(locks)) = (&self.ghost, self.play.locks()) else {
            return;
        };
        let mut locks = locks.clone();
        let refused = ghost.cells().windows(2).enumerate().find_map(|(n, pair)| {
            let [from, to] = *pair else { return None };
            let met = locks.pass(from, to);
            locks.arrive(to);
            matches!(met, Met::Locked(_)).then_some(n + 1)
        });
        if let Some(n) = refused {
            self.notices.push(RunError::IllegalMove(n).to_string());
            self.ghost = None;
            self.params.run = None;
        }
    }

    /// The keys and doors' part of a hint press: the hint towards the next goal of the walk
    /// through the keys (a key to fetch, or the exit), and what it says; `None` without doors.
    pub(super) fn hint_through_keys(&mut self) -> Option<Option<String>> {
        let locks = self.play.locks()?;
        let maze = self.play.maze();
        let paths = self.key_route.get_or_init(|| KeyRoute::new(maze, locks));
        let ball = self.play.player();
        let Some(goal) = paths.next_goal(locks, ball) else {
            return Some(None);
        };
        let (cell, name) = match goal {
            Goal::Key(k) => (
                locks.doors().keys.get(k).copied().unwrap_or(0),
                crate::text::key_name(k),
            ),
            Goal::Exit => (maze.layout.exit(), "the exit".to_owned()),
        };
        let hint = self
            .hinted
            .press_toward(maze, ball, cell, || paths.field(goal).to_vec());
        Some(hint.map(|h: &Hint| h.said_to(maze, cell, &name)))
    }

    /// Searches the distances the hints of a level with doors need (from each key and to the
    /// exit), all at once; false without doors.
    pub(super) fn prepare_key_hints(&mut self) -> bool {
        let Some(locks) = self.play.locks() else {
            return false;
        };
        let maze = self.play.maze();
        self.key_route.get_or_init(|| KeyRoute::new(maze, locks));
        true
    }

    /// The bar's keys held ("Keys held: A, C"), `None` without keys held.
    pub fn keys_text(&self) -> Option<String> {
        self.play.locks()?.held_text()
    }
}
