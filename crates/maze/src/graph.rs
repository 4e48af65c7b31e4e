//! The cell graph that solving, searching and statistics walk, whatever the maze's shape.

use super::grid::{EAST_WALL, Grid, SOUTH_WALL};

/// A maze as a graph of cells joined by open passages: cells `0..cells()`, the start at cell 0
/// and the exit at `exit()`.
pub trait Graph {
    /// Number of cells.
    fn cells(&self) -> u32;

    /// The exit cell (the last one).
    fn exit(&self) -> u32 {
        self.cells().saturating_sub(1)
    }

    /// The cells one open passage away from `cell`, in the shape's neighbour order.
    fn open_neighbors(&self, cell: u32) -> impl Iterator<Item = u32> + '_;

    /// A lower bound on the moves from `cell` to the exit that changes by at most one per move
    /// (A* needs it consistent, so that a bucket queue can serve as its priority queue).
    fn exit_bound(&self, cell: u32) -> u32;

    /// A square maze's open walls as stored, for searches of every cell; `None` for any other.
    fn square_walls(&self) -> Option<SquareWalls<'_>> {
        None
    }
}

/// A square maze's open walls as they are stored: a search that visits every cell reads them
/// directly, a few times faster than through `open_neighbors` (the neighbours come in the same
/// order, `Direction::ALL`, and only within the grid).
#[derive(Clone, Copy, Debug)]
pub enum SquareWalls<'a> {
    /// A grid's wall bytes.
    Bytes(&'a Grid),
    /// A square shape's erased wall ids.
    Bits(SquareBits<'a>),
}

/// Erased wall ids (`2 * cell` east, `2 * cell + 1` south) of `width` × `height` square cells.
#[derive(Clone, Copy, Debug)]
pub struct SquareBits<'a> {
    open: &'a WallSet,
    width: u32,
    height: u32,
}

impl<'a> SquareBits<'a> {
    /// The ids `open` of a square of `width` × `height` cells.
    pub(crate) fn new(open: &'a WallSet, width: u32, height: u32) -> SquareBits<'a> {
        SquareBits {
            open,
            width,
            height,
        }
    }
}

/// A square's open sides, read from one kind of storage: a walk over millions of cells is built
/// once for each kind, rather than asking at every cell which kind it reads.
pub(crate) trait Sides {
    /// Columns and rows.
    fn size(&self) -> (u32, u32);
    /// Whether `cell`'s east (`south` false) or south side is open; out of range, it is not.
    fn open(&self, cell: u32, south: bool) -> bool;

    /// The open sides of `cell`, in column `x`, as bits in `Direction::ALL` order (1 north,
    /// 2 east, 4 south, 8 west): only sides with a neighbour in the grid. Without a branch on
    /// each side, which a search could not predict.
    #[inline(always)]
    fn sides(&self, cell: u32, x: u32) -> u8 {
        let (w, h) = self.size();
        let cells = w.saturating_mul(h);
        let inside = cell < cells;
        let north = inside & (cell >= w) & self.open(cell.wrapping_sub(w), true);
        let east = inside & (x.saturating_add(1) < w) & self.open(cell, false);
        let south = inside & (cell.saturating_add(w) < cells) & self.open(cell, true);
        let west = inside & (x > 0) & self.open(cell.wrapping_sub(1), false);
        u8::from(north) | u8::from(east) << 1 | u8::from(south) << 2 | u8::from(west) << 3
    }
}

impl Sides for Grid {
    fn size(&self) -> (u32, u32) {
        (self.width(), self.height())
    }

    #[inline(always)]
    fn open(&self, cell: u32, south: bool) -> bool {
        let bit = if south { SOUTH_WALL } else { EAST_WALL };
        (self.walls().get(cell as usize)).is_some_and(|byte| byte & bit == 0)
    }
}

impl Sides for SquareBits<'_> {
    fn size(&self) -> (u32, u32) {
        (self.width, self.height)
    }

    #[inline(always)]
    fn open(&self, cell: u32, south: bool) -> bool {
        (self.open).is_erased(cell.wrapping_mul(2).wrapping_add(u32::from(south)))
    }
}

impl Sides for SquareWalls<'_> {
    fn size(&self) -> (u32, u32) {
        match self {
            SquareWalls::Bytes(grid) => grid.size(),
            SquareWalls::Bits(bits) => bits.size(),
        }
    }

    fn open(&self, cell: u32, south: bool) -> bool {
        match self {
            SquareWalls::Bytes(grid) => Sides::open(*grid, cell, south),
            SquareWalls::Bits(bits) => bits.open(cell, south),
        }
    }
}

/// The step from a cell to its neighbour on each side of a square of `width` columns, north,
/// east, south, west (`Direction::ALL`'s order), to add wrapping.
pub(crate) fn square_steps(width: u32) -> [u32; 4] {
    [width.wrapping_neg(), 1, width, u32::MAX]
}

impl Ways for SquareWalls<'_> {
    fn count(&self) -> u32 {
        let (w, h) = self.size();
        w.saturating_mul(h)
    }

    fn ways(&self, cell: u32, out: &mut Vec<u32>) {
        out.clear();
        let w = self.size().0.max(1);
        let sides = self.sides(cell, cell % w);
        // North, east, south, west, as `Grid::open_neighbors` lists them.
        let next = square_steps(w).map(|step| cell.wrapping_add(step));
        for (side, cell) in next.into_iter().enumerate() {
            if sides & (1 << side) != 0 {
                out.push(cell);
            }
        }
    }
}

