//! A centre cell and rings of cells around it.
//!
//! The centre (cell 0) has radius 1; ring `k` (1 to `rings`) spans radii `k..k+1`. Ring 1 has
//! six cells; each further ring has as many cells as the one inside it, or twice as many when
//! its cells would otherwise be 1.5 units wide or more, so cells stay about square. Cells are
//! numbered ring by ring, clockwise from north: cell `j` of a ring of `n` spans the angles
//! `j/n` to `(j+1)/n` of a turn, clockwise from north. The exit is the last cell of the outer
//! ring, just west of north, with its opening through the rim.
//!
//! Neighbour order: a ring cell's inward, clockwise, anticlockwise, then outward neighbours (one,
//! or two where the next ring doubles, anticlockwise first); the centre's six ring-1 cells.
//! Wall `2i` is the radial wall on cell `i`'s clockwise side, `2i + 1` the arc on its inward
//! side (the centre owns no wall).

use super::geometry::{Geometry, Stroke, line};
use super::trig::{sin_cos, turn_sin_cos};
use super::ways::Compass;
use super::{Carve, Shape, Topology};
use crate::graph::WallSet;
use std::f64::consts::{FRAC_PI_2, TAU};

/// Cells in ring 1.
const FIRST_RING: u32 = 6;
/// A ring doubles its cells when they would be this wide or wider.
const SPLIT_WIDTH: f64 = 1.5;

const INWARD: usize = 0;
const CLOCKWISE: usize = 1;
const ANTICLOCKWISE: usize = 2;
const OUTWARD: usize = 3;
const OUTWARD_RIGHT: usize = 4;

/// A circular maze.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Circle {
    rings: u32,
    /// Cells per ring, the centre as ring 0.
    counts: Vec<u32>,
    /// The first cell of each ring, and the total at the end.
    starts: Vec<u32>,
}

impl Circle {
    /// A circle of `rings` rings around the centre, the size checked by the caller.
    pub(crate) fn new_unchecked(rings: u32) -> Circle {
        let mut counts = vec![1, FIRST_RING];
        for k in 2..=rings {
            let inner = counts.last().copied().unwrap_or(FIRST_RING);
            let width = TAU * (f64::from(k) + 0.5) / f64::from(inner);
            counts.push(if width >= SPLIT_WIDTH {
                2 * inner
            } else {
                inner
            });
        }
        let mut starts = Vec::with_capacity(counts.len() + 1);
        let mut total = 0;
        for &n in &counts {
            starts.push(total);
            total += n;
        }
        starts.push(total);
        Circle {
            rings,
            counts,
            starts,
        }
    }

    /// Number of rings around the centre.
    pub fn rings(&self) -> u32 {
        self.rings
    }

    /// Number of cells in ring `ring` (0 is the centre).
    pub fn ring_cells(&self, ring: u32) -> u32 {
        self.counts.get(ring as usize).copied().unwrap_or(0)
    }

    fn start(&self, ring: u32) -> u32 {
        self.starts.get(ring as usize).copied().unwrap_or(0)
    }

    /// The ring of `cell` and its place in the ring.
    fn place(&self, cell: u32) -> (u32, u32) {
        let ring = self
            .starts
            .partition_point(|&s| s <= cell)
            .saturating_sub(1) as u32;
        (ring, cell - self.start(ring))
    }

    /// The angles (clockwise from north, radians) where `cell`'s sector starts and ends.
    fn span(&self, cell: u32) -> (f64, f64) {
        let (ring, j) = self.place(cell);
        let n = f64::from(self.ring_cells(ring).max(1));
        (TAU * f64::from(j) / n, TAU * f64::from(j + 1) / n)
    }

    fn centre(&self) -> f64 {
        f64::from(self.rings) + 1.0
    }

    /// The point at `radius` and `angle` (clockwise from north).
    fn point(&self, radius: f64, angle: f64) -> [f64; 2] {
        let c = self.centre();
        let (sin, cos) = sin_cos(angle);
        [c + radius * sin, c - radius * cos]
    }

    fn arc(&self, radius: f64, from: f64, to: f64) -> Stroke {
        let c = self.centre();
        Stroke::Arc([c, c, radius, from - FRAC_PI_2, to - FRAC_PI_2])
    }

