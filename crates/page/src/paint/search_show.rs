//! The search view: the cells a search (breadth-first or A*) expanded, tinted in order from
//! early to late, then the path it found, a frame's worth at a time (`screen` runs it and
//! words its progress).

use super::board;
use super::list::{DrawList, Ink, SHADES};
use super::shape_board;
use super::show::{Pace, ShowProgress};
use super::viewport::{Viewport, round};
use game::Play;
use game::session::Session;
use maze::search::{self, Exploration, Strategy};
use maze::shape::Geometry;

/// Cells the search view tints per frame at most.
const SEARCH_CAP: u32 = 4000;

/// Both searches of a level: breadth-first, then A*.
pub fn explore_both(play: &Play) -> [Exploration; 2] {
    match play.square() {
        Some(grid) => [
            search::explore(grid, Strategy::BreadthFirst),
            search::explore(grid, Strategy::AStar),
        ],
        None => [
            search::explore(play.maze(), Strategy::BreadthFirst),
            search::explore(play.maze(), Strategy::AStar),
        ],
    }
}

/// The search view of one level: which search, and how many of its steps (expanded cells,
/// then path cells) are shown.
#[derive(Clone, Debug)]
pub struct Search {
    a_star: bool,
    shown: u32,
    pace: Pace,
}

impl Search {
    /// The view of A* (`a_star`) or breadth-first search at `rate` steps per second.
    pub fn new(a_star: bool, rate: f64) -> Search {
        Search {
            a_star,
            shown: 0,
            pace: Pace::new(rate),
        }
    }

    /// Whether this shows A* (else breadth-first search).
    pub fn a_star(&self) -> bool {
        self.a_star
    }

    /// Goes on at `rate` steps per second.
    pub fn set_rate(&mut self, rate: f64) {
        self.pace.set_rate(rate);
    }

    /// The search shown, of both (`explore_both`).
    pub fn found<'a>(&self, [bfs, astar]: &'a [Exploration; 2]) -> &'a Exploration {
        if self.a_star { astar } else { bfs }
    }

    /// Cells tinted and path steps shown so far, of `found`'s.
    pub fn progress(&self, found: &Exploration) -> ShowProgress {
        let cells = found.expanded.len() as u32;
        ShowProgress {
            done: self.shown.min(cells),
            total: cells,
            path_shown: self.shown.saturating_sub(cells),
        }
    }

    /// Paints everything shown so far (after a full repaint).
    pub fn paint(&self, found: &Exploration, list: &mut DrawList, v: &Viewport, session: &Session) {
        paint_steps(found, list, v, session, 0..self.shown);
    }

    /// Paints the steps due at `now` (all that are left when `all_at_once`); true once the
    /// whole search and its path are shown.
    pub fn frame(
        &mut self,
        found: &Exploration,
        list: &mut DrawList,
        (v, session): (&Viewport, &Session),
        (now, all_at_once): (f64, bool),
    ) -> bool {
        let total = (found.expanded.len() + found.path.len()) as u32;
        let n = self
            .pace
            .steps(now, SEARCH_CAP, total - self.shown, all_at_once);
        let (from, to) = (self.shown, self.shown + n);
        self.shown = to;
        paint_steps(found, list, v, session, from..to);
        to >= total
    }
}

/// Paints steps `steps` of the search view: the expanded cells, then the path.
fn paint_steps(
    found: &Exploration,
    list: &mut DrawList,
    v: &Viewport,
    session: &Session,
    steps: std::ops::Range<u32>,
) {
    let (from, to) = (steps.start as usize, steps.end as usize);
    if session.play().square().is_some() {
        paint_square_steps(found, list, v, from, to);
    } else {
        paint_shape_steps(found, list, v, session, from, to);
    }
}

/// The ink of the `i`th of `cells` expanded cells: early ones one shade, late ones another.
fn shade(i: usize, cells: usize) -> Ink {
    Ink::shade((i * SHADES as usize / cells.max(1)) as u32)
}

/// `paint_steps` on another shape's board: cell outlines tinted, the path a line.
fn paint_shape_steps(
    found: &Exploration,
    list: &mut DrawList,
    v: &Viewport,
    session: &Session,
    from: usize,
    to: usize,
) {
    let cells = found.expanded.len();
    let layout = &session.play().maze().layout;
    let area = v.seen_box(1.0);
    list.alpha(0.6);
    for i in from..to.min(cells) {
        let Some(&cell) = found.expanded.get(i) else {
            break;
        };
        let Some([x, y]) = layout.center(cell) else {
            continue;
        };
        if x < area[0] || x > area[2] || y < area[1] || y > area[3] {
            continue;
        }
        list.ink(shade(i, cells));
        shape_board::fill_cell(list, v, layout, cell);
    }
    list.alpha(1.0);
    let path = &found.path;
    let (a, b) = (from.max(cells) - cells, to.saturating_sub(cells));
    if b > a {
        let piece = path
            .get(a.saturating_sub(1)..b.min(path.len()))
            .unwrap_or_default();
        let width = round(v.s * 0.15).max(2.0);
        shape_board::path_line(list, v, layout, piece, width, Ink::SEARCH_PATH);
    }
}

/// `paint_steps` on square's board: cells tinted inside their walls, the path in bars.
fn paint_square_steps(
    found: &Exploration,
    list: &mut DrawList,
    v: &Viewport,
    from: usize,
    to: usize,
) {
    let cells = found.expanded.len();
    let visible = v.visible();
    let w = v.w.max(1);
    list.alpha(0.6);
    for i in from..to.min(cells) {
        let Some(&cell) = found.expanded.get(i) else {
            break;
        };
        if !visible.holds(i64::from(cell % w), i64::from(cell / w)) {
            continue;
        }
        list.ink(shade(i, cells));
        let (x0, y0) = board::corner(v, cell);
        list.rect(x0 - v.th + v.t, y0 - v.th + v.t, v.s - v.t, v.s - v.t);
    }
    list.alpha(1.0);
    let pw = round(v.s * 0.2).max(2.0);
    list.ink(Ink::SEARCH_PATH);
    for i in from.max(cells)..to {
        let step = i - cells;
        let (Some(&a), Some(&b)) = (found.path.get(step), found.path.get(step.saturating_sub(1)))
        else {
            break;
        };
        let ((ax, ay), (bx, by)) = (board::corner(v, a), board::corner(v, b));
        let (x, y) = (
            ax.min(bx) + v.s / 2.0 - pw / 2.0,
            ay.min(by) + v.s / 2.0 - pw / 2.0,
        );
        list.rect(
            round(x),
            round(y),
            round((ax - bx).abs() + pw),
            round((ay - by).abs() + pw),
        );
    }
}
