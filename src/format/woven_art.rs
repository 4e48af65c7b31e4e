//! A woven maze as ASCII art and SVG: the square drawing, with each crossing's passage on top
//! walled across it (its rails continue) and the tunnel's walls broken there, drawn as hidden
//! lines (`:` and `..` in ASCII, dashed in SVG).

use super::svg::{CELL, MARGIN, svg_with};
use crate::maze::shape::{Layout, Over, Woven};
use crate::maze::{Grid, ShapeMaze};

/// The group that draws the walls a tunnel runs under: thin dashed lines.
pub(crate) const UNDER: &str =
    "<g class=\"under\" stroke=\"black\" stroke-width=\"1\" stroke-dasharray=\"2 2\">\n";

/// The walls a crossing's tunnel passes through, which are the rails of the passage on top
/// (drawn standing), and the passage on top's own walls, which the tunnel runs under (drawn as
/// hidden lines): every crossing's, each list ascending (for `binary_search`).
pub(crate) fn crossing_sides(woven: &Woven) -> (Vec<u32>, Vec<u32>) {
    let sides = woven.crossings().iter();
    let sides = sides.filter_map(|c| woven.crossing_walls(c.cell));
    let (over, tunnel): (Vec<[u32; 2]>, Vec<[u32; 2]>) = sides.unzip();
    let (mut rails, mut hidden) = (tunnel.concat(), over.concat());
    rails.sort_unstable();
    hidden.sort_unstable();
    (rails, hidden)
}

/// The wall bytes to draw: every erased wall open but the rails (`crossing_sides`).
fn drawn_grid(woven: &Woven, maze: &ShapeMaze) -> Option<Grid> {
    let mut grid = Grid::full(woven.width(), woven.height()).ok()?;
    let (rails, _) = crossing_sides(woven);
    for &wall in &maze.removed {
        if rails.binary_search(&wall).is_err() {
            grid.erase(wall);
        }
    }
    Some(grid)
}

/// The woven maze in `+--+` and `|` as `format::ascii` draws a square, each crossing's tunnel
/// walls as `:` (under an east–west bridge) or `..` (under a north–south one); `None` for
/// another layout (a woven drawing is `mask_ascii`'s).
pub fn woven_ascii(maze: &ShapeMaze) -> Option<String> {
    let Layout::Woven(woven) = &maze.layout else {
        return None;
    };
    let grid = drawn_grid(woven, maze)?;
    Some(mark_crossings(&super::ascii(&grid), woven))
}

/// `art` (a woven square's or woven drawing's `+--+` drawing over its bounding grid, the rails
/// standing) with each crossing's tunnel walls as `:` (under an east–west bridge) or `..`
/// (under a north–south one).
pub(crate) fn mark_crossings(art: &str, woven: &Woven) -> String {
    let mut lines: Vec<Vec<u8>> = art.lines().map(|l| l.as_bytes().to_vec()).collect();
    let w = woven.width();
    let mut put = |line: u32, column: u32, text: &[u8]| {
        if let Some(row) = lines.get_mut(line as usize) {
            for (i, &b) in text.iter().enumerate() {
                if let Some(byte) = row.get_mut(column as usize + i) {
                    *byte = b;
                }
            }
        }
    };
    for crossing in woven.crossings() {
        let (x, y) = (crossing.cell % w, crossing.cell / w);
        match crossing.over {
            Over::Horizontal => {
                put(2 * y + 1, 3 * x, b":");
                put(2 * y + 1, 3 * x + 3, b":");
            }
            Over::Vertical => {
                put(2 * y, 3 * x + 1, b"..");
                put(2 * y + 2, 3 * x + 1, b"..");
            }
        }
    }
    let mut out = String::new();
    for line in lines {
        out.push_str(&String::from_utf8_lossy(&line));
        out.push('\n');
    }
    out
}

/// The woven maze as `format::svg` draws a square, each crossing's tunnel walls as thin dashed
/// lines (class `under`); `None` for another layout (a woven drawing is `shape_svg`'s).
pub fn woven_svg(maze: &ShapeMaze, solution: Option<&[u32]>, caption: &str) -> Option<String> {
    let Layout::Woven(woven) = &maze.layout else {
        return None;
    };
    let grid = drawn_grid(woven, maze)?;
    let w = woven.width();
    let px = |v: u32| v * CELL + MARGIN;
    let mut extra = String::from(UNDER);
    for crossing in woven.crossings() {
        let (x, y) = (crossing.cell % w, crossing.cell / w);
        let pairs = match crossing.over {
            Over::Horizontal => [(x, y, x, y + 1), (x + 1, y, x + 1, y + 1)],
            Over::Vertical => [(x, y, x + 1, y), (x, y + 1, x + 1, y + 1)],
        };
        for (x1, y1, x2, y2) in pairs {
            extra.push_str(&format!(
                "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"/>\n",
                px(x1),
                px(y1),
                px(x2),
                px(y2)
            ));
        }
    }
    extra.push_str("</g>\n");
    Some(svg_with(&grid, solution, caption, &extra))
}
