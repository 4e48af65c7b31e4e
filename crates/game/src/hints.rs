//! Graded hints, their rule: from wherever the ball is, the shortest way to the exit, shown a
//! stretch at a time. The first press shows the way out of the ball's cell; each press after it
//! at the same place shows the way on to the next decision point (a cell where a roll would stop
//! for a fork, a stair or a crossing: `maze::corridor`), then the one after, up to the exit. The
//! distances to the exit are searched once per maze (`Hints::new`), so that a press at any level
//! walks only the route it shows.
use maze::corridor::{Rest, rest_at};
use maze::shape::{Compass, Heading, Passing, Topology};
use maze::solve::{UNREACHABLE, distances_from};
use maze::{Graph, ShapeMaze};

/// A maze's distances to its exit, for hints.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hints {
    to_exit: Vec<u32>,
}

/// A hint: the cells of the route it shows, from the ball's cell (first) on, and the cells of
/// it where the route passes a decision point, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The route's cells, the ball's first.
    pub route: Vec<u32>,
    /// The indices in `route` of the decision points it passes or ends on.
    pub decisions: Vec<usize>,
}

impl Hints {
    /// Searches `maze`'s distances to its exit (moves, `UNREACHABLE` where it cannot be reached).
    pub fn new(maze: &ShapeMaze) -> Hints {
        Hints {
            to_exit: distances_from(maze, maze.layout.exit()),
        }
    }

    /// Hints from distances to the exit searched elsewhere (`game::hinted`, in slices).
    pub fn from_distances(to_exit: Vec<u32>) -> Hints {
        Hints { to_exit }
    }

    /// The moves from `cell` to the exit, if it can be reached.
    pub fn distance(&self, cell: u32) -> Option<u32> {
        self.to_exit
            .get(cell as usize)
            .copied()
            .filter(|&d| d != UNREACHABLE)
    }

    /// The next cell on a shortest way from `cell` to the exit (the first in the shape's
    /// neighbour order of equals), if there is one.
    pub fn next(&self, maze: &ShapeMaze, cell: u32) -> Option<u32> {
        let d = self.distance(cell).filter(|&d| d > 0)?;
        let mut around = Vec::new();
        open_ways(maze, cell, &mut around);
        around
            .into_iter()
            .find(|&n| self.distance(n) == Some(d - 1))
    }

    /// The hint of the `press`-th press (1 for the first) with the ball on `from`: the first
    /// step alone, then up to the next decision point, and one more each press, up to the exit.
    pub fn hint(&self, maze: &ShapeMaze, from: u32, press: u32) -> Hint {
        let mut route = vec![from];
        let mut decisions = Vec::new();
        let mut at = from;
        while let Some(next) = self.next(maze, at) {
            route.push(next);
            let back = std::mem::replace(&mut at, next);
            if press <= 1 {
                break;
            }
            let rest = rest_at(maze, back, at);
            if matches!(rest, Some(Rest::Fork | Rest::Stair | Rest::Crossing)) {
                decisions.push(route.len() - 1);
                if decisions.len() as u32 >= press - 1 {
                    break;
                }
            }
        }
        Hint { route, decisions }
    }
}

impl Hint {
    /// What the hint says, in the shape's words: the way out of the ball's cell, then at each
    /// decision point it passes, why it is one and the way taken there, and where it ends
    /// (`text::hint_said`).
    pub fn said(&self, maze: &ShapeMaze) -> String {
        self.said_to(maze, maze.layout.exit(), "the exit")
    }

    /// What the hint says when it leads to `goal`, named `name` where it ends there ("the
    /// exit", "the red key A").
    pub fn said_to(&self, maze: &ShapeMaze, goal: u32, name: &str) -> String {
        let way = |i: usize| {
            let (a, b) = (self.route.get(i)?, self.route.get(i + 1)?);
            maze.layout.way_heading(*a, *b)
        };
        let first = way(0);
        let layout = &maze.layout;
        let under = |back: u32, at: u32| {
            let ids = (layout.cell_id(back), layout.cell_id(at));
            layout.woven().and_then(|w| w.passing(ids.0, ids.1)) == Some(Passing::Under)
        };
        let mut turns: Vec<(Rest, bool, Option<Heading>)> = Vec::new();
        for &i in &self.decisions {
            let back = i.checked_sub(1).and_then(|b| self.route.get(b));
            let (Some(&back), Some(&at)) = (back, self.route.get(i)) else {
                continue;
            };
            // The route's last decision point has no way on shown: said as where it ends.
            let on = way(i);
            if let Some(rest) = rest_at(maze, back, at) {
                turns.push((rest, under(back, at), on));
            }
        }
        let end = (self.route.last() == Some(&goal)).then_some(name);
        text::hint_said(first, &turns, end)
    }
}

/// `cell`'s open neighbours in `maze`, into `out`: the walk over every kind of layout built
/// once, not inlined into each search over it (a smaller wasm).
#[inline(never)]
pub fn open_ways(maze: &ShapeMaze, cell: u32, out: &mut Vec<u32>) {
    out.clear();
    out.extend(maze.open_neighbors(cell));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Plan;
    use maze::Seed;

    fn maze(query: &str) -> (ShapeMaze, Vec<u32>) {
        let session = Plan::from_query(query, || Seed::parse("x").expect("a seed")).start();
        (session.play().maze().clone(), session.solution().to_vec())
    }

    #[test]
    fn from_the_start_the_hints_follow_the_solution_stretch_by_stretch() {
        let (maze, solution) = maze("seed=hint&level=4");
        let hints = Hints::new(&maze);
        let first = hints.hint(&maze, 0, 1);
        assert_eq!(first.route, solution[..2].to_vec(), "one step");
        let mut shown = 1;
        for press in 2..60 {
            let hint = hints.hint(&maze, 0, press);
            assert!(solution.starts_with(&hint.route), "press {press}");
            assert!(hint.route.len() >= shown, "each press shows more");
            shown = hint.route.len();
            if hint.route.last() == solution.last() {
                return;
            }
            assert_eq!(hint.decisions.len() as u32, press - 1);
        }
        panic!("sixty presses did not show the whole way");
    }

    #[test]
    fn a_hint_says_its_way_and_its_turns() {
        let (maze, _) = maze("seed=hint&level=4");
        let hints = Hints::new(&maze);
        let first = hints.hint(&maze, 0, 1).said(&maze);
        assert!(["East.", "South."].contains(&first.as_str()), "{first}");
        let more = hints.hint(&maze, 0, 3).said(&maze);
        assert!(more.contains(", then at the fork, "), "{more}");
        let whole = hints.hint(&maze, 0, 10_000).said(&maze);
        assert!(whole.ends_with(", to the exit."), "{whole}");
    }
}
