//! Where things are drawn, in maze units, for every shape: the renderer and the SVG export see
//! only line segments, arcs, points and polygons, so a new shape needs no new drawing code.

use super::Topology;

/// One wall's drawing.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Stroke {
    /// A straight segment from `(x0, y0)` to `(x1, y1)`.
    Line([f64; 4]),
    /// An arc of the circle around `(cx, cy)` with radius `r`, from angle `a0` to `a1` in
    /// radians, measured as the canvas does (from the +x axis, growing clockwise on screen with
    /// y down); `a0 < a1`, drawn clockwise, so `ctx.arc(cx, cy, r, a0, a1)` draws it.
    Arc([f64; 5]),
}

impl Stroke {
    /// Six numbers for a flat array (a `Float64Array` on the page): `0, x0, y0, x1, y1, 0`
    /// for a line, `1, cx, cy, r, a0, a1` for an arc.
    pub fn to_array(&self) -> [f64; 6] {
        match *self {
            Stroke::Line([x0, y0, x1, y1]) => [0.0, x0, y0, x1, y1, 0.0],
            Stroke::Arc([cx, cy, r, a0, a1]) => [1.0, cx, cy, r, a0, a1],
        }
    }

    /// The stroke's end points, in drawing order.
    pub fn ends(&self) -> [[f64; 2]; 2] {
        match *self {
            Stroke::Line([x0, y0, x1, y1]) => [[x0, y0], [x1, y1]],
            Stroke::Arc([cx, cy, r, a0, a1]) => [a0, a1].map(|a| {
                let (sin, cos) = super::trig::sin_cos(a);
                [cx + r * cos, cy + r * sin]
            }),
        }
    }

    /// The point halfway along the stroke.
    pub fn midpoint(&self) -> [f64; 2] {
        match *self {
            Stroke::Line([x0, y0, x1, y1]) => [(x0 + x1) / 2.0, (y0 + y1) / 2.0],
            Stroke::Arc([cx, cy, r, a0, a1]) => {
                let (sin, cos) = super::trig::sin_cos((a0 + a1) / 2.0);
                [cx + r * cos, cy + r * sin]
            }
        }
    }
}

/// Every side of every cell that has no neighbour there (the border), for shapes whose cell
/// sides are each one stroke (`side`, by cell and neighbour slot).
pub(crate) fn unshared_sides<T: Topology>(
    shape: &T,
    side: impl Fn(u32, usize) -> Stroke,
) -> Vec<Stroke> {
    let mut out = Vec::new();
    for cell in 0..shape.cells() {
        for slot in 0..T::DEGREE {
            out.extend(unshared_side(shape, cell, slot, &side));
        }
    }
    out
}

/// The side of `cell` towards neighbour slot `slot` (drawn by `side`) where the shape has no
/// neighbour there; `None` for a cell or a slot that does not exist, or a shared side.
pub(crate) fn unshared_side<T: Topology>(
    shape: &T,
    cell: u32,
    slot: usize,
    side: impl Fn(u32, usize) -> Stroke,
) -> Option<Stroke> {
    let edge = cell < shape.cells() && slot < T::DEGREE && shape.neighbor(cell, slot).is_none();
    edge.then(|| side(cell, slot))
}

/// Where a shape's walls and cells are drawn, in maze units: what the page and the exports read
/// of every shape, and of a `Layout`.
pub trait Geometry: Topology {
    /// The stroke of interior wall `wall`, `None` for any other id.
    fn wall_stroke(&self, wall: u32) -> Option<Stroke>;
    /// Every border wall, openings included: with the interior walls, the full grid the
    /// renderer draws before it erases the erased walls and the openings.
    fn border(&self) -> Vec<Stroke>;
    /// The border walls left open: the entrance (square, hex, triangle; none for the circle,
    /// whose start is the centre) and the exit.
    fn openings(&self) -> Vec<Stroke>;
    /// The centre point of `cell`, `None` for an unknown cell.
    fn center(&self, cell: u32) -> Option<[f64; 2]>;
    /// The outline of `cell` as polygon corners (arcs approximated by short chords), for fills
    /// such as fog; empty for an unknown cell.
    fn outline(&self, cell: u32) -> Vec<[f64; 2]>;
    /// The bounding box `[x0, y0, x1, y1]` of the whole maze.
    fn bounds(&self) -> [f64; 4];
    /// The side of `cell` towards neighbour slot `slot` where the shape has no neighbour there
    /// (its border), `None` where the cell has no such side: what a region (`masked`) draws.
    fn border_side(&self, _cell: u32, _slot: usize) -> Option<Stroke> {
        None
    }

