//! The union-find (randomized Kruskal) generator and its `perfect` variant.
//!
//! Walls are taken in ascending `(key, wall id)` order (see `seed`); a wall is erased exactly
//! when its two cells are in different sets, which then merge. Sorting all walls would cost
//! more than the maze, so walls are first spread into buckets by the top bits of their key
//! (keys are uniform, so buckets are small and even), and each bucket is sorted only when
//! Kruskal reaches it: an early stop never pays for the buckets after it.

use super::grid::{EAST_WALL, SOUTH_WALL};
use super::seed::WallKeys;
use super::shape::{Carve, WallState};
use super::spliced_sets::SplicedSets;

/// Runs Kruskal over `topology` with explicit wall keys; with `stop_early` it stops as soon as
/// the start and the exit are connected, else it runs to a spanning tree. Returns the wall
/// state and the erased ids in order.
pub(crate) fn carve<T: Carve>(
    topology: &T,
    keys: WallKeys,
    stop_early: bool,
    progress: &mut dyn FnMut(f64),
) -> (T::Walls, Vec<u32>) {
    carve_with_room(topology, (keys, &[]), stop_early, progress, bucket_room)
}

/// `carve` with the walls of `opened` (a woven maze's crossings) erased first, in their order,
/// and their cells joined; the stop is checked once after them, before any other wall.
pub(crate) fn carve_after<T: Carve>(
    topology: &T,
    keys: WallKeys,
    stop_early: bool,
    progress: &mut dyn FnMut(f64),
    opened: &[u32],
) -> (T::Walls, Vec<u32>) {
    carve_with_room(topology, (keys, opened), stop_early, progress, bucket_room)
}

/// Room for a bucket whose mean is `mean` walls: the mean, two standard deviations and two
/// walls more. About one bucket in 40 spills a few walls (a sorted list of a few hundred at
/// 1000×1000); more room would cost memory (the words take 2 × 4 × room / mean bytes per cell).
fn bucket_room(mean: usize) -> usize {
    mean + 2 * (mean as f64).sqrt() as usize + 2
}

/// `carve` with the bucket room `room(mean)` (the tests make it small, so that walls spill).
fn carve_with_room<T: Carve>(
    topology: &T,
    (keys, opened): (WallKeys, &[u32]),
    stop_early: bool,
    progress: &mut dyn FnMut(f64),
    room: fn(usize) -> usize,
) -> (T::Walls, Vec<u32>) {
    let mut walls = topology.full();
    let cells = topology.cells();
    let mut order = WallOrder::new(topology, keys, room);
    let mut sets = SplicedSets::new(cells);
    let (first, unions, exit_root) = open_first(topology, &mut walls, &mut sets, opened);
    let mut run = Run {
        sets,
        exit_root,
        erased: 0,
        late: Vec::new(),
        stop_early,
        unions,
        cells,
    };
    let (mut bucket, mut ends) = (Vec::new(), Vec::new());
    let id_mask = order.id_mask();
    // Walls opened first may have finished the maze already.
    let finished = !opened.is_empty() && run.done();
    let buckets = if finished { 0 } else { order.bucket_count() };
    for b in 0..buckets {
        if b.is_multiple_of(PROGRESS_EVERY) {
            progress(b as f64 / buckets as f64);
        }
        order.sorted_bucket(b, &mut bucket);
        if !T::CELL_TAGS {
            topology.bucket_ends(&bucket, id_mask, &mut ends);
        }
        let read_end = order.read_end(b);
        let words = (order.words.as_mut_slice(), read_end);
        if run.bucket(topology, (&bucket, &ends), id_mask, words) {
            break;
        }
    }
    let Run {
        sets, erased, late, ..
    } = run;
    finish::<T>(walls, sets, order, (first, erased), late)
}

/// Kruskal under way, from one bucket to the next.
struct Run {
    sets: SplicedSets,
    /// The root of the exit's set; the start's set is always rooted at 0 (`SplicedSets`), so
    /// start and exit are joined exactly when this becomes 0. It changes only when a union
    /// links it under another set.
    exit_root: u32,
    /// How many walls the buckets erased. Their ids are written over the front of
    /// `WallOrder::words`, which Kruskal has already read: the list of erased walls then costs
    /// no memory of its own. Only if spilled walls made the erased list outgrow the buckets
    /// read so far would the rest go to `late`.
    erased: usize,
    late: Vec<u32>,
    /// When to stop: once start and exit are joined, or at a spanning tree (`unions` sets
    /// merged by the walls opened first, `cells` cells).
    stop_early: bool,
    unions: usize,
    cells: u32,
}

