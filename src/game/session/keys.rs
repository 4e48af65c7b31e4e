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

/// How many moves on along a corridor the I key names a door or a key.
const REACH: u32 = 4;

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

    /// The keys and doors in reach of the ball, as the I key names them ("the red door A
    /// east, locked", "the blue key B south, 3 moves on"): along each open way, the first door
    /// or key not held up to `REACH` moves on, the walk going on only through corridors
    /// (cells with one way on). Empty without doors.
    pub fn in_reach(&self) -> Vec<String> {
        use crate::maze::Graph;
        let Some(locks) = self.play.locks() else {
            return Vec::new();
        };
        let maze = self.play.maze();
        let ball = self.play.player();
        let mut said = Vec::new();
        for first in maze.open_neighbors(ball) {
            let word = maze.layout.way_word(ball, first).unwrap_or_default();
            let (mut back, mut at) = (ball, first);
            for moves in 1..=REACH {
                if let Some(d) = locks.door_between(back, at) {
                    let open = locks.is_open(d);
                    said.push(crate::text::door_in_reach(d, word, open, moves));
                    break;
                }
                let key = (locks.doors().keys.iter()).position(|&c| c == at);
                if let Some(k) = key.filter(|&k| !locks.holds(k)) {
                    said.push(crate::text::key_in_reach(k, word, moves));
                    break;
                }
                let mut on = maze.open_neighbors(at).filter(|&n| n != back);
                match (on.next(), on.next()) {
                    (Some(next), None) => (back, at) = (at, next),
                    _ => break,
                }
            }
        }
        said
    }

    /// Whether the link asks for doors that are not placed yet: the solution they need is
    /// still awaited (every move waits for it).
    pub fn doors_awaited(&self) -> bool {
        self.params.doors().is_some() && self.play.locks().is_none()
    }

    /// The bar's keys field on a level with doors: why the last move was refused at a door
    /// ("Door A needs key A"), else the keys held ("Keys: A, C", or "Keys: none"); `None` without
    /// doors.
    pub fn keys_field(&self) -> Option<String> {
        let locks = self.play.locks()?;
        Some(match self.play.met() {
            Met::Locked(d) => crate::text::door_needs(d),
            _ => locks
                .held_text()
                .unwrap_or_else(|| crate::text::keys_held(&[])),
        })
    }
}