    /// Points along the arc at `radius` from `from` to `to`, close enough for fills.
    fn chord_points(&self, radius: f64, from: f64, to: f64, out: &mut Vec<[f64; 2]>) {
        let steps = ((to - from).abs() / (TAU / 96.0)).ceil().max(1.0) as u32;
        for s in 0..=steps {
            let t = from + (to - from) * f64::from(s) / f64::from(steps);
            out.push(self.point(radius, t));
        }
    }

    /// Neighbour `slot` of `cell`, which is cell `j` of ring `ring`.
    fn neighbor_at(&self, cell: u32, ring: u32, j: u32, slot: usize) -> Option<(u32, u32)> {
        if cell == 0 {
            let child = 1 + u32::try_from(slot).ok()?;
            return (child <= FIRST_RING).then_some((2 * child + 1, child));
        }
        let n = self.ring_cells(ring);
        let at = |ring: u32, j: u32| self.start(ring) + j;
        match slot {
            INWARD => {
                let inner = self.ring_cells(ring - 1);
                let parent = if ring == 1 {
                    0
                } else if inner == n {
                    at(ring - 1, j)
                } else {
                    at(ring - 1, j / 2)
                };
                Some((2 * cell + 1, parent))
            }
            CLOCKWISE => Some((2 * cell, at(ring, (j + 1) % n))),
            ANTICLOCKWISE => {
                let other = at(ring, (j + n - 1) % n);
                Some((2 * other, other))
            }
            OUTWARD | OUTWARD_RIGHT if ring < self.rings => {
                let outer = self.ring_cells(ring + 1);
                let child = match (outer == n, slot) {
                    (true, OUTWARD) => at(ring + 1, j),
                    (true, _) => return None,
                    (false, OUTWARD) => at(ring + 1, 2 * j),
                    (false, _) => at(ring + 1, 2 * j + 1),
                };
                Some((2 * child + 1, child))
            }
            _ => None,
        }
    }
}

impl Topology for Circle {
    const DEGREE: usize = 6;

    fn shape(&self) -> Shape {
        Shape::Circle
    }

    fn cells(&self) -> u32 {
        self.start(self.rings + 1)
    }

    fn interior_walls(&self) -> u64 {
        2 * u64::from(self.cells() - 1)
    }

    fn for_each_interior_wall(&self, mut f: impl FnMut(u32)) {
        for cell in 1..self.cells() {
            f(2 * cell);
            f(2 * cell + 1);
        }
    }

    fn wall_cells(&self, wall: u32) -> Option<(u32, u32)> {
        let cell = wall / 2;
        if cell == 0 || cell >= self.cells() {
            return None;
        }
        let slot = if wall.is_multiple_of(2) {
            CLOCKWISE
        } else {
            INWARD
        };
        Some((cell, self.neighbor(cell, slot)?.1))
    }

    fn neighbor(&self, cell: u32, slot: usize) -> Option<(u32, u32)> {
        if cell >= self.cells() {
            return None;
        }
        let (ring, j) = self.place(cell);
        self.neighbor_at(cell, ring, j, slot)
    }

    fn for_each_neighbor(&self, cell: u32, mut f: impl FnMut(usize, u32, u32)) {
        if cell >= self.cells() {
            return;
        }
        // Finding the ring is a binary search: once per cell, not once per neighbour.
        let (ring, j) = self.place(cell);
        for slot in 0..Self::DEGREE {
            if let Some((wall, next)) = self.neighbor_at(cell, ring, j, slot) {
                f(slot, wall, next);
            }
        }
    }

    fn exit_bound(&self, cell: u32) -> u32 {
        // A move crosses at most one ring.
        self.rings.saturating_sub(self.place(cell).0)
    }
}

impl Carve for Circle {
    type Walls = WallSet;

    fn full(&self) -> WallSet {
        WallSet::new(self.wall_bound())
    }

    fn hash_sides(&self) -> (u32, u32) {
        (self.rings, self.rings)
    }
}

