use super::{wall_above, wall_left_of};
use crate::maze::Grid;

/// Draws the maze with `+--+` and `|`, the entrance and exit left open.
pub fn ascii(grid: &Grid) -> String {
    let (w, h) = (grid.width(), grid.height());
    let mut out = String::with_capacity(((3 * w + 2) * (2 * h + 1)) as usize);
    for y in 0..=h {
        out.push('+');
        for x in 0..w {
            out.push_str(if wall_above(grid, x, y) { "--+" } else { "  +" });
        }
        out.push('\n');
        if y == h {
            break;
        }
        for x in 0..=w {
            out.push(if wall_left_of(grid, x, y) { '|' } else { ' ' });
            if x < w {
                out.push_str("  ");
            }
        }
        out.push('\n');
    }
    out
}

/// `ascii` with keys and doors marked: each key by its lower-case letter in its cell, each door
/// by its capital letter in the opening of its passage (docs/contract.md, "Keys and doors").
pub fn ascii_with_doors(grid: &Grid, doors: &crate::maze::doors::Doors) -> String {
    let mut bytes = ascii(grid).into_bytes();
    let w = grid.width();
    let line = (3 * w + 2) as usize;
    let at = |row: u32, col: u32| row as usize * line + col as usize;
    let mut put = |index: usize, letter: char| {
        if let (Some(byte), Ok(letter)) = (bytes.get_mut(index), u8::try_from(letter)) {
            *byte = letter;
        }
    };
    for (i, &[a, b]) in doors.doors.iter().enumerate() {
        let (low, high) = (a.min(b), a.max(b));
        let (x, y) = (low % w, low / w);
        let letter = crate::maze::doors::letter(i);
        if high == low + 1 {
            put(at(2 * y + 1, 3 * (x + 1)), letter);
        } else {
            put(at(2 * (y + 1), 3 * x + 1), letter);
        }
    }
    for (i, &cell) in doors.keys.iter().enumerate() {
        let (x, y) = (cell % w, cell / w);
        put(
            at(2 * y + 1, 3 * x + 1),
            crate::maze::doors::letter(i).to_ascii_lowercase(),
        );
    }
    String::from_utf8(bytes).unwrap_or_default()
}
