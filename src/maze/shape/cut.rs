//! A drawn maze on a hex, triangle or circle shape: the cells of the shape, at the level's size,
//! whose centres fall on the drawing's kept piece (`Drawing::kept`), fitted into the shape's
//! bounding box with its aspect kept and centred. Of those cells only the largest part that the
//! shape joins is kept (the first in cell order among equals).
//!
//! The generators see the kept cells only, numbered `0..N` in the shape's own order, so the
//! start is the first kept cell and the exit the last. Wall ids are the shape's, and only walls
//! between two kept cells are interior; the neighbour order and the ways are the shape's.
//! Outside the generators, cells are named by the shape's ids (`base_cell`), as a word maze
//! names its cells by their grid ids. Which cells are in depends on the centres alone, computed
//! with the four basic operations only (`exact_center`), so every platform agrees.

use super::geometry::{Geometry, Stroke};
use super::ways::Compass;
use super::{Circle, Hex, MAX_DEGREE, Shape, Topology, Triangle};
use crate::maze::drawing::{Drawing, Kept};
use crate::maze::graph::WallSet;

/// Marks a shape's cell that is not kept, in `cut_of`.
const OUTSIDE: u32 = u32::MAX;

/// The shape a drawing is cut from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Base {
    /// Hexagons.
    Hex(Hex),
    /// Triangles.
    Triangle(Triangle),
    /// Rings.
    Circle(Circle),
}

/// Runs `$body` with `$b` bound to the concrete shape inside `$base`.
macro_rules! on_base {
    ($base:expr, $b:ident => $body:expr) => {
        match $base {
            Base::Hex($b) => $body,
            Base::Triangle($b) => $body,
            Base::Circle($b) => $body,
        }
    };
}

/// Why a drawing makes no maze of a shape at a size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooThin {
    /// The shape asked for.
    pub shape: Shape,
    /// Its size (rows, or rings for the circle).
    pub size: u32,
}

impl std::fmt::Display for TooThin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the drawing covers no two joined cells of a {} maze of {} {}; paint thicker \
             parts or play a bigger size",
            self.shape.name(),
            self.size,
            self.shape.size_unit()
        )
    }
}

impl std::error::Error for TooThin {}

/// A drawing's cells of a shape, as a graph.
#[derive(Clone, Debug, PartialEq)]
pub struct Cut {
    base: Base,
    drawing: Drawing,
    /// Smaller parts left out: the drawing's own, and the shape's parts beside the kept one.
    parts_dropped: u32,
    /// The shape's id of each kept cell, ascending.
    base_of: Vec<u32>,
    /// The kept cell of each of the shape's cells, or `OUTSIDE`.
    cut_of: Vec<u32>,
    interior: u64,
    bounds: [f64; 4],
}

impl Cut {
    /// The maze of a drawing's kept piece on `base`, or `TooThin` when no two joined cells of
    /// the shape have their centres on it.
    pub fn new(base: Base, kept: &Kept) -> Result<Cut, TooThin> {
        let on = on_base!(&base, b => fitted_cells(b, &kept.drawing));
        let (part, others) = on_base!(&base, b => largest_part(b, &on));
        let too_thin = || TooThin {
            shape: base.shape(),
            size: base.size(),
        };
        if part.len() < 2 {
            return Err(too_thin());
        }
        let total = on_base!(&base, b => b.cells());
        let mut cut_of = vec![OUTSIDE; total as usize];
        for (i, &cell) in part.iter().enumerate() {
            if let Some(slot) = cut_of.get_mut(cell as usize) {
                *slot = i as u32;
            }
        }
        let mut cut = Cut {
            base,
            drawing: kept.drawing.clone(),
            parts_dropped: kept.pieces_dropped + others,
            base_of: part,
            cut_of,
            interior: 0,
            bounds: [0.0; 4],
        };
        let mut interior = 0;
        cut.for_each_interior_wall(|_| interior += 1);
        cut.interior = interior;
        cut.bounds = cut.kept_bounds();
        Ok(cut)
    }

    /// The shape cut from.
    pub fn shape(&self) -> Shape {
        self.base.shape()
    }

