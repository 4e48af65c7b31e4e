//! Disjoint sets for Kruskal: Rem's union-find with splicing, one `u32` per element.
//!
//! A parent's index is never above its child's, so element 0 is always the root of its own set
//! (nothing can hang below index 0): "is `x` joined to 0" is "is `x`'s root 0", and a union that
//! joins 0's set to another always links the other set's root. A union walks both paths at once
//! and stops as soon as they meet; each step hangs the higher node under the lower parent
//! (splicing), which flattens the trees as path halving does. Adjacent cells of one set mostly
//! share a parent after a few unions, so a wall inside a set usually costs one comparison.

/// Two bits per element that belong to the caller (the generator keeps wall bits there).
const TAG_SHIFT: u32 = 30;
const TAGS: u32 = 3 << TAG_SHIFT;
/// The parent index (a root is its own parent).
const LINK: u32 = (1 << TAG_SHIFT) - 1;

/// Largest number of elements a `SplicedSets` can hold.
pub const MAX_ELEMENTS: u32 = LINK;

/// A disjoint-set forest over `0..n` with two tag bits per element.
#[derive(Clone, Debug)]
pub struct SplicedSets {
    entries: Vec<u32>,
}

impl SplicedSets {
    /// Makes `n` singleton sets (`n` at most `MAX_ELEMENTS`), all tags clear.
    pub fn new(n: u32) -> SplicedSets {
        SplicedSets {
            entries: (0..n).collect(),
        }
    }

    /// Merges the sets of `a` and `b`. Returns the root that was linked under the other set
    /// (it is a root no longer), or `None` when they were already one set.
    #[inline]
    pub fn union(&mut self, mut a: u32, mut b: u32) -> Option<u32> {
        loop {
            let (pa, pb) = (self.parent(a), self.parent(b));
            if pa == pb {
                return None;
            }
            // Work on the side with the higher parent; hang it under the lower one.
            let (x, px, py) = if pa > pb { (a, pa, pb) } else { (b, pb, pa) };
            self.set_parent(x, py);
            if x == px {
                return Some(x);
            }
            // x left its old path for the other set's; go on from its old parent.
            if pa > pb {
                a = px;
            } else {
                b = px;
            }
        }
    }

    /// The root of `x`'s set (read only: the unions keep the paths short).
    #[inline]
    pub fn root(&self, mut x: u32) -> u32 {
        loop {
            let p = self.parent(x);
            if p == x {
                return x;
            }
            x = p;
        }
    }

    /// Starts loading the cache lines of the entries of `a` and `b`, so that they are there
    /// when a later union needs them.
    #[inline]
    pub fn touch(&self, a: u32, b: u32) {
        self.prefetch(a);
        self.prefetch(b);
    }

    /// Starts loading the parents' entries of `a` and `b`, whose own entries `touch` loaded
    /// earlier.
    #[inline]
    pub fn touch_parents(&self, a: u32, b: u32) {
        self.prefetch(self.parent(a));
        self.prefetch(self.parent(b));
    }

    /// A prefetch hint for the cache line of `x`'s entry: on x86-64 the `prefetcht0`
    /// instruction, which retires at once and never faults (so an id out of range is harmless);
    /// elsewhere a plain load whose value is dropped.
    #[inline]
    fn prefetch(&self, x: u32) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
            let line = self.entries.as_ptr().wrapping_add(x as usize).cast();
            // SAFETY: `prefetcht0` reads no memory into the program and cannot fault, whatever
            // the address; the call is `unsafe` only because `_mm_prefetch` is an SSE function,
            // and SSE is part of every x86-64 target. (A load whose value is dropped, as on
            // other targets, must complete before it retires and so stalls the loop.)
            unsafe { _mm_prefetch::<_MM_HINT_T0>(line) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            // black_box keeps the otherwise unused load from being optimised away.
            std::hint::black_box(self.parent(x));
        }
    }

    /// Sets tag bits `tags` (0 to 3) of element `x`.
    #[inline]
    pub fn add_tags(&mut self, x: u32, tags: u8) {
        if let Some(e) = self.entries.get_mut(x as usize) {
            *e |= (u32::from(tags) << TAG_SHIFT) & TAGS;
        }
    }

    /// The tag bits of every element, in order.
    pub fn tags(&self) -> impl Iterator<Item = u8> + '_ {
        self.entries.iter().map(|e| (e >> TAG_SHIFT) as u8)
    }

    #[inline]
    fn parent(&self, x: u32) -> u32 {
        // Out-of-range ids read as roots: wrong answers for bad input, never a panic.
        self.entries.get(x as usize).map_or(x, |e| e & LINK)
    }

    #[inline]
    fn set_parent(&mut self, x: u32, parent: u32) {
        if let Some(e) = self.entries.get_mut(x as usize) {
            *e = (*e & TAGS) | parent;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::union_find::UnionFind;

    #[test]
    fn unions_agree_with_the_ranked_union_find() {
        // A fixed pseudo-random sequence of unions over 500 elements, checked step by step.
        let n = 500;
        let (mut spliced, mut ranked) = (SplicedSets::new(n), UnionFind::new(n));
        let mut x = 12345u32;
        for _ in 0..3000 {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            let (a, b) = (x % n, (x >> 16) % n);
            let linked = spliced.union(a, b);
            assert_eq!(linked.is_some(), ranked.union(a, b), "union({a}, {b})");
            if let Some(r) = linked {
                assert_ne!(spliced.root(r), r, "a linked root is a root no longer");
            }
            assert_eq!(spliced.root(a), spliced.root(b));
            assert_eq!(spliced.root(0) == spliced.root(a), ranked.connected(0, a));
        }
        assert_eq!(spliced.root(0), 0);
    }

    #[test]
    fn tags_survive_unions() {
        let mut sets = SplicedSets::new(100);
        for i in 0..100 {
            sets.add_tags(i, (i % 4) as u8);
        }
        for i in (1..100).rev() {
            sets.union(i - 1, i);
        }
        assert_eq!(sets.root(99), 0);
        let tags: Vec<u8> = sets.tags().collect();
        assert_eq!(tags, (0..100).map(|i| (i % 4) as u8).collect::<Vec<_>>());
    }
}
