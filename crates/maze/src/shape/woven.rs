//! A woven maze's shape: square cells where some passages cross over and under others.
//!
//! A crossing is a cell that two straight passages share: the one on top (`Over`) runs through
//! the cell, the other tunnels under it. Crossings are never on the border and never side by
//! side, so both ends of both passages are ordinary cells. The graph the generators, the solver
//! and the keys see: a crossing cell's neighbours are the two ends of its over-passage only;
//! from an end of the tunnel, the way into the crossing leads straight to the tunnel's other
//! end, in one move (the ball never stops under a bridge). Wall ids stay square's (`2i` east,
//! `2i + 1` south); the tunnel has two walls, the crossing's sides it passes through, and both
//! name the passage between the tunnel's two ends. Cells keep square's numbering and geometry.

use super::geometry::{Geometry, Stroke};
use super::square::Square;
use super::ways::Compass;
use super::{Carve, Shape, Topology};
use crate::graph::WallSet;
use crate::grid::Direction;

/// How far inside its crossing's cell a bridge's rails stand, as a share of the side: far
/// enough from the walls' grid that a bridge never reads as one of its lines.
pub const BRIDGE_INSET: f64 = 0.2;

/// Which passage of a crossing runs on top.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Over {
    /// The east–west passage is on top; the north–south one tunnels under.
    Horizontal,
    /// The north–south passage is on top; the east–west one tunnels under.
    Vertical,
}

impl Over {
    /// The JSON letter: `"h"` or `"v"`.
    pub fn letter(self) -> &'static str {
        match self {
            Over::Horizontal => "h",
            Over::Vertical => "v",
        }
    }

    /// Whether a move in `dir` runs along the passage on top (else it goes under).
    pub fn carries(self, dir: Direction) -> bool {
        matches!(
            (self, dir),
            (Over::Horizontal, Direction::East | Direction::West)
                | (Over::Vertical, Direction::North | Direction::South)
        )
    }
}

/// A crossing: the cell and the passage on top.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Crossing {
    /// The crossing cell.
    pub cell: u32,
    /// The passage on top.
    pub over: Over,
}

/// What moving one way did at a crossing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Passing {
    /// The move went onto a crossing, on the passage on top (the ball is on the bridge).
    Over,
    /// The move went under a crossing, through its tunnel, to the cell beyond.
    Under,
}

/// Square cells with crossings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Woven {
    square: Square,
    /// The crossings, by ascending cell.
    crossings: Vec<Crossing>,
    /// Per cell, two bits (four cells a byte): 0 a plain cell, else the crossing's `Over`
    /// (`over_bits`). Kruskal asks for both cells of every wall in random order: a quarter of
    /// a megabyte per million cells stays in cache, where an index per cell did not.
    marks: Vec<u8>,
}

/// A crossing's two bits in `Woven::marks`.
fn over_bits(over: Over) -> u8 {
    match over {
        Over::Horizontal => 1,
        Over::Vertical => 2,
    }
}

impl Woven {
    /// A woven square of `square`'s size with `crossings` (interior, never side by side: the
    /// placement in `maze::generate_woven` guarantees it; others are dropped here).
    pub(crate) fn new(square: Square, crossings: &[Crossing]) -> Woven {
        let mut woven = Woven {
            square,
            crossings: Vec::new(),
            marks: vec![0; (square.cells() as usize).div_ceil(4)],
        };
        // By cell, and of two on one cell the first given: each as its cell over its index in
        // one number, so that the sort is the one Kruskal's spill already has.
        let mut order: Vec<u64> = (0..crossings.len())
            .filter_map(|i| Some(u64::from(crossings.get(i)?.cell) << 32 | i as u64))
            .collect();
        order.sort_unstable();
        let sorted = order
            .iter()
            .filter_map(|&key| crossings.get((key & u64::from(u32::MAX)) as usize).copied());
        for crossing in sorted {
            if woven.fits(crossing.cell) {
                woven.crossings.push(crossing);
                let (byte, shift) = (crossing.cell as usize / 4, crossing.cell % 4 * 2);
                if let Some(slot) = woven.marks.get_mut(byte) {
                    *slot |= over_bits(crossing.over) << shift;
                }
            }
        }
        woven
    }

