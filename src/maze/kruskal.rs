//! The union-find (randomized Kruskal) generator and its `perfect` variant.
//!
//! Walls are taken in ascending `(key, wall id)` order (see `seed`); a wall is erased exactly
//! when its two cells are in different sets, which then merge. Sorting all walls would cost
//! more than the maze, so walls are first spread into buckets by the top bits of their key
//! (keys are uniform, so buckets are small and even), and each bucket is sorted only when
//! Kruskal reaches it: an early stop never pays for the buckets after it.

use super::grid::{EAST_WALL, SOUTH_WALL};
use super::seed::WallKeys;
use super::shape::{Topology, WallState};
use super::spliced_sets::SplicedSets;

/// Runs Kruskal over `topology` with explicit wall keys; with `stop_early` it stops as soon as
/// the start and the exit are connected, else it runs to a spanning tree. Returns the wall
/// state and the erased ids in order.
pub(crate) fn carve<T: Topology>(
    topology: &T,
    keys: WallKeys,
    stop_early: bool,
    progress: &mut dyn FnMut(f64),
) -> (T::Walls, Vec<u32>) {
    let mut walls = topology.full();
    let cells = topology.cells();
    let exit = cells - 1;
    let mut order = WallOrder::new(topology, keys);
    let mut sets = SplicedSets::new(cells);
    // The root of the exit's set; the start's set is always rooted at 0 (`SplicedSets`), so
    // start and exit are joined exactly when this becomes 0. It changes only when a union
    // links it under another set.
    let mut exit_root = exit;
    let (mut bucket, mut scratch) = (Vec::new(), Vec::new());
    // Erased ids are written over the front of `order.ids`, which Kruskal has already read:
    // the list of erased walls then costs no memory of its own.
    let mut erased = 0usize;
    let buckets = order.bucket_count();
    'buckets: for b in 0..buckets {
        if b.is_multiple_of(PROGRESS_EVERY) {
            progress(b as f64 / buckets as f64);
        }
        order.sorted_bucket(b, &mut bucket, &mut scratch);
        for (i, &packed) in bucket.iter().enumerate() {
            // Reading the sets of a wall a few steps ahead starts its cache misses early, so
            // that several are in flight at once instead of one after another: the cells'
            // entries 2 × LOOKAHEAD walls ahead, their parents (loaded by then) LOOKAHEAD ahead.
            if let Some(&ahead) = bucket.get(i + 2 * LOOKAHEAD) {
                let (a, c) = topology.wall_ends(ahead as u32);
                sets.touch(a, c);
            }
            if let Some(&ahead) = bucket.get(i + LOOKAHEAD) {
                let (a, c) = topology.wall_ends(ahead as u32);
                sets.touch_parents(a, c);
            }
            let wall = packed as u32;
            let (a, c) = topology.wall_ends(wall);
            let Some(linked) = sets.union(a, c) else {
                continue;
            };
            if T::CELL_TAGS {
                // The erased bit rides in the union-find entry whose line `union` just loaded;
                // the wall bytes are written in one sequential pass at the end.
                sets.add_tags(a, if wall & 1 == 0 { EAST_WALL } else { SOUTH_WALL });
            }
            if let Some(slot) = order.ids.get_mut(erased) {
                *slot = wall;
            }
            erased += 1;
            let done = if stop_early {
                if linked == exit_root {
                    exit_root = sets.root(linked);
                }
                exit_root == 0
            } else {
                erased as u32 + 1 == cells
            };
            if done {
                break 'buckets;
            }
        }
    }
    if T::CELL_TAGS {
        walls.erase_tagged(sets.tags());
    }
    // Free the sets before trimming the erased list: the trim copies it, and the peak must
    // stay within 16 bytes per cell.
    drop(sets);
    let mut removed = order.ids;
    removed.truncate(erased);
    removed.shrink_to_fit();
    if !T::CELL_TAGS {
        for &wall in &removed {
            walls.erase(wall);
        }
    }
    (walls, removed)
}

/// How many buckets pass between two progress reports.
const PROGRESS_EVERY: usize = 256;
/// How many walls ahead the Kruskal loop loads the parents of the cells it will need (their
/// own entries twice as far ahead).
const LOOKAHEAD: usize = 8;
/// About `2^BUCKET_LOG` walls per bucket.
const BUCKET_LOG: u32 = 8;
/// Key bits below a bucket's that the in-bucket counting pass sorts on.
const DIGIT_BITS: u32 = 8;

/// Interior wall ids grouped into buckets by the top bits of their key.
struct WallOrder {
    keys: WallKeys,
    ids: Vec<u32>,
    starts: Vec<u32>,
    bits: u32,
}