impl Geometry for Circle {
    fn wall_stroke(&self, wall: u32) -> Option<Stroke> {
        self.wall_cells(wall)?;
        let cell = wall / 2;
        let ring = f64::from(self.place(cell).0);
        let (from, to) = self.span(cell);
        Some(if wall.is_multiple_of(2) {
            line(self.point(ring, to), self.point(ring + 1.0, to))
        } else {
            self.arc(ring, from, to)
        })
    }

    fn border(&self) -> Vec<Stroke> {
        let rim = f64::from(self.rings) + 1.0;
        (self.start(self.rings)..self.cells())
            .map(|cell| {
                let (from, to) = self.span(cell);
                self.arc(rim, from, to)
            })
            .collect()
    }

    fn border_side(&self, cell: u32, slot: usize) -> Option<Stroke> {
        // The rim is the only border: the outer ring's outward sides.
        let (ring, _) = self.place(cell);
        let rim = f64::from(self.rings) + 1.0;
        (cell < self.cells() && ring == self.rings && slot == OUTWARD).then(|| {
            let (from, to) = self.span(cell);
            self.arc(rim, from, to)
        })
    }

    fn openings(&self) -> Vec<Stroke> {
        let (from, to) = self.span(self.cells() - 1);
        vec![self.arc(f64::from(self.rings) + 1.0, from, to)]
    }

    fn center(&self, cell: u32) -> Option<[f64; 2]> {
        if cell >= self.cells() {
            return None;
        }
        if cell == 0 {
            let c = self.centre();
            return Some([c, c]);
        }
        let (from, to) = self.span(cell);
        Some(self.point(f64::from(self.place(cell).0) + 0.5, (from + to) / 2.0))
    }

    fn outline(&self, cell: u32) -> Vec<[f64; 2]> {
        let mut out = Vec::new();
        if cell >= self.cells() {
            return out;
        }
        if cell == 0 {
            self.chord_points(1.0, 0.0, TAU, &mut out);
            out.pop();
            return out;
        }
        let ring = f64::from(self.place(cell).0);
        let (from, to) = self.span(cell);
        self.chord_points(ring, from, to, &mut out);
        self.chord_points(ring + 1.0, to, from, &mut out);
        out
    }

    fn bounds(&self) -> [f64; 4] {
        let d = 2.0 * self.centre();
        [0.0, 0.0, d, d]
    }
}

impl super::masked::ExactCenter for Circle {
    /// The middle of the cell's sector, its angle taken as a fraction of a turn exactly.
    fn exact_center(&self, cell: u32) -> [f64; 2] {
        let c = self.centre();
        if cell == 0 {
            return [c, c];
        }
        let (ring, j) = self.place(cell);
        let n = u64::from(self.ring_cells(ring).max(1));
        let (sin, cos) = turn_sin_cos(2 * u64::from(j) + 1, 2 * n);
        let r = f64::from(ring) + 0.5;
        [c + r * sin, c - r * cos]
    }
}

impl Compass for Circle {
    /// Ways, in the order of the circle's table: inward, outward, outward left, outward right,
    /// clockwise, anticlockwise, then the centre's north-east, east, south-east, south-west,
    /// west, north-west.
    fn way_neighbor(&self, cell: u32, way: usize) -> Option<(u32, u32)> {
        if cell == 0 {
            return way.checked_sub(6).and_then(|slot| self.neighbor(0, slot));
        }
        let split = self.neighbor(cell, OUTWARD_RIGHT).is_some();
        match way {
            0 => self.neighbor(cell, INWARD),
            1 if !split => self.neighbor(cell, OUTWARD),
            2 if split => self.neighbor(cell, OUTWARD),
            3 => self.neighbor(cell, OUTWARD_RIGHT),
            4 => self.neighbor(cell, CLOCKWISE),
            5 => self.neighbor(cell, ANTICLOCKWISE),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exact_centres_are_the_drawn_centres() {
        use super::super::masked::ExactCenter;
        let circle = Circle::new_unchecked(9);
        for cell in 0..circle.cells() {
            let [x, y] = circle.exact_center(cell);
            let [cx, cy] = circle.center(cell).unwrap();
            assert!((x - cx).abs() < 1e-12 && (y - cy).abs() < 1e-12, "{cell}");
        }
    }
}