    /// Whether `cell` can become a crossing: interior, not a crossing, no crossing beside it.
    pub(crate) fn fits(&self, cell: u32) -> bool {
        let (w, h) = (self.square.width(), self.square.height());
        let (x, y) = (cell % w, cell / w);
        let interior = x > 0 && y > 0 && x + 1 < w && y + 1 < h;
        interior
            && self.over(cell).is_none()
            && Direction::ALL
                .iter()
                .filter_map(|&d| self.square.neighbor(cell, d as usize))
                .all(|(_, next)| self.over(next).is_none())
    }

    /// The square underneath: its size, wall ids and geometry.
    pub fn square(&self) -> &Square {
        &self.square
    }

    /// Number of columns.
    pub fn width(&self) -> u32 {
        self.square.width()
    }

    /// Number of rows.
    pub fn height(&self) -> u32 {
        self.square.height()
    }

    /// The crossings, by ascending cell.
    pub fn crossings(&self) -> &[Crossing] {
        &self.crossings
    }

    /// The passage on top at `cell`, `None` when it is not a crossing.
    #[inline]
    pub fn over(&self, cell: u32) -> Option<Over> {
        let byte = self.marks.get(cell as usize / 4)?;
        match byte >> (cell % 4 * 2) & 3 {
            1 => Some(Over::Horizontal),
            2 => Some(Over::Vertical),
            _ => None,
        }
    }

    /// The bridge that draws crossing `cell` over its open cell (all four of its walls are
    /// erased), in maze units: two rails along the passage on top, unbroken across the cell,
    /// `BRIDGE_INSET` inside it. The tunnel's walls are not drawn: the gaps between the rails'
    /// ends and the cell's corners are where the tunnel passes under. `None` when `cell` is not
    /// a crossing.
    pub fn bridge(&self, cell: u32) -> Option<[Stroke; 2]> {
        let over = self.over(cell)?;
        let w = self.width();
        let (x, y) = (f64::from(cell % w), f64::from(cell / w));
        let (near, far) = (BRIDGE_INSET, 1.0 - BRIDGE_INSET);
        Some([near, far].map(|across| match over {
            Over::Horizontal => Stroke::Line([x, y + across, x + 1.0, y + across]),
            Over::Vertical => Stroke::Line([x + across, y, x + across, y + 1.0]),
        }))
    }

    /// The four walls of crossing `cell`: the passage on top's two (west or north first), then
    /// the tunnel's two (north or west first); `None` when `cell` is not a crossing.
    pub fn crossing_walls(&self, cell: u32) -> Option<([u32; 2], [u32; 2])> {
        let over = self.over(cell)?;
        let wall = |d: Direction| self.square.neighbor(cell, d as usize).map(|(w, _)| w);
        let horizontal = [wall(Direction::West)?, wall(Direction::East)?];
        let vertical = [wall(Direction::North)?, wall(Direction::South)?];
        Some(match over {
            Over::Horizontal => (horizontal, vertical),
            Over::Vertical => (vertical, horizontal),
        })
    }

    /// What a move from `from` to its woven neighbour `to` passes: `Under` through a tunnel,
    /// `Over` onto a crossing, `None` otherwise.
    pub fn passing(&self, from: u32, to: u32) -> Option<Passing> {
        if self.over(to).is_some() {
            return Some(Passing::Over);
        }
        let w = self.width();
        let (a, b) = (from.min(to), from.max(to));
        // Only a tunnel joins two cells two apart in a row or a column.
        let straight = b - a == 2 && a / w == b / w || b - a == 2 * w;
        straight.then_some(Passing::Under)
    }
}

impl Topology for Woven {
    const DEGREE: usize = 4;

    fn shape(&self) -> Shape {
        Shape::Square
    }

    fn cells(&self) -> u32 {
        self.square.cells()
    }

    fn wall_bound(&self) -> u32 {
        self.square.wall_bound()
    }

    fn interior_walls(&self) -> u64 {
        self.square.interior_walls()
    }

    fn for_each_interior_wall(&self, f: impl FnMut(u32)) {
        self.square.for_each_interior_wall(f);
    }

    fn wall_cells(&self, wall: u32) -> Option<(u32, u32)> {
        let (a, b) = self.square.wall_cells(wall)?;
        let dir = if wall.is_multiple_of(2) {
            Direction::East
        } else {
            Direction::South
        };
        // A tunnel's wall joins the tunnel's two ends, across the crossing.
        let beyond = |cell: u32, d: Direction| self.square.neighbor(cell, d as usize);
        match (self.over(a), self.over(b)) {
            (_, Some(over)) if !over.carries(dir) => Some((a, beyond(b, dir)?.1)),
            (Some(over), _) if !over.carries(dir) => {
                let back = if dir == Direction::East {
                    Direction::West
                } else {
                    Direction::North
                };
                Some((beyond(a, back)?.1, b))
            }
            _ => Some((a, b)),
        }
    }

