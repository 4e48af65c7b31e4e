//! Keys and doors drawn by the command line (docs/contract.md, "Keys and doors"): letters in
//! ASCII, and in SVG each door a bar of its colour across its passage with its capital letter,
//! each key a ring of the same colour with its lower-case letter (shape and letter tell them
//! apart without colour).

use super::svg::Fixed;
use crate::maze::doors::{Doors, letter};
use crate::maze::{Grid, ShapeMaze};

/// `ascii` with keys and doors marked: each key by its lower-case letter in its cell, each door
/// by its capital letter in the opening of its passage (docs/contract.md, "Keys and doors").
pub fn ascii_with_doors(grid: &Grid, doors: &Doors) -> String {
    let mut bytes = super::ascii(grid).into_bytes();
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
        let letter = letter(i);
        if high == low + 1 {
            put(at(2 * y + 1, 3 * (x + 1)), letter);
        } else {
            put(at(2 * (y + 1), 3 * x + 1), letter);
        }
    }
    for (i, &cell) in doors.keys.iter().enumerate() {
        let (x, y) = (cell % w, cell / w);
        put(at(2 * y + 1, 3 * x + 1), letter(i).to_ascii_lowercase());
    }
    String::from_utf8(bytes).unwrap_or_default()
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
