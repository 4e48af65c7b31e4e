//! The link's code of a drawing, the `draw=` value: its size and its painted cells packed into
//! one URL-safe string (the format is in docs/contract.md, "Drawn mazes").
//!
//! The value is the version character `1`, then bits (`bits`): the width minus one and the
//! height minus one, whether the first cell is painted (1 bit), then the lengths of the runs of
//! cells alike, row by row from the top left, each run the other state from the one before,
//! each length minus one; the runs cover the grid exactly. Numbers are order-0 Exp-Golomb
//! codes. Each drawing has exactly one code, so a code is also the drawing's name.

use super::bits::{self, Malformed, Reader, Writer};
use maze::drawing::{Drawing, DrawingError, Kept, MAX_DRAW_SIDE};

/// The format's version, the first character of every value.
pub const DRAW_VERSION: char = '1';
/// Longest `draw=` value accepted, in characters: any drawing of `MAX_DRAW_SIDE` cells a side
/// fits (a checkerboard, the worst case, takes one bit a cell).
pub const MAX_CODE_LEN: usize = 11_000;
/// The order of every Exp-Golomb number: a run of one cell takes one bit.
const ORDER: u32 = 0;

/// Why a `draw=` value was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawCodeError {
    /// The value is empty.
    Empty,
    /// The value has more than `MAX_CODE_LEN` characters (the count is given).
    TooLong(usize),
    /// The first character is not a known version.
    UnknownVersion,
    /// A character outside the URL-safe base64 alphabet (the first is given).
    BadCharacter(char),
    /// The bits end before the grid is covered.
    Truncated,
    /// A run goes past the grid's last cell, or bits are left after it.
    Leftover,
    /// The drawing itself cannot make a maze (its size, or nothing painted).
    Drawing(DrawingError),
}

