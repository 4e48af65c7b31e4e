//! Where a level with keys and doors leads from wherever the ball is, with whatever keys it
//! holds: the next goal (a key to fetch, or the exit) of the shortest walk over (cell, keys
//! held) states, for hints. The order of the keys still to fetch is weighed as the route's is
//! from the start (`maze::doors::best_order`, here from the ball's cell, zone and keys held),
//! each leg read off the distances searched from each key; the first of equal orders is taken,
//! so that from the start the goals follow the route.

use super::hinted::SlicedSearch;
use super::locks::Locks;
use maze::ShapeMaze;
use maze::doors::{Setting, best_order};
use maze::shape::Topology;
use maze::solve::UNREACHABLE;

/// Where the next leg of the walk through the keys leads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Key `index`, still to fetch.
    Key(usize),
    /// The exit: every key needed is held.
    Exit,
}

/// A level's distances from each key and to the exit, searched once, for its goals.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KeyRoute {
    from_keys: Vec<Vec<u32>>,
    to_exit: Vec<u32>,
    exit: u32,
}

impl KeyRoute {
    /// Searches `maze`'s distances from each key of `locks` and to its exit, in one go.
    pub fn new(maze: &ShapeMaze, locks: &Locks) -> KeyRoute {
        // One slice as big as the maze: the search `making` makes, not a second one.
        let mut making = KeyRoute::making();
        (making.advance(maze, locks, u32::MAX)).unwrap_or_default()
    }

    /// The route of `locks` on `maze` searched in slices: `making.advance` until it gives it.
    pub fn making() -> Making {
        Making::default()
    }

    /// The distances to `goal` from every cell (`UNREACHABLE` where it cannot be reached).
    pub fn field(&self, goal: Goal) -> &[u32] {
        match goal {
            Goal::Key(k) => self.from_keys.get(k).map_or(&[], Vec::as_slice),
            Goal::Exit => &self.to_exit,
        }
    }

    /// The next goal of the shortest walk from `cell` through the keys `locks` has not given
    /// yet to the exit; `None` when no walk reaches it.
    pub fn next_goal(&self, locks: &Locks, cell: u32) -> Option<Goal> {
        let doors = locks.doors();
        // Every key held (an open door's key among them): straight to the exit, past any door.
        if (0..doors.keys.len()).all(|k| locks.holds(k)) {
            return self.distance(Goal::Exit, cell).map(|_| Goal::Exit);
        }
        let from = Setting {
            cell,
            zone: locks.zone(),
            held: u32::from(locks.held()),
        };
        let exit = self.exit;
        let between = |k: usize, to: u32| self.distance(Goal::Key(k), to);
        let order = best_order(&doors.keys, &doors.key_zones, (from, exit), &between)?;
        order.first().map(|&k| Goal::Key(k))
    }

    fn distance(&self, goal: Goal, from: u32) -> Option<u32> {
        let d = *self.field(goal).get(from as usize)?;
        (d != UNREACHABLE).then_some(d)
    }
}

/// A `KeyRoute` being searched a slice at a time (a big level's page calls it between frames):
/// from each key in turn, then to the exit.
#[derive(Clone, Debug, Default)]
pub struct Making {
    fields: Vec<Vec<u32>>,
    search: Option<SlicedSearch>,
}

impl Making {
    /// Searches about `budget` more cells; the route once every search is done.
    pub fn advance(&mut self, maze: &ShapeMaze, locks: &Locks, budget: u32) -> Option<KeyRoute> {
        let keys = &locks.doors().keys;
        let exit = maze.layout.exit();
        loop {
            let next = self.fields.len();
            let Some(&origin) = keys.get(next).or((next == keys.len()).then_some(&exit)) else {
                let mut fields = std::mem::take(&mut self.fields);
                let to_exit = fields.pop().unwrap_or_default();
                return Some(KeyRoute {
                    from_keys: fields,
                    to_exit,
                    exit,
                });
            };
            let search =
                (self.search).get_or_insert_with(|| SlicedSearch::new(maze.layout.cells(), origin));
            if !search.advance(maze, budget) {
                return None;
            }
            let done = self.search.take().map(SlicedSearch::distances);
            self.fields.push(done.unwrap_or_default());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Plan;
    use maze::Seed;
    use maze::doors::{place, route};

    #[test]
    fn following_the_goals_wins_in_the_moves_of_the_route_through_the_keys() {
        use maze::Graph;
        for query in [
            "seed=goals&level=4",
            "seed=goals&level=3&shape=hex",
            "seed=goals&level=5&floors=3",
            "seed=goals&level=6&braid=50",
        ] {
            let session = Plan::from_query(query, Seed::random).start();
            let maze = session.play().maze().clone();
            let way = session.solution().to_vec();
            for count in 1..=4 {
                let doors = place(&maze, &way, count);
                let walk = route(&maze, &way, &doors).unwrap_or_default();
                let mut locks = Locks::new(doors);
                let paths = KeyRoute::new(&maze, &locks);
                // Searched in slices, the same distances.
                let mut making = KeyRoute::making();
                let sliced = (0..10_000).find_map(|_| making.advance(&maze, &locks, 37));
                assert_eq!(sliced.as_ref(), Some(&paths), "{query}");
                // Each step one nearer the goal of the moment, as the hints lead.
                let (mut at, mut moves) = (0, 0);
                while at != maze.layout.exit() && moves < walk.len() {
                    let goal = paths.next_goal(&locks, at);
                    let field = paths.field(goal.unwrap_or(Goal::Exit));
                    let d = field.get(at as usize).copied().unwrap_or(0);
                    let next = maze
                        .open_neighbors(at)
                        .find(|&n| field[n as usize] + 1 == d);
                    let next = next.unwrap_or(at);
                    let met = locks.pass(at, next);
                    assert!(!matches!(met, crate::locks::Met::Locked(_)), "{query}");
                    locks.arrive(next);
                    (at, moves) = (next, moves + 1);
                }
                assert_eq!(at, maze.layout.exit(), "{query} doors={count}");
                assert_eq!(moves, walk.len() - 1, "{query} doors={count}: as short");
            }
        }
    }
}
