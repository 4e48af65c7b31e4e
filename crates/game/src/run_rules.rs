//! Ghost runs in play: recording the moves of the level being played (`Recorder`). The form of a
//! run (`run=`) and its check against a maze (`Run::check`) are `link::run_code`'s.

use link::run_code::MAX_RUN_CS;
use link::{MAX_RUN_LEN, Run, Step};
use maze::Layout;
use maze::shape::Compass;

/// The most moves a recording keeps: a move takes at least 7 bits (a 2-bit way and a 5-bit
/// time), so more could never fit in `MAX_RUN_LEN` characters; a longer walk has no run.
pub const MAX_RECORDED: usize = MAX_RUN_LEN * 6 / 7;

/// The way (the shape's way table) that moves from `from` to its neighbour `to`, if any.
pub fn way_between(layout: &Layout, from: u32, to: u32) -> Option<usize> {
    (0..layout.ways().len()).find(|&w| layout.way_neighbor(from, w).is_some_and(|(_, n)| n == to))
}

/// The moves of the level being played that changed the ball's cell (bumps are not moves),
/// each with its play time since the first move.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Recorder {
    steps: Vec<Step>,
    /// A move could not be kept (too many, or no way of the table leads there): no run.
    lost: bool,
}

impl Recorder {
    /// Keeps a move by the way of the shape's table it took (a floors maze's stairs are ways 4
    /// and 5; `None`: a move no way makes, which loses the run), made `elapsed_ms` of play time
    /// after the first move.
    pub fn record(&mut self, way: Option<usize>, elapsed_ms: f64) {
        if self.lost {
            return;
        }
        let (Some(way), true) = (way, self.steps.len() < MAX_RECORDED) else {
            self.lost = true;
            self.steps = Vec::new();
            return;
        };
        let cs = if elapsed_ms.is_finite() {
            (elapsed_ms.max(0.0) / 10.0).round().min(MAX_RUN_CS as f64) as u32
        } else {
            0
        };
        // The page's clock never goes back; if it ever did, the player's own run must stay
        // shareable, so a move is never timed before the one before it.
        let cs = cs.max(self.steps.last().map_or(0, |s| s.cs));
        self.steps.push(Step { way: way as u8, cs });
    }

    /// Forgets every move (the level restarted).
    pub fn clear(&mut self) {
        self.steps.clear();
        self.lost = false;
    }