impl std::fmt::Display for DrawCodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DrawCodeError::Empty => write!(f, "the drawing's code is empty"),
            DrawCodeError::TooLong(n) => write!(
                f,
                "the drawing's code has {n} characters, more than the {MAX_CODE_LEN} allowed"
            ),
            DrawCodeError::UnknownVersion => {
                write!(
                    f,
                    "the drawing's code is of a version this page does not know"
                )
            }
            DrawCodeError::BadCharacter(c) => write!(
                f,
                "the drawing's code has the character {}",
                crate::quote::quoted_char(*c)
            ),
            DrawCodeError::Truncated => write!(f, "the drawing's code is cut short"),
            DrawCodeError::Leftover => write!(f, "the drawing's code runs past its grid"),
            DrawCodeError::Drawing(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for DrawCodeError {}

/// A `draw=` value as a link holds it: a code (`read`); whether it decodes to a drawing that
/// makes a maze is the link's check (`kept`), which the first paint's glance leaves to the game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DrawnCode(String);

impl DrawnCode {
    /// The code of `drawing`.
    pub fn of(drawing: &Drawing) -> DrawnCode {
        DrawnCode(encode(drawing))
    }

    /// Reads a `draw=` value: refused when it is not a code (empty, too long, of another
    /// version, a character codes never use). Whether it decodes to a drawing that makes a
    /// maze is `kept`'s to say (the link's check).
    pub fn read(text: &str) -> Result<DrawnCode, DrawCodeError> {
        sextets(text)?;
        Ok(DrawnCode(text.to_owned()))
    }

    /// The code, as the link writes it.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Its drawing (`None` for a code that does not decode, which the link's check refuses).
    pub fn to_drawing(&self) -> Option<Drawing> {
        decode(&self.0).ok()
    }

    /// The piece of its drawing that the maze fills, or why there is none.
    pub fn kept(&self) -> Result<Kept, DrawCodeError> {
        decode(&self.0)?.kept().map_err(DrawCodeError::Drawing)
    }
}

/// The `draw=` value of `drawing`.
pub fn encode(drawing: &Drawing) -> String {
    let mut bits = Writer::default();
    bits.number::<ORDER>(u64::from(drawing.width() - 1));
    bits.number::<ORDER>(u64::from(drawing.height() - 1));
    let cells = drawing.cells();
    let first = cells.first().copied().unwrap_or(false);
    bits.push(u64::from(first), 1);
    let mut run = 0u64;
    let mut state = first;
    for &cell in cells {
        if cell == state {
            run += 1;
        } else {
            bits.number::<ORDER>(run - 1);
            (state, run) = (cell, 1);
        }
    }
    bits.number::<ORDER>(run.saturating_sub(1));
    bits.finish(DRAW_VERSION)
}

/// Reads a `draw=` value into its drawing.
pub fn decode(text: &str) -> Result<Drawing, DrawCodeError> {
    let sextets = sextets(text)?;
    let mut bits = Reader::new(&sextets);
    let mut side = || -> Result<u32, DrawCodeError> {
        let n = bits.number::<ORDER>().ok_or(DrawCodeError::Truncated)?;
        match u32::try_from(n.saturating_add(1)) {
            Ok(n) if n <= MAX_DRAW_SIDE => Ok(n),
            _ => Err(DrawCodeError::Drawing(DrawingError::Size {
                width: MAX_DRAW_SIDE + 1,
                height: MAX_DRAW_SIDE + 1,
            })),
        }
    };
    let (width, height) = (side()?, side()?);
    let total = width as usize * height as usize;
    let mut state = bits.take(1).ok_or(DrawCodeError::Truncated)? == 1;
    let mut cells = Vec::with_capacity(total);
    while cells.len() < total {
        let run = bits.number::<ORDER>().ok_or(DrawCodeError::Truncated)?;
        let run = usize::try_from(run.saturating_add(1)).unwrap_or(usize::MAX);
        if run > total - cells.len() {
            return Err(DrawCodeError::Leftover);
        }
        cells.resize(cells.len() + run, state);
        state = !state;
    }
    if !bits.only_padding() {
        return Err(DrawCodeError::Leftover);
    }
    Drawing::new(width, height, cells).map_err(DrawCodeError::Drawing)
}

/// The six-bit values of a value's characters after its version, or why it is malformed.
fn sextets(text: &str) -> Result<Vec<u8>, DrawCodeError> {
    bits::sextets(text, DRAW_VERSION, MAX_CODE_LEN).map_err(|e| match e {
        Malformed::Empty => DrawCodeError::Empty,
        Malformed::TooLong(n) => DrawCodeError::TooLong(n),
        Malformed::UnknownVersion => DrawCodeError::UnknownVersion,
        Malformed::BadCharacter(c) => DrawCodeError::BadCharacter(c),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn drawing(width: u32, rows: &str) -> Drawing {
        let cells: Vec<bool> = rows
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| c == '#')
            .collect();
        Drawing::new(width, cells.len() as u32 / width, cells).unwrap()
    }

    #[test]
    fn a_known_drawing_is_written_bit_for_bit() {
        // 3×2: width-1 = 2 → 011, height-1 = 1 → 010, first painted → 1, runs 1, 1, 4 (the
        // last four cells alike) → 1, 1, 00100: 011 010 1 1 1 00100 → 011010 111001 00 + pad.
        let d = drawing(3, "#.# ###");
        let code = encode(&d);
        assert_eq!(code, "1a5A");
        assert_eq!(decode(&code), Ok(d));
    }

    #[test]
    fn bad_forms_are_refused_each_with_its_error() {
        assert_eq!(decode(""), Err(DrawCodeError::Empty));
        assert_eq!(decode("2a5A"), Err(DrawCodeError::UnknownVersion));
        assert_eq!(decode("1a5*"), Err(DrawCodeError::BadCharacter('*')));
        assert_eq!(decode("1a"), Err(DrawCodeError::Truncated));
        assert_eq!(decode("1a5AA"), Err(DrawCodeError::Leftover));
        let long = format!("1{}", "A".repeat(MAX_CODE_LEN));
        assert_eq!(decode(&long), Err(DrawCodeError::TooLong(MAX_CODE_LEN + 1)));
        // All unpainted: 2×1, first 0, one run of 2.
        let mut bits = Writer::default();
        for n in [1, 0] {
            bits.number::<ORDER>(n);
        }
        bits.push(0, 1);
        bits.number::<ORDER>(1);
        let blank = bits.finish(DRAW_VERSION);
        assert_eq!(
            decode(&blank),
            Err(DrawCodeError::Drawing(DrawingError::Empty))
        );
    }

    #[test]
    fn the_largest_drawing_fits_in_a_link() {
        let checker: Vec<bool> = (0..MAX_DRAW_SIDE * MAX_DRAW_SIDE)
            .map(|i| (i % MAX_DRAW_SIDE + i / MAX_DRAW_SIDE).is_multiple_of(2))
            .collect();
        let d = Drawing::new(MAX_DRAW_SIDE, MAX_DRAW_SIDE, checker).unwrap();
        let code = encode(&d);
        assert!(code.len() <= MAX_CODE_LEN, "{}", code.len());
        assert_eq!(decode(&code), Ok(d));
    }
}
