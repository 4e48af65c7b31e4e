//! The wall pieces the eye might see: every closed side of the cells reached from the ball's
//! through open passages within sight, each arc cut into short straight pieces. A cell that no
//! open way reaches within sight cannot be seen, since the line to it would cross a wall.

use crate::cells::Cells;
use maze::shape::Stroke;
use maze::shape::trig::sin_cos;
use std::collections::VecDeque;

/// What a piece of wall is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum What {
    /// An interior wall the generator left standing.
    Wall,
    /// The maze's outer edge.
    Border,
    /// The exit's opening in the border.
    Exit,
}

/// A straight piece of wall on the floor plan, from `a` to `b` in maze units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Piece {
    /// One end.
    pub a: [f64; 2],
    /// The other end.
    pub b: [f64; 2],
    /// What it is.
    pub what: What,
    /// Its interior wall's id (`None` on the border).
    pub wall: Option<u32>,
}

/// The pieces near the ball, and the cells they were gathered from.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Nearby {
    /// Every piece, each once.
    pub pieces: Vec<Piece>,
    /// The cells reached, the ball's first.
    pub cells: Vec<u32>,
    /// The same cells in ascending order, for `holds`.
    sorted: Vec<u32>,
}

/// Arcs are drawn as chords of at most this angle (radians): 7.5°.
const CHORD: f64 = std::f64::consts::PI / 24.0;

/// A stroke as straight pieces: a line whole, an arc as short chords.
pub fn chords(stroke: &Stroke) -> Vec<[[f64; 2]; 2]> {
    match *stroke {
        Stroke::Line([x0, y0, x1, y1]) => vec![[[x0, y0], [x1, y1]]],
        Stroke::Arc([cx, cy, r, a0, a1]) => {
            let n = ((a1 - a0).abs() / CHORD).ceil().max(1.0) as u32;
            let point = |i: u32| {
                let (sin, cos) = sin_cos(a0 + (a1 - a0) * f64::from(i) / f64::from(n));
                [cx + r * cos, cy + r * sin]
            };
            (0..n).map(|i| [point(i), point(i + 1)]).collect()
        }
    }
}

/// Adds `x` to the sorted `set`; whether it was new.
fn insert(set: &mut Vec<u32>, x: u32) -> bool {
    match set.binary_search(&x) {
        Ok(_) => false,
        Err(at) => {
            set.insert(at, x);
            true
        }
    }
}

impl Nearby {
    /// The pieces seen from `cell` within `reach` units of its centre: `open(wall)` says whether
    /// an interior wall was erased (a locked door is a closed wall here).
    pub fn around(cells: &dyn Cells, cell: u32, reach: f64, open: &dyn Fn(u32) -> bool) -> Nearby {
        let mut scene = Nearby::default();
        let Some(origin) = cells.centre(cell) else {
            return scene;
        };
        let exit = cells.exit_middle();
        let near = |c: u32| {
            cells
                .centre(c)
                .is_some_and(|p| (p[0] - origin[0]).hypot(p[1] - origin[1]) <= reach + 1.0)
        };
        // Sorted, for a search: a few hundred cells at most.
        let mut reached: Vec<u32> = vec![cell];
        let mut walls: Vec<u32> = Vec::new();
        let mut queue = VecDeque::from([cell]);
        while let Some(at) = queue.pop_front() {
            scene.cells.push(at);
            for slot in 0..cells.slots() {
                let Some((stroke, through)) = cells.side(at, slot) else {
                    continue;
                };
                match through {
                    Some((wall, next)) if open(wall) => {
                        if near(next) && insert(&mut reached, next) {
                            queue.push_back(next);
                        }
                    }
                    Some((wall, _)) => {
                        if insert(&mut walls, wall) {
                            scene.add(&stroke, What::Wall, Some(wall));
                        }
                    }
                    None => {
                        let m = stroke.midpoint();
                        let is_exit = exit.is_some_and(|e| (e[0] - m[0]).hypot(e[1] - m[1]) < 1e-6);
                        let what = if is_exit { What::Exit } else { What::Border };
                        scene.add(&stroke, what, None);
                    }
                }
            }
        }
        scene.sorted = reached;
        scene
    }

    /// Whether `cell` was reached.
    pub fn holds(&self, cell: u32) -> bool {
        self.sorted.binary_search(&cell).is_ok()
    }

    fn add(&mut self, stroke: &Stroke, what: What, wall: Option<u32>) {
        for [a, b] in chords(stroke) {
            self.pieces.push(Piece { a, b, what, wall });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use maze::Layout;

    #[test]
    fn a_closed_cell_gives_its_four_sides_and_open_walls_let_sight_through() {
        // Three columns, two rows; walls 0 and 2 are the east sides of cells 0 and 1.
        let square = Layout::square(3, 2).unwrap();
        let shut = Nearby::around(&square, 0, 10.0, &|_| false);
        assert_eq!(shut.cells, vec![0]);
        assert_eq!(
            shut.pieces.len(),
            4,
            "two border sides, the walls to cells 1 and 3"
        );
        let row = Nearby::around(&square, 0, 10.0, &|w| w == 0 || w == 2);
        assert_eq!(row.cells, vec![0, 1, 2]);
        assert_eq!(
            row.pieces.len(),
            3 + 3 + 2,
            "north and south of each, both ends"
        );
        assert!(row.pieces.iter().all(|p| p.what != What::Exit));
        let all = Nearby::around(&square, 0, 10.0, &|_| true);
        assert_eq!(all.cells.len(), 6);
        assert_eq!(
            all.pieces.iter().filter(|p| p.what == What::Exit).count(),
            1
        );
        // A cell whose centre is more than a unit past reach is not gathered.
        assert_eq!(
            Nearby::around(&square, 0, 0.2, &|_| true).cells,
            vec![0, 1, 3]
        );
    }
}
