//! Pointy-top hexagons in rows, odd rows shifted half a cell east; as many columns as rows.
//!
//! Cell `(column c, row r)` is `r * columns + c`. Neighbour order: east, west, north-east,
//! north-west, south-east, south-west. A cell owns three walls: `3i` east, `3i + 1` south-east,
//! `3i + 2` south-west. Cells are 1 unit wide (flat side to flat side); rows are √3/2 apart.

use super::geometry::{Geometry, Stroke, line, unshared_side, unshared_sides};
use super::ways::Compass;
use super::{Carve, Shape, Topology};
use crate::graph::WallSet;

/// The circumradius of a hexagon 1 unit wide.
const R: f64 = 0.577_350_269_189_625_8;

/// A hex grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hex {
    cols: u32,
    rows: u32,
}

/// Slots of the neighbour order.
const EAST: usize = 0;
const WEST: usize = 1;
const NORTH_EAST: usize = 2;
const NORTH_WEST: usize = 3;
const SOUTH_EAST: usize = 4;
const SOUTH_WEST: usize = 5;

impl Hex {
    /// A hex grid of `rows` rows and as many columns, the size checked by the caller.
    pub(crate) fn new_unchecked(rows: u32) -> Hex {
        Hex { cols: rows, rows }
    }

    /// Number of rows.
    pub fn rows(&self) -> u32 {
        self.rows
    }

    /// Number of columns.
    pub fn columns(&self) -> u32 {
        self.cols
    }

    /// The cell at column `c` of row `r`, if both are on the grid (negative values are not).
    fn at(&self, c: i64, r: i64) -> Option<u32> {
        let ok = (0..i64::from(self.cols)).contains(&c) && (0..i64::from(self.rows)).contains(&r);
        ok.then(|| (r * i64::from(self.cols) + c) as u32)
    }

    fn place(&self, cell: u32) -> (i64, i64) {
        (i64::from(cell % self.cols), i64::from(cell / self.cols))
    }

    /// Corner `k` of `cell`: 0 at the top, then clockwise on screen.
    fn corner(&self, cell: u32, k: u32) -> [f64; 2] {
        let [x, y] = self.middle(cell);
        let (sin, cos) = super::trig::sin_cos((-90.0 + 60.0 * f64::from(k)).to_radians());
        [x + R * cos, y + R * sin]
    }

    fn middle(&self, cell: u32) -> [f64; 2] {
        let (c, r) = self.place(cell);
        let shift = if r % 2 == 1 { 0.5 } else { 0.0 };
        [c as f64 + 0.5 + shift, R + 1.5 * R * r as f64]
    }

    /// The side of `cell` facing neighbour slot `slot`.
    fn side(&self, cell: u32, slot: usize) -> Stroke {
        let (a, b) = match slot {
            EAST => (1, 2),
            WEST => (4, 5),
            NORTH_EAST => (0, 1),
            NORTH_WEST => (5, 0),
            SOUTH_EAST => (2, 3),
            _ => (3, 4),
        };
        line(self.corner(cell, a), self.corner(cell, b))
    }
}

impl Topology for Hex {
    const DEGREE: usize = 6;

    fn shape(&self) -> Shape {
        Shape::Hex
    }

    fn cells(&self) -> u32 {
        self.cols * self.rows
    }

    fn wall_bound(&self) -> u32 {
        3 * self.cells()
    }

    fn interior_walls(&self) -> u64 {
        let (c, r) = (u64::from(self.cols), u64::from(self.rows));
        r * (c - 1) + (r - 1) * (2 * c - 1)
    }

    fn for_each_interior_wall(&self, mut f: impl FnMut(u32)) {
        // Kruskal walks this twice per maze, so by rows and columns rather than per id.
        let (cols, rows) = (self.cols, self.rows);
        for r in 0..rows {
            let odd = r & 1;
            for c in 0..cols {
                let cell = r * cols + c;
                if c + 1 < cols {
                    f(3 * cell);
                }
                if r + 1 < rows {
                    if c + odd < cols {
                        f(3 * cell + 1);
                    }
                    if c + odd >= 1 {
                        f(3 * cell + 2);
                    }
                }
            }
        }
    }

