use super::{wall_above, wall_left_of};
use maze::Grid;

/// Pixels per cell.
pub(crate) const CELL: u32 = 16;
/// Pixels around the maze.
pub(crate) const MARGIN: u32 = 16;
const CAPTION: u32 = 24;

/// A printable SVG: one line per straight run of standing wall, the openings left out, an
/// optional solution path, and `caption` written under the maze.
pub fn svg(grid: &Grid, solution: Option<&[u32]>, caption: &str) -> String {
    svg_with(grid, solution, caption, "")
}

/// `svg` with `extra` (SVG elements in the same units) drawn over the walls, under the
/// solution (a woven maze's hidden tunnel walls).
pub(crate) fn svg_with(
    grid: &Grid,
    solution: Option<&[u32]>,
    caption: &str,
    extra: &str,
) -> String {
    let (w, h) = (grid.width(), grid.height());
    let (width, height) = (w * CELL + 2 * MARGIN, h * CELL + 2 * MARGIN + CAPTION);
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {width} {height}\" \
         width=\"{width}\" height=\"{height}\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n\
         <g stroke=\"black\" stroke-width=\"2\" stroke-linecap=\"square\">\n"
    );
    let px = |v: u32| v * CELL + MARGIN;
    let mut line = |x1: u32, y1: u32, x2: u32, y2: u32| {
        let (x1, y1, x2, y2) = (px(x1), px(y1), px(x2), px(y2));
        out.push_str(&format!(
            "<line x1=\"{x1}\" y1=\"{y1}\" x2=\"{x2}\" y2=\"{y2}\"/>\n"
        ));
    };
    for y in 0..=h {
        runs(w, |x| wall_above(grid, x, y), |a, b| line(a, y, b, y));
    }
    for x in 0..=w {
        runs(h, |y| wall_left_of(grid, x, y), |a, b| line(x, a, x, b));
    }
    out.push_str("</g>\n");
    out.push_str(extra);
    if let Some(path) = solution.filter(|p| !p.is_empty()) {
        out.push_str(
            "<polyline class=\"solution\" fill=\"none\" stroke=\"#c0392b\" stroke-width=\"3\" \
             stroke-linejoin=\"round\" points=\"",
        );
        for (i, &c) in path.iter().enumerate() {
            let (x, y) = (c % w, c / w);
            let gap = if i == 0 { "" } else { " " };
            out.push_str(&format!("{gap}{},{}", px(x) + CELL / 2, px(y) + CELL / 2));
        }
        out.push_str("\"/>\n");
    }
    out.push_str(&format!(
        "<text x=\"{}\" y=\"{}\" font-family=\"sans-serif\" font-size=\"14\">{}</text>\n</svg>\n",
        MARGIN,
        h * CELL + 2 * MARGIN + CAPTION / 2,
        escape(caption)
    ));
    out
}

/// Calls `emit(start, end)` for every maximal run of `len` positions where `stands` holds.
fn runs(len: u32, stands: impl Fn(u32) -> bool, mut emit: impl FnMut(u32, u32)) {
    let mut start = None;
    for i in 0..=len {
        match (start, i < len && stands(i)) {
            (None, true) => start = Some(i),
            (Some(s), false) => {
                emit(s, i);
                start = None;
            }
            _ => {}
        }
    }
}

/// Escapes text for an SVG text node.
pub(crate) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            _ => out.push(c),
        }
    }
    out
}

/// A coordinate with two decimals, written with integer arithmetic: formatting an `f64` would
/// bring float printing (about 15 KB) into the wasm the page downloads.
pub(crate) struct Fixed(pub(crate) f64);

impl std::fmt::Display for Fixed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let hundredths = (self.0 * 100.0).round_ties_even() as i64;
        let sign = if hundredths < 0 { "-" } else { "" };
        let abs = hundredths.unsigned_abs();
        write!(f, "{sign}{}.{:02}", abs / 100, abs % 100)
    }
}
