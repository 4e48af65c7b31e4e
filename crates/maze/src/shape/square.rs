//! Square cells: the original contract, unchanged. Cell `(x, y)` is `y * width + x` and spans
//! `x..x+1, y..y+1`; wall `2i` is cell `i`'s east side, `2i + 1` its south side; the neighbour
//! order is `Direction::ALL` (north, east, south, west), the order the generators always drew in.

use super::geometry::{Geometry, Stroke, line, unshared_side};
use super::ways::Compass;
use super::{Carve, Shape, Topology};
use crate::grid::{Direction, Grid};

/// A grid of `width × height` square cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Square {
    width: u32,
    height: u32,
}

impl Square {
    /// A square layout whose sides the caller has checked.
    pub(crate) fn new_unchecked(width: u32, height: u32) -> Square {
        Square { width, height }
    }

    /// The square layout of `grid`'s size (whose sides its construction checked).
    pub fn of(grid: &Grid) -> Square {
        Square::new_unchecked(grid.width(), grid.height())
    }

    /// Number of columns.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Number of rows.
    pub fn height(&self) -> u32 {
        self.height
    }

    fn corner(&self, cell: u32) -> Option<(f64, f64)> {
        (cell < self.cells()).then(|| (f64::from(cell % self.width), f64::from(cell / self.width)))
    }
}

impl Topology for Square {
    const DEGREE: usize = 4;

    fn shape(&self) -> Shape {
        Shape::Square
    }

    fn cells(&self) -> u32 {
        self.width * self.height
    }

    fn interior_walls(&self) -> u64 {
        let (w, h) = (u64::from(self.width), u64::from(self.height));
        (w - 1) * h + w * (h - 1)
    }

    fn for_each_interior_wall(&self, mut f: impl FnMut(u32)) {
        let (w, h) = (self.width, self.height);
        for y in 0..h {
            for x in 0..w {
                let cell = y * w + x;
                if x + 1 < w {
                    f(2 * cell);
                }
                if y + 1 < h {
                    f(2 * cell + 1);
                }
            }
        }
    }

    fn wall_cells(&self, wall: u32) -> Option<(u32, u32)> {
        let cell = wall / 2;
        let dir = if wall.is_multiple_of(2) {
            Direction::East
        } else {
            Direction::South
        };
        Some((cell, self.neighbor(cell, dir as usize)?.1))
    }

    #[inline]
    fn neighbor(&self, cell: u32, slot: usize) -> Option<(u32, u32)> {
        if cell >= self.cells() {
            return None;
        }
        let (w, x, y) = (self.width, cell % self.width, cell / self.width);
        match *Direction::ALL.get(slot)? {
            Direction::North if y > 0 => Some((2 * (cell - w) + 1, cell - w)),
            Direction::East if x + 1 < w => Some((2 * cell, cell + 1)),
            Direction::South if y + 1 < self.height => Some((2 * cell + 1, cell + w)),
            Direction::West if x > 0 => Some((2 * (cell - 1), cell - 1)),
            _ => None,
        }
    }

    #[inline]
    fn for_each_neighbor(&self, cell: u32, mut f: impl FnMut(usize, u32, u32)) {
        // The walks of backtracker and wilson list neighbours at every step: one division.
        if cell >= self.cells() {
            return;
        }
        let (w, x, y) = (self.width, cell % self.width, cell / self.width);
        if y > 0 {
            f(Direction::North as usize, 2 * (cell - w) + 1, cell - w);
        }
        if x + 1 < w {
            f(Direction::East as usize, 2 * cell, cell + 1);
        }
        if y + 1 < self.height {
            f(Direction::South as usize, 2 * cell + 1, cell + w);
        }
        if x > 0 {
            f(Direction::West as usize, 2 * (cell - 1), cell - 1);
        }
    }

    fn exit_bound(&self, cell: u32) -> u32 {
        let (w, exit) = (self.width, self.cells() - 1);
        (cell % w).abs_diff(exit % w) + (cell / w).abs_diff(exit / w)
    }
}

impl Carve for Square {
    type Walls = Grid;
    const CELL_TAGS: bool = true;

    #[inline]
    fn wall_ends(&self, wall: u32) -> (u32, u32) {
        let cell = wall >> 1;
        let other = if wall & 1 == 0 {
            cell + 1
        } else {
            cell + self.width
        };
        (cell, other)
    }

    fn full(&self) -> Grid {
        Grid::all_standing(self.width, self.height)
    }

    fn square_sides(&self) -> Option<(u32, u32)> {
        Some((self.width, self.height))
    }

    fn hash_sides(&self) -> (u32, u32) {
        (self.width, self.height)
    }
}

impl Geometry for Square {
    fn wall_stroke(&self, wall: u32) -> Option<Stroke> {
        self.wall_cells(wall)?;
        let (x, y) = self.corner(wall / 2)?;
        Some(if wall.is_multiple_of(2) {
            Stroke::Line([x + 1.0, y, x + 1.0, y + 1.0])
        } else {
            Stroke::Line([x, y + 1.0, x + 1.0, y + 1.0])
        })
    }

    fn border(&self) -> Vec<Stroke> {
        let (w, h) = (f64::from(self.width), f64::from(self.height));
        let mut out = Vec::new();
        for x in 0..self.width {
            let x = f64::from(x);
            out.push(line([x, 0.0], [x + 1.0, 0.0]));
            out.push(line([x, h], [x + 1.0, h]));
        }
        for y in 0..self.height {
            let y = f64::from(y);
            out.push(line([0.0, y], [0.0, y + 1.0]));
            out.push(line([w, y], [w, y + 1.0]));
        }
        out
    }

    fn border_side(&self, cell: u32, slot: usize) -> Option<Stroke> {
        let (x, y) = self.corner(cell)?;
        // Slots are `Direction::ALL`'s: north, east, south, west.
        unshared_side(self, cell, slot, |_, slot| match slot {
            0 => line([x, y], [x + 1.0, y]),
            1 => line([x + 1.0, y], [x + 1.0, y + 1.0]),
            2 => line([x, y + 1.0], [x + 1.0, y + 1.0]),
            _ => line([x, y], [x, y + 1.0]),
        })
    }

    fn openings(&self) -> Vec<Stroke> {
        let (w, h) = (f64::from(self.width), f64::from(self.height));
        vec![line([0.0, 0.0], [0.0, 1.0]), line([w, h - 1.0], [w, h])]
    }

    fn center(&self, cell: u32) -> Option<[f64; 2]> {
        self.corner(cell).map(super::geometry::unit_center)
    }

    fn outline(&self, cell: u32) -> Vec<[f64; 2]> {
        self.corner(cell)
            .map_or_else(Vec::new, super::geometry::unit_outline)
    }

    fn bounds(&self) -> [f64; 4] {
        [0.0, 0.0, f64::from(self.width), f64::from(self.height)]
    }
}

impl Compass for Square {
    fn way_neighbor(&self, cell: u32, way: usize) -> Option<(u32, u32)> {
        self.neighbor(cell, way)
    }
}
