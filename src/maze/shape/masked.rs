//! A word or drawn maze's shape: the square cells a mask covers (`mask::Region`), or a
//! drawing's kept piece (`drawing::Drawing::kept`, each drawn cell scaled up to the level), in
//! its bounding grid.
//!
//! The generators see the region's cells only, numbered `0..N` in reading order (top row
//! first, then left to right), so the start is the region's first cell and the exit its last,
//! as on every shape. Wall ids are the bounding grid's square ids (`2g` east, `2g + 1` south of
//! grid cell `g`), and only walls between two region cells are interior; the neighbour order
//! is square's (north, east, south, west). Outside the generators, cells are named by their
//! grid id (`grid_cell`), row-major over the bounding grid.

use super::geometry::{Geometry, Stroke, line, unshared_sides};
use super::ways::Compass;
use super::{Square, Topology};
use crate::maze::drawing::{Drawing, Kept};
use crate::maze::graph::WallSet;
use crate::maze::grid::Direction;
use crate::maze::mask::{Mask, Region};

/// Marks a grid cell outside the region in `region_of`.
const OUTSIDE: u32 = u32::MAX;

/// What a masked maze's cells cover: a word's letters or a drawing.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Cover {
    /// The letters of a text (`mask=`).
    Word(Mask),
    /// A drawing's kept piece, cropped (`draw=`), and how many smaller parts were left out.
    Drawn(Drawing, u32),
}

/// A mask's region as a graph of square cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Masked {
    cover: Cover,
    width: u32,
    height: u32,
    /// The grid id of each region cell, ascending (reading order).
    grid_of: Vec<u32>,
    /// The region number of each grid cell, or `OUTSIDE`.
    region_of: Vec<u32>,
}

impl Masked {
    /// The region of `mask` at the scale that a level of side `side` gives (`scale_for_side`).
    pub fn new(mask: &Mask, side: u32) -> Masked {
        let region = Region::new(mask, side);
        let (width, height) = (region.width(), region.height());
        Masked::of_cells(Cover::Word(mask.clone()), width, height, |x, y| {
            region.contains(x, y)
        })
    }

    /// The maze of a drawing's kept piece (`Drawing::kept`) in a level of side `side`: each
    /// drawn cell a block of `Drawing::scale_for_side` cells a side.
    pub fn drawn(kept: &Kept, side: u32) -> Masked {
        let (dropped, kept) = (kept.pieces_dropped, &kept.drawing);
        let scale = kept.scale_for_side(side);
        let (width, height) = (kept.width() * scale, kept.height() * scale);
        Masked::of_cells(
            Cover::Drawn(kept.clone(), dropped),
            width,
            height,
            |x, y| kept.painted(x / scale, y / scale),
        )
    }

    /// The graph of the cells of a `width × height` grid that `contains`, made for `cover`.
    fn of_cells(
        cover: Cover,
        width: u32,
        height: u32,
        contains: impl Fn(u32, u32) -> bool,
    ) -> Masked {
        let mut grid_of = Vec::new();
        let mut region_of = vec![OUTSIDE; width as usize * height as usize];
        for (g, slot) in region_of.iter_mut().enumerate() {
            let g = g as u32;
            if contains(g % width, g / width) {
                *slot = grid_of.len() as u32;
                grid_of.push(g);
            }
        }
        Masked {
            cover,
            width,
            height,
            grid_of,
            region_of,
        }
    }

    /// The text of a word maze, `None` for a drawn one.
    pub fn mask(&self) -> Option<&Mask> {
        match &self.cover {
            Cover::Word(mask) => Some(mask),
            Cover::Drawn(..) => None,
        }
    }

    /// The kept drawing of a drawn maze, `None` for a word maze.
    pub fn drawing(&self) -> Option<&Drawing> {
        match &self.cover {
            Cover::Drawn(drawing, _) => Some(drawing),
            Cover::Word(_) => None,
        }
    }

    /// How many smaller parts of a drawing were left out (0 for a word maze).
    pub fn parts_left_out(&self) -> u32 {
        match &self.cover {
            Cover::Drawn(_, dropped) => *dropped,
            Cover::Word(_) => 0,
        }
    }

    /// Columns of the bounding grid.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Rows of the bounding grid.
    pub fn height(&self) -> u32 {
        self.height
    }

    /// The grid id (row-major over the bounding grid) of region cell `cell`.
    pub fn grid_cell(&self, cell: u32) -> Option<u32> {
        self.grid_of.get(cell as usize).copied()
    }

    /// The region cell at grid id `grid`, `None` outside the region.
    pub fn region_cell(&self, grid: u32) -> Option<u32> {
        self.region_of
            .get(grid as usize)
            .copied()
            .filter(|&c| c != OUTSIDE)
    }

    /// Whether grid cell `(x, y)` is in the region.
    pub fn contains(&self, x: u32, y: u32) -> bool {
        x < self.width && y < self.height && self.region_cell(y * self.width + x).is_some()
    }

    /// The grid ids of the region's cells, ascending.
    pub fn grid_cells(&self) -> &[u32] {
        &self.grid_of
    }

    /// The top-left corner of region cell `cell` in the bounding grid.
    fn corner(&self, cell: u32) -> Option<(f64, f64)> {
        let g = self.grid_cell(cell)?;
        Some((f64::from(g % self.width), f64::from(g / self.width)))
    }

    /// The bounding grid as a square shape, whose cells the region's cells are drawn as.
    fn bounding(&self) -> Square {
        Square::new_unchecked(self.width, self.height)
    }

