//! Disjoint sets over `0..n`: union by rank, path halving, no recursion.

/// Marks a root; the low bits of a root's entry hold its rank.
const ROOT: u32 = 1 << 31;
/// Two bits per element that belong to the caller (the generator keeps wall bits there).
const TAG_SHIFT: u32 = 29;
const TAGS: u32 = 3 << TAG_SHIFT;
/// The parent index (or a root's rank).
const LINK: u32 = (1 << TAG_SHIFT) - 1;

/// Largest number of elements a `UnionFind` can hold.
pub const MAX_ELEMENTS: u32 = LINK;

/// A disjoint-set forest in one `u32` per element: a parent index, or `ROOT | rank` for a
/// root, plus two tag bits for the caller.
///
/// Keeping the rank and the caller's tags in the element's own entry means a union and the
/// data that goes with it touch one cache line, not three.
#[derive(Clone, Debug)]
pub struct UnionFind {
    entries: Vec<u32>,
    sets: u32,
}

impl UnionFind {
    /// Makes `n` singleton sets (`n` at most `MAX_ELEMENTS`), all tags clear.
    pub fn new(n: u32) -> UnionFind {
        UnionFind {
            entries: vec![ROOT; n as usize],
            sets: n,
        }
    }

    /// Number of disjoint sets left.
    pub fn sets(&self) -> u32 {
        self.sets
    }

    /// The representative of `x`'s set, halving the path on the way.
    #[inline]
    pub fn find(&mut self, mut x: u32) -> u32 {
        loop {
            let e = self.entry(x);
            if e & ROOT != 0 {
                return x;
            }
            let p = e & LINK;
            let pe = self.entry(p);
            if pe & ROOT != 0 {
                return p;
            }
            let gp = pe & LINK;
            self.set_entry(x, (e & TAGS) | gp);
            x = gp;
        }
    }

    /// Merges the sets of `a` and `b`; returns false when they were already one set.
    #[inline]
    pub fn union(&mut self, a: u32, b: u32) -> bool {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra == rb {
            return false;
        }
        let (ea, eb) = (self.entry(ra), self.entry(rb));
        let (ka, kb) = (ea & LINK, eb & LINK);
        let (child, child_entry, root, root_entry) = if ka < kb {
            (ra, ea, rb, eb)
        } else {
            (rb, eb, ra, ea)
        };
        self.set_entry(child, (child_entry & TAGS) | root);
        if ka == kb {
            self.set_entry(root, root_entry + 1);
        }
        self.sets -= 1;
        true
    }

    /// Whether `a` and `b` are in the same set.
    #[inline]
    pub fn connected(&mut self, a: u32, b: u32) -> bool {
        self.find(a) == self.find(b)
    }

    /// Reads the entries of `a` and `b` so that their cache lines load before they are needed.
    #[inline]
    pub fn touch(&self, a: u32, b: u32) {
        // black_box keeps the otherwise unused loads from being optimised away.
        std::hint::black_box(self.entry(a) ^ self.entry(b));
    }

    /// Sets tag bits `tags` (0 to 3) of element `x`.
    #[inline]
    pub fn add_tags(&mut self, x: u32, tags: u8) {
        let e = self.entry(x);
        self.set_entry(x, e | ((u32::from(tags) << TAG_SHIFT) & TAGS));
    }

    /// The tag bits of every element, in order.
    pub fn tags(&self) -> impl Iterator<Item = u8> + '_ {
        self.entries.iter().map(|e| ((e & TAGS) >> TAG_SHIFT) as u8)
    }

    #[inline]
    fn entry(&self, x: u32) -> u32 {
        // Out-of-range ids read as roots: wrong answers for bad input, never a panic.
        self.entries.get(x as usize).copied().unwrap_or(ROOT)
    }

    #[inline]
    fn set_entry(&mut self, x: u32, value: u32) {
        if let Some(slot) = self.entries.get_mut(x as usize) {
            *slot = value;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unions_merge_and_count_sets() {
        let mut uf = UnionFind::new(6);
        assert!(uf.union(0, 1));
        assert!(uf.union(2, 3));
        assert!(!uf.union(1, 0));
        assert!(uf.union(1, 3));
        assert!(uf.connected(0, 2));
        assert!(!uf.connected(0, 4));
        assert_eq!(uf.sets(), 3);
    }

    #[test]
    fn tags_survive_unions_and_path_halving() {
        let mut uf = UnionFind::new(100);
        for i in 0..100 {
            uf.add_tags(i, (i % 4) as u8);
        }
        for i in 1..100 {
            uf.union(i - 1, i);
            uf.find(0);
        }
        assert!(uf.connected(0, 99));
        let tags: Vec<u8> = uf.tags().collect();
        assert_eq!(tags, (0..100).map(|i| (i % 4) as u8).collect::<Vec<_>>());
    }

    #[test]
    fn long_chains_stay_iterative() {
        let n = 200_000;
        let mut uf = UnionFind::new(n);
        for i in 1..n {
            uf.union(i - 1, i);
        }
        assert_eq!(uf.sets(), 1);
        assert!(uf.connected(0, n - 1));
    }
}