    /// The border walls of `cell` (those it has: most cells have none), in slot order: the
    /// board draws those of the cells on screen, not the whole border of a big maze.
    fn border_sides(&self, cell: u32) -> Vec<Stroke> {
        let mut sides = Vec::new();
        for slot in 0..Self::DEGREE {
            sides.extend(self.border_side(cell, slot));
        }
        sides
    }

    /// What the board fits its view to with the ball on `cell`: the maze's bounds (a floors
    /// maze: the ball's floor).
    fn view_bounds(&self, _cell: u32) -> [f64; 4] {
        self.bounds()
    }

    /// The cell whose outline holds maze point `p` (of the cells on `bounds`' floor or maze),
    /// with the distance from `p` to the nearest side of it; `None` off the maze.
    fn cell_at(&self, p: [f64; 2], bounds: [f64; 4]) -> Option<(u32, f64)> {
        let inside = |c: &[f64; 2]| {
            c[0] >= bounds[0] && c[0] <= bounds[2] && c[1] >= bounds[1] && c[1] <= bounds[3]
        };
        // Only centres near `p` can be its cell's (every shape's cells are about a unit across):
        // a tap on a big level sorts a few cells, not all of them.
        const NEAR: f64 = 3.0;
        let mut near: Vec<(f64, u32)> = (0..self.cells())
            .filter_map(|cell| self.center(cell).filter(inside).map(|c| (c, cell)))
            .map(|(c, cell)| ((c[0] - p[0]).hypot(c[1] - p[1]), cell))
            .filter(|&(d, _)| d <= NEAR)
            .collect();
        // The cell holding `p` is among the four whose centres are nearest: taken nearest first
        // (of two as near, the lower cell, as `near` lists them), without sorting them all.
        for _ in 0..4 {
            let nearest = near
                .iter()
                .enumerate()
                .min_by(|a, b| a.1.0.total_cmp(&b.1.0))
                .map(|(i, _)| i)?;
            let (_, cell) = near.remove(nearest);
            let corners = self.outline(cell);
            if holds(&corners, p) {
                return Some((cell, side_distance(&corners, p)));
            }
        }
        None
    }

    /// The screen angle in degrees (0 east, 90 south, as y grows down) from the centre of
    /// `from` to the centre of `to`, in `0..360`.
    fn angle(&self, from: u32, to: u32) -> Option<f64> {
        let (a, b) = (self.center(from)?, self.center(to)?);
        let degrees = (b[1] - a[1]).atan2(b[0] - a[0]).to_degrees();
        Some(super::trig::in_turn(degrees))
    }
}

/// Whether the polygon `corners` holds point `p` (crossings of a ray to the east).
fn holds(corners: &[[f64; 2]], p: [f64; 2]) -> bool {
    let mut inside = false;
    for (a, b) in corners.iter().zip(corners.iter().cycle().skip(1)) {
        if (a[1] > p[1]) != (b[1] > p[1]) {
            let x = a[0] + (p[1] - a[1]) / (b[1] - a[1]) * (b[0] - a[0]);
            if p[0] < x {
                inside = !inside;
            }
        }
    }
    inside
}

/// How far point `p` lies from the nearest side of the polygon `corners`.
fn side_distance(corners: &[[f64; 2]], p: [f64; 2]) -> f64 {
    let mut best = f64::INFINITY;
    for (a, b) in corners.iter().zip(corners.iter().cycle().skip(1)) {
        let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
        let length = dx * dx + dy * dy;
        let t = if length > 0.0 {
            (((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length).clamp(0.0, 1.0)
        } else {
            0.0
        };
        let (x, y) = (a[0] + t * dx, a[1] + t * dy);
        best = best.min((p[0] - x).hypot(p[1] - y));
    }
    best
}

/// The polygon side between corners `a` and `b` as a stroke.
pub(crate) fn line(a: [f64; 2], b: [f64; 2]) -> Stroke {
    Stroke::Line([a[0], a[1], b[0], b[1]])
}

/// The centre of a unit square cell whose top-left corner is `(x, y)` (square and word mazes).
pub(super) fn unit_center((x, y): (f64, f64)) -> [f64; 2] {
    [x + 0.5, y + 0.5]
}

/// The outline of a unit square cell whose top-left corner is `(x, y)`, clockwise.
pub(super) fn unit_outline((x, y): (f64, f64)) -> Vec<[f64; 2]> {
    vec![[x, y], [x + 1.0, y], [x + 1.0, y + 1.0], [x, y + 1.0]]
}
