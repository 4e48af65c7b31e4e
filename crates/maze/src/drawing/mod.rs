//! Drawn mazes (`draw=CODE`, `--draw CODE`, `--mask-image FILE`): a grid of painted cells that
//! a maze fills, the one piece of it that is kept, and pictures made into one (`picture`).
//!
//! A drawing is at most `MAX_DRAW_SIDE` cells on a side. Only its largest piece (cells joined
//! side to side) is kept, cropped to its box: a maze is one piece, and the player is told when
//! parts were left out (`Kept::dropped`).

pub mod picture;

/// The longest side a drawing may have, in cells: a link of any drawing this size stays under
/// `link::draw_code::MAX_CODE_LEN` characters; bigger levels scale each cell up instead.
pub const MAX_DRAW_SIDE: u32 = 256;

/// Why a drawing cannot make a maze (its words: its `Display`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawingError {
    /// A side is 0 or over `MAX_DRAW_SIDE`, or the cells do not fill the grid.
    Size {
        /// Columns given.
        width: u32,
        /// Rows given.
        height: u32,
    },
    /// Nothing is painted.
    Empty,
    /// No two painted cells touch: a maze needs at least two cells in one piece.
    Lone,
}

/// A grid of cells, each painted or not, row by row from the top left.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Drawing {
    width: u32,
    height: u32,
    painted: Vec<bool>,
}

/// The piece of a drawing that a maze fills.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kept {
    /// The largest piece, cropped to its box.
    pub drawing: Drawing,
    /// Painted cells left out, in smaller pieces.
    pub dropped: u32,
    /// How many smaller pieces were left out.
    pub pieces_dropped: u32,
}

impl Drawing {
    /// A `width × height` drawing of `painted` (row by row); refused when a side is out of
    /// range, the cells do not fill it, or nothing is painted.
    pub fn new(width: u32, height: u32, painted: Vec<bool>) -> Result<Drawing, DrawingError> {
        let fits = (1..=MAX_DRAW_SIDE).contains(&width) && (1..=MAX_DRAW_SIDE).contains(&height);
        if !fits || painted.len() != width as usize * height as usize {
            return Err(DrawingError::Size { width, height });
        }
        if !painted.contains(&true) {
            return Err(DrawingError::Empty);
        }
        Ok(Drawing {
            width,
            height,
            painted,
        })
    }

    /// Columns.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Rows.
    pub fn height(&self) -> u32 {
        self.height
    }

    /// Every cell, row by row: painted or not.
    pub fn cells(&self) -> &[bool] {
        &self.painted
    }

    /// Whether cell `(x, y)` is painted (false outside the grid).
    pub fn painted(&self, x: u32, y: u32) -> bool {
        x < self.width
            && y < self.height
            && self.painted.get((y * self.width + x) as usize) == Some(&true)
    }

    /// How many cells are painted.
    pub fn painted_count(&self) -> u32 {
        self.painted.iter().filter(|&&p| p).count() as u32
    }

