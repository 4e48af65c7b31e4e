//! Cells and wall bytes: the data contract shared by the generator, the rules and every front end.

/// Bit for the wall on a cell's east side.
pub const EAST_WALL: u8 = 1;
/// Bit for the wall on a cell's south side.
pub const SOUTH_WALL: u8 = 2;
/// Smallest allowed side length.
pub const MIN_SIDE: u32 = 2;
/// Largest allowed side length (the cap for levels, URLs and the CLI).
pub const MAX_SIDE: u32 = 2000;

/// A compass direction a player can move in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Direction {
    /// Towards smaller y.
    North = 0,
    /// Towards larger x.
    East = 1,
    /// Towards larger y.
    South = 2,
    /// Towards smaller x.
    West = 3,
}

impl Direction {
    /// All four directions in a fixed order.
    pub const ALL: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];

    /// Decodes the `repr(u8)` value used at the JS boundary.
    pub fn from_u8(value: u8) -> Option<Direction> {
        Direction::ALL.get(usize::from(value)).copied()
    }
}

/// A side length that is out of the allowed range (its words, as every error's of the maze
/// core: its `Display`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SizeError {
    /// The rejected width.
    pub width: u32,
    /// The rejected height.
    pub height: u32,
}

/// A rectangular grid of cells, one wall byte per cell (`EAST_WALL | SOUTH_WALL`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    width: u32,
    height: u32,
    walls: Vec<u8>,
}

impl Grid {
    /// Makes a grid with every wall standing, or an error when a side is out of range.
    pub fn full(width: u32, height: u32) -> Result<Grid, SizeError> {
        Grid::check_size(width, height)?;
        let cells = width as usize * height as usize;
        Ok(Grid {
            width,
            height,
            walls: vec![EAST_WALL | SOUTH_WALL; cells],
        })
    }

    /// Ok when both sides are within `MIN_SIDE..=MAX_SIDE`, so that a grid of that size may be
    /// made; allocates nothing.
    pub fn check_size(width: u32, height: u32) -> Result<(), SizeError> {
        let ok = |side: u32| (MIN_SIDE..=MAX_SIDE).contains(&side);
        if ok(width) && ok(height) {
            Ok(())
        } else {
            Err(SizeError { width, height })
        }
    }

    /// A grid over wall bytes that the caller has already checked (only `EAST_WALL` and
    /// `SOUTH_WALL` bits, every border bit set); takes the bytes without copying them. An
    /// error when a side is out of range or the byte count does not match.
    pub fn from_checked(width: u32, height: u32, walls: Vec<u8>) -> Result<Grid, SizeError> {
        Grid::check_size(width, height)?;
        if walls.len() != width as usize * height as usize {
            return Err(SizeError { width, height });
        }
        Ok(Grid {
            width,
            height,
            walls,
        })
    }

    /// A grid with every wall standing, for sides the caller has already checked.
    pub(crate) fn all_standing(width: u32, height: u32) -> Grid {
        Grid {
            width,
            height,
            walls: vec![EAST_WALL | SOUTH_WALL; width as usize * height as usize],
        }
    }

    /// A grid of `full`'s size with only its border standing (where recursive division raises
    /// its walls); `None` for a bad size.
    pub fn open_field(width: u32, height: u32) -> Option<Grid> {
        let mut grid = Grid::full(width, height).ok()?;
        for (i, byte) in grid.walls.iter_mut().enumerate() {
            let (x, y) = (i as u32 % width, i as u32 / width);
            *byte = if x + 1 == width { EAST_WALL } else { 0 }
                | if y + 1 == height { SOUTH_WALL } else { 0 };
        }
        Some(grid)
    }

    /// The smallest grid (2×2, every wall standing): a placeholder that needs no check.
    pub fn smallest() -> Grid {
        Grid {
            width: MIN_SIDE,
            height: MIN_SIDE,
            walls: vec![EAST_WALL | SOUTH_WALL; (MIN_SIDE * MIN_SIDE) as usize],
        }
    }

    /// Number of columns.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Number of rows.
    pub fn height(&self) -> u32 {
        self.height
    }

    /// Number of cells, `width * height`.
    pub fn cells(&self) -> u32 {
        self.width * self.height
    }

    /// The exit cell, bottom-right.
    pub fn exit(&self) -> u32 {
        self.cells() - 1
    }

    /// The wall bytes, one per cell in row-major order.
    pub fn walls(&self) -> &[u8] {
        &self.walls
    }

    /// The wall bytes, taken out of the grid without a copy.
    pub fn into_walls(self) -> Vec<u8> {
        self.walls
    }

    /// The cell one step from `cell` in `dir`, or `None` at the border.
    pub fn neighbor(&self, cell: u32, dir: Direction) -> Option<u32> {
        if cell >= self.cells() {
            return None;
        }
        let (x, y) = (cell % self.width, cell / self.width);
        match dir {
            Direction::North if y > 0 => Some(cell - self.width),
            Direction::South if y + 1 < self.height => Some(cell + self.width),
            Direction::West if x > 0 => Some(cell - 1),
            Direction::East if x + 1 < self.width => Some(cell + 1),
            _ => None,
        }
    }

