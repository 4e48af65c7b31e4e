//! A union-find oracle simple enough to trust, shared by the property tests.

/// A plain union-find with no ranks or path tricks: obviously right, slow.
pub struct Naive(Vec<usize>);

impl Naive {
    /// `n` singletons.
    pub fn new(n: usize) -> Naive {
        Naive((0..n).collect())
    }

    /// The root of `x`'s set.
    pub fn root(&self, mut x: usize) -> usize {
        while self.0[x] != x {
            x = self.0[x];
        }
        x
    }

    /// Joins the sets of `a` and `b`; true if they were apart.
    pub fn join(&mut self, a: usize, b: usize) -> bool {
        let (ra, rb) = (self.root(a), self.root(b));
        self.0[ra] = rb;
        ra != rb
    }
}
