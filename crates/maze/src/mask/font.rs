//! The word mazes' font: 5 × 7 glyphs for `A–Z`, `0–9` and space, drawn for this game.
//!
//! Each glyph is seven rows, top first; a row's bit 4 is its left column, bit 0 its right.
//! Every stroke meets the next at a side, never only at a corner (square corners, stepped
//! diagonals), so a glyph scaled to blocks of cells is one piece in 4-neighbour moves; and every
//! glyph but the space reaches its bottom row, where the baseline strip joins it to the others.

/// Columns of a glyph.
pub const GLYPH_WIDTH: u32 = 5;
/// Rows of a glyph.
pub const GLYPH_HEIGHT: u32 = 7;

/// One glyph: its rows, top first, bit 4 the left column.
type Glyph = [u8; GLYPH_HEIGHT as usize];

const SPACE: Glyph = [0; 7];

/// `A` to `Z`.
const LETTERS: [Glyph; 26] = [
    [
        0b11111, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001,
    ], // A
    [
        0b11110, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b11110,
    ], // B
    [
        0b11111, 0b10000, 0b10000, 0b10000, 0b10000, 0b10000, 0b11111,
    ], // C
    [
        0b11110, 0b10011, 0b10001, 0b10001, 0b10001, 0b10011, 0b11110,
    ], // D
    [
        0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b11111,
    ], // E
    [
        0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b10000,
    ], // F
    [
        0b11111, 0b10000, 0b10000, 0b10111, 0b10001, 0b10001, 0b11111,
    ], // G
    [
        0b10001, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001,
    ], // H
    [
        0b11111, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b11111,
    ], // I
    [
        0b11111, 0b00010, 0b00010, 0b00010, 0b00010, 0b10010, 0b11110,
    ], // J
    [
        0b10001, 0b10011, 0b10110, 0b11100, 0b10110, 0b10011, 0b10001,
    ], // K
    [
        0b10000, 0b10000, 0b10000, 0b10000, 0b10000, 0b10000, 0b11111,
    ], // L
    [
        0b11111, 0b10101, 0b10101, 0b10101, 0b10001, 0b10001, 0b10001,
    ], // M
    [
        0b10001, 0b11001, 0b11101, 0b10101, 0b10111, 0b10011, 0b10001,
    ], // N
    [
        0b11111, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b11111,
    ], // O
    [
        0b11111, 0b10001, 0b10001, 0b11111, 0b10000, 0b10000, 0b10000,
    ], // P
    [
        0b11111, 0b10001, 0b10001, 0b10001, 0b10001, 0b11111, 0b00011,
    ], // Q
    [
        0b11111, 0b10001, 0b10001, 0b11111, 0b10110, 0b10011, 0b10001,
    ], // R
    [
        0b11111, 0b10000, 0b10000, 0b11111, 0b00001, 0b00001, 0b11111,
    ], // S
    [
        0b11111, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100,
    ], // T
    [
        0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b11111,
    ], // U
    [
        0b10001, 0b10001, 0b10001, 0b11011, 0b01010, 0b01110, 0b00100,
    ], // V
    [
        0b10001, 0b10001, 0b10001, 0b10101, 0b10101, 0b10101, 0b11111,
    ], // W
    [
        0b10001, 0b11011, 0b01110, 0b00100, 0b01110, 0b11011, 0b10001,
    ], // X
    [
        0b10001, 0b10001, 0b11011, 0b01110, 0b00100, 0b00100, 0b00100,
    ], // Y
    [
        0b11111, 0b00011, 0b00110, 0b01100, 0b11000, 0b10000, 0b11111,
    ], // Z
];