    /// The shape's size: rows, or rings for the circle.
    pub fn size(&self) -> u32 {
        self.base.size()
    }

    /// The kept drawing (cropped to its piece).
    pub fn drawing(&self) -> &Drawing {
        &self.drawing
    }

    /// How many smaller parts were left out, of the drawing or of the shape's cells on it.
    pub fn parts_left_out(&self) -> u32 {
        self.parts_dropped
    }

    /// The shape's id of kept cell `cell`.
    pub fn base_cell(&self, cell: u32) -> Option<u32> {
        self.base_of.get(cell as usize).copied()
    }

    /// The shape's ids of the kept cells, ascending.
    pub fn base_cells(&self) -> &[u32] {
        &self.base_of
    }

    fn cut_cell(&self, base: u32) -> Option<u32> {
        self.cut_of
            .get(base as usize)
            .copied()
            .filter(|&c| c != OUTSIDE)
    }

    /// The sides of kept cell `cell` with no kept cell beyond: walls towards cells left out,
    /// and the shape's own border.
    fn open_sides(&self, cell: u32) -> Vec<Stroke> {
        let Some(g) = self.base_cell(cell) else {
            return Vec::new();
        };
        on_base!(&self.base, b => (0..MAX_DEGREE)
            .filter_map(|slot| match b.neighbor(g, slot) {
                Some((_, next)) if self.cut_cell(next).is_some() => None,
                Some((wall, _)) => b.wall_stroke(wall),
                None => b.border_side(g, slot),
            })
            .collect())
    }

    /// The box around the kept cells' outlines.
    fn kept_bounds(&self) -> [f64; 4] {
        let mut out = [f64::MAX, f64::MAX, f64::MIN, f64::MIN];
        for cell in 0..self.cells() {
            for [x, y] in self.outline(cell) {
                out = [out[0].min(x), out[1].min(y), out[2].max(x), out[3].max(y)];
            }
        }
        out
    }
}

impl Base {
    /// Which shape this is.
    pub fn shape(&self) -> Shape {
        match self {
            Base::Hex(_) => Shape::Hex,
            Base::Triangle(_) => Shape::Triangle,
            Base::Circle(_) => Shape::Circle,
        }
    }

    /// The size it was made with: rows, or rings for the circle.
    pub fn size(&self) -> u32 {
        match self {
            Base::Hex(h) => h.rows(),
            Base::Triangle(t) => t.rows(),
            Base::Circle(c) => c.rings(),
        }
    }
}

/// Where a shape's cells are for the cut: their centres, computed the same on every platform.
pub(crate) trait ExactCenter: Topology + Geometry + Compass {
    /// The centre of `cell` (`Geometry::center` where that uses no sine or cosine).
    fn exact_center(&self, cell: u32) -> [f64; 2] {
        self.center(cell).unwrap_or([f64::NAN; 2])
    }
}

impl ExactCenter for Hex {}
impl ExactCenter for Triangle {}

/// Whether each of `shape`'s cells has its centre on a painted cell of `drawing`, fitted into
/// the shape's bounding box with its aspect kept, centred.
fn fitted_cells<S: ExactCenter>(shape: &S, drawing: &Drawing) -> Vec<bool> {
    let [x0, y0, x1, y1] = shape.bounds();
    let (w, h) = (f64::from(drawing.width()), f64::from(drawing.height()));
    let scale = ((x1 - x0) / w).min((y1 - y0) / h);
    let left = x0 + (x1 - x0 - scale * w) / 2.0;
    let top = y0 + (y1 - y0 - scale * h) / 2.0;
    (0..shape.cells())
        .map(|cell| {
            let [x, y] = shape.exact_center(cell);
            let (dx, dy) = (((x - left) / scale).floor(), ((y - top) / scale).floor());
            // `as` saturates, and NaN becomes 0: both land outside or on a checked cell.
            dx >= 0.0 && dy >= 0.0 && drawing.painted(dx as u32, dy as u32)
        })
        .collect()
}

