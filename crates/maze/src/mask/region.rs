//! Which square cells a mask covers, and at what scale.
//!
//! The text is set in the font's glyphs, one blank font column between two glyphs, with a
//! baseline strip one font row high under the whole line (under spaces and gaps too), which
//! joins every letter into one piece. Each font pixel is a block of `scale × scale` cells, so
//! every stroke is at least `scale` cells wide. The bounding grid is the text's box:
//! `(6n − 1) × scale` columns by `8 × scale` rows for `n` characters.

use super::font::{GLYPH_HEIGHT, GLYPH_WIDTH, ink};
use super::{Mask, glyph};

/// The smallest scale: every stroke at least three cells wide.
pub const MIN_SCALE: u32 = 3;

/// Font columns from one glyph's left edge to the next (the glyph and a one-column gap).
const ADVANCE: u32 = GLYPH_WIDTH + 1;
/// Font rows: the glyphs and the baseline strip under them.
const ROWS: u32 = GLYPH_HEIGHT + 1;

/// The scale of `mask` in a level of side `side`: the largest whose bounding grid fits in a
/// `side × side` square, and at least `MIN_SCALE` (a long text then overflows the side).
pub fn scale_for_side(mask: &Mask, side: u32) -> u32 {
    let (columns, rows) = font_size(mask);
    (side / columns.max(rows)).max(MIN_SCALE)
}

/// The font columns and rows of the whole text.
fn font_size(mask: &Mask) -> (u32, u32) {
    let n = mask.text().len() as u32;
    (n * ADVANCE - 1, ROWS)
}

/// The cells a mask covers in its bounding grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Region {
    glyphs: Vec<&'static [u8; GLYPH_HEIGHT as usize]>,
    scale: u32,
    width: u32,
    height: u32,
}

impl Region {
    /// The region of `mask` at the scale `scale_for_side(mask, side)`.
    pub fn new(mask: &Mask, side: u32) -> Region {
        Region::with_scale(mask, scale_for_side(mask, side))
    }

    /// The region of `mask` at `scale` (raised to `MIN_SCALE`).
    pub fn with_scale(mask: &Mask, scale: u32) -> Region {
        let scale = scale.max(MIN_SCALE);
        let (columns, rows) = font_size(mask);
        Region {
            // A parsed mask has a glyph for every character.
            glyphs: mask.text().chars().filter_map(glyph).collect(),
            scale,
            width: columns * scale,
            height: rows * scale,
        }
    }

    /// Columns of the bounding grid.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Rows of the bounding grid.
    pub fn height(&self) -> u32 {
        self.height
    }

    /// Cells per font pixel, along each side.
    pub fn scale(&self) -> u32 {
        self.scale
    }

    /// Whether cell `(x, y)` of the bounding grid is in the region.
    pub fn contains(&self, x: u32, y: u32) -> bool {
        if x >= self.width || y >= self.height {
            return false;
        }
        let (px, py) = (x / self.scale, y / self.scale);
        if py == GLYPH_HEIGHT {
            return true;
        }
        self.glyphs
            .get((px / ADVANCE) as usize)
            .is_some_and(|g| ink(g, px % ADVANCE, py))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_scale_is_the_largest_that_fits_and_at_least_three() {
        let hi = Mask::parse("HI").unwrap();
        // 11 font columns by 8 rows.
        assert_eq!(scale_for_side(&hi, 8), 3);
        assert_eq!(scale_for_side(&hi, 43), 3);
        assert_eq!(scale_for_side(&hi, 44), 4);
        assert_eq!(scale_for_side(&hi, 2000), 181);
        let region = Region::new(&hi, 44);
        assert_eq!(
            (region.width(), region.height(), region.scale()),
            (44, 32, 4)
        );
        let one = Mask::parse("a").unwrap();
        assert_eq!(Region::new(&one, 2000).height(), 2000);
    }

    #[test]
    fn letters_gaps_and_the_strip() {
        let region = Region::with_scale(&Mask::parse("i i").unwrap(), 3);
        let row = |y: u32| -> String {
            (0..region.width())
                .map(|x| if region.contains(x, y) { '#' } else { '.' })
                .collect()
        };
        // Top of I, the gap, the space, the gap, the top of I.
        assert_eq!(
            row(0),
            format!("{}{}{}", "#".repeat(15), ".".repeat(21), "#".repeat(15))
        );
        assert_eq!(
            row(3),
            format!("......###......{}......###......", ".".repeat(21))
        );
        assert_eq!(row(23), "#".repeat(51));
        assert!(!region.contains(51, 23) && !region.contains(0, 24));
    }
}