/// `0` to `9`.
const DIGITS: [Glyph; 10] = [
    [
        0b11111, 0b10011, 0b10111, 0b10101, 0b11101, 0b11001, 0b11111,
    ], // 0, slashed
    [
        0b11100, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b11111,
    ], // 1
    [
        0b11111, 0b00001, 0b00001, 0b11111, 0b10000, 0b10000, 0b11111,
    ], // 2
    [
        0b11111, 0b00001, 0b00001, 0b01111, 0b00001, 0b00001, 0b11111,
    ], // 3
    [
        0b10001, 0b10001, 0b10001, 0b11111, 0b00001, 0b00001, 0b00001,
    ], // 4
    [
        0b11111, 0b10000, 0b11110, 0b00011, 0b00001, 0b10001, 0b11111,
    ], // 5
    [
        0b11111, 0b10000, 0b10000, 0b11111, 0b10001, 0b10001, 0b11111,
    ], // 6
    [
        0b11111, 0b00001, 0b00001, 0b00011, 0b00010, 0b00010, 0b00010,
    ], // 7
    [
        0b11111, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b11111,
    ], // 8
    [
        0b11111, 0b10001, 0b10001, 0b11111, 0b00001, 0b00001, 0b11111,
    ], // 9
];

/// The glyph of `c` (either case), or `None` for a character the font does not draw.
pub fn glyph(c: char) -> Option<&'static [u8; GLYPH_HEIGHT as usize]> {
    match c {
        ' ' => Some(&SPACE),
        'A'..='Z' => LETTERS.get((c as u8 - b'A') as usize),
        'a'..='z' => LETTERS.get((c as u8 - b'a') as usize),
        '0'..='9' => DIGITS.get((c as u8 - b'0') as usize),
        _ => None,
    }
}

/// Whether column `x` (0 left) of row `y` (0 top) of `glyph` is ink.
pub(super) fn ink(glyph: &[u8; GLYPH_HEIGHT as usize], x: u32, y: u32) -> bool {
    x < GLYPH_WIDTH
        && glyph
            .get(y as usize)
            .is_some_and(|row| row >> (GLYPH_WIDTH - 1 - x) & 1 == 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The ink of a glyph as (x, y) pixels.
    fn pixels(g: &[u8; 7]) -> Vec<(u32, u32)> {
        (0..GLYPH_HEIGHT)
            .flat_map(|y| (0..GLYPH_WIDTH).map(move |x| (x, y)))
            .filter(|&(x, y)| ink(g, x, y))
            .collect()
    }

    #[test]
    fn every_glyph_is_one_piece_that_reaches_the_baseline() {
        let chars = ('A'..='Z').chain('0'..='9');
        for c in chars {
            let g = glyph(c).unwrap();
            let ink_at = pixels(g);
            assert!(ink_at.iter().any(|&(_, y)| y == GLYPH_HEIGHT - 1), "{c}");
            // A flood fill through side neighbours reaches every pixel.
            let mut seen = vec![ink_at[0]];
            let mut i = 0;
            while let Some(&(x, y)) = seen.get(i) {
                i += 1;
                for (nx, ny) in [
                    (x + 1, y),
                    (x.wrapping_sub(1), y),
                    (x, y + 1),
                    (x, y.wrapping_sub(1)),
                ] {
                    if ink(g, nx, ny) && !seen.contains(&(nx, ny)) {
                        seen.push((nx, ny));
                    }
                }
            }
            assert_eq!(seen.len(), ink_at.len(), "{c} is in pieces");
        }
    }

    #[test]
    fn glyphs_differ_and_only_letters_digits_and_space_have_one() {
        let all: Vec<char> = ('A'..='Z').chain('0'..='9').chain([' ']).collect();
        for (i, a) in all.iter().enumerate() {
            for b in &all[i + 1..] {
                assert_ne!(glyph(*a), glyph(*b), "{a} and {b}");
            }
        }
        assert!(pixels(glyph(' ').unwrap()).is_empty());
        for c in ['-', '_', '!', 'é', '\0', '@', '[', '`', '{'] {
            assert!(glyph(c).is_none(), "{c:?}");
        }
    }
}