impl Run {
    /// Whether Kruskal is done: start and exit joined (`stop_early`), or a spanning tree.
    #[inline(always)]
    fn done(&self) -> bool {
        if self.stop_early {
            self.exit_root == 0
        } else {
            (self.unions + self.erased) as u32 + 1 >= self.cells
        }
    }

    /// Kruskal over one sorted bucket (`ends`: its walls' cells, for shapes other than square),
    /// the erased ids written into `words` below `read_end`; true once done.
    #[inline(always)]
    fn bucket<T: Carve>(
        &mut self,
        topology: &T,
        (bucket, ends): (&[u32], &[(u32, u32)]),
        id_mask: u32,
        (words, read_end): (&mut [u32], usize),
    ) -> bool {
        // Prefetching the sets of a wall a few steps ahead starts its cache misses early, so
        // that several are in flight at once instead of one after another: the cells' entries
        // 2 × LOOKAHEAD walls ahead, their parents (loaded by then) LOOKAHEAD ahead. The
        // bucket's padding gives every wall its two walls ahead.
        let walls_ahead = bucket.get(2 * LOOKAHEAD..).unwrap_or_default();
        let near_ahead = bucket.get(LOOKAHEAD..).unwrap_or_default();
        let here = bucket.get(..bucket.len() - PAD).unwrap_or_default();
        let walls = here.iter().zip(near_ahead).zip(walls_ahead).enumerate();
        for (i, ((&word, &near), &far)) in walls {
            let (a, c) = ends_of(topology, ends, i + 2 * LOOKAHEAD, far & id_mask);
            self.sets.touch(a, c);
            let (a, c) = ends_of(topology, ends, i + LOOKAHEAD, near & id_mask);
            self.sets.touch_parents(a, c);
            let wall = word & id_mask;
            let (a, c) = ends_of(topology, ends, i, wall);
            let Some(linked) = self.sets.union(a, c) else {
                continue;
            };
            if T::CELL_TAGS {
                // The erased bit rides in the union-find entry whose line `union` just loaded;
                // the wall bytes are written in one sequential pass at the end.
                let tag = if wall & 1 == 0 { EAST_WALL } else { SOUTH_WALL };
                self.sets.add_tags(a, tag);
            }
            match words.get_mut(self.erased) {
                Some(slot) if self.erased < read_end && self.late.is_empty() => *slot = wall,
                _ => self.late.push(wall),
            }
            self.erased += 1;
            if linked == self.exit_root {
                self.exit_root = self.sets.root(linked);
            }
            if self.done() {
                return true;
            }
        }
        false
    }
}

/// The cells of `wall`, the `i`th of a sorted bucket: square works them out (two additions);
/// other shapes read them from `ends`, filled once a bucket (`Carve::bucket_ends`), which
/// costs one call through `AnyGraph`'s vtable a bucket instead of three a wall.
#[inline(always)]
fn ends_of<T: Carve>(topology: &T, ends: &[(u32, u32)], i: usize, wall: u32) -> (u32, u32) {
    if T::CELL_TAGS {
        topology.wall_ends(wall)
    } else {
        ends.get(i).copied().unwrap_or((0, 0))
    }
}

/// Erases the walls of `opened` that stand and joins their cells: those erased, in order, how
/// many sets were merged, and the root of the exit's set.
fn open_first<T: Carve>(
    topology: &T,
    walls: &mut T::Walls,
    sets: &mut SplicedSets,
    opened: &[u32],
) -> (Vec<u32>, usize, u32) {
    let exit = topology.cells() - 1;
    // `carve` opens nothing first, and this folds away there.
    if opened.is_empty() {
        return (Vec::new(), 0, exit);
    }
    let mut first = Vec::with_capacity(opened.len());
    let mut unions = 0;
    for &wall in opened {
        if let Some((a, c)) = topology.wall_cells(wall)
            && walls.erase(wall)
        {
            unions += usize::from(sets.union(a, c).is_some());
            first.push(wall);
        }
    }
    (first, unions, sets.root(exit))
}

