//! What arrives after a level started (`Session::adopt`): the solution made elsewhere, the doors
//! placed with it, the erasure order; and what each arrival settles (the doors locked, the
//! challenge and the ghost checked against them).

use super::solving::{Solved, check_open_walk, check_solution, open_step};
use super::{Session, adopt};
use crate::locks::Locks;
use maze::doors;
use maze::shape::Topology;

/// The session taking what the page's worker made for it; each arrival settles every part
/// that waited for it.
pub struct Adopting<'a>(pub(super) &'a mut Session);

impl Adopting<'_> {
    /// Takes the solution made elsewhere for this level: a walk from the start to the exit
    /// through open walls (square: never straight back), and, from `Outside`, as short as a
    /// breadth-first search finds. `Ok(false)` when no solution was awaited (the level was
    /// solved already: nothing changes); the first problem otherwise, and the level still
    /// awaits one (`solve_here` gives it).
    pub fn solution(
        &mut self,
        path: Vec<u32>,
        origin: adopt::Origin,
    ) -> Result<bool, adopt::AdoptError> {
        let session = &mut *self.0;
        if session.solving.ready() {
            return Ok(false);
        }
        check_solution(&session.play, &path, origin)?;
        let solved = Solved::new(path, session.play.square());
        session.solving.known(solved);
        self.settle();
        Ok(true)
    }

    /// Solves the level on this thread when its solution was awaited and will not come (the
    /// worker failed, or sent one that was refused).
    pub fn solve_here(&mut self) {
        if self.0.solving.give_up() {
            self.settle();
        }
    }

    /// Takes the doors and route the page's worker placed on this level, to be used once its
    /// solution is adopted if they fit it (`fits`); else the doors are placed here.
    pub fn doors(&mut self, placed: doors::Doors, route: Vec<u32>) {
        self.0.solving.offer(placed, route);
    }

    /// Takes the erasure order of a level adopted from its walls alone from `check` (an
    /// `adopt::OrderCheck` run against this maze's open walls), once it passed; refused
    /// otherwise, and the order still awaited (`order_from_walls` gives one). Nothing changes
    /// when no order was awaited.
    pub fn order(&mut self, check: adopt::OrderCheck) -> Result<(), adopt::AdoptError> {
        let session = &mut *self.0;
        if session.solving.order_ready() {
            return Ok(());
        }
        let listed = check.ids().len();
        let Some(ids) = check.passed() else {
            return Err(adopt::AdoptError::RemovedCount {
                listed,
                erased: session.play.maze().open_walls().count(),
            });
        };
        session.play.set_order(ids);
        session.solving.order_known();
        Ok(())
    }

    /// Gives a level whose erasure order will not come (the worker failed, or sent one that
    /// was refused) its open walls in id order: the carve replay then ends in the same maze.
    pub fn order_from_walls(&mut self) {
        let session = &mut *self.0;
        if !session.solving.order_ready() {
            let ids = session.play.maze().open_walls().erased().collect();
            session.play.set_order(ids);
            session.solving.order_known();
        }
    }

    /// Once the solution is known (here or from elsewhere): the doors locked on its way, and
    /// the challenge checked against the route; nothing yet while it is awaited.
    pub(super) fn settle(&mut self) {
        self.lock_doors();
        self.check_challenge();
    }

    /// Places the link's doors on the maze once its way is known (nothing without `doors=`, or
    /// once placed): the play is given them, and the solution becomes the route through the
    /// keys. Fewer doors than asked (loops leave fewer passages every walk takes) is a notice.
    fn lock_doors(&mut self) {
        let session = &mut *self.0;
        let Some(count) = session.params.doors() else {
            return;
        };
        if session.play.locks().is_some() {
            return;
        }
        // A worker's level is played before its solution comes, and its doors with it.
        let Some(way) = session.solved().map(|s| s.path.clone()) else {
            return;
        };
        let offered = session.solving.take_offer();
        let play = &session.play;
        let offered = offered.filter(|(d, r)| fits(play, d, r, count));
        let (placed, route) = offered.unwrap_or_else(|| {
            let (placed, route) = doors::place_and_route(play.maze(), &way, count);
            (placed, route.unwrap_or(way))
        });
        if placed.doors.len() < count as usize {
            let said = text::fewer_doors(placed.doors.len(), count as usize);
            session.notices.push(said);
        }
        let solved = Solved::new(route, session.play.square());
        session.solving.route(solved);
        if session.play.set_locks(Locks::new(placed)) {
            // The ball passed where a door now stands before the doors came: it starts again.
            session.restart();
            session.notices.push(text::DOORS_CAME_LATE.to_owned());
        }
        if let Some(locks) = session.play.locks() {
            let notices = &mut session.notices;
            session
                .race
                .check_doors(locks, &mut session.params, notices);
        }
    }

    /// Drops a challenge the shortest path cannot meet, with a notice; the solution must be
    /// known (a level solved here is solved now, the first need), else this waits.
    fn check_challenge(&mut self) {
        let session = &mut *self.0;
        let Some(challenge) = session.params.challenge else {
            return;
        };
        let Some(solved) = session.solved() else {
            return;
        };
        let shortest = solved.path.len().saturating_sub(1) as u32;
        if let Err(problem) = challenge.fits(shortest) {
            let ignored = text::challenge_ignored(&challenge.to_param(), &problem.to_string());
            session.notices.push(ignored);
            session.params.challenge = None;
        }
    }
}

/// Whether doors and a route made elsewhere fit `play`'s maze: at most `count` doors, each on
/// an open passage, its key on a cell and its zone among the doors; the route a walk through
/// open passages from the start to the exit that no door refuses and that picks every key.
fn fits(play: &crate::play::Play, placed: &doors::Doors, route: &[u32], count: u32) -> bool {
    let cells = play.maze().layout.cells();
    let k = placed.doors.len();
    let shaped = k <= count as usize
        && [&placed.keys, &placed.key_zones, &placed.at]
            .iter()
            .all(|v| v.len() == k)
        && placed.doors.iter().all(|&[a, b]| open_step(play, a, b))
        && placed.keys.iter().all(|&c| c < cells)
        && placed.key_zones.iter().all(|&z| z as usize <= k);
    if !shaped || check_open_walk(play, route).is_err() {
        return false;
    }
    let mut locks = Locks::new(placed.clone());
    locks.follow(route).is_none() && (0..k).all(|i| locks.holds(i))
}
