//! Rows of alternating up- and down-pointing triangles, twice as many columns as rows.
//!
//! Cell `(column c, row r)` is `r * columns + c`; it points up when `r + c` is even (so the
//! start, cell 0, points up). Neighbour order: west, east, base (south of an up triangle, north
//! of a down one). Wall `2i` is cell `i`'s east side, `2i + 1` the base of an up triangle `i`
//! (its south side). Sides are 1 unit long; rows are √3/2 apart.

use super::geometry::{Geometry, Stroke, line, unshared_side, unshared_sides};
use super::ways::Compass;
use super::{Carve, Shape, Topology};
use crate::graph::WallSet;

/// The height of a triangle with sides of 1.
const H: f64 = 0.866_025_403_784_438_6;

const WEST: usize = 0;
const EAST: usize = 1;
const BASE: usize = 2;

/// A triangle grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Triangle {
    cols: u32,
    rows: u32,
}

impl Triangle {
    /// A grid of `rows` rows of `2 * rows` triangles, the size checked by the caller.
    pub(crate) fn new_unchecked(rows: u32) -> Triangle {
        Triangle {
            cols: 2 * rows,
            rows,
        }
    }

    /// Number of rows.
    pub fn rows(&self) -> u32 {
        self.rows
    }

    /// Number of triangles in a row.
    pub fn columns(&self) -> u32 {
        self.cols
    }

    /// Whether `cell` points up.
    pub fn points_up(&self, cell: u32) -> bool {
        (cell % self.cols + cell / self.cols).is_multiple_of(2)
    }

    /// The three corners of `cell`: for an up triangle apex, bottom right, bottom left; for a
    /// down one top left, top right, bottom.
    fn corners(&self, cell: u32) -> [[f64; 2]; 3] {
        let (c, r) = (f64::from(cell % self.cols), f64::from(cell / self.cols));
        let (top, bottom) = (r * H, (r + 1.0) * H);
        if self.points_up(cell) {
            [
                [(c + 1.0) / 2.0, top],
                [(c + 2.0) / 2.0, bottom],
                [c / 2.0, bottom],
            ]
        } else {
            [
                [c / 2.0, top],
                [(c + 2.0) / 2.0, top],
                [(c + 1.0) / 2.0, bottom],
            ]
        }
    }

    /// The side of `cell` facing slot `slot`.
    fn side(&self, cell: u32, slot: usize) -> Stroke {
        let [a, b, c] = self.corners(cell);
        match (self.points_up(cell), slot) {
            (true, WEST) => line(a, c),
            (true, EAST) => line(a, b),
            (true, _) => line(c, b),
            (false, WEST) => line(a, c),
            (false, EAST) => line(b, c),
            (false, _) => line(a, b),
        }
    }
}

impl Topology for Triangle {
    const DEGREE: usize = 3;

    fn shape(&self) -> Shape {
        Shape::Triangle
    }

    fn cells(&self) -> u32 {
        self.cols * self.rows
    }

    fn interior_walls(&self) -> u64 {
        let (c, r) = (u64::from(self.cols), u64::from(self.rows));
        r * (c - 1) + (r - 1) * c / 2
    }

    fn for_each_interior_wall(&self, mut f: impl FnMut(u32)) {
        for wall in 0..self.wall_bound() {
            if self.wall_cells(wall).is_some() {
                f(wall);
            }
        }
    }

    fn wall_cells(&self, wall: u32) -> Option<(u32, u32)> {
        let cell = wall / 2;
        if wall.is_multiple_of(2) {
            Some((cell, self.neighbor(cell, EAST)?.1))
        } else if cell < self.cells() && self.points_up(cell) {
            Some((cell, self.neighbor(cell, BASE)?.1))
        } else {
            None
        }
    }

    fn neighbor(&self, cell: u32, slot: usize) -> Option<(u32, u32)> {
        if cell >= self.cells() {
            return None;
        }
        let (c, r) = (cell % self.cols, cell / self.cols);
        match slot {
            WEST if c > 0 => Some((2 * (cell - 1), cell - 1)),
            EAST if c + 1 < self.cols => Some((2 * cell, cell + 1)),
            BASE if self.points_up(cell) && r + 1 < self.rows => {
                Some((2 * cell + 1, cell + self.cols))
            }
            BASE if !self.points_up(cell) && r > 0 => {
                let above = cell - self.cols;
                Some((2 * above + 1, above))
            }
            _ => None,
        }
    }

    fn exit_bound(&self, cell: u32) -> u32 {
        // A move changes either the row or the column by one, never both.
        let exit = self.cells() - 1;
        (cell % self.cols).abs_diff(exit % self.cols)
            + (cell / self.cols).abs_diff(exit / self.cols)
    }
}

impl Carve for Triangle {
    type Walls = WallSet;

    #[inline]
    fn wall_ends(&self, wall: u32) -> (u32, u32) {
        // Interior walls only: east walls join `i, i + 1`, bases `i, i + columns`.
        let cell = wall >> 1;
        let other = if wall & 1 == 0 {
            cell + 1
        } else {
            cell + self.cols
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

impl Geometry for Triangle {
    fn wall_stroke(&self, wall: u32) -> Option<Stroke> {
        self.wall_cells(wall)?;
        let slot = if wall.is_multiple_of(2) { EAST } else { BASE };
        Some(self.side(wall / 2, slot))
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
        if cell >= self.cells() {
            return None;
        }
        let [a, b, c] = self.corners(cell);
        Some([(a[0] + b[0] + c[0]) / 3.0, (a[1] + b[1] + c[1]) / 3.0])
    }

    fn outline(&self, cell: u32) -> Vec<[f64; 2]> {
        if cell >= self.cells() {
            return Vec::new();
        }
        self.corners(cell).to_vec()
    }

    fn bounds(&self) -> [f64; 4] {
        [
            0.0,
            0.0,
            (f64::from(self.cols) + 1.0) / 2.0,
            f64::from(self.rows) * H,
        ]
    }
}

impl Compass for Triangle {
    fn way_neighbor(&self, cell: u32, way: usize) -> Option<(u32, u32)> {
        let up = cell < self.cells() && self.points_up(cell);
        match way {
            0 => self.neighbor(cell, WEST),
            1 => self.neighbor(cell, EAST),
            2 if !up => self.neighbor(cell, BASE),
            3 if up => self.neighbor(cell, BASE),
            _ => None,
        }
    }
}