    /// The largest piece (the first in reading order among equals), cropped to its box, and
    /// what was left out; `Lone` when it is a single cell.
    pub fn kept(&self) -> Result<Kept, DrawingError> {
        let (piece, sizes) = self.pieces();
        let Some((best, &size)) = sizes
            .iter()
            .enumerate()
            .max_by_key(|&(i, &n)| (n, usize::MAX - i))
        else {
            return Err(DrawingError::Empty);
        };
        if size < 2 {
            return Err(DrawingError::Lone);
        }
        let best = best as u32;
        let in_best = |x: u32, y: u32| piece.get((y * self.width + x) as usize) == Some(&best);
        let (mut x0, mut y0, mut x1, mut y1) = (u32::MAX, u32::MAX, 0, 0);
        for y in 0..self.height {
            for x in (0..self.width).filter(|&x| in_best(x, y)) {
                (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
            }
        }
        let painted = (y0..=y1)
            .flat_map(|y| (x0..=x1).map(move |x| (x, y)))
            .map(|(x, y)| in_best(x, y))
            .collect();
        Ok(Kept {
            drawing: Drawing {
                width: x1 - x0 + 1,
                height: y1 - y0 + 1,
                painted,
            },
            dropped: self.painted_count() - size,
            pieces_dropped: sizes.len() as u32 - 1,
        })
    }

    /// The piece of every cell (`u32::MAX` when unpainted), pieces numbered in reading order of
    /// their first cell, and each piece's size.
    fn pieces(&self) -> (Vec<u32>, Vec<u32>) {
        let (w, h) = (self.width, self.height);
        let mut piece = vec![u32::MAX; self.painted.len()];
        let mut sizes = Vec::new();
        let mut stack = Vec::new();
        let painted = |c: u32| self.painted.get(c as usize) == Some(&true);
        for start in 0..self.painted.len() as u32 {
            if !painted(start) || piece.get(start as usize) != Some(&u32::MAX) {
                continue;
            }
            let id = sizes.len() as u32;
            let mut size = 0;
            if let Some(p) = piece.get_mut(start as usize) {
                *p = id;
            }
            stack.push(start);
            while let Some(c) = stack.pop() {
                size += 1;
                let (x, y) = (c % w, c / w);
                let around = [
                    (y > 0).then(|| c - w),
                    (x + 1 < w).then(|| c + 1),
                    (y + 1 < h).then(|| c + w),
                    (x > 0).then(|| c - 1),
                ];
                for n in around.into_iter().flatten() {
                    if let Some(p) = piece.get_mut(n as usize)
                        && *p == u32::MAX
                        && painted(n)
                    {
                        *p = id;
                        stack.push(n);
                    }
                }
            }
            sizes.push(size);
        }
        (piece, sizes)
    }

    /// The bytes a maze's hash reads for this drawing: its width and height (two bytes each,
    /// little-endian), then its cells eight to a byte, the first in the highest bit.
    pub fn hash_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(4 + self.painted.len().div_ceil(8));
        bytes.extend_from_slice(&(self.width as u16).to_le_bytes());
        bytes.extend_from_slice(&(self.height as u16).to_le_bytes());
        for chunk in self.painted.chunks(8) {
            let byte = chunk
                .iter()
                .enumerate()
                .fold(0u8, |acc, (i, &p)| acc | (u8::from(p) << (7 - i)));
            bytes.push(byte);
        }
        bytes
    }

    /// Cells per drawn cell, along each side, in a level of side `side`: the largest whose grid
    /// fits in a `side × side` square, at least 1.
    pub fn scale_for_side(&self, side: u32) -> u32 {
        (side / self.width.max(self.height)).max(1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A drawing from rows of `#` (painted) and `.`.
    pub(crate) fn art(rows: &[&str]) -> Drawing {
        let width = rows[0].len() as u32;
        let painted = rows
            .iter()
            .flat_map(|r| r.chars().map(|c| c == '#'))
            .collect();
        Drawing::new(width, rows.len() as u32, painted).unwrap()
    }

    fn rows(d: &Drawing) -> Vec<String> {
        (0..d.height())
            .map(|y| {
                (0..d.width())
                    .map(|x| if d.painted(x, y) { '#' } else { '.' })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn sizes_and_empty_drawings_are_refused() {
        assert_eq!(
            Drawing::new(0, 3, vec![]),
            Err(DrawingError::Size {
                width: 0,
                height: 3
            })
        );
        assert_eq!(
            Drawing::new(257, 1, vec![true; 257]),
            Err(DrawingError::Size {
                width: 257,
                height: 1
            })
        );
        assert_eq!(
            Drawing::new(2, 2, vec![true; 3]),
            Err(DrawingError::Size {
                width: 2,
                height: 2
            })
        );
        assert_eq!(Drawing::new(2, 2, vec![false; 4]), Err(DrawingError::Empty));
        assert_eq!(art(&["#.", ".#"]).kept(), Err(DrawingError::Lone));
    }

    #[test]
    fn the_largest_piece_is_kept_and_cropped() {
        let kept = art(&["#....", "...##", "..###", "#...."]).kept().unwrap();
        assert_eq!(rows(&kept.drawing), [".##", "###"]);
        assert_eq!((kept.dropped, kept.pieces_dropped), (2, 2));
        // Two pieces of one size: the first in reading order.
        let kept = art(&["##.##"]).kept().unwrap();
        assert_eq!(
            (rows(&kept.drawing), kept.dropped),
            (vec!["##".to_owned()], 2)
        );
    }

    #[test]
    fn the_hash_reads_the_size_and_every_cell() {
        let d = art(&["#.#", "..#", "###"]);
        assert_eq!(d.hash_bytes(), [3, 0, 3, 0, 0b1010_0111, 0b1000_0000]);
        assert_eq!(d.scale_for_side(8), 2);
        assert_eq!(d.scale_for_side(2), 1);
    }
}
