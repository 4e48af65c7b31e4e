//! Hints as a level keeps them (`HintingMut::press`): the maze's distances to its exit, searched on
//! the first press and kept for the level; the hint's press, which holds while every move goes
//! on along a shortest way to the exit and ends with a move that does not; the route shown, what
//! is left of it ahead of the ball; and how many hints were taken.

use super::hints::{Hint, Hints, open_ways};
use maze::shape::Topology;
use maze::solve::UNREACHABLE;
use maze::{Graph, ShapeMaze};
use std::cell::OnceCell;

/// A level's hints.
#[derive(Clone, Debug, Default)]
pub struct Hinted {
    /// Searched once: ahead of the first press in slices (`prepare`), or on it (`Hints::new`).
    hints: OnceCell<Hints>,
    /// The search from the exit `prepare` has made so far.
    search: Option<SlicedSearch>,
    /// The last press (1 for the first) and the hint it showed, less the cells walked since,
    /// while the ball keeps to a shortest way to the exit: the next press shows more.
    shown: Option<(u32, Hint)>,
    /// Presses that showed something: the count the bar, the win and a shared result give.
    taken: u32,
    /// With keys and doors, the goal the hints lead to now (a key, or the exit) and its
    /// distances; `None` on a level without them, whose hints lead to the exit.
    goal: Option<(u32, Hints)>,
}

impl Hinted {
    /// A press of the hint with the ball on `ball`: the press after the last (a stretch more,
    /// from the ball) while the ball kept to a shortest way since, else the first; `None` at
    /// the exit or where it cannot be reached. Counted when it shows more than is left shown.
    pub fn press(&mut self, maze: &ShapeMaze, ball: u32) -> Option<&Hint> {
        self.hints.get_or_init(|| Hints::new(maze));
        self.press_to(maze, ball, maze.layout.exit())
    }

    /// A press leading to `goal` (a key of a level with doors, or its exit) rather than the
    /// exit: as `press`, the distances taken from `field` when the goal is a new one (a hint
    /// shown towards the last goal ends).
    pub fn press_toward(
        &mut self,
        maze: &ShapeMaze,
        ball: u32,
        goal: u32,
        field: impl FnOnce() -> Vec<u32>,
    ) -> Option<&Hint> {
        if self.goal.as_ref().map(|(g, _)| *g) != Some(goal) {
            self.shown = None;
            self.goal = Some((goal, Hints::from_distances(field())));
        }
        self.press_to(maze, ball, goal)
    }

    /// The distances the hints lead by: to the goal's, else to the exit's once searched.
    fn active(&self) -> Option<&Hints> {
        match &self.goal {
            Some((_, hints)) => Some(hints),
            None => self.hints.get(),
        }
    }

    fn press_to(&mut self, maze: &ShapeMaze, ball: u32, goal: u32) -> Option<&Hint> {
        let before = self.shown.as_ref().map_or(0, |(_, hint)| hint.route.len());
        let hints = self.active()?;
        if hints.distance(ball).is_none_or(|d| d == 0) {
            return None;
        }
        let mut press = self.shown.as_ref().map_or(1, |(p, _)| p.saturating_add(1));
        let mut hint = hints.hint(maze, ball, press);
        // A press that would show no more (the next decision point one step away) goes on to
        // the one after.
        while hint.route.len() <= before && hint.route.last() != Some(&goal) {
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
        let nearer = self.active().is_some_and(
            |h| matches!((h.distance(from), h.distance(to)), (Some(a), Some(b)) if b + 1 == a),
        );
        let Some((_, hint)) = &mut self.shown else {
            return;
        };
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

    /// Searches about `budget` more cells' distances to the exit, so that the first press on a
    /// big level answers at once (the page calls it in slices once the level plays); true once
    /// they are all known.
    pub fn prepare(&mut self, maze: &ShapeMaze, budget: u32) -> bool {
        if self.hints.get().is_some() {
            return true;
        }
        let search = self
            .search
            .get_or_insert_with(|| SlicedSearch::new(maze.cells(), maze.layout.exit()));
        if !search.advance(maze, budget) {
            return false;
        }
        if let Some(done) = self.search.take() {
            let _ = self.hints.set(Hints::from_distances(done.dist));
        }
        true
    }

    /// The level starts again: no hint shown, none taken (the distances stay).
    pub fn restart(&mut self) {
        self.shown = None;
        self.taken = 0;
    }
}

/// A breadth-first search from a cell (the exit, for hints), made a slice at a time.
#[derive(Clone, Debug)]
pub(crate) struct SlicedSearch {
    dist: Vec<u32>,
    queue: Vec<u32>,
    head: usize,
}

impl SlicedSearch {
    /// A search of `cells` cells from `exit`.
    pub(crate) fn new(cells: u32, exit: u32) -> SlicedSearch {
        let mut dist = vec![UNREACHABLE; cells as usize];
        if let Some(d) = dist.get_mut(exit as usize) {
            *d = 0;
        }
        SlicedSearch {
            dist,
            queue: vec![exit],
            head: 0,
        }
    }

    /// The distances found, once `advance` returned true.
    pub(crate) fn distances(self) -> Vec<u32> {
        self.dist
    }

    /// Takes up to `budget` cells off the queue; true once it is empty.
    pub(crate) fn advance(&mut self, maze: &ShapeMaze, budget: u32) -> bool {
        let mut around = Vec::new();
        for _ in 0..budget.max(1) {
            let Some(&cell) = self.queue.get(self.head) else {
                return true;
            };
            self.head += 1;
            let next = self.dist.get(cell as usize).map_or(UNREACHABLE, |d| d + 1);
            open_ways(maze, cell, &mut around);
            for &n in &around {
                if let Some(d) = self.dist.get_mut(n as usize)
                    && *d == UNREACHABLE
                {
                    *d = next;
                    self.queue.push(n);
                }
            }
        }
        self.head >= self.queue.len()
    }
}
