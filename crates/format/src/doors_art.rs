//! Keys and doors drawn by the command line (docs/contract.md, "Keys and doors"): letters in
//! ASCII, and in SVG each door a bar of its colour across its passage with its capital letter,
//! each key a ring of the same colour with its lower-case letter (shape and letter tell them
//! apart without colour).

use super::svg::Fixed;
use maze::doors::{Doors, letter};
use maze::shape::{Geometry, Topology};
use maze::{Grid, ShapeMaze};

/// `ascii` with keys and doors marked: each key by its lower-case letter in its cell, each door
/// by its capital letter in the opening of its passage (docs/contract.md, "Keys and doors").
pub fn ascii_with_doors(grid: &Grid, doors: &Doors) -> String {
    let w = grid.width();
    mark(
        &super::ascii(grid),
        &art_marks(doors, |c| Some((0, c % w, c / w))),
    )
}

/// Any ASCII art of square cells (a square's, a word's or a floors maze's) with keys and doors
/// marked as `ascii_with_doors` marks them: `None` for a maze drawn otherwise.
pub fn doors_ascii(maze: &ShapeMaze, doors: &Doors) -> Option<String> {
    let layout = &maze.layout;
    if let Some(floors) = layout.floors_of() {
        let (w, h, per) = (floors.width(), floors.height(), floors.floor_cells());
        // Each floor under its name: a line for the name, then its grid.
        let at = |c: u32| Some(((c / per) * (2 * h + 2) + 1, (c % per) % w, (c % per) / w));
        return Some(mark(&super::floors_ascii(maze)?, &art_marks(doors, at)));
    }
    if let maze::shape::Layout::Masked(masked) = layout {
        let w = masked.width();
        let at = |c: u32| masked.grid_cell(c).map(|g| (0, g % w, g / w));
        return Some(mark(&super::mask_ascii(maze)?, &art_marks(doors, at)));
    }
    maze.grid().map(|grid| ascii_with_doors(&grid, doors))
}

/// Where the letters go in an art of square cells, `at(cell)` giving the first line of the cell's
/// grid and its column and row: a key in its cell, a door in its passage's opening (on a stair,
/// in the lower cell, over its `<`).
fn art_marks(doors: &Doors, at: impl Fn(u32) -> Option<(u32, u32, u32)>) -> Vec<(u32, u32, char)> {
    let mut marks = Vec::new();
    for (i, &[a, b]) in doors.doors.iter().enumerate() {
        let (Some((ta, xa, ya)), Some((tb, xb, yb))) = (at(a), at(b)) else {
            continue;
        };
        let (top, x, y) = (ta.min(tb), xa.min(xb), ya.min(yb));
        marks.push(match (ta == tb, ya == yb) {
            (false, _) => (top + 2 * y + 1, 3 * x + 1, letter(i)),
            (true, true) => (top + 2 * y + 1, 3 * x + 3, letter(i)),
            (true, false) => (top + 2 * y + 2, 3 * x + 1, letter(i)),
        });
    }
    for (i, &cell) in doors.keys.iter().enumerate() {
        if let Some((top, x, y)) = at(cell) {
            marks.push((top + 2 * y + 1, 3 * x + 1, letter(i).to_ascii_lowercase()));
        }
    }
    marks
}

/// `art` with each mark's letter at its line and column (a short line padded with spaces).
fn mark(art: &str, marks: &[(u32, u32, char)]) -> String {
    let mut lines: Vec<Vec<char>> = art.lines().map(|l| l.chars().collect()).collect();
    for &(row, col, letter) in marks {
        if let Some(line) = lines.get_mut(row as usize) {
            if line.len() <= col as usize {
                line.resize(col as usize + 1, ' ');
            }
            if let Some(slot) = line.get_mut(col as usize) {
                *slot = letter;
            }
        }
    }
    let mut out: String = lines
        .iter()
        .map(|l| l.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join("\n");
    out.push('\n');
    out
}

/// Each door's and key's colour, by letter: red, blue, green, purple (readable on white).
const COLOURS: [&str; 4] = ["#c0392b", "#1f6fb2", "#1e8449", "#8e44ad"];

/// The doors and keys of `maze` as SVG elements, `px` placing a maze unit's point: a door on
/// a stair (which has no wall to draw) is a square on the stair's lower cell.
pub fn door_marks(maze: &ShapeMaze, doors: &Doors, px: impl Fn(f64, f64) -> (f64, f64)) -> String {
    let layout = &maze.layout;
    let colour = |i: usize| COLOURS.get(i % COLOURS.len()).copied().unwrap_or("black");
    let centre = |c: u32| layout.center(c).map(|[x, y]| px(x, y));
    let text = |(x, y): (f64, f64), i: usize, t: char| {
        format!(
            "<text x=\"{}\" y=\"{}\" font-family=\"sans-serif\" font-size=\"9\" font-weight=\"bold\" \
             text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"{}\">{t}</text>\n",
            Fixed(x),
            Fixed(y),
            colour(i)
        )
    };
    let mut out = String::from("<g class=\"doors\">\n");
    for (i, &[a, b]) in doors.doors.iter().enumerate() {
        let wall = layout.neighbors(a).find(|n| n.cell == b).map(|n| n.wall);
        let stroke = wall.and_then(|w| layout.wall_stroke(w));
        let mid = match stroke.map(|s| s.ends()) {
            Some([[ax, ay], [bx, by]]) => {
                let ((ax, ay), (bx, by)) = (px(ax, ay), px(bx, by));
                out.push_str(&format!(
                    "<line class=\"door\" x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{}\" \
                     stroke-width=\"5\"/>\n",
                    Fixed(ax),
                    Fixed(ay),
                    Fixed(bx),
                    Fixed(by),
                    colour(i)
                ));
                Some(((ax + bx) / 2.0, (ay + by) / 2.0))
            }
            None => centre(a.min(b)).inspect(|&(x, y)| {
                out.push_str(&format!(
                    "<rect class=\"door\" x=\"{}\" y=\"{}\" width=\"10\" height=\"10\" fill=\"none\" \
                     stroke=\"{}\" stroke-width=\"2\"/>\n",
                    Fixed(x - 5.0),
                    Fixed(y - 5.0),
                    colour(i)
                ));
            }),
        };
        if let Some((x, y)) = mid {
            // The capital on a white tile, so that it reads on the bar.
            out.push_str(&format!(
                "<rect x=\"{}\" y=\"{}\" width=\"9\" height=\"10\" fill=\"white\"/>\n",
                Fixed(x - 4.5),
                Fixed(y - 5.0)
            ));
            out.push_str(&text((x, y), i, letter(i)));
        }
    }
    for (i, &cell) in doors.keys.iter().enumerate() {
        if let Some((x, y)) = centre(cell) {
            out.push_str(&format!(
                "<circle class=\"key\" cx=\"{}\" cy=\"{}\" r=\"6\" fill=\"white\" stroke=\"{}\" \
                 stroke-width=\"2\"/>\n",
                Fixed(x),
                Fixed(y),
                colour(i)
            ));
            out.push_str(&text((x, y), i, letter(i).to_ascii_lowercase()));
        }
    }
    out.push_str("</g>\n");
    out
}
