//! A shape cut to a region: a word's letters or a drawing on square cells (`mask=`, `draw=`),
//! or a drawing on hex, triangle or circle cells (`draw=` with `shape=`).
//!
//! Square: the cells a word covers (`mask::Region`), or a drawing's kept piece
//! (`drawing::Drawing::kept`, each drawn cell scaled up to the level), in its bounding grid.
//! Hex, triangle and circle: the cells of the shape, at the level's size, whose centres fall on
//! the drawing's kept piece fitted into the shape's bounding box with its aspect kept and
//! centred; of those only the largest part that the shape joins is kept (the first in cell
//! order among equals). Which cells are in depends on the centres alone, computed with the four
//! basic operations only (`ExactCenter`), so every platform agrees.
//!
//! The generators see the region's cells only, numbered `0..N` in the shape's own order (reading
//! order for square), so the start is the region's first cell and the exit its last, as on every
//! shape. Wall ids are the shape's (square: `2g` east, `2g + 1` south of grid cell `g`), and only
//! walls between two region cells are interior; the neighbour order and the ways are the
//! shape's. Outside the generators, cells are named by their id in the whole shape
//! (`grid_cell`; square: row-major over the bounding grid).

use super::geometry::{Geometry, Stroke};
use super::ways::Compass;
use super::{Carve, Circle, Hex, MAX_DEGREE, Shape, Square, Topology, Triangle, Woven};
use crate::drawing::{Drawing, Kept};
use crate::graph::WallSet;
use crate::mask::{Mask, Region};

/// Marks a cell of the shape outside the region, in `region_of`.
const OUTSIDE: u32 = u32::MAX;

/// The shape a region is cut from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Base {
    /// Square cells: the bounding grid of a word or a drawing.
    Square(Square),
    /// Hexagons.
    Hex(Hex),
    /// Triangles.
    Triangle(Triangle),
    /// Rings.
    Circle(Circle),
    /// Square cells with crossings: a drawing woven (`draw=` with `weave=1`), its crossings
    /// named by grid id.
    Woven(Woven),
}

/// Runs `$body` with `$b` bound to the concrete shape inside `$base`.
macro_rules! on_base {
    ($base:expr, $b:ident => $body:expr) => {
        match $base {
            Base::Square($b) => $body,
            Base::Hex($b) => $body,
            Base::Triangle($b) => $body,
            Base::Circle($b) => $body,
            Base::Woven($b) => $body,
        }
    };
}

/// What a region covers: a word's letters or a drawing.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Cover {
    /// The letters of a text (`mask=`).
    Word(Mask),
    /// A drawing's kept piece, cropped (`draw=`), and how many smaller parts were left out (of
    /// the drawing, and of the shape's cells on it).
    Drawn(Drawing, u32),
}

/// Why a drawing makes no maze of a shape at a size (its words: `src/text/problems.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooThin {
    /// The shape asked for.
    pub shape: Shape,
    /// Its size (rows, or rings for the circle).
    pub size: u32,
}

/// A region of a shape's cells, as a graph.
#[derive(Clone, Debug, PartialEq)]
pub struct Masked {
    base: Base,
    cover: Cover,
    /// The shape's id of each region cell, ascending.
    grid_of: Vec<u32>,
    /// The region cell of each of the shape's cells, or `OUTSIDE`.
    region_of: Vec<u32>,
    interior: u64,
    bounds: [f64; 4],
}

impl Masked {
    /// The region of `mask` at the scale that a level of side `side` gives (`scale_for_side`).
    pub fn new(mask: &Mask, side: u32) -> Masked {
        let region = Region::new(mask, side);
        let square = Square::new_unchecked(region.width(), region.height());
        let w = region.width();
        let on = (0..square.cells())
            .map(|g| region.contains(g % w, g / w))
            .collect();
        Masked::of(Base::Square(square), Cover::Word(mask.clone()), on)
    }

    /// The maze of a drawing's kept piece (`Drawing::kept`) in a square level of side `side`:
    /// each drawn cell a block of `Drawing::scale_for_side` cells a side.
    pub fn drawn(kept: &Kept, side: u32) -> Masked {
        let (dropped, drawing) = (kept.pieces_dropped, &kept.drawing);
        let scale = drawing.scale_for_side(side);
        let w = drawing.width() * scale;
        let square = Square::new_unchecked(w, drawing.height() * scale);
        let on = (0..square.cells())
            .map(|g| drawing.painted(g % w / scale, g / w / scale))
            .collect();
        Masked::of(
            Base::Square(square),
            Cover::Drawn(drawing.clone(), dropped),
            on,
        )
    }

