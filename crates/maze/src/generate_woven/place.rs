//! Where a woven maze's crossings go: seeded cells, in reading order, that fit.

use crate::seed::extend_hash;
use crate::shape::{Crossing, Over, Square, Topology};
use crate::union_find::UnionFind;
use rand_core::{Rng, SeedableRng};
use rand_xoshiro::SplitMix64;

/// A candidate cell becomes a crossing when its draw is below this: one in five.
pub const CROSSING_BELOW: u32 = 0x3333_3333;

/// The crossings of a `square` woven from the maze hash `hash`, in reading order; for a woven
/// drawing, only where `region` (which grid cells are the drawing's) allows.
///
/// A `SplitMix64` seeded with `hash` extended by `0x00 "crossings"` gives one `next_u32` draw
/// per interior cell (not on the border), in reading order, whatever happens. A cell with draw
/// `d` becomes a crossing when `d < CROSSING_BELOW`, no crossing is beside it (west or north,
/// the only ones placed yet), and its passages close no cycle: the over-passage's two ends and
/// the cell are in three different sets, and the tunnel's two ends are in different sets that
/// are not both among those three. Bit 0 of `d` picks the passage on top: 0 east–west, 1
/// north–south. Then the over-passage's ends are joined with the cell and the tunnel's ends
/// with each other.
///
/// In a drawing, a crossing also needs the cell and its eight neighbours in the region, and no
/// crossing at its north-west or north-east: the eight then ring it with plain cells, so a
/// turn the crossing takes away can go round it, and the woven region stays connected (a
/// square needs no such rule: a straight walk crosses any crossing, and reaches its border).
pub(crate) fn place(
    square: Square,
    hash: u64,
    region: Option<&dyn Fn(u32) -> bool>,
) -> Vec<Crossing> {
    let h = square.height();
    let mut placing = Placing {
        square,
        region,
        sets: UnionFind::new(square.cells()),
        crossings: Vec::new(),
        is_crossing: vec![false; square.cells() as usize],
        rng: SplitMix64::from_seed(extend_hash(hash, b"\0crossings").to_le_bytes()),
    };
    let rows = 1..h.saturating_sub(1);
    let mut y = rows.start;
    while y < rows.end {
        let end = y.saturating_add(PLACE_ROWS).min(rows.end);
        placing.place_slice(y..end);
        y = end;
    }
    placing.crossings
}

/// The rows `place` takes in one call of `place_slice`.
const PLACE_ROWS: u32 = 16;

/// `place` under way: the crossings placed so far, and what decides the next.
struct Placing<'a> {
    square: Square,
    region: Option<&'a dyn Fn(u32) -> bool>,
    sets: UnionFind,
    crossings: Vec<Crossing>,
    is_crossing: Vec<bool>,
    rng: SplitMix64,
}

impl Placing<'_> {
    /// Places the crossings of `rows` (interior rows, in order).
    ///
    /// A call of its own that the build keeps, for V8 to optimize after the first few, as the
    /// dial's walk (`difficulty`'s `walk_slice` says why). The page places a woven level's
    /// crossings again to check the worker's maze, on its own thread.
    #[inline(never)]
    fn place_slice(&mut self, rows: std::ops::Range<u32>) {
        let w = self.square.width();
        for y in rows {
            for x in 1..w.saturating_sub(1) {
                let draw = self.rng.next_u32();
                let cell = y * w + x;
                let is_crossing = &self.is_crossing;
                let beside = |c: u32| is_crossing.get(c as usize).copied().unwrap_or(true);
                if draw >= CROSSING_BELOW || beside(cell - 1) || beside(cell - w) {
                    continue;
                }
                let over = if draw & 1 == 0 {
                    Over::Horizontal
                } else {
                    Over::Vertical
                };
                let (row, column) = ([cell - 1, cell + 1], [cell - w, cell + w]);
                if let Some(inside) = self.region
                    && !ringed(cell, w, inside, &beside)
                {
                    continue;
                }
                let (along, across) = match over {
                    Over::Horizontal => (row, column),
                    Over::Vertical => (column, row),
                };
                let sets = &mut self.sets;
                let [a0, a1] = along.map(|c| sets.find(c));
                let [b0, b1] = across.map(|c| sets.find(c));
                let c = sets.find(cell);
                let joined = [a0, a1, c];
                let fits = a0 != a1
                    && a0 != c
                    && a1 != c
                    && b0 != b1
                    && !(joined.contains(&b0) && joined.contains(&b1));
                if !fits {
                    continue;
                }
                sets.union(along[0], cell);
                sets.union(cell, along[1]);
                sets.union(across[0], across[1]);
                if let Some(slot) = self.is_crossing.get_mut(cell as usize) {
                    *slot = true;
                }
                self.crossings.push(Crossing { cell, over });
            }
        }
    }
}

/// Whether `cell` (interior, in a grid `w` wide) and its eight neighbours are `inside`, with no
/// crossing at its north-west or north-east (`beside`).
fn ringed(cell: u32, w: u32, inside: &dyn Fn(u32) -> bool, beside: &dyn Fn(u32) -> bool) -> bool {
    let mut block = [cell - w, cell, cell + w]
        .into_iter()
        .flat_map(|c| [c - 1, c, c + 1]);
    block.all(inside) && !beside(cell - w - 1) && !beside(cell - w + 1)
}