/// The largest part (cells `on` that the shape joins), its cells ascending, and how many other
/// parts there were; among equal parts the one with the lowest cell.
fn largest_part<S: Topology>(shape: &S, on: &[bool]) -> (Vec<u32>, u32) {
    let mut part_of = vec![u32::MAX; on.len()];
    let (mut best, mut best_size, mut parts) = (u32::MAX, 0u32, 0u32);
    let mut stack = Vec::new();
    for start in 0..on.len() as u32 {
        let fresh = part_of.get(start as usize) == Some(&u32::MAX);
        if !fresh || on.get(start as usize) != Some(&true) {
            continue;
        }
        let id = parts;
        parts += 1;
        let mut size = 0;
        if let Some(p) = part_of.get_mut(start as usize) {
            *p = id;
        }
        stack.push(start);
        while let Some(cell) = stack.pop() {
            size += 1;
            shape.for_each_neighbor(cell, |_, _, next| {
                if let Some(p) = part_of.get_mut(next as usize)
                    && *p == u32::MAX
                    && on.get(next as usize) == Some(&true)
                {
                    *p = id;
                    stack.push(next);
                }
            });
        }
        if size > best_size {
            (best, best_size) = (id, size);
        }
    }
    if best_size == 0 {
        return (Vec::new(), 0);
    }
    let cells = (0..on.len() as u32)
        .filter(|&c| part_of.get(c as usize) == Some(&best))
        .collect();
    (cells, parts.saturating_sub(1))
}

impl Topology for Cut {
    type Walls = WallSet;
    const DEGREE: usize = MAX_DEGREE;

    fn cells(&self) -> u32 {
        self.base_of.len() as u32
    }

    fn wall_bound(&self) -> u32 {
        on_base!(&self.base, b => b.wall_bound())
    }

    fn interior_walls(&self) -> u64 {
        self.interior
    }

    fn for_each_interior_wall(&self, mut f: impl FnMut(u32)) {
        on_base!(&self.base, b => b.for_each_interior_wall(|wall| {
            if self.wall_cells(wall).is_some() {
                f(wall);
            }
        }));
    }

    fn wall_cells(&self, wall: u32) -> Option<(u32, u32)> {
        let (a, b) = on_base!(&self.base, b => b.wall_cells(wall))?;
        Some((self.cut_cell(a)?, self.cut_cell(b)?))
    }

    fn neighbor(&self, cell: u32, slot: usize) -> Option<(u32, u32)> {
        let g = self.base_cell(cell)?;
        let (wall, next) = on_base!(&self.base, b => b.neighbor(g, slot))?;
        Some((wall, self.cut_cell(next)?))
    }

    fn for_each_neighbor(&self, cell: u32, mut f: impl FnMut(usize, u32, u32)) {
        let Some(g) = self.base_cell(cell) else {
            return;
        };
        on_base!(&self.base, b => b.for_each_neighbor(g, |slot, wall, next| {
            if let Some(next) = self.cut_cell(next) {
                f(slot, wall, next);
            }
        }));
    }

    fn full(&self) -> WallSet {
        WallSet::new(self.wall_bound())
    }

    fn exit_bound(&self, _cell: u32) -> u32 {
        // The shape's bounds aim at its own exit, not the cut's: no bound, a plain search.
        0
    }

    fn hash_sides(&self) -> (u32, u32) {
        on_base!(&self.base, b => b.hash_sides())
    }
}

impl Geometry for Cut {
    fn wall_stroke(&self, wall: u32) -> Option<Stroke> {
        self.wall_cells(wall)?;
        on_base!(&self.base, b => b.wall_stroke(wall))
    }

    fn border(&self) -> Vec<Stroke> {
        (0..self.cells())
            .flat_map(|cell| self.open_sides(cell))
            .collect()
    }

    /// The start's leftmost open side (none when it has none, as the circle's centre may)
    /// and the exit's rightmost.
    fn openings(&self) -> Vec<Stroke> {
        let x = |s: &Stroke| s.midpoint()[0];
        let exit = self.cells().saturating_sub(1);
        let entrance = self
            .open_sides(0)
            .into_iter()
            .min_by(|a, b| x(a).total_cmp(&x(b)));
        let way_out = self
            .open_sides(exit)
            .into_iter()
            .max_by(|a, b| x(a).total_cmp(&x(b)));
        entrance.into_iter().chain(way_out).collect()
    }