    /// The maze of a drawing's kept piece on `base` (hex, triangle or circle), or `TooThin` when
    /// no two joined cells of the shape have their centres on it.
    pub fn cut(base: Base, kept: &Kept) -> Result<Masked, TooThin> {
        let too_thin = TooThin {
            shape: base.shape(),
            size: base.size(),
        };
        let on = fitted_cells(&base, &kept.drawing);
        let cover = Cover::Drawn(kept.drawing.clone(), kept.pieces_dropped);
        let every = Masked::of(base, cover, on);
        let (part, others) = every.largest_part();
        if part.len() < 2 {
            return Err(too_thin);
        }
        let mut on = vec![false; every.region_of.len()];
        for &cell in &part {
            if let Some(slot) = on.get_mut(cell as usize) {
                *slot = true;
            }
        }
        let cover = Cover::Drawn(kept.drawing.clone(), kept.pieces_dropped + others);
        let mut masked = Masked::of(every.base, cover, on);
        masked.bounds = masked.region_bounds();
        Ok(masked)
    }

    /// Whether two cells of `base` that it joins have their centres on the drawing: whether
    /// `cut` makes a maze of it (else `TooThin`), answered without making one.
    pub fn covers(base: Base, kept: &Kept) -> bool {
        let on = fitted_cells(&base, &kept.drawing);
        let region = Masked::of(base, Cover::Drawn(kept.drawing.clone(), 0), on);
        (0..region.cells()).any(|cell| region.region_neighbors(cell).1 > 0)
    }

    /// The largest part of the region (cells it joins), as the shape's ids ascending, and how
    /// many other parts there were; among equal parts the one with the lowest cell.
    fn largest_part(&self) -> (Vec<u32>, u32) {
        let mut part_of = vec![u32::MAX; self.grid_of.len()];
        let (mut best, mut best_size, mut parts) = (u32::MAX, 0u32, 0u32);
        let mut stack = Vec::new();
        for start in 0..self.cells() {
            if part_of.get(start as usize) != Some(&u32::MAX) {
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
                let (near, n) = self.region_neighbors(cell);
                for &(_, _, next) in near.iter().take(n) {
                    if let Some(p) = part_of.get_mut(next as usize)
                        && *p == u32::MAX
                    {
                        *p = id;
                        stack.push(next);
                    }
                }
            }
            if size > best_size {
                (best, best_size) = (id, size);
            }
        }
        let cells = (0..self.cells())
            .filter(|&c| part_of.get(c as usize) == Some(&best))
            .filter_map(|c| self.grid_cell(c))
            .collect();
        (cells, parts.saturating_sub(1))
    }

    /// The neighbours of region cell `cell` in the region, as `(slot, wall, cell)`, and how
    /// many: one copy of the shape's neighbour code however many callers (`for_each_neighbor`).
    fn region_neighbors(&self, cell: u32) -> ([(usize, u32, u32); MAX_DEGREE], usize) {
        let mut out = ([(0, 0, 0); MAX_DEGREE], 0);
        let Some(g) = self.grid_cell(cell) else {
            return out;
        };
        on_base!(&self.base, b => b.for_each_neighbor(g, |slot, wall, next| {
            if let (Some(next), Some(item)) = (self.region_cell(next), out.0.get_mut(out.1)) {
                *item = (slot, wall, next);
                out.1 += 1;
            }
        }));
        out
    }

    /// How many wall ids each of the shape's cells owns: cell `g` owns `k·g` to `k·g + k − 1`,
    /// and each wall joins its owner to another cell.
    fn walls_per_cell(&self) -> u32 {
        on_base!(&self.base, b => b.wall_bound() / b.cells().max(1))
    }

    /// The region of the cells of `base` that are `on`, made for `cover`.
    fn of(base: Base, cover: Cover, on: Vec<bool>) -> Masked {
        let mut grid_of = Vec::new();
        let mut region_of = vec![OUTSIDE; on.len()];
        for (g, slot) in region_of.iter_mut().enumerate() {
            if on.get(g) == Some(&true) {
                *slot = grid_of.len() as u32;
                grid_of.push(g as u32);
            }
        }
        let bounds = on_base!(&base, b => b.bounds());
        let mut masked = Masked {
            base,
            cover,
            grid_of,
            region_of,
            interior: 0,
            bounds,
        };
        let mut interior = 0;
        masked.for_each_interior_wall(|_| interior += 1);
        masked.interior = interior;
        masked
    }