/// Kruskal's end: the erased bits into the wall state, and the erased ids (the `opened` ones
/// `first`, then `erased` more, the `late` ones last) copied out of the words they were
/// written over.
fn finish<T: Carve>(
    mut walls: T::Walls,
    sets: SplicedSets,
    order: WallOrder,
    (first, erased): (Vec<u32>, usize),
    late: Vec<u32>,
) -> (T::Walls, Vec<u32>) {
    if T::CELL_TAGS {
        walls.erase_tagged(sets.tags());
    }
    // Free the sets before copying the erased list out, so that the peak stays within 16 bytes
    // per cell. The list is copied into its own allocation and the words are freed, rather than
    // the words shrunk in place to become the list: a shrunk array leaves with the maze, so the
    // next maze's words are a fresh mapping whose pages the kernel must fault in and zero (about
    // 2,200 a maze at 1000×1000, docs/generator.md), while a freed one is reused by the
    // allocator. Where realloc moves a shrunk block anyway (talc in the wasm build) the copy
    // costs nothing more.
    drop(sets);
    let kept = order.words.get(..erased - late.len()).unwrap_or_default();
    let mut removed = Vec::with_capacity(first.len() + erased);
    removed.extend_from_slice(&first);
    removed.extend_from_slice(kept);
    removed.extend_from_slice(&late);
    drop(order);
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
/// Words of wall 0 after a sorted bucket's walls, for the loop's look-ahead.
const PAD: usize = 2 * LOOKAHEAD;

/// Interior walls grouped into buckets by the top `bits` of their key, each wall in one `u32`
/// word: the key bits that follow the bucket's on top, the wall id in the low `id_bits`.
///
/// Keys are uniform, so every bucket gets close to the mean count: each has room for the mean
/// and a margin (`bucket_room`), and the rare wall that finds its bucket full goes to a sorted
/// spill list instead. The walls are then placed in one pass that hashes each wall once, with
/// no counting pass before it.
struct WallOrder {
    keys: WallKeys,
    /// Bucket `b`'s words are `words[b * cap..][..lens[b]]`.
    words: Vec<u32>,
    lens: Vec<u32>,
    cap: usize,
    bits: u32,
    id_bits: u32,
    /// The walls whose bucket was full, as `key << 32 | id`, ascending.
    spill: Vec<u64>,
    /// The first spilled wall not yet handed out.
    spilled: usize,
}

impl WallOrder {
    fn new<T: Carve>(topology: &T, keys: WallKeys, room: fn(usize) -> usize) -> WallOrder {
        let total = topology.interior_walls();
        // About 256 walls per bucket keeps a bucket's sort inside the L1 cache.
        let bits = (64 - total.leading_zeros())
            .saturating_sub(BUCKET_LOG)
            .min(16);
        let mean = total.div_ceil(1 << bits) as usize;
        let cap = room(mean).max(1);
        let id_bits = 32 - topology.wall_bound().saturating_sub(1).leading_zeros();
        let mut order = WallOrder {
            keys,
            words: vec![0; cap << bits],
            lens: vec![0; 1 << bits],
            cap,
            bits,
            id_bits,
            spill: Vec::new(),
            spilled: 0,
        };
        let (words, lens, spill) = (&mut order.words, &mut order.lens, &mut order.spill);
        let shift = 32 - bits;
        let id_mask = order_mask(id_bits);
        topology.for_each_interior_wall(|wall| {
            let key = keys.key(wall);
            let b = if bits == 0 {
                0
            } else {
                (key >> shift) as usize
            };
            if let Some(len) = lens.get_mut(b)
                && (*len as usize) < cap
            {
                if let Some(slot) = words.get_mut(b * cap + *len as usize) {
                    // The key bits below the bucket's, then the id.
                    *slot = ((u64::from(key) << bits) as u32 & !id_mask) | wall;
                }
                *len += 1;
            } else {
                spill.push((u64::from(key) << 32) | u64::from(wall));
            }
        });
        order.spill.sort_unstable();
        order
    }

    fn bucket_count(&self) -> usize {
        self.lens.len()
    }

    /// The mask of a word's wall id.
    fn id_mask(&self) -> u32 {
        order_mask(self.id_bits)
    }

    /// Where the words of bucket `b` end in `words`: every position below it has been read
    /// once bucket `b` is sorted.
    fn read_end(&self, b: usize) -> usize {
        (b + 1) * self.cap
    }

    /// Fills `out` with bucket `b`'s words in ascending `(key, id)` order of their walls,
    /// followed by `PAD` words of wall 0 (so that the loop can look ahead without a check).
    ///
    /// One counting pass on the 8 key bits after the bucket's leaves runs of about one wall,
    /// which an insertion pass puts in order. Words compare as the key bits they hold and then
    /// the id, so two walls need their full keys only when their held key bits are equal.
    fn sorted_bucket(&mut self, b: usize, out: &mut Vec<u32>) {
        let (bits, id_mask, keys) = (self.bits, self.id_mask(), self.keys);
        let word_of =
            move |spilled: &u64| ((spilled << bits) >> 32) as u32 & !id_mask | *spilled as u32;
        let spilled = self.take_spilled(b);
        let spilled = self.spill.get(spilled).unwrap_or_default();
        let start = b * self.cap;
        let len = self.lens.get(b).copied().unwrap_or(0) as usize;
        let words = self.words.get(start..start + len).unwrap_or_default();
        spread(words, spilled.iter().map(word_of), out);
        let sorted = out.len() - PAD;
        finish_sort(
            out.get_mut(..sorted).unwrap_or_default(),
            id_mask,
            |x, y| {
                // Held key bits differ: they decide. Equal: the full keys, then the ids.
                if x ^ y > id_mask {
                    x > y
                } else {
                    let (x, y) = (x & id_mask, y & id_mask);
                    (keys.key(x), x) > (keys.key(y), y)
                }
            },
        );
    }

    /// Where bucket `b`'s spilled walls are in `spill` (they are next, the list being sorted);
    /// they are then handed out.
    fn take_spilled(&mut self, b: usize) -> std::ops::Range<usize> {
        let bits = self.bits;
        let bucket_of = |key: u32| {
            if bits == 0 {
                0
            } else {
                (key >> (32 - bits)) as usize
            }
        };
        let first = self.spilled;
        while let Some(&spilled) = self.spill.get(self.spilled) {
            if bucket_of((spilled >> 32) as u32) != b {
                break;
            }
            self.spilled += 1;
        }
        first..self.spilled
    }
}

/// Fills `out` with a bucket's words and its spilled ones, in runs by their top byte (one
/// counting pass), then `PAD` words of wall 0.
fn spread(words: &[u32], spilled: impl Iterator<Item = u32> + Clone, out: &mut Vec<u32>) {
    // The top byte: key bits while the id leaves 8 or more above it (any maze up to the
    // largest sides); else some id bits too, which only makes the insertion pass work more.
    let digit = |w: u32| (w >> (32 - DIGIT_BITS)) as usize;
    let mut starts = [0u32; (1 << DIGIT_BITS) + 1];
    // The bucket's words and the spilled ones in loops of their own: the bucket's loop is the
    // hot one, and stays free of a chained iterator's branch.
    for &w in words {
        bump(&mut starts, digit(w) + 1);
    }
    for w in spilled.clone() {
        bump(&mut starts, digit(w) + 1);
    }
    prefix_sums(&mut starts);
    out.clear();
    out.resize(words.len() + spilled.clone().count() + PAD, 0);
    let mut place = |w: u32| {
        if let Some(slot) = starts.get_mut(digit(w)) {
            if let Some(dst) = out.get_mut(*slot as usize) {
                *dst = w;
            }
            *slot += 1;
        }
    };
    for &w in words {
        place(w);
    }
    spilled.for_each(place);
}

/// Sorts words that a counting pass on their top bits has left in runs of about one word;
/// `after(x, y)` says `x` goes after `y`, and words whose bits above `id_mask` differ compare
/// as plain numbers.
///
/// An insertion pass that branches on every comparison mispredicted about once in three walls
/// here (cachegrind): a word often lands beside another of its run, and then either order is
/// as likely. So the common case, a word whose bits above `id_mask` differ from its
/// neighbours', swaps with the one before it or not by a branch-free min and max; only a tie
/// in those bits, or a word that must move two places or more, takes the general insertion.
fn finish_sort(v: &mut [u32], id_mask: u32, after: impl Fn(u32, u32) -> bool) {
    let held = |w: u32| w & !id_mask;
    // The two words before position `i` once it is reached, kept in registers: read back from
    // the slice just written they would chain every step to the last one's stores. `q` starts
    // as 0, which at worst sends a word with no held bits set down the general path, where it
    // is still placed right.
    let (mut q, mut p) = (0, v.first().copied().unwrap_or(0));
    for i in 1..v.len() {
        let Some(&x) = v.get(i) else { break };
        // `&` and `|` rather than `&&` and `||`: one branch, rarely taken.
        let general = (held(p) == held(x)) | ((p > x) & (held(q) >= held(x)));
        if general {
            insert(v, i, &after);
            q = v.get(i - 1).copied().unwrap_or(0);
            p = v.get(i).copied().unwrap_or(0);
        } else {
            (q, p) = (p.min(x), p.max(x));
            if let Some(pair) = v.get_mut(i - 1..=i) {
                pair.copy_from_slice(&[q, p]);
            }
        }
    }
}

/// Moves `v[i]` down into the sorted `v[..i]` (insertion sort's step).
fn insert(v: &mut [u32], i: usize, after: impl Fn(u32, u32) -> bool) {
    let Some(&x) = v.get(i) else { return };
    let mut j = i;
    // `j - 1` wraps to an index out of range at the front.
    while let Some(&before) = v.get(j.wrapping_sub(1)) {
        if !after(before, x) {
            break;
        }
        if let Some(slot) = v.get_mut(j) {
            *slot = before;
        }
        j -= 1;
    }
    if let Some(slot) = v.get_mut(j) {
        *slot = x;
    }
}

/// The mask of the low `bits` bits of a `u32`.
fn order_mask(bits: u32) -> u32 {
    if bits >= 32 {
        u32::MAX
    } else {
        (1 << bits) - 1
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
    use crate::seed::{Seed, maze_hash};
    use crate::shape::{Square, Topology};
    use crate::union_find::UnionFind;
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

    #[test]
    fn opened_walls_come_first_and_may_finish_the_maze() {
        // In a 3×3 square, walls 0 (cell 0–1), 3 (1–4), 9 (4–7) and 14 (7–8) join start and exit.
        let square = Square::new_unchecked(3, 3);
        let keys = WallKeys::new(7);
        let opened = [0, 3, 9, 14];
        let (_, early) = carve_after(&square, keys, true, &mut |_| {}, &opened);
        assert_eq!(early, opened);
        let (walls, tree) = carve_after(&square, keys, false, &mut |_| {}, &opened);
        assert_eq!(tree.len(), 8);
        assert_eq!(tree[..4], opened);
        assert!(opened.iter().all(|&w| !walls.wall_stands(w)));
        // Without walls to open first, the same keys give another maze.
        assert_ne!(carve(&square, keys, true, &mut |_| {}).1, early);
    }

    proptest! {
        #[test]
        fn finish_sort_orders_any_words_as_the_comparison_does(
            words in proptest::collection::vec(any::<u32>(), 0..300),
            id_bits in 1u32..32, narrow in any::<bool>(),
        ) {
            // Narrow held bits make ties and long moves common, so the general path is
            // exercised as well as the branch-free one.
            let words: Vec<u32> = if narrow {
                words.iter().map(|w| w & (order_mask(id_bits) | 0xe000_0000)).collect()
            } else {
                words
            };
            let id_mask = order_mask(id_bits);
            // Ties in the held bits are broken by a scrambled id, as the full keys would.
            let rank = |w: u32| ((w & id_mask).wrapping_mul(0x9e37_79b9).rotate_left(7), w & id_mask);
            let after = |x: u32, y: u32| if x ^ y > id_mask { x > y } else { rank(x) > rank(y) };
            let mut sorted = words.clone();
            finish_sort(&mut sorted, id_mask, after);
            let mut expected = words;
            expected.sort_by(|&x, &y| {
                if after(x, y) {
                    std::cmp::Ordering::Greater
                } else if after(y, x) {
                    std::cmp::Ordering::Less
                } else {
                    std::cmp::Ordering::Equal
                }
            });
            prop_assert_eq!(sorted, expected);
        }
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

        #[test]
        fn spilled_walls_keep_the_order(
            width in 2u32..120, height in 2u32..120, seed in "[a-zA-Z0-9_-]{1,12}",
            stop_early in any::<bool>(), quarter in any::<bool>(),
        ) {
            // Room for a quarter of the mean spills most walls, and the erased list outgrows
            // the buckets read (`late`); room for the mean alone spills about half the buckets.
            let seed = Seed::parse(&seed).unwrap();
            let keys = WallKeys::new(maze_hash(&seed, width, height, "union-find"));
            let square = Square::new_unchecked(width, height);
            let room: fn(usize) -> usize = if quarter { |mean| mean / 4 } else { |mean| mean };
            let (walls, removed) = carve_with_room(&square, (keys, &[]), stop_early, &mut |_| {}, room);
            let (reference, _) = carve(&square, keys, stop_early, &mut |_| {});
            prop_assert_eq!(&removed, &oracle(width, height, keys, stop_early));
            prop_assert_eq!(walls, reference);
        }
    }
}