impl WallOrder {
    fn new<T: Topology>(topology: &T, keys: WallKeys) -> WallOrder {
        let total = topology.interior_walls();
        // About 256 walls per bucket keeps a bucket's sort inside the L1 cache.
        let bits = (64 - total.leading_zeros())
            .saturating_sub(BUCKET_LOG)
            .min(16);
        let shift = 32 - bits;
        let bucket_of = |key: u32| {
            if bits == 0 {
                0
            } else {
                (key >> shift) as usize
            }
        };
        let mut starts = vec![0u32; (1usize << bits) + 1];
        topology.for_each_interior_wall(|wall| bump(&mut starts, bucket_of(keys.key(wall)) + 1));
        prefix_sums(&mut starts);
        let mut next = starts.clone();
        let mut ids = vec![0u32; total as usize];
        topology.for_each_interior_wall(|wall| {
            if let Some(slot) = next.get_mut(bucket_of(keys.key(wall))) {
                if let Some(dst) = ids.get_mut(*slot as usize) {
                    *dst = wall;
                }
                *slot += 1;
            }
        });
        WallOrder {
            keys,
            ids,
            starts,
            bits,
        }
    }

    fn bucket_count(&self) -> usize {
        self.starts.len() - 1
    }

    /// Fills `out` with bucket `b`'s walls packed as `key << 32 | id`, in ascending order.
    ///
    /// The walls of a bucket share the top `bits` of their key; one counting pass on the next
    /// 8 bits leaves runs of about one wall, which a final insertion pass puts in order.
    fn sorted_bucket(&self, b: usize, out: &mut Vec<u64>, scratch: &mut Vec<u64>) {
        let start = self.starts.get(b).copied().unwrap_or(0) as usize;
        let end = self.starts.get(b + 1).copied().unwrap_or(0) as usize;
        scratch.clear();
        scratch.extend(
            self.ids
                .get(start..end)
                .unwrap_or_default()
                .iter()
                .map(|&wall| (u64::from(self.keys.key(wall)) << 32) | u64::from(wall)),
        );
        let shift = 64 - self.bits - DIGIT_BITS;
        let digit = |v: u64| ((v >> shift) & ((1 << DIGIT_BITS) - 1)) as usize;
        let mut starts = [0u32; (1 << DIGIT_BITS) + 1];
        for &v in scratch.iter() {
            bump(&mut starts, digit(v) + 1);
        }
        prefix_sums(&mut starts);
        out.clear();
        out.resize(scratch.len(), 0);
        for &v in scratch.iter() {
            if let Some(slot) = starts.get_mut(digit(v)) {
                if let Some(dst) = out.get_mut(*slot as usize) {
                    *dst = v;
                }
                *slot += 1;
            }
        }
        insertion_sort(out);
    }
}

/// Sorts a slice that is already almost in order.
fn insertion_sort(v: &mut [u64]) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 {
            match (v.get(j - 1), v.get(j)) {
                (Some(a), Some(b)) if a > b => v.swap(j - 1, j),
                _ => break,
            }
            j -= 1;
        }
    }
}

/// Adds one to `counts[i]` (an index past the end is ignored).
#[inline]
fn bump(counts: &mut [u32], i: usize) {
    if let Some(count) = counts.get_mut(i) {
        *count += 1;
    }
}

/// Turns counts into running totals, in place.
fn prefix_sums(counts: &mut [u32]) {
    let mut total = 0;
    for count in counts {
        total += *count;
        *count = total;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::seed::{Seed, maze_hash};
    use crate::maze::shape::Square;
    use crate::maze::union_find::UnionFind;
    use proptest::prelude::*;

    /// The generator before `SplicedSets`, kept as the oracle: every interior wall sorted by
    /// (key, id), then Kruskal on the ranked union-find with path halving and the stop rule.
    fn oracle(width: u32, height: u32, keys: WallKeys, stop_early: bool) -> Vec<u32> {
        let square = Square::new_unchecked(width, height);
        let mut walls = Vec::new();
        square.for_each_interior_wall(|wall| walls.push(wall));
        walls.sort_by_key(|&wall| (keys.key(wall), wall));
        let cells = width * height;
        let mut sets = UnionFind::new(cells);
        let mut removed = Vec::new();
        for wall in walls {
            let (a, c) = square.wall_ends(wall);
            if !sets.union(a, c) {
                continue;
            }
            removed.push(wall);
            let done = if stop_early {
                sets.connected(0, cells - 1)
            } else {
                removed.len() as u32 + 1 == cells
            };
            if done {
                break;
            }
        }
        removed
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        #[test]
        fn erases_what_the_ranked_union_find_erased_in_the_same_order(
            width in 2u32..120, height in 2u32..120, seed in "[a-zA-Z0-9_-]{1,12}",
            stop_early in any::<bool>(),
        ) {
            let seed = Seed::parse(&seed).unwrap();
            let keys = WallKeys::new(maze_hash(&seed, width, height, "union-find"));
            let square = Square::new_unchecked(width, height);
            let (_, removed) = carve(&square, keys, stop_early, &mut |_| {});
            prop_assert_eq!(removed, oracle(width, height, keys, stop_early));
        }
    }
}