    /// The id of the interior wall between `cell` and its neighbour in `dir`, or `None` at the border.
    pub fn wall_toward(&self, cell: u32, dir: Direction) -> Option<u32> {
        let next = self.neighbor(cell, dir)?;
        Some(match dir {
            Direction::East => 2 * cell,
            Direction::South => 2 * cell + 1,
            Direction::West => 2 * next,
            Direction::North => 2 * next + 1,
        })
    }

    /// Whether the passage from `cell` towards `dir` is open: the one rule for movement and solving.
    pub fn is_open(&self, cell: u32, dir: Direction) -> bool {
        self.wall_toward(cell, dir)
            .is_some_and(|wall| !self.wall_stands(wall))
    }

    /// The cells reachable from `cell` in one step through open walls, in `Direction::ALL`
    /// order: the walk that solving, searching and statistics share.
    pub fn open_neighbors(&self, cell: u32) -> impl Iterator<Item = u32> + '_ {
        self.open_directions(cell)
            .filter_map(move |dir| self.neighbor(cell, dir))
    }

    /// The directions in which `cell` has an open passage, in `Direction::ALL` order (what the
    /// I key says and its cue plays).
    pub fn open_directions(&self, cell: u32) -> impl Iterator<Item = Direction> + '_ {
        Direction::ALL
            .into_iter()
            .filter(move |&dir| self.is_open(cell, dir))
    }

    /// Whether wall `wall` (id `2*cell` east, `2*cell+1` south) stands; ids out of range stand.
    pub fn wall_stands(&self, wall: u32) -> bool {
        let bit = wall_bit(wall);
        self.walls
            .get((wall / 2) as usize)
            .is_none_or(|byte| byte & bit != 0)
    }

    /// The two cells on the sides of an interior wall, or `None` for a border or unknown id.
    pub fn wall_cells(&self, wall: u32) -> Option<(u32, u32)> {
        let cell = wall / 2;
        let dir = if wall_bit(wall) == EAST_WALL {
            Direction::East
        } else {
            Direction::South
        };
        Some((cell, self.neighbor(cell, dir)?))
    }

    /// Where wall `wall` lies: the segment between its two end posts, `[x0, y0, x1, y1]` in cell
    /// units (grid point (x, y) is the top-left corner of cell (x, y)); `None` for an unknown id.
    pub fn wall_segment(&self, wall: u32) -> Option<[f32; 4]> {
        let cell = wall / 2;
        if cell >= self.cells() {
            return None;
        }
        let (x, y) = ((cell % self.width) as f32, (cell / self.width) as f32);
        Some(if wall_bit(wall) == EAST_WALL {
            [x + 1.0, y, x + 1.0, y + 1.0]
        } else {
            [x, y + 1.0, x + 1.0, y + 1.0]
        })
    }

    /// The entrance (the west side of the start cell) and the exit (the east side of the last
    /// cell), as border segments like `wall_segment`'s: drawn as openings, never stored.
    pub fn openings(&self) -> [[f32; 4]; 2] {
        let (w, h) = (self.width as f32, self.height as f32);
        [[0.0, 0.0, 0.0, 1.0], [w, h - 1.0, w, h]]
    }

    /// Erases an interior wall; returns false (and changes nothing) for a border or unknown id.
    pub fn erase(&mut self, wall: u32) -> bool {
        if self.wall_cells(wall).is_none() {
            return false;
        }
        let bit = wall_bit(wall);
        match self.walls.get_mut((wall / 2) as usize) {
            Some(byte) => {
                *byte &= !bit;
                true
            }
            None => false,
        }
    }

    /// Raises an interior wall again; returns false (and changes nothing) for a border or
    /// unknown id.
    pub fn raise(&mut self, wall: u32) -> bool {
        if self.wall_cells(wall).is_none() {
            return false;
        }
        let bit = wall_bit(wall);
        self.walls
            .get_mut((wall / 2) as usize)
            .map(|byte| *byte |= bit)
            .is_some()
    }

    /// Clears, cell by cell, the wall bits given in `erased` (the generator's final pass).
    pub fn erase_tagged(&mut self, erased: impl Iterator<Item = u8>) {
        for (byte, bits) in self.walls.iter_mut().zip(erased) {
            *byte &= !bits;
        }
    }

    /// Number of interior walls: `(w-1)*h + w*(h-1)`.
    pub fn interior_walls(&self) -> u64 {
        let (w, h) = (u64::from(self.width), u64::from(self.height));
        (w - 1) * h + w * (h - 1)
    }
}

/// The bit of wall `wall` in its cell's byte: even ids are east walls, odd ids south walls.
#[inline]
fn wall_bit(wall: u32) -> u8 {
    if wall.is_multiple_of(2) {
        EAST_WALL
    } else {
        SOUTH_WALL
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wall_segments_lie_between_the_cells_they_separate() {
        let g = Grid::full(5, 3).unwrap();
        // East wall of cell (2, 1) = cell 7: the vertical segment x = 3 from y = 1 to 2.
        assert_eq!(g.wall_segment(14), Some([3.0, 1.0, 3.0, 2.0]));
        // South wall of cell (4, 0) = cell 4: the horizontal segment y = 1 from x = 4 to 5.
        assert_eq!(g.wall_segment(9), Some([4.0, 1.0, 5.0, 1.0]));
        assert_eq!(g.wall_segment(30), None);
        assert_eq!(g.openings(), [[0.0, 0.0, 0.0, 1.0], [5.0, 2.0, 5.0, 3.0]]);
    }
}