    /// The shape's size: rows (a square's bounding rows), or rings for the circle.
    pub fn size(&self) -> u32 {
        self.base.size()
    }

    /// The text of a word maze, `None` for a drawn one.
    pub fn mask(&self) -> Option<&Mask> {
        match &self.cover {
            Cover::Word(mask) => Some(mask),
            Cover::Drawn(..) => None,
        }
    }

    /// The kept drawing of a drawn maze, `None` for a word maze.
    pub fn drawing(&self) -> Option<&Drawing> {
        match &self.cover {
            Cover::Drawn(drawing, _) => Some(drawing),
            Cover::Word(_) => None,
        }
    }

    /// How many smaller parts of a drawing were left out (0 for a word maze).
    pub fn parts_left_out(&self) -> u32 {
        match &self.cover {
            Cover::Drawn(_, dropped) => *dropped,
            Cover::Word(_) => 0,
        }
    }

    /// Columns of the bounding grid of a square region (0 for another shape).
    pub fn width(&self) -> u32 {
        self.square().map_or(0, Square::width)
    }

    /// Rows of the bounding grid of a square region (0 for another shape).
    pub fn height(&self) -> u32 {
        self.square().map_or(0, Square::height)
    }

    /// The bounding grid of a square region, woven or not; `None` for another shape.
    pub fn square(&self) -> Option<&Square> {
        match &self.base {
            Base::Square(s) => Some(s),
            Base::Woven(w) => Some(w.square()),
            _ => None,
        }
    }

    /// The crossings of a woven drawing (named by grid id), `None` when it is not woven.
    pub fn woven(&self) -> Option<&Woven> {
        match &self.base {
            Base::Woven(w) => Some(w),
            _ => None,
        }
    }

    /// This square region with `woven`'s crossings (of the same bounding grid, each on a region
    /// cell whose four neighbours are region cells too: `generate_woven` places them so).
    pub(crate) fn weave(self, woven: Woven) -> Masked {
        let base = Base::Woven(woven);
        Masked { base, ..self }
    }

    /// The shape's id (square: row-major over the bounding grid) of region cell `cell`.
    pub fn grid_cell(&self, cell: u32) -> Option<u32> {
        self.grid_of.get(cell as usize).copied()
    }

    /// The region cell at the shape's id `grid`, `None` outside the region.
    pub fn region_cell(&self, grid: u32) -> Option<u32> {
        self.region_of
            .get(grid as usize)
            .copied()
            .filter(|&c| c != OUTSIDE)
    }

    /// Whether grid cell `(x, y)` of a square region is in it.
    pub fn contains(&self, x: u32, y: u32) -> bool {
        let (w, h) = (self.width(), self.height());
        x < w && y < h && self.region_cell(y * w + x).is_some()
    }

    /// The shape's ids of the region's cells, ascending.
    pub fn grid_cells(&self) -> &[u32] {
        &self.grid_of
    }

    /// The sides of region cell `cell` with no region cell beyond: walls towards cells left
    /// out, and the shape's own border, in the shape's neighbour order.
    fn open_sides(&self, cell: u32) -> Vec<Stroke> {
        (0..MAX_DEGREE)
            .filter_map(|slot| self.open_side(cell, slot))
            .collect()
    }

    /// The side of region cell `cell` towards slot `slot` when no region cell is beyond it.
    fn open_side(&self, cell: u32, slot: usize) -> Option<Stroke> {
        let g = self.grid_cell(cell)?;
        on_base!(&self.base, b => match b.neighbor(g, slot) {
            Some((_, next)) if self.region_cell(next).is_some() => None,
            Some((wall, _)) => b.wall_stroke(wall),
            None => b.border_side(g, slot),
        })
    }

    /// The box around the region cells' outlines.
    fn region_bounds(&self) -> [f64; 4] {
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
            Base::Square(_) | Base::Woven(_) => Shape::Square,
            Base::Hex(_) => Shape::Hex,
            Base::Triangle(_) => Shape::Triangle,
            Base::Circle(_) => Shape::Circle,
        }
    }

    /// The size it was made with: rows, or rings for the circle.
    pub fn size(&self) -> u32 {
        match self {
            Base::Square(s) => s.height(),
            Base::Hex(h) => h.rows(),
            Base::Triangle(t) => t.rows(),
            Base::Circle(c) => c.rings(),
            Base::Woven(w) => w.height(),
        }
    }
}