/// A graph read one cell at a time into a buffer: searches over it are built once for every
/// kind of graph, not once per kind (a smaller wasm), where their speed allows.
pub(crate) trait Ways {
    /// Number of cells.
    fn count(&self) -> u32;
    /// Fills `out` with the cells one open passage away from `cell`, in the shape's order.
    fn ways(&self, cell: u32, out: &mut Vec<u32>);
}

impl<G: Graph + ?Sized> Ways for G {
    fn count(&self) -> u32 {
        self.cells()
    }

    fn ways(&self, cell: u32, out: &mut Vec<u32>) {
        out.clear();
        out.extend(self.open_neighbors(cell));
    }
}

impl Graph for Grid {
    fn cells(&self) -> u32 {
        Grid::cells(self)
    }

    fn exit(&self) -> u32 {
        Grid::exit(self)
    }

    fn open_neighbors(&self, cell: u32) -> impl Iterator<Item = u32> + '_ {
        Grid::open_neighbors(self, cell)
    }

    fn exit_bound(&self, cell: u32) -> u32 {
        let (w, exit) = (self.width(), Grid::exit(self));
        (cell % w).abs_diff(exit % w) + (cell / w).abs_diff(exit / w)
    }

    fn square_walls(&self) -> Option<SquareWalls<'_>> {
        Some(SquareWalls::Bytes(self))
    }
}

/// One bit per wall id: set when the wall is erased. The wall state of every non-square shape.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WallSet {
    bits: Vec<u64>,
}

impl WallSet {
    /// Room for wall ids below `bound`, every wall standing.
    pub fn new(bound: u32) -> WallSet {
        WallSet {
            bits: vec![0; (bound as usize).div_ceil(64)],
        }
    }

    /// Whether wall `wall` has been erased (ids out of range have not).
    #[inline]
    pub fn is_erased(&self, wall: u32) -> bool {
        self.bits
            .get((wall / 64) as usize)
            .is_some_and(|word| word & (1 << (wall % 64)) != 0)
    }

    /// Marks `wall` erased; false when it already was or is out of range.
    #[inline]
    pub fn erase(&mut self, wall: u32) -> bool {
        match self.bits.get_mut((wall / 64) as usize) {
            Some(word) if *word & (1 << (wall % 64)) == 0 => {
                *word |= 1 << (wall % 64);
                true
            }
            _ => false,
        }
    }

    /// Marks `wall` standing again; false when it was not erased (or is out of range).
    #[inline]
    pub fn unerase(&mut self, wall: u32) -> bool {
        match self.bits.get_mut((wall / 64) as usize) {
            Some(word) if *word & (1 << (wall % 64)) != 0 => {
                *word &= !(1 << (wall % 64));
                true
            }
            _ => false,
        }
    }

    /// The erased ids, in increasing order.
    pub fn erased(&self) -> impl Iterator<Item = u32> + '_ {
        self.bits.iter().enumerate().flat_map(|(i, &word)| {
            (0..64u32)
                .filter(move |bit| word & (1 << bit) != 0)
                .map(move |bit| i as u32 * 64 + bit)
        })
    }

    /// How many walls are erased.
    pub fn count(&self) -> usize {
        self.bits.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Marks erased the square walls the wall bytes `walls` of cells `first..` leave open
    /// (id `2 * cell` east, `2 * cell + 1` south: a clear `EAST_WALL` or `SOUTH_WALL` bit; a
    /// byte's other bits are ignored) and returns how many that is. Ids past the set's bound
    /// are dropped. A word of the set holds 32 cells, so the bits go in a word at a time.
    pub fn erase_square_walls(&mut self, first: usize, walls: &[u8]) -> usize {
        let mut erased = 0;
        let mut cell = first;
        let mut rest = walls;
        while !rest.is_empty() {
            let (word, shift) = (cell / 32, 2 * (cell % 32));
            let take = rest.len().min(32 - cell % 32);
            let (now, later) = rest.split_at(take);
            let mut bits = 0u64;
            for (i, &byte) in now.iter().enumerate() {
                bits |= u64::from(!byte & (EAST_WALL | SOUTH_WALL)) << (2 * i);
            }
            let bits = bits << shift;
            if let Some(slot) = self.bits.get_mut(word) {
                *slot |= bits;
                erased += bits.count_ones() as usize;
            }
            cell += take;
            rest = later;
        }
        erased
    }
}

#[cfg(test)]
mod tests {
    use super::WallSet;

    #[test]
    fn square_wall_bytes_open_the_same_walls_as_their_ids_in_any_slices() {
        // Bytes of every kind (stray bits ignored), 97 cells: not a whole number of words.
        let walls: Vec<u8> = (0..97u32).map(|i| (i * 7 % 11) as u8).collect();
        let mut by_id = WallSet::new(2 * 97);
        for (cell, &byte) in walls.iter().enumerate() {
            for (bit, id) in [(1, 2 * cell), (2, 2 * cell + 1)] {
                if byte & bit == 0 {
                    by_id.erase(id as u32);
                }
            }
        }
        for step in [1, 5, 31, 32, 33, 64, 97] {
            let mut sliced = WallSet::new(2 * 97);
            let mut erased = 0;
            for (i, chunk) in walls.chunks(step).enumerate() {
                erased += sliced.erase_square_walls(i * step, chunk);
            }
            assert_eq!(sliced, by_id, "slices of {step}");
            assert_eq!(erased, by_id.count());
        }
        let ids: Vec<u32> = by_id.erased().collect();
        assert!(ids.windows(2).all(|w| w[0] < w[1]));
        assert!(ids.iter().all(|&id| by_id.is_erased(id)) && ids.len() == by_id.count());
        let mut cleared = by_id.clone();
        assert!(ids.iter().all(|&id| cleared.unerase(id)));
        assert!(!cleared.unerase(ids[0]) && cleared.count() == 0);
    }
}