    /// The moves so far as a run on `layout`'s shape, `None` when some were lost or none made.
    pub fn run(&self, layout: &Layout) -> Option<Run> {
        let ways = layout.ways().len();
        (!self.lost && !self.steps.is_empty()).then(|| Run::with_ways(ways, self.steps.clone()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Plan;
    use link::RunError;
    use maze::ShapeMaze;
    use maze::shape::Topology;
    use maze::{Seed, Shape};

    fn level(query: &str) -> (ShapeMaze, Vec<u32>) {
        let fresh = || Seed::parse("x").unwrap_or_else(|_| Seed::random());
        let s = Plan::from_query(query, fresh).start();
        (s.play().maze().clone(), s.solution().to_vec())
    }

    /// The steps that walk `path`, one every 100 ms.
    fn steps(maze: &ShapeMaze, path: &[u32]) -> Vec<Step> {
        let mut recorder = Recorder::default();
        for (i, p) in path.windows(2).enumerate() {
            recorder.record(way_between(&maze.layout, p[0], p[1]), 100.0 * i as f64);
        }
        recorder.run(&maze.layout).unwrap().steps().to_vec()
    }

    #[test]
    fn the_solution_checks_and_every_kind_of_tampering_is_refused() {
        let (maze, path) = level("seed=tamper&level=1");
        let shape = maze.layout.shape();
        let good = steps(&maze, &path);
        assert_eq!(Run::new(shape, good.clone()).check(&maze), Ok(path.clone()));
        // Through a standing interior wall, and off the maze through the border.
        let closed = |cell: u32, open: bool| {
            (0..4u8).find(|&w| {
                let there = maze.layout.way_neighbor(cell, usize::from(w));
                match there {
                    Some((id, _)) => open && !maze.is_open(id),
                    None => !open,
                }
            })
        };
        let (i, way) = (0..good.len())
            .find_map(|i| closed(path[i], true).map(|w| (i, w)))
            .unwrap();
        let mut wall = good.clone();
        wall[i].way = way;
        assert_eq!(
            Run::new(shape, wall).check(&maze),
            Err(RunError::IllegalMove(i + 1))
        );
        let mut off = good.clone();
        off[0].way = closed(0, false).unwrap();
        assert_eq!(
            Run::new(shape, off).check(&maze),
            Err(RunError::IllegalMove(1))
        );
        let mut back = good.clone();
        back[3].cs = back[2].cs - 1;
        assert_eq!(
            Run::new(shape, back).check(&maze),
            Err(RunError::Backwards(4))
        );
        let short = good[..good.len() - 1].to_vec();
        assert_eq!(
            Run::new(shape, short).check(&maze),
            Err(RunError::MissesExit)
        );
        // One move past the exit: the level is over, so the move is not made.
        let mut past = good.clone();
        past.push(*past.last().unwrap());
        let n = past.len();
        assert_eq!(
            Run::new(shape, past).check(&maze),
            Err(RunError::IllegalMove(n))
        );
        assert_eq!(
            Run::new(Shape::Hex, good.clone()).check(&maze),
            Err(RunError::WrongShape)
        );
        assert_eq!(
            Run::new(shape, Vec::new()).check(&maze),
            Err(RunError::NoMoves)
        );
        let mut slow = good;
        let last = slow.len() - 1;
        slow[last].cs = MAX_RUN_CS as u32 + 1;
        assert_eq!(Run::new(shape, slow).check(&maze), Err(RunError::TooSlow));
    }

    #[test]
    fn a_hex_way_the_table_does_not_have_is_illegal() {
        let (maze, path) = level("seed=tamper&level=1&shape=hex");
        let mut bad = steps(&maze, &path);
        bad[0].way = 7;
        let run = Run::new(Shape::Hex, bad);
        assert_eq!(run.check(&maze), Err(RunError::IllegalMove(1)));
    }

    #[test]
    fn the_recorder_keeps_times_in_centiseconds_never_going_back() {
        let (maze, path) = level("seed=tamper&level=1");
        let mut r = Recorder::default();
        assert_eq!(r.run(&maze.layout), None);
        let times = [0.0, 104.0, 96.0, f64::NAN, 1e12];
        for (p, t) in path.windows(2).zip(times) {
            r.record(way_between(&maze.layout, p[0], p[1]), t);
        }
        let cs: Vec<u32> = r
            .run(&maze.layout)
            .unwrap()
            .steps()
            .iter()
            .map(|s| s.cs)
            .collect();
        assert_eq!(cs, [0, 10, 10, 10, MAX_RUN_CS as u32]);
        // A move to a cell no way leads to loses the run; clearing starts afresh.
        r.record(way_between(&maze.layout, 0, maze.layout.exit()), 0.0);
        assert_eq!(r.run(&maze.layout), None);
        r.clear();
        r.record(way_between(&maze.layout, path[0], path[1]), 0.0);
        assert_eq!(r.run(&maze.layout).map(|run| run.steps().len()), Some(1));
    }

    #[test]
    fn a_walk_too_long_for_a_link_keeps_no_run() {
        let (maze, path) = level("seed=tamper&level=1");
        let mut r = Recorder::default();
        for i in 0..=MAX_RECORDED {
            let (a, b) = if i % 2 == 0 {
                (path[0], path[1])
            } else {
                (path[1], path[0])
            };
            r.record(way_between(&maze.layout, a, b), 100.0 * i as f64);
        }
        assert_eq!(r.run(&maze.layout), None);
    }
}