    fn wall_cells(&self, wall: u32) -> Option<(u32, u32)> {
        let cell = wall / 3;
        let slot = [EAST, SOUTH_EAST, SOUTH_WEST].get((wall % 3) as usize)?;
        Some((cell, self.neighbor(cell, *slot)?.1))
    }

    fn neighbor(&self, cell: u32, slot: usize) -> Option<(u32, u32)> {
        if cell >= self.cells() {
            return None;
        }
        let (c, r) = self.place(cell);
        let odd = r % 2;
        let next = match slot {
            EAST => self.at(c + 1, r),
            WEST => self.at(c - 1, r),
            NORTH_EAST => self.at(c + odd, r - 1),
            NORTH_WEST => self.at(c + odd - 1, r - 1),
            SOUTH_EAST => self.at(c + odd, r + 1),
            SOUTH_WEST => self.at(c + odd - 1, r + 1),
            _ => None,
        }?;
        // The wall belongs to whichever of the two cells has it east, south-east or south-west.
        let wall = match slot {
            EAST => 3 * cell,
            WEST => 3 * next,
            NORTH_EAST => 3 * next + 2,
            NORTH_WEST => 3 * next + 1,
            SOUTH_EAST => 3 * cell + 1,
            _ => 3 * cell + 2,
        };
        Some((wall, next))
    }

    fn exit_bound(&self, cell: u32) -> u32 {
        // Hex distance in cube coordinates: every move changes it by exactly one at most.
        let cube = |cell: u32| {
            let (c, r) = self.place(cell);
            let q = c - (r - (r & 1)) / 2;
            (q, r, -q - r)
        };
        let (a, b) = (cube(cell), cube(self.cells() - 1));
        let d = (a.0 - b.0)
            .abs()
            .max((a.1 - b.1).abs())
            .max((a.2 - b.2).abs());
        u32::try_from(d).unwrap_or(u32::MAX)
    }
}

impl Carve for Hex {
    type Walls = WallSet;

    #[inline]
    fn wall_ends(&self, wall: u32) -> (u32, u32) {
        // Interior walls only: the neighbour's index by arithmetic, without the range checks.
        let cell = wall / 3;
        let odd = (cell / self.cols) & 1;
        let other = match wall % 3 {
            0 => cell + 1,
            1 => cell + self.cols + odd,
            _ => (cell + self.cols + odd).saturating_sub(1),
        };
        (cell, other)
    }

    fn full(&self) -> WallSet {
        WallSet::new(self.wall_bound())
    }

    fn hash_sides(&self) -> (u32, u32) {
        (self.cols, self.rows)
    }
}

impl Geometry for Hex {
    fn wall_stroke(&self, wall: u32) -> Option<Stroke> {
        self.wall_cells(wall)?;
        let slot = [EAST, SOUTH_EAST, SOUTH_WEST].get((wall % 3) as usize)?;
        Some(self.side(wall / 3, *slot))
    }

    fn border(&self) -> Vec<Stroke> {
        unshared_sides(self, |cell, slot| self.side(cell, slot))
    }

    fn border_side(&self, cell: u32, slot: usize) -> Option<Stroke> {
        unshared_side(self, cell, slot, |cell, slot| self.side(cell, slot))
    }

    fn openings(&self) -> Vec<Stroke> {
        vec![self.side(0, WEST), self.side(self.cells() - 1, EAST)]
    }

    fn center(&self, cell: u32) -> Option<[f64; 2]> {
        (cell < self.cells()).then(|| self.middle(cell))
    }

    fn outline(&self, cell: u32) -> Vec<[f64; 2]> {
        if cell >= self.cells() {
            return Vec::new();
        }
        (0..6).map(|k| self.corner(cell, k)).collect()
    }

    fn bounds(&self) -> [f64; 4] {
        let shift = if self.rows > 1 { 0.5 } else { 0.0 };
        [
            0.0,
            0.0,
            f64::from(self.cols) + shift,
            2.0 * R + 1.5 * R * f64::from(self.rows - 1),
        ]
    }
}

impl Compass for Hex {
    fn way_neighbor(&self, cell: u32, way: usize) -> Option<(u32, u32)> {
        self.neighbor(cell, way)
    }
}
