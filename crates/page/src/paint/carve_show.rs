//! The carve replay: the generator's erasures from the full grid, in order, a frame's worth at
//! a time (`screen` runs it and words its progress).

use super::board;
use super::list::{DrawList, Ink};
use super::shape_board;
use super::show::{Pace, ShowProgress};
use super::viewport::Viewport;
use game::session::Session;
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
    done: u32,
    total: u32,
    pace: Pace,
    largest_frame: u32,
}

impl CarveShow {
    /// The replay of `session`'s level from its full grid, at `rate` erasures per second.
    pub fn new(session: &Session, rate: f64) -> CarveShow {
        let play = session.play();
        let full = match play.square() {
            Some(grid) => Grid::full(grid.width(), grid.height()).unwrap_or_else(|_| grid.clone()),
            None => Grid::smallest(),
        };
        CarveShow {
            grid: full,
            opened: WallSet::new(play.maze().layout.wall_bound()),
            done: 0,
            total: play.maze().removed.len() as u32,
            pace: Pace::new(rate),
            largest_frame: 0,
        }
    }

    /// Goes on at `rate` erasures per second.
    pub fn set_rate(&mut self, rate: f64) {
        self.pace.set_rate(rate);
    }

    /// Makes every erasure left at once.
    pub fn skip(&mut self, session: &Session) {
        let removed = &session.play().maze().removed;
        for &id in removed.iter().skip(self.done as usize) {
            self.grid.erase(id);
            self.opened.erase(id);
        }
        self.done = self.total;
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
        let frame = maze.removed.get(range).unwrap_or_default();
        if session.play().square().is_none() {
            for &id in frame {
                self.opened.erase(id);
            }
            shape_board::erase_walls(list, view, &maze.layout, frame);
        } else {
            let visible = view.visible();
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
