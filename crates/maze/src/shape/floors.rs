//! Floors: `count` square floors of `width × height` cells, one above the other, joined by
//! stairs. Cell `(x, y)` of floor `f` (0 is the ground floor) is `f·w·h + y·w + x`: the start is
//! the ground floor's top-left cell, the exit the top floor's bottom-right one. Wall `3i` is
//! cell `i`'s east side, `3i + 1` its south side and `3i + 2` the stair between it and the cell
//! directly above (bits 0, 1 and 2 of its wall byte in the JSON); the neighbour order is north,
//! east, south, west, up, down. Drawn, floor `f` lies `f·(width + 1)` units east of the ground
//! floor (side by side, a cell apart, as the SVG shows them); a stair has no stroke.

use super::geometry::{Geometry, Stroke, line, unit_center, unit_outline};
use super::ways::{Compass, FLOORS, Way};
use super::{Carve, Shape, Topology};
use crate::graph::WallSet;
use crate::grid::{MAX_SIDE, MIN_SIDE};

/// The fewest and the most floors a maze has.
pub const FLOORS_RANGE: (u32, u32) = (2, 8);

/// The slot of the way up in a floors maze's neighbour order (down is the next).
pub const UP_SLOT: usize = 4;

/// A maze of several square floors joined by stairs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Floors {
    width: u32,
    height: u32,
    count: u32,
}

impl Floors {
    /// `count` floors of `width × height` cells, sizes the caller has checked.
    pub fn new_unchecked(width: u32, height: u32, count: u32) -> Floors {
        Floors {
            width,
            height,
            count,
        }
    }

    /// The side of each floor of a `count`-floor maze whose plain square side is `side`: about
    /// `side / √count`, so that the floors hold about the plain maze's cells together.
    pub fn floor_side(side: u32, count: u32) -> u32 {
        let side = f64::from(side) / f64::from(count.max(1)).sqrt();
        // Within 2..=2000 before the cast, so it neither saturates nor truncates.
        side.round().clamp(f64::from(MIN_SIDE), f64::from(MAX_SIDE)) as u32
    }

    /// Columns of each floor.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Rows of each floor.
    pub fn height(&self) -> u32 {
        self.height
    }

    /// How many floors.
    pub fn count(&self) -> u32 {
        self.count
    }

    /// Cells on one floor.
    pub fn floor_cells(&self) -> u32 {
        self.width * self.height
    }

    /// The floor `cell` is on (0 is the ground floor).
    pub fn floor_of(&self, cell: u32) -> u32 {
        cell / self.floor_cells()
    }

    /// `cell`'s column, row and floor, `None` for an unknown cell.
    pub fn place(&self, cell: u32) -> Option<(u32, u32, u32)> {
        (cell < self.cells()).then(|| {
            let on_floor = cell % self.floor_cells();
            (
                on_floor % self.width,
                on_floor / self.width,
                self.floor_of(cell),
            )
        })
    }

    /// Where floor `floor` starts, in maze units east of the ground floor.
    pub fn floor_x(&self, floor: u32) -> f64 {
        f64::from(floor) * f64::from(self.width + 1)
    }

    /// The top-left corner of `cell` in maze units.
    fn corner(&self, cell: u32) -> Option<(f64, f64)> {
        let (x, y, f) = self.place(cell)?;
        Some((self.floor_x(f) + f64::from(x), f64::from(y)))
    }
}

impl Topology for Floors {
    const DEGREE: usize = 6;

    fn shape(&self) -> Shape {
        Shape::Square
    }

    fn cells(&self) -> u32 {
        self.floor_cells() * self.count
    }

    fn wall_bound(&self) -> u32 {
        3 * self.cells()
    }

    fn interior_walls(&self) -> u64 {
        let (w, h, k) = (
            u64::from(self.width),
            u64::from(self.height),
            u64::from(self.count),
        );
        k * ((w - 1) * h + w * (h - 1)) + (k - 1) * w * h
    }

    fn for_each_interior_wall(&self, mut f: impl FnMut(u32)) {
        let (w, h) = (self.width, self.height);
        let mut cell = 0;
        for floor in 0..self.count {
            let up = floor + 1 < self.count;
            for y in 0..h {
                for x in 0..w {
                    if x + 1 < w {
                        f(3 * cell);
                    }
                    if y + 1 < h {
                        f(3 * cell + 1);
                    }
                    if up {
                        f(3 * cell + 2);
                    }
                    cell += 1;
                }
            }
        }
    }

    fn wall_cells(&self, wall: u32) -> Option<(u32, u32)> {
        let cell = wall / 3;
        let (x, y, floor) = self.place(cell)?;
        match wall % 3 {
            0 if x + 1 < self.width => Some((cell, cell + 1)),
            1 if y + 1 < self.height => Some((cell, cell + self.width)),
            2 if floor + 1 < self.count => Some((cell, cell + self.floor_cells())),
            _ => None,
        }
    }

    fn neighbor(&self, cell: u32, slot: usize) -> Option<(u32, u32)> {
        let (x, y, floor) = self.place(cell)?;
        let (w, below) = (self.width, self.floor_cells());
        match slot {
            0 if y > 0 => Some((3 * (cell - w) + 1, cell - w)),
            1 if x + 1 < w => Some((3 * cell, cell + 1)),
            2 if y + 1 < self.height => Some((3 * cell + 1, cell + w)),
            3 if x > 0 => Some((3 * (cell - 1), cell - 1)),
            UP_SLOT if floor + 1 < self.count => Some((3 * cell + 2, cell + below)),
            5 if floor > 0 => Some((3 * (cell - below) + 2, cell - below)),
            _ => None,
        }
    }

