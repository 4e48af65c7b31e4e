//! The carve replay: the generator's erasures from the full grid, in order, a frame's worth at
//! a time (`screen` runs it and words its progress). Recursive division's replay raises its
//! walls in an open field instead, in the order they went up, then makes any later erasures
//! (a braid's).

use super::board;
use super::list::{DrawList, Ink};
use super::shape_board;
use super::show::{Pace, ShowProgress};
use super::viewport::Viewport;
use game::session::Session;
use maze::Algorithm;
use maze::graph::WallSet;
use maze::grid::Grid;
use maze::shape::Topology;

/// Erasures a carve frame paints at most with the whole maze in view, and with the camera
/// (which paints only what is on screen): a frame must stay short whatever the speed.
pub const CARVE_CAP: u32 = 4000;
/// See `CARVE_CAP`.
pub const CARVE_CAP_CAMERA: u32 = 50_000;

/// The carve replay of one level.
#[derive(Clone, Debug)]
pub struct CarveShow {
    /// Square's wall bytes as carved so far.
    grid: Grid,
    /// Other shapes' walls erased so far.
    opened: WallSet,
    /// Recursive division's walls raised, in order, and where the erasures made after them
    /// begin in the level's `removed`: the replay raises these first.
    raised: Option<(Vec<u32>, usize)>,
    done: u32,
    total: u32,
    pace: Pace,
    largest_frame: u32,
}

impl CarveShow {
    /// The replay of `session`'s level from its full grid, at `rate` erasures per second.
    pub fn new(session: &Session, rate: f64) -> CarveShow {
        let play = session.play();
        let removed = &play.maze().removed;
        let division = play.maze().algorithm == Algorithm::Division;
        let raised = play
            .square()
            .filter(|_| division)
            .and_then(|grid| maze::division::raised(grid, removed));
        let start = match (play.square(), &raised) {
            (Some(grid), Some(_)) => Grid::open_field(grid.width(), grid.height()),
            (Some(grid), None) => Grid::full(grid.width(), grid.height()).ok(),
            (None, _) => None,
        };
        let total = match &raised {
            Some((order, read)) => order.len() + removed.len().saturating_sub(*read),
            None => removed.len(),
        };
        CarveShow {
            grid: start.unwrap_or_else(Grid::smallest),
            opened: WallSet::new(play.maze().layout.wall_bound()),
            raised,
            done: 0,
            total: total as u32,
            pace: Pace::new(rate),
            largest_frame: 0,
        }
    }

    /// Goes on at `rate` erasures per second.
    pub fn set_rate(&mut self, rate: f64) {
        self.pace.set_rate(rate);
    }

    /// Makes every step left at once.
    pub fn skip(&mut self, session: &Session) {
        let removed = &session.play().maze().removed;
        let range = self.done as usize..self.total as usize;
        let (raise, erase) = steps(self.raised.as_ref(), removed, range);
        for &id in raise {
            self.grid.raise(id);
        }
        for &id in erase {
            self.grid.erase(id);
            self.opened.erase(id);
        }
        self.done = self.total;
    }

    /// Whether this is recursive division's replay, which raises walls.
    pub fn raising(&self) -> bool {
        self.raised.is_some()
    }

    /// Square's wall bytes as carved so far.
    pub fn walls(&self) -> &[u8] {
        self.grid.walls()
    }

    /// Whether another shape's wall `w` is erased so far.
    pub fn opened(&self, w: u32) -> bool {
        self.opened.is_erased(w)
    }

    /// Erasures done and in all.
    pub fn progress(&self) -> ShowProgress {
        ShowProgress {
            done: self.done,
            total: self.total,
            path_shown: 0,
        }
    }

    /// The wall bytes as carved so far, and the most erasures one frame painted.
    pub fn result(&self) -> (Vec<u8>, u32) {
        (self.grid.walls().to_vec(), self.largest_frame)
    }

    /// Paints the erasures due at `now` (all that are left when `all_at_once`).
    pub fn frame(
        &mut self,
        list: &mut DrawList,
        view: &Viewport,
        session: &Session,
        (now, all_at_once): (f64, bool),
    ) {
        let cap = if view.camera {
            CARVE_CAP_CAMERA
        } else {
            CARVE_CAP
        };
        let n = self
            .pace
            .steps(now, cap, self.total - self.done, all_at_once);
        let maze = session.play().maze();
        let range = self.done as usize..(self.done + n) as usize;
        let (raise, frame) = steps(self.raised.as_ref(), &maze.removed, range);
        if session.play().square().is_none() {
            for &id in frame {
                self.opened.erase(id);
            }
            shape_board::erase_walls(list, view, &maze.layout, frame);
        } else {
            let visible = view.visible();
            list.ink(Ink::WALL);
            for &id in raise {
                self.grid.raise(id);
                if let Some(segment) = self.grid.wall_segment(id)
                    && board::segment_visible(&visible, segment)
                {
                    board::raise_segment(list, view, segment);
                }
            }
            list.ink(Ink::FLOOR);
            for &id in frame {
                self.grid.erase(id);
                if let Some(segment) = self.grid.wall_segment(id)
                    && board::segment_visible(&visible, segment)
                {
                    board::erase_segment(list, view, segment);
                }
            }
            list.fill();
        }
        self.done += n;
        self.largest_frame = self.largest_frame.max(n);
    }
}

/// The walls that replay steps `range` raise and those they erase: every step erases the
/// level's `removed` in order, but for recursive division's `raised`, whose steps raise its
/// walls first and then make the erasures after them.
fn steps<'a>(
    raised: Option<&'a (Vec<u32>, usize)>,
    removed: &'a [u32],
    range: std::ops::Range<usize>,
) -> (&'a [u32], &'a [u32]) {
    let Some((order, read)) = raised else {
        return (&[], removed.get(range).unwrap_or_default());
    };
    let raise = order.get(range.start.min(order.len())..range.end.min(order.len()));
    let later = |at: usize| read + at.saturating_sub(order.len());
    let erase = removed.get(later(range.start)..later(range.end));
    (raise.unwrap_or_default(), erase.unwrap_or_default())
}
