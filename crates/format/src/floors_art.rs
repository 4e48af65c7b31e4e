//! Mazes of several floors as text: the JSON's wall bytes, ASCII art (the floors one under
//! another) and the stair marks of the SVG.

use maze::ShapeMaze;
use maze::shape::{Geometry, Topology};

/// One byte per cell: bit 0 a wall on its east side, bit 1 on its south side, bit 2 between it
/// and the cell above (always set on the top floor); border sides always set.
pub fn floors_walls(maze: &ShapeMaze) -> Option<Vec<u8>> {
    let floors = maze.layout.floors_of()?;
    let cells = floors.floor_cells() * floors.count();
    Some(
        (0..cells)
            .map(|cell| {
                (0..3u32).fold(0u8, |byte, kind| {
                    let wall = 3 * cell + kind;
                    let open = maze.layout.wall_cells(wall).is_some() && maze.is_open(wall);
                    if open { byte } else { byte | 1 << kind }
                })
            })
            .collect(),
    )
}

/// The floors one under another, ground floor first, each under its name, drawn with `+--+`
/// and `|`; a cell with stairs up shows `<`, with stairs down `>`. The entrance (west of the
/// ground floor's first cell) and the exit (east of the top floor's last cell) are open.
pub fn floors_ascii(maze: &ShapeMaze) -> Option<String> {
    let floors = maze.layout.floors_of()?;
    let walls = floors_walls(maze)?;
    let (w, h, count) = (floors.width(), floors.height(), floors.count());
    let byte = |f: u32, x: u32, y: u32| {
        let cell = f * floors.floor_cells() + y * w + x;
        walls.get(cell as usize).copied().unwrap_or(7)
    };
    let mut out = String::new();
    for f in 0..count {
        out.push_str(&text::floor_label(f, count));
        out.push('\n');
        for y in 0..=h {
            out.push('+');
            for x in 0..w {
                let wall = y == 0 || y == h || byte(f, x, y - 1) & 2 != 0;
                out.push_str(if wall { "--+" } else { "  +" });
            }
            out.push('\n');
            if y == h {
                break;
            }
            let entrance = f == 0 && y == 0;
            out.push(if entrance { ' ' } else { '|' });
            for x in 0..w {
                let up = byte(f, x, y) & 4 == 0;
                let down = f > 0 && byte(f - 1, x, y) & 4 == 0;
                out.push(if up { '<' } else { ' ' });
                out.push(if down { '>' } else { ' ' });
                let exit = f + 1 == count && y + 1 == h && x + 1 == w;
                let east = x + 1 == w || byte(f, x, y) & 1 != 0;
                out.push(if east && !exit { '|' } else { ' ' });
            }
            out.push('\n');
        }
    }
    Some(out)
}

/// The stairs of a floors maze as SVG marks, through `px` (maze units to pixels): a triangle
/// pointing up in the top half of a cell with stairs up, pointing down in the bottom half of a
/// cell with stairs down. Empty for any other maze.
pub fn stair_marks(maze: &ShapeMaze, px: impl Fn(f64, f64) -> (f64, f64)) -> String {
    let Some(floors) = maze.layout.floors_of() else {
        return String::new();
    };
    let mut out = String::from("<g class=\"stairs\" fill=\"#555\" stroke=\"none\">\n");
    // A triangle on the centre's side `side` (-1 above, 1 below), its tip away from the centre.
    let mut mark = |[cx, cy]: [f64; 2], side: f64| {
        let points: Vec<String> = [(-0.2, 0.05), (0.2, 0.05), (0.0, 0.35)]
            .iter()
            .map(|&(ox, oy)| {
                let (x, y) = px(cx + ox, cy + side * oy);
                format!("{},{}", super::svg::Fixed(x), super::svg::Fixed(y))
            })
            .collect();
        out.push_str(&format!("<polygon points=\"{}\"/>\n", points.join(" ")));
    };
    let below = floors.floor_cells();
    for cell in 0..below * floors.count() {
        let Some(center) = maze.layout.center(cell) else {
            continue;
        };
        if maze.layout.wall_cells(3 * cell + 2).is_some() && maze.is_open(3 * cell + 2) {
            mark(center, -1.0);
        }
        if cell >= below && maze.is_open(3 * (cell - below) + 2) {
            mark(center, 1.0);
        }
    }
    out.push_str("</g>\n");
    out
}