    /// The side of region cell `cell` towards square direction `slot` as a stroke.
    fn side(&self, cell: u32, slot: usize) -> Stroke {
        let (x, y) = self.corner(cell).unwrap_or((0.0, 0.0));
        match Direction::ALL.get(slot) {
            Some(Direction::North) => line([x, y], [x + 1.0, y]),
            Some(Direction::East) => line([x + 1.0, y], [x + 1.0, y + 1.0]),
            Some(Direction::South) => line([x, y + 1.0], [x + 1.0, y + 1.0]),
            _ => line([x, y], [x, y + 1.0]),
        }
    }
}

impl Topology for Masked {
    type Walls = WallSet;
    const DEGREE: usize = 4;

    fn cells(&self) -> u32 {
        self.grid_of.len() as u32
    }

    fn wall_bound(&self) -> u32 {
        2 * self.width * self.height
    }

    fn interior_walls(&self) -> u64 {
        let mut count = 0;
        self.for_each_interior_wall(|_| count += 1);
        count
    }

    fn for_each_interior_wall(&self, mut f: impl FnMut(u32)) {
        // Region cells come in grid order, so their east and south walls come out ascending.
        for &g in &self.grid_of {
            let (x, y) = (g % self.width, g / self.width);
            if self.contains(x + 1, y) {
                f(2 * g);
            }
            if self.contains(x, y + 1) {
                f(2 * g + 1);
            }
        }
    }

    fn wall_cells(&self, wall: u32) -> Option<(u32, u32)> {
        let g = wall / 2;
        let (x, y) = (g % self.width, g / self.width);
        let (nx, ny) = if wall.is_multiple_of(2) {
            (x + 1, y)
        } else {
            (x, y + 1)
        };
        if y >= self.height || !self.contains(nx, ny) {
            return None;
        }
        Some((
            self.region_cell(g)?,
            self.region_cell(ny * self.width + nx)?,
        ))
    }

    fn neighbor(&self, cell: u32, slot: usize) -> Option<(u32, u32)> {
        let g = self.grid_cell(cell)?;
        let (w, x, y) = (self.width, g % self.width, g / self.width);
        let (wall, next) = match *Direction::ALL.get(slot)? {
            Direction::North if y > 0 => (2 * (g - w) + 1, g - w),
            Direction::East if x + 1 < w => (2 * g, g + 1),
            Direction::South if y + 1 < self.height => (2 * g + 1, g + w),
            Direction::West if x > 0 => (2 * (g - 1), g - 1),
            _ => return None,
        };
        Some((wall, self.region_cell(next)?))
    }

    fn full(&self) -> WallSet {
        WallSet::new(self.wall_bound())
    }

    fn exit_bound(&self, cell: u32) -> u32 {
        // Every move changes the grid distance by one, so it is a consistent bound.
        let exit = self.cells().saturating_sub(1);
        match (self.grid_cell(cell), self.grid_cell(exit)) {
            (Some(a), Some(b)) => {
                let w = self.width;
                (a % w).abs_diff(b % w) + (a / w).abs_diff(b / w)
            }
            _ => 0,
        }
    }

    fn hash_sides(&self) -> (u32, u32) {
        (self.width, self.height)
    }
}

impl Geometry for Masked {
    fn wall_stroke(&self, wall: u32) -> Option<Stroke> {
        let (cell, _) = self.wall_cells(wall)?;
        let slot = if wall.is_multiple_of(2) {
            Direction::East
        } else {
            Direction::South
        };
        Some(self.side(cell, slot as usize))
    }

    fn border(&self) -> Vec<Stroke> {
        unshared_sides(self, |cell, slot| self.side(cell, slot))
    }

    fn openings(&self) -> Vec<Stroke> {
        // The first cell of its row's run and the last of the bottom row: both sides are border.
        let exit = self.cells().saturating_sub(1);
        vec![
            self.side(0, Direction::West as usize),
            self.side(exit, Direction::East as usize),
        ]
    }

    // A region cell is drawn as its cell of the bounding square grid.
    fn center(&self, cell: u32) -> Option<[f64; 2]> {
        self.bounding().center(self.grid_cell(cell)?)
    }

    fn outline(&self, cell: u32) -> Vec<[f64; 2]> {
        self.grid_cell(cell)
            .map_or_else(Vec::new, |g| self.bounding().outline(g))
    }

    fn bounds(&self) -> [f64; 4] {
        self.bounding().bounds()
    }
}

impl Compass for Masked {
    fn way_neighbor(&self, cell: u32, way: usize) -> Option<(u32, u32)> {
        self.neighbor(cell, way)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn region_cells_are_numbered_in_reading_order() {
        let masked = Masked::new(&Mask::parse(" T").unwrap(), 8);
        // The space leaves the top rows empty up to the T, 6 × 3 columns in.
        assert_eq!(masked.grid_cell(0), Some(18));
        assert_eq!(masked.region_cell(18), Some(0));
        assert_eq!(masked.region_cell(0), None);
        let last = masked.cells() - 1;
        assert_eq!(
            masked.grid_cell(last),
            Some(masked.width() * masked.height() - 1)
        );
        assert!(masked.grid_cells().windows(2).all(|p| p[0] < p[1]));
        // No wall of the region leads out of it.
        for cell in 0..masked.cells() {
            for slot in 0..4 {
                if let Some((wall, next)) = masked.neighbor(cell, slot) {
                    assert!(next < masked.cells());
                    let ends = masked.wall_cells(wall).unwrap();
                    assert!(ends == (cell, next) || ends == (next, cell));
                }
            }
        }
    }
}
