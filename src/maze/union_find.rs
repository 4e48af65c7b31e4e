//! Disjoint sets over `0..n`: union by rank, path halving, no recursion.

/// Marks a root; the low bits of a root's entry hold its rank.
const ROOT: u32 = 1 << 31;

/// A disjoint-set forest in one `u32` per element: a parent index, or `ROOT | rank` for a root.
///
/// Keeping the rank inside the root's own entry means a union touches one array, not two.
#[derive(Clone, Debug)]
pub struct UnionFind {
    entries: Vec<u32>,
    sets: u32,
}

impl UnionFind {
    /// Makes `n` singleton sets (`n` must stay below 2^31).
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
            let p = self.entry(x);
            if p & ROOT != 0 {
                return x;
            }
            let gp = self.entry(p);
            if gp & ROOT != 0 {
                return p;
            }
            self.set_entry(x, gp);
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
        let (ka, kb) = (self.entry(ra) & !ROOT, self.entry(rb) & !ROOT);
        let (child, root) = if ka < kb { (ra, rb) } else { (rb, ra) };
        self.set_entry(child, root);
        if ka == kb {
            self.set_entry(root, ROOT | (ka + 1));
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
