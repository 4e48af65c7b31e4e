use maze::ShapeMaze;
use maze::shape::{Layout, Topology};

/// Draws a word or square drawn maze with `+--+` and `|` as `ascii` draws a square, over its
/// bounding grid: only the region's cells, its walls and its border; cells outside are blank.
/// The entrance (west of the start) and the exit (east of the last cell) are left open; a
/// woven drawing's crossings are marked as `woven_ascii` marks them. `None` for any other
/// layout, a drawing on another shape included.
pub fn mask_ascii(maze: &ShapeMaze) -> Option<String> {
    let Layout::Masked(masked) = &maze.layout else {
        return None;
    };
    if masked.shape() != maze::Shape::Square {
        return None;
    }
    let (w, h) = (masked.width(), masked.height());
    let inside = |x: u32, y: u32| masked.contains(x, y);
    // A woven drawing's rails stand across its crossings (`woven_art`).
    let rails = masked.woven().map(super::woven_art::crossing_rails);
    let rails = rails.unwrap_or_default();
    let open = |wall: u32| maze.is_open(wall) && rails.binary_search(&wall).is_err();
    let at = |cell: u32| masked.grid_cell(cell).map(|g| (g % w, g / w));
    let (start, exit) = (at(0), at(maze.layout.exit()));
    let mut out = String::new();
    for y in 0..=h {
        out.push_str(&posts_row(w, y, inside, open));
        if y == h {
            break;
        }
        out.push_str(&sides_row(w, y, inside, open, [start, exit]));
    }
    Some(match masked.woven() {
        Some(woven) => super::woven_art::mark_crossings(&out, woven),
        None => out,
    })
}

/// The line above row `y` (below the last row when `y` is the height): a post wherever a
/// region cell touches the corner, and `--` where a wall stands between the cells above and
/// below.
fn posts_row(
    w: u32,
    y: u32,
    inside: impl Fn(u32, u32) -> bool,
    open: impl Fn(u32) -> bool,
) -> String {
    let mut line = String::new();
    for x in 0..=w {
        let near = [(x, y), (x.wrapping_sub(1), y)]
            .into_iter()
            .chain([
                (x, y.wrapping_sub(1)),
                (x.wrapping_sub(1), y.wrapping_sub(1)),
            ])
            .any(|(a, b)| inside(a, b));
        line.push(if near { '+' } else { ' ' });
        if x < w {
            let (above, below) = (y > 0 && inside(x, y - 1), inside(x, y));
            // The wall below the cell above: interior when both sides are region.
            let wall = above && below && !open(2 * ((y - 1) * w + x) + 1);
            line.push_str(if wall || above != below { "--" } else { "  " });
        }
    }
    let mut line = line.trim_end().to_owned();
    line.push('\n');
    line
}

/// Row `y`'s cells: `|` where a wall stands between two cells, or at the region's edge but at
/// the entrance (west of `start`) and the exit (east of `exit`).
fn sides_row(
    w: u32,
    y: u32,
    inside: impl Fn(u32, u32) -> bool,
    open: impl Fn(u32) -> bool,
    [start, exit]: [Option<(u32, u32)>; 2],
) -> String {
    let mut line = String::new();
    for x in 0..=w {
        let (left, right) = (x > 0 && inside(x - 1, y), inside(x, y));
        let opening = (right && start == Some((x, y))) || (left && exit == Some((x - 1, y)));
        let wall = left && right && !open(2 * (y * w + x - 1));
        line.push(if (wall || left != right) && !opening {
            '|'
        } else {
            ' '
        });
        if x < w {
            line.push_str("  ");
        }
    }
    let mut line = line.trim_end().to_owned();
    line.push('\n');
    line
}