    fn center(&self, cell: u32) -> Option<[f64; 2]> {
        let g = self.base_cell(cell)?;
        on_base!(&self.base, b => b.center(g))
    }

    fn outline(&self, cell: u32) -> Vec<[f64; 2]> {
        match self.base_cell(cell) {
            Some(g) => on_base!(&self.base, b => b.outline(g)),
            None => Vec::new(),
        }
    }

    fn bounds(&self) -> [f64; 4] {
        self.bounds
    }
}

impl Compass for Cut {
    fn way_neighbor(&self, cell: u32, way: usize) -> Option<(u32, u32)> {
        let g = self.base_cell(cell)?;
        let (wall, next) = on_base!(&self.base, b => b.way_neighbor(g, way))?;
        Some((wall, self.cut_cell(next)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The kept piece of a drawing given as rows of `#` (painted) and `.`.
    fn kept(rows: &[&str]) -> Kept {
        let width = rows[0].len() as u32;
        let painted = rows
            .iter()
            .flat_map(|r| r.chars().map(|c| c == '#'))
            .collect();
        let drawing = Drawing::new(width, rows.len() as u32, painted).unwrap();
        drawing.kept().unwrap()
    }

    fn bases(size: u32) -> [Base; 3] {
        [
            Base::Hex(Hex::new_unchecked(size)),
            Base::Triangle(Triangle::new_unchecked(size)),
            Base::Circle(Circle::new_unchecked(size / 2)),
        ]
    }

    #[test]
    fn a_full_drawing_keeps_the_cells_inside_its_box() {
        for base in bases(12) {
            let total = on_base!(&base, b => b.cells());
            let cut = Cut::new(base.clone(), &kept(&["##", "##"])).unwrap();
            // A square drawing fills a square in the middle of the box: most cells, not all
            // (except the circle, which a square box covers but for its rim corners).
            assert!(cut.cells() > total / 3 && cut.cells() <= total, "{base:?}");
            assert!(cut.base_cells().windows(2).all(|p| p[0] < p[1]));
        }
    }

    #[test]
    fn kept_cells_form_one_consistent_graph() {
        let ring = kept(&["#####", "#...#", "#...#", "#...#", "#####"]);
        for base in bases(20) {
            let cut = Cut::new(base, &ring).unwrap();
            let mut edges = Vec::new();
            cut.for_each_interior_wall(|w| edges.push(w));
            assert_eq!(edges.len() as u64, cut.interior_walls());
            assert!(edges.windows(2).all(|p| p[0] < p[1]));
            for cell in 0..cut.cells() {
                cut.for_each_neighbor(cell, |_, wall, next| {
                    let ends = cut.wall_cells(wall).unwrap();
                    assert!(ends == (cell, next) || ends == (next, cell));
                });
            }
            // A ring has a hole: the cut's border has more sides than its outside alone.
            assert!(!cut.border().is_empty());
            assert!(!cut.openings().is_empty());
        }
    }

    #[test]
    fn the_kept_cells_are_one_joined_part() {
        // Two blobs joined in the drawing by a thread that some shapes' cells break.
        let art = kept(&["###............", "###############", "###............"]);
        for base in bases(16) {
            let cut = Cut::new(base.clone(), &art).unwrap();
            let mut seen = vec![false; cut.cells() as usize];
            let mut stack = vec![0];
            seen[0] = true;
            while let Some(c) = stack.pop() {
                cut.for_each_neighbor(c, |_, _, n| {
                    if !seen[n as usize] {
                        seen[n as usize] = true;
                        stack.push(n);
                    }
                });
            }
            assert!(
                seen.iter().all(|&s| s),
                "{base:?}: every kept cell is joined"
            );
        }
    }

    #[test]
    fn a_drawing_too_thin_for_the_size_is_refused_in_words() {
        let thread = kept(&["#".repeat(200).as_str(), &".".repeat(200), &".".repeat(200)]);
        let err = Cut::new(Base::Hex(Hex::new_unchecked(8)), &thread).unwrap_err();
        assert_eq!(err.shape, Shape::Hex);
        assert!(err.to_string().contains("hex maze of 8 rows"), "{err}");
    }
}