    fn exit_bound(&self, cell: u32) -> u32 {
        let (x, y, floor) = self.place(cell).unwrap_or((0, 0, 0));
        (self.width - 1 - x) + (self.height - 1 - y) + (self.count - 1 - floor)
    }
}

impl Carve for Floors {
    type Walls = WallSet;

    #[inline]
    fn wall_ends(&self, wall: u32) -> (u32, u32) {
        // Kruskal's fast path: an interior wall's other cell is one east, one row south or one
        // floor up. Looked up, not matched: Kruskal's walls come in random order, and a branch
        // on the kind mispredicted two times in three (a third of Kruskal's time, perf).
        let cell = wall / 3;
        let steps = [1, self.width, self.floor_cells()];
        (
            cell,
            cell + steps.get((wall % 3) as usize).copied().unwrap_or(0),
        )
    }

    fn full(&self) -> WallSet {
        WallSet::new(self.wall_bound())
    }

    fn hash_sides(&self) -> (u32, u32) {
        (self.width, self.height)
    }
}

impl Geometry for Floors {
    fn wall_stroke(&self, wall: u32) -> Option<Stroke> {
        let (cell, _) = self.wall_cells(wall)?;
        let (x, y) = self.corner(cell)?;
        match wall % 3 {
            0 => Some(line([x + 1.0, y], [x + 1.0, y + 1.0])),
            1 => Some(line([x, y + 1.0], [x + 1.0, y + 1.0])),
            _ => None,
        }
    }

    fn border(&self) -> Vec<Stroke> {
        let (w, h) = (f64::from(self.width), f64::from(self.height));
        let mut out = Vec::new();
        for floor in 0..self.count {
            let x0 = self.floor_x(floor);
            for x in 0..self.width {
                let x = x0 + f64::from(x);
                out.push(line([x, 0.0], [x + 1.0, 0.0]));
                out.push(line([x, h], [x + 1.0, h]));
            }
            for y in 0..self.height {
                let y = f64::from(y);
                out.push(line([x0, y], [x0, y + 1.0]));
                out.push(line([x0 + w, y], [x0 + w, y + 1.0]));
            }
        }
        out
    }

    fn border_side(&self, cell: u32, slot: usize) -> Option<Stroke> {
        let (x, y) = self.corner(cell)?;
        let edge = slot < UP_SLOT && self.neighbor(cell, slot).is_none();
        edge.then(|| match slot {
            0 => line([x, y], [x + 1.0, y]),
            1 => line([x + 1.0, y], [x + 1.0, y + 1.0]),
            2 => line([x, y + 1.0], [x + 1.0, y + 1.0]),
            _ => line([x, y], [x, y + 1.0]),
        })
    }

    fn openings(&self) -> Vec<Stroke> {
        let right = self.floor_x(self.count - 1) + f64::from(self.width);
        let h = f64::from(self.height);
        vec![
            line([0.0, 0.0], [0.0, 1.0]),
            line([right, h - 1.0], [right, h]),
        ]
    }

    fn center(&self, cell: u32) -> Option<[f64; 2]> {
        self.corner(cell).map(unit_center)
    }

    fn outline(&self, cell: u32) -> Vec<[f64; 2]> {
        self.corner(cell).map_or_else(Vec::new, unit_outline)
    }

    fn bounds(&self) -> [f64; 4] {
        let right = self.floor_x(self.count - 1) + f64::from(self.width);
        [0.0, 0.0, right, f64::from(self.height)]
    }

    /// The ball's floor.
    fn view_bounds(&self, cell: u32) -> [f64; 4] {
        let x0 = self.floor_x(self.floor_of(cell));
        [x0, 0.0, x0 + f64::from(self.width), f64::from(self.height)]
    }
}

impl Compass for Floors {
    fn ways(&self) -> &'static [Way] {
        &FLOORS
    }

    fn way_neighbor(&self, cell: u32, way: usize) -> Option<(u32, u32)> {
        self.neighbor(cell, way)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_and_walls_follow_the_contract() {
        let f = Floors::new_unchecked(3, 2, 2);
        assert_eq!(f.cells(), 12);
        assert_eq!(f.place(7), Some((1, 0, 1)));
        // East of cell 0, south of cell 0, the stair above cell 0.
        assert_eq!(f.wall_cells(0), Some((0, 1)));
        assert_eq!(f.wall_cells(1), Some((0, 3)));
        assert_eq!(f.wall_cells(2), Some((0, 6)));
        // The east border, the south border and the top floor have no wall there.
        assert_eq!(f.wall_cells(3 * 2), None);
        assert_eq!(f.wall_cells(3 * 3 + 1), None);
        assert_eq!(f.wall_cells(3 * 6 + 2), None);
        assert_eq!(f.neighbor(6, 5), Some((2, 0)));
        assert_eq!(f.neighbor(0, 5), None);
        assert_eq!(f.exit_bound(0), 2 + 1 + 1);
        assert_eq!(f.exit_bound(11), 0);
    }

    #[test]
    fn each_floor_holds_about_the_plain_mazes_cells_over_the_floors() {
        assert_eq!(Floors::floor_side(300, 4), 150);
        assert_eq!(Floors::floor_side(2000, 8), 707);
        assert_eq!(Floors::floor_side(2, 8), MIN_SIDE);
        for count in FLOORS_RANGE.0..=FLOORS_RANGE.1 {
            let side = Floors::floor_side(1000, count);
            let cells = u64::from(side * side * count);
            assert!(cells.abs_diff(1_000_000) < 10_000, "{count}: {cells}");
        }
    }
}
