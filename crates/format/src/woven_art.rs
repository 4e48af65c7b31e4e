//! A woven maze as ASCII art and SVG: the square drawing, with each crossing's passage on top
//! walled across it (its rails continue) and the tunnel's walls broken there: hidden lines in
//! ASCII (`:` and `..`); in SVG a bridge as the canvas draws it (`Woven::bridge`), two rails
//! inside the open cell.

use super::svg::{CELL, Fixed, MARGIN, svg_with};
use maze::shape::{Layout, Over, Stroke, Woven};
use maze::{Grid, ShapeMaze};

/// The group that draws the crossings' bridges, in the walls' ink.
pub(crate) const BRIDGES: &str =
    "<g class=\"bridge\" stroke=\"black\" stroke-width=\"2\" stroke-linecap=\"square\">\n";

/// The walls a crossing's tunnel passes through, which are the rails of the passage on top,
/// ascending (for `binary_search`): ASCII draws them standing.
pub(crate) fn crossing_rails(woven: &Woven) -> Vec<u32> {
    let sides = woven.crossings().iter();
    let mut rails: Vec<u32> = sides
        .filter_map(|c| woven.crossing_walls(c.cell))
        .flat_map(|(_, tunnel)| tunnel)
        .collect();
    rails.sort_unstable();
    rails
}

/// Every crossing's bridge (`Woven::bridge`), each stroke as `line` writes it.
pub(crate) fn bridge_lines(woven: &Woven, line: impl Fn(&Stroke) -> String) -> String {
    let crossings = woven.crossings().iter();
    let strokes = crossings.filter_map(|c| woven.bridge(c.cell)).flatten();
    strokes.map(|stroke| line(&stroke)).collect()
}

/// The wall bytes to draw: every erased wall open, but the rails (`crossing_rails`) when
/// `rails` (ASCII draws them as walls; SVG draws bridges over the open cells).
fn drawn_grid(woven: &Woven, maze: &ShapeMaze, rails: bool) -> Option<Grid> {
    let mut grid = Grid::full(woven.width(), woven.height()).ok()?;
    let rails = if rails {
        crossing_rails(woven)
    } else {
        Vec::new()
    };
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
    let grid = drawn_grid(woven, maze, true)?;
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

/// The woven maze as `format::svg` draws a square, each crossing drawn as a bridge (class
/// `bridge`); `None` for another layout (a woven drawing is `shape_svg`'s).
pub fn woven_svg(maze: &ShapeMaze, solution: Option<&[u32]>, caption: &str) -> Option<String> {
    let Layout::Woven(woven) = &maze.layout else {
        return None;
    };
    let grid = drawn_grid(woven, maze, false)?;
    let px = |v: f64| Fixed(v * f64::from(CELL) + f64::from(MARGIN));
    let mut extra = String::from(BRIDGES);
    extra.push_str(&bridge_lines(woven, |stroke| match *stroke {
        Stroke::Line([x1, y1, x2, y2]) => format!(
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"/>\n",
            px(x1),
            px(y1),
            px(x2),
            px(y2)
        ),
        Stroke::Arc(_) => String::new(),
    }));
    extra.push_str("</g>\n");
    Some(svg_with(&grid, solution, caption, &extra))
}