/// Where a shape's cells are for a drawing: their centres, computed the same on every platform.
pub(crate) trait ExactCenter: Geometry {
    /// The centre of `cell` (`Geometry::center` where that uses no sine or cosine).
    fn exact_center(&self, cell: u32) -> [f64; 2] {
        self.center(cell).unwrap_or([f64::NAN; 2])
    }
}

impl ExactCenter for Square {}
impl ExactCenter for Hex {}
impl ExactCenter for Triangle {}
impl ExactCenter for Woven {}

/// Whether each of `base`'s cells has its centre on a painted cell of `drawing`, fitted with
/// its aspect kept and centred into the shape's bounding box, or for the circle inside its
/// rim (the drawing's corners on the rim), so that no part of it falls outside the maze.
fn fitted_cells(base: &Base, drawing: &Drawing) -> Vec<bool> {
    let (w, h) = (f64::from(drawing.width()), f64::from(drawing.height()));
    let [x0, y0, x1, y1] = on_base!(base, b => b.bounds());
    let scale = match base {
        // The rim's radius is half the box; `sqrt` is exact to the last bit on every platform.
        Base::Circle(_) => (x1 - x0) / (w * w + h * h).sqrt(),
        _ => ((x1 - x0) / w).min((y1 - y0) / h),
    };
    let left = x0 + (x1 - x0 - scale * w) / 2.0;
    let top = y0 + (y1 - y0 - scale * h) / 2.0;
    (0..on_base!(base, b => b.cells()))
        .map(|cell| {
            let [x, y] = on_base!(base, b => b.exact_center(cell));
            let (dx, dy) = (((x - left) / scale).floor(), ((y - top) / scale).floor());
            // `as` saturates, and NaN becomes 0: both land outside or on a checked cell.
            dx >= 0.0 && dy >= 0.0 && drawing.painted(dx as u32, dy as u32)
        })
        .collect()
}

impl Topology for Masked {
    const DEGREE: usize = MAX_DEGREE;

    fn shape(&self) -> Shape {
        self.base.shape()
    }

    fn cells(&self) -> u32 {
        self.grid_of.len() as u32
    }

    fn wall_bound(&self) -> u32 {
        on_base!(&self.base, b => b.wall_bound())
    }

    fn interior_walls(&self) -> u64 {
        self.interior
    }

    fn for_each_interior_wall(&self, mut f: impl FnMut(u32)) {
        // A wall's owner is one of its cells, so the region's own cells, ascending, give every
        // interior wall, ascending.
        let k = self.walls_per_cell();
        for &g in &self.grid_of {
            for wall in k * g..k * g + k {
                if self.wall_cells(wall).is_some() {
                    f(wall);
                }
            }
        }
    }

    fn wall_cells(&self, wall: u32) -> Option<(u32, u32)> {
        let (a, b) = on_base!(&self.base, b => b.wall_cells(wall))?;
        Some((self.region_cell(a)?, self.region_cell(b)?))
    }

    fn neighbor(&self, cell: u32, slot: usize) -> Option<(u32, u32)> {
        let g = self.grid_cell(cell)?;
        let (wall, next) = on_base!(&self.base, b => b.neighbor(g, slot))?;
        Some((wall, self.region_cell(next)?))
    }

    fn for_each_neighbor(&self, cell: u32, mut f: impl FnMut(usize, u32, u32)) {
        let (near, n) = self.region_neighbors(cell);
        for &(slot, wall, next) in near.iter().take(n) {
            f(slot, wall, next);
        }
    }

    fn exit_bound(&self, cell: u32) -> u32 {
        // Square: every move changes the grid distance by one, so it is a consistent bound;
        // woven: a tunnel moves two cells, so half of it, rounded up. Other shapes' bounds aim
        // at their own exit, not the region's: none, a plain search.
        let Some(square) = self.square() else {
            return 0;
        };
        let exit = self.cells().saturating_sub(1);
        let w = square.width();
        let grid = match (self.grid_cell(cell), self.grid_cell(exit)) {
            (Some(a), Some(b)) => (a % w).abs_diff(b % w) + (a / w).abs_diff(b / w),
            _ => 0,
        };
        if self.woven().is_some() {
            grid.div_ceil(2)
        } else {
            grid
        }
    }
}