    /// Asks the square, whose ids a woven maze's are: a look at the crossings per id would cost
    /// cache misses at a few million ids.
    fn is_interior_wall(&self, wall: u32) -> bool {
        self.square.wall_cells(wall).is_some()
    }

    fn neighbor(&self, cell: u32, slot: usize) -> Option<(u32, u32)> {
        let dir = *Direction::ALL.get(slot)?;
        // On a bridge the ball goes only along it.
        if self.over(cell).is_some_and(|over| !over.carries(dir)) {
            return None;
        }
        let (wall, next) = self.square.neighbor(cell, slot)?;
        match self.over(next) {
            Some(over) if !over.carries(dir) => Some((wall, self.square.neighbor(next, slot)?.1)),
            _ => Some((wall, next)),
        }
    }

    fn exit_bound(&self, cell: u32) -> u32 {
        // A tunnel moves two cells at once: half the grid distance, rounded up, stays a lower
        // bound that changes by at most one per move.
        self.square.exit_bound(cell).div_ceil(2)
    }
}

impl Carve for Woven {
    type Walls = WallSet;

    fn full(&self) -> WallSet {
        WallSet::new(self.wall_bound())
    }

    fn hash_sides(&self) -> (u32, u32) {
        self.square.hash_sides()
    }
}

impl Geometry for Woven {
    fn wall_stroke(&self, wall: u32) -> Option<Stroke> {
        self.square.wall_stroke(wall)
    }

    fn border(&self) -> Vec<Stroke> {
        self.square.border()
    }

    fn openings(&self) -> Vec<Stroke> {
        self.square.openings()
    }

    fn center(&self, cell: u32) -> Option<[f64; 2]> {
        self.square.center(cell)
    }

    fn outline(&self, cell: u32) -> Vec<[f64; 2]> {
        self.square.outline(cell)
    }

    fn bounds(&self) -> [f64; 4] {
        self.square.bounds()
    }

    fn border_side(&self, cell: u32, slot: usize) -> Option<Stroke> {
        self.square.border_side(cell, slot)
    }
}

impl Compass for Woven {
    fn way_neighbor(&self, cell: u32, way: usize) -> Option<(u32, u32)> {
        self.neighbor(cell, way)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn woven() -> Woven {
        // A 5 × 5 square with a crossing at (2, 2), east–west on top.
        let crossing = Crossing {
            cell: 12,
            over: Over::Horizontal,
        };
        Woven::new(Square::new_unchecked(5, 5), &[crossing])
    }

    #[test]
    fn the_tunnel_joins_its_two_ends_and_the_bridge_goes_along() {
        let w = woven();
        assert_eq!(w.neighbor(7, Direction::South as usize), Some((15, 17)));
        assert_eq!(w.neighbor(17, Direction::North as usize), Some((25, 7)));
        assert_eq!(w.neighbor(11, Direction::East as usize), Some((22, 12)));
        assert_eq!(w.neighbor(12, Direction::North as usize), None);
        assert_eq!(w.neighbor(12, Direction::East as usize), Some((24, 13)));
        assert_eq!(w.wall_cells(15), Some((7, 17)));
        assert_eq!(w.wall_cells(25), Some((7, 17)));
        assert_eq!(w.wall_cells(22), Some((11, 12)));
        assert_eq!(w.crossing_walls(12), Some(([22, 24], [15, 25])));
        assert_eq!(w.passing(7, 17), Some(Passing::Under));
        assert_eq!(w.passing(11, 12), Some(Passing::Over));
        assert_eq!(w.passing(11, 6), None);
    }

    #[test]
    fn crossings_that_do_not_fit_are_dropped() {
        let c = |cell, over| Crossing { cell, over };
        let square = Square::new_unchecked(5, 5);
        let w = Woven::new(
            square,
            &[
                c(0, Over::Vertical),
                c(13, Over::Vertical),
                c(12, Over::Horizontal),
            ],
        );
        assert_eq!(w.crossings(), &[c(12, Over::Horizontal)]);
    }
}
