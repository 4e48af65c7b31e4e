//! A cache-friendly cell order for the generator's union-find, and division by a constant.
//!
//! Row-major order puts a cell and its south neighbour `4 * width` bytes apart. The strip
//! layout stores rows in bands of four, column by column, so a 64-byte line holds a 4×4 block
//! of cells: most walls join two cells on one line, and small sets stay on few lines.

/// Exact `n / d` for `n < 2^24` and `2 ≤ d < 2^11` by one multiply and shift.
#[derive(Clone, Copy, Debug)]
pub struct FastDiv {
    magic: u64,
    divisor: u32,
}

const DIV_SHIFT: u32 = 35;

impl FastDiv {
    /// Prepares division by `divisor` (1 to 2047).
    pub fn new(divisor: u32) -> FastDiv {
        let d = u64::from(divisor.max(1));
        FastDiv {
            magic: (1u64 << DIV_SHIFT).div_ceil(d),
            divisor: divisor.max(1),
        }
    }

    /// `n / divisor`.
    #[inline]
    pub fn quotient(self, n: u32) -> u32 {
        ((u64::from(n) * self.magic) >> DIV_SHIFT) as u32
    }

    /// `(n / divisor, n % divisor)`.
    #[inline]
    pub fn div_rem(self, n: u32) -> (u32, u32) {
        let q = self.quotient(n);
        (q, n - q * self.divisor)
    }
}

/// Maps row-major cell indices to slots of the strip layout.
#[derive(Clone, Copy, Debug)]
pub struct Strips {
    width: u32,
    by_width: FastDiv,
}

impl Strips {
    /// The layout for a grid `width` cells wide.
    pub fn new(width: u32) -> Strips {
        Strips {
            width,
            by_width: FastDiv::new(width),
        }
    }

    /// Number of slots needed for `height` rows (the last band is padded to four rows).
    pub fn slots(self, height: u32) -> u32 {
        height.div_ceil(4) * 4 * self.width
    }

    /// The slot of row-major cell `cell`.
    #[inline]
    pub fn slot(self, cell: u32) -> u32 {
        let (y, x) = self.by_width.div_rem(cell);
        (y >> 2) * (4 * self.width) + 4 * x + (y & 3)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fast_division_is_exact() {
        for d in 1..2048u32 {
            let fd = FastDiv::new(d);
            for n in (0..1u32 << 24)
                .step_by(4099)
                .chain([(1 << 24) - 1, d - 1, d, d + 1])
            {
                assert_eq!(fd.div_rem(n), (n / d, n % d), "{n} / {d}");
            }
        }
    }

    #[test]
    fn strip_slots_are_a_bijection() {
        for (w, h) in [(2u32, 2u32), (5, 7), (13, 4), (64, 9)] {
            let s = Strips::new(w);
            let mut seen = vec![false; s.slots(h) as usize];
            for cell in 0..w * h {
                let slot = s.slot(cell) as usize;
                assert!(!seen[slot]);
                seen[slot] = true;
            }
        }
    }
}
