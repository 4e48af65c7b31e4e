use super::{wall_above, wall_left_of};
use maze::Grid;

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
