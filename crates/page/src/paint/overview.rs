//! The whole maze at a glance. A maze too big to play whole on the screen (its cells would be
//! under the playable size) is followed by the camera; the O key and the bar's button show all
//! of it, the ball and the exit ringed, until a move or O again. A word or drawn maze opens on
//! all of it for a moment, and its overview stays through moves until asked again. Cells under
//! `SKETCH_CELL` are sketched: the maze's outline in blocks, its footprints, fog and path.

use super::list::{DrawList, Ink};
use super::viewport::{Viewport, round};
use game::session::Session;
use maze::shape::{Geometry, Topology};

/// How long a level opens on its whole shape before the camera follows the ball.
pub const OPENING_MS: f64 = 2500.0;

/// Whether the whole shape is in view.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub enum Overview {
    /// The camera follows the ball (or the whole maze fits anyway).
    #[default]
    Off,
    /// The level's opening look, until `until` (set by the first frame) or the first move.
    Opening {
        /// When it ends (ms, the frames' clock).
        until: Option<f64>,
    },
    /// Asked for with the key or the button: until asked again.
    On,
}

impl Overview {
    /// Whether the whole shape is shown.
    pub fn shown(self) -> bool {
        self != Overview::Off
    }

    /// Whether the opening look is still to end (the page keeps asking for frames).
    pub fn waiting(self) -> bool {
        matches!(self, Overview::Opening { .. })
    }

    /// The frame at `now`: starts the opening look's clock, or ends it; true when it ended.
    pub fn tick(&mut self, now: f64) -> bool {
        match self {
            Overview::Opening { until: None } => {
                *self = Overview::Opening {
                    until: Some(now + OPENING_MS),
                };
                false
            }
            Overview::Opening { until: Some(end) } if now >= *end => {
                *self = Overview::Off;
                true
            }
            _ => false,
        }
    }

    /// The ball moved: the opening look ends (true then); one asked for stays.
    pub fn moved(&mut self) -> bool {
        let ended = self.waiting();
        if ended {
            *self = Overview::Off;
        }
        ended
    }

    /// The key or the button: the whole shape, or back to the ball.
    pub fn toggle(&mut self) {
        *self = if self.shown() {
            Overview::Off
        } else {
            Overview::On
        };
    }
}

/// Cells (device px) under which the whole maze is sketched rather than drawn wall by wall
/// (a level-499 maze, 2000×2000 cells, would be millions of walls under a pixel each).
pub const SKETCH_CELL: f64 = 2.0;
/// The rings' radius round the ball and the exit (CSS px), at least.
const RING_CSS: f64 = 9.0;
/// The room round the whole maze (CSS px): a ring on its edge shows whole.
pub const MARGIN_CSS: f64 = RING_CSS + 3.0;

/// Marks the ball and the exit (a disc, then a ring round each), which cells of a few pixels
/// would hide.
pub fn mark(list: &mut DrawList, v: &Viewport, session: &Session) {
    let play = session.play();
    let layout = &play.maze().layout;
    let r = (v.s * 0.9).max(RING_CSS * v.dpr);
    list.width(round(2.0 * v.dpr).max(1.0));
    for (cell, ink) in [(layout.exit(), Ink::EXIT), (play.player(), Ink::PLAYER)] {
        let Some(p) = layout.center(cell) else {
            continue;
        };
        let (x, y) = v.on_canvas(p);
        list.ink(ink);
        list.disc(x, y, (v.s * 0.36).max(2.0 * v.dpr));
        list.move_to(x + r, y);
        list.arc(x, y, r, 0.0, std::f64::consts::TAU);
        list.stroke();
    }
}

/// What a block of the sketch shows, the highest of its cells': nothing, fog, floor,
/// footprints, the path.
const INKS: [Ink; 5] = [Ink::BG, Ink::FOG, Ink::FLOOR, Ink::TRAIL, Ink::PATH];

/// The whole maze sketched in blocks of a few pixels: where it has cells (its outline), the
/// cells the fog hides, the footprints and the solution while shown; then the rings.
pub fn sketch(list: &mut DrawList, v: &Viewport, session: &Session, path: Option<&[u32]>) {
    let play = session.play();
    let layout = &play.maze().layout;
    let block = round(2.0 * v.dpr).max(2.0);
    let (cols, rows) = (
        (v.cw / block).ceil() as usize,
        (v.ch / block).ceil() as usize,
    );
    let mut grid = vec![0u8; cols * rows];
    let visited = play.visited();
    let seen = session.sight().fog().map(|f| f.seen());
    let mut put = |cell: u32, kind: u8| {
        let Some(p) = layout.center(cell) else {
            return;
        };
        let (x, y) = v.on_canvas(p);
        if x < 0.0 || y < 0.0 {
            return;
        }
        let (bx, by) = ((x / block) as usize, (y / block) as usize);
        if bx < cols
            && let Some(b) = grid.get_mut(by * cols + bx)
        {
            *b = (*b).max(kind);
        }
    };
    // Where the maze is: every `stride`-th cell (cells are numbered along rows or rings, and
    // that many make half a block), in the fog's ink when there is fog; then the cells the fog
    // uncovered, the footprints and the path, each of them.
    let stride = ((block / v.s.max(1e-3) / 2.0).floor() as usize).max(1);
    let ground = if seen.is_some() { 1 } else { 2 };
    for cell in (0..layout.cells()).step_by(stride) {
        put(cell, ground);
    }
    let marked = |bytes: &[u8]| {
        let set = bytes.iter().enumerate().filter(|(_, b)| **b != 0);
        set.map(|(i, _)| i as u32).collect::<Vec<u32>>()
    };
    for cell in seen.map(marked).unwrap_or_default() {
        put(cell, 2);
    }
    for cell in marked(visited) {
        put(cell, 3);
    }
    for &cell in path.unwrap_or_default() {
        put(cell, 4);
    }
    list.ink(Ink::BG);
    list.rect(0.0, 0.0, v.cw, v.ch);
    // One rectangle per run of blocks of one kind along a row, a colour at a time.
    for (kind, &ink) in INKS.iter().enumerate().skip(1) {
        list.ink(ink);
        for (y, row) in grid.chunks(cols).enumerate() {
            let by = y as f64 * block;
            let mut from = None;
            // One past the row's end closes its last run.
            for x in 0..=row.len() {
                let here = row.get(x).is_some_and(|&b| usize::from(b) == kind);
                match (from, here) {
                    (None, true) => from = Some(x),
                    (Some(start), false) => {
                        let n = (x - start) as f64;
                        list.rect(start as f64 * block, by, n * block, block);
                        from = None;
                    }
                    _ => {}
                }
            }
        }
    }
    mark(list, v, session);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_opening_look_lasts_its_time_from_the_first_frame_or_until_a_move() {
        let mut o = Overview::Opening { until: None };
        assert!(!o.tick(1000.0) && o.shown());
        assert!(!o.tick(1000.0 + OPENING_MS - 1.0) && o.shown());
        assert!(o.tick(1000.0 + OPENING_MS));
        assert_eq!(o, Overview::Off);
        let mut o = Overview::Opening { until: None };
        assert!(o.moved());
        assert!(!o.shown());
    }

    #[test]
    fn one_asked_for_stays_until_asked_again() {
        let mut o = Overview::Off;
        o.toggle();
        assert_eq!(o, Overview::On);
        assert!(!o.moved() && !o.tick(1e12) && o.shown());
        o.toggle();
        assert!(!o.shown());
    }
}