impl Carve for Masked {
    type Walls = WallSet;

    fn full(&self) -> WallSet {
        WallSet::new(self.wall_bound())
    }

    fn hash_sides(&self) -> (u32, u32) {
        on_base!(&self.base, b => b.hash_sides())
    }
}

impl Geometry for Masked {
    fn wall_stroke(&self, wall: u32) -> Option<Stroke> {
        self.wall_cells(wall)?;
        on_base!(&self.base, b => b.wall_stroke(wall))
    }

    fn border(&self) -> Vec<Stroke> {
        (0..self.cells())
            .flat_map(|cell| self.open_sides(cell))
            .collect()
    }

    fn border_side(&self, cell: u32, slot: usize) -> Option<Stroke> {
        self.open_side(cell, slot)
    }

    /// The start's leftmost open side (square: its west side; none when it has none, as the
    /// circle's centre may) and the exit's rightmost (square: its east side).
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
        let g = self.grid_cell(cell)?;
        on_base!(&self.base, b => b.center(g))
    }

    fn outline(&self, cell: u32) -> Vec<[f64; 2]> {
        match self.grid_cell(cell) {
            Some(g) => on_base!(&self.base, b => b.outline(g)),
            None => Vec::new(),
        }
    }

    fn bounds(&self) -> [f64; 4] {
        self.bounds
    }
}

impl Compass for Masked {
    fn way_neighbor(&self, cell: u32, way: usize) -> Option<(u32, u32)> {
        let g = self.grid_cell(cell)?;
        let (wall, next) = on_base!(&self.base, b => b.way_neighbor(g, way))?;
        Some((wall, self.region_cell(next)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn region_cells_are_numbered_in_reading_order() {
        let masked = Masked::new(&Mask::parse(" T").unwrap(), 8);
        // The space leaves the top rows empty up to the T, 6 × 3 columns in.
        assert_eq!(masked.grid_cell(0), Some(18));
        assert_eq!(masked.region_cell(18), Some(0));
        assert_eq!(masked.region_cell(0), None);
        let last = masked.cells() - 1;
        assert_eq!(
            masked.grid_cell(last),
            Some(masked.width() * masked.height() - 1)
        );
        assert!(masked.grid_cells().windows(2).all(|p| p[0] < p[1]));
        // No wall of the region leads out of it.
        for cell in 0..masked.cells() {
            for slot in 0..4 {
                if let Some((wall, next)) = masked.neighbor(cell, slot) {
                    assert!(next < masked.cells());
                    let ends = masked.wall_cells(wall).unwrap();
                    assert!(ends == (cell, next) || ends == (next, cell));
                }
            }
        }
    }

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
            let cut = Masked::cut(base.clone(), &kept(&["##", "##"])).unwrap();
            // A square drawing fills a square in the middle of the box (the circle's: inside
            // its rim): most cells, not all.
            assert!(cut.cells() > total / 3 && cut.cells() <= total, "{base:?}");
            assert!(cut.grid_cells().windows(2).all(|p| p[0] < p[1]));
        }
    }

    #[test]
    fn kept_cells_form_one_consistent_graph() {
        let ring = kept(&["#####", "#...#", "#...#", "#...#", "#####"]);
        for base in bases(20) {
            let cut = Masked::cut(base, &ring).unwrap();
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
            let cut = Masked::cut(base.clone(), &art).unwrap();
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
    fn covers_says_whether_cut_makes_a_maze() {
        let ring = kept(&["#####", "#...#", "#...#", "#...#", "#####"]);
        let thread = kept(&[&"#".repeat(200)]);
        for size in [8, 20] {
            for base in bases(size) {
                for drawing in [&ring, &thread] {
                    let made = Masked::cut(base.clone(), drawing).is_ok();
                    assert_eq!(Masked::covers(base.clone(), drawing), made, "{base:?}");
                }
            }
        }
    }

    #[test]
    fn a_drawing_too_thin_for_the_size_is_refused_in_words() {
        let thread = kept(&["#".repeat(200).as_str(), &".".repeat(200), &".".repeat(200)]);
        let err = Masked::cut(Base::Hex(Hex::new_unchecked(8)), &thread).unwrap_err();
        assert_eq!(err.shape, Shape::Hex);
        assert!(err.to_string().contains("hex maze of 8 rows"), "{err}");
    }
}
