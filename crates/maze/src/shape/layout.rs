//! `Layout`: a shape at a size, whichever shape it is. It is a shape like the others: it has
//! their `Topology`, `Geometry` and `Compass`, each call handed to the shape inside, and its
//! own methods are only what a layout adds (its constructors, what it was made of, the
//! contract's cell ids, the generators' view of it).

use super::dyn_topology::AnyGraph;
use super::geometry::{Geometry, Stroke};
use super::masked::Base;
use super::ways::{Compass, Way};
use super::{
    Circle, FLOORS_RANGE, Floors, Hex, LayoutError, MAX_DEGREE, Masked, Neighbors, Shape,
    ShapeSizeError, Square, Topology, Triangle, Woven,
};
use crate::drawing::{Drawing, Kept};
use crate::grid::{Grid, SizeError};
use crate::mask::Mask;

/// A shape at a size: the graph, its geometry and its ways, whatever the shape.
#[derive(Clone, Debug, PartialEq)]
pub enum Layout {
    /// Square cells.
    Square(Square),
    /// Hexagons.
    Hex(Hex),
    /// Triangles.
    Triangle(Triangle),
    /// Rings.
    Circle(Circle),
    /// A shape's cells cut to a word (`mask=`, square) or a drawing (`draw=`, any shape).
    Masked(Masked),
    /// Square cells whose passages cross (`weave=1`): its shape is `Shape::Square`.
    Woven(Woven),
    /// Square floors one above the other, joined by stairs (`floors=K`): its shape is
    /// `Shape::Square`.
    Floors(Floors),
}

/// The shape a drawing on `shape` at `size` is cut from (`None` for square, which scales the
/// drawing up instead), or the size's error.
fn drawing_base(shape: Shape, size: u32) -> Result<Option<Base>, ShapeSizeError> {
    let (min, max) = shape.size_range();
    if !(min..=max).contains(&size) {
        return Err(ShapeSizeError { shape, size });
    }
    Ok(match shape {
        Shape::Square => None,
        Shape::Hex => Some(Base::Hex(Hex::new_unchecked(size))),
        Shape::Triangle => Some(Base::Triangle(Triangle::new_unchecked(size))),
        Shape::Circle => Some(Base::Circle(Circle::new_unchecked(size))),
    })
}

/// Runs `$body` with `$t` bound to the concrete shape inside `$layout`.
macro_rules! each_shape {
    ($layout:expr, $t:ident => $body:expr) => {
        match $layout {
            $crate::shape::Layout::Square($t) => $body,
            $crate::shape::Layout::Hex($t) => $body,
            $crate::shape::Layout::Triangle($t) => $body,
            $crate::shape::Layout::Circle($t) => $body,
            $crate::shape::Layout::Masked($t) => $body,
            $crate::shape::Layout::Woven($t) => $body,
            $crate::shape::Layout::Floors($t) => $body,
        }
    };
}
pub(crate) use each_shape;

impl Layout {
    /// The layout of `shape` at `size` (rows; rings for the circle; a square is size × size),
    /// or an error when the size is out of the shape's range.
    pub fn new(shape: Shape, size: u32) -> Result<Layout, ShapeSizeError> {
        let (min, max) = shape.size_range();
        if !(min..=max).contains(&size) {
            return Err(ShapeSizeError { shape, size });
        }
        Ok(match shape {
            Shape::Square => Layout::Square(Square::new_unchecked(size, size)),
            Shape::Hex => Layout::Hex(Hex::new_unchecked(size)),
            Shape::Triangle => Layout::Triangle(Triangle::new_unchecked(size)),
            Shape::Circle => Layout::Circle(Circle::new_unchecked(size)),
        })
    }

    /// A square layout of any width and height within `MIN_SIDE..=MAX_SIDE`.
    pub fn square(width: u32, height: u32) -> Result<Layout, SizeError> {
        Grid::check_size(width, height)?;
        Ok(Layout::Square(Square::new_unchecked(width, height)))
    }

    /// `count` floors (within `FLOORS_RANGE`) for a level of plain square side `side` (checked
    /// like a square's side): each floor `Floors::floor_side` on a side.
    pub fn floors(side: u32, count: u32) -> Result<Layout, LayoutError> {
        Grid::check_size(side, side).map_err(LayoutError::Size)?;
        let (min, max) = FLOORS_RANGE;
        if !(min..=max).contains(&count) {
            return Err(LayoutError::Floors { count, min, max });
        }
        let floor = Floors::floor_side(side, count);
        Ok(Layout::Floors(Floors::new_unchecked(floor, floor, count)))
    }

    /// The floors of a floors maze, `None` for every other layout.
    pub fn floors_of(&self) -> Option<&Floors> {
        match self {
            Layout::Floors(f) => Some(f),
            _ => None,
        }
    }

    /// The word maze of `mask` for a level of side `side` (checked like a square's side, which
    /// sets the scale: `mask::scale_for_side`).
    pub fn masked(mask: &Mask, side: u32) -> Result<Layout, SizeError> {
        Grid::check_size(side, side)?;
        Ok(Layout::Masked(Masked::new(mask, side)))
    }

    /// The drawn maze of a drawing's kept piece (`Drawing::kept`) for a level of side `side`
    /// (checked like a square's side, which sets the scale: `Drawing::scale_for_side`).
    pub fn drawn(kept: &Kept, side: u32) -> Result<Layout, SizeError> {
        Grid::check_size(side, side)?;
        Ok(Layout::Masked(Masked::drawn(kept, side)))
    }

    /// The drawn maze of a drawing's kept piece on `shape` (hex, triangle or circle) at `size`
    /// (rows; rings for the circle); a square drawing is `drawn`'s. Refused when the size is
    /// out of range or the drawing covers no two joined cells.
    pub fn drawn_on(kept: &Kept, shape: Shape, size: u32) -> Result<Layout, LayoutError> {
        let Some(base) = drawing_base(shape, size).map_err(LayoutError::ShapeSize)? else {
            return Layout::drawn(kept, size).map_err(LayoutError::Size);
        };
        let masked = Masked::cut(base, kept).map_err(LayoutError::TooThin)?;
        Ok(Layout::Masked(masked))
    }

    /// Whether `drawn_on` makes a maze of the drawing (false: too thin for `shape` at `size`),
    /// answered without making it; true for square, which scales a drawing up.
    pub fn drawing_fits(kept: &Kept, shape: Shape, size: u32) -> bool {
        match drawing_base(shape, size) {
            Ok(Some(base)) => Masked::covers(base, kept),
            _ => true,
        }
    }

    /// The mask of a word maze, `None` for every other layout.
    pub fn mask(&self) -> Option<&Mask> {
        match self {
            Layout::Masked(m) => m.mask(),
            _ => None,
        }
    }

    /// The kept drawing of a drawn maze, `None` for every other layout.
    pub fn drawing(&self) -> Option<&Drawing> {
        match self {
            Layout::Masked(m) => m.drawing(),
            _ => None,
        }
    }

    /// How many smaller parts of a drawing were left out (0 for every other layout).
    pub fn parts_left_out(&self) -> u32 {
        match self {
            Layout::Masked(m) => m.parts_left_out(),
            _ => 0,
        }
    }

    /// The crossings of a woven maze or a woven drawing (its cells named by their ids in the
    /// contract's numbering, `cell_id`), `None` for every other layout.
    pub fn woven(&self) -> Option<&Woven> {
        match self {
            Layout::Woven(w) => Some(w),
            Layout::Masked(m) => m.woven(),
            _ => None,
        }
    }

    /// The cell whose id in the contract's numbering is `id` (`cell_id`'s inverse), `None` for
    /// a cell outside a word or drawn maze's region.
    pub fn cell_of_id(&self, id: u32) -> Option<u32> {
        match self {
            Layout::Masked(m) => m.region_cell(id),
            _ => Some(id),
        }
    }

    /// The id of `cell` in the contract's numbering: the cell itself; for a word or drawn
    /// square maze its row-major id over the bounding grid; for a drawn maze of another shape
    /// its id in that shape.
    pub fn cell_id(&self, cell: u32) -> u32 {
        match self {
            Layout::Masked(m) => m.grid_cell(cell).unwrap_or(cell),
            _ => cell,
        }
    }

    /// The size it was made with: rows (a square's height, which is its side when made by
    /// `new`; a word maze's bounding rows), or rings for the circle.
    pub fn size(&self) -> u32 {
        match self {
            Layout::Square(s) => s.height(),
            Layout::Hex(h) => h.rows(),
            Layout::Triangle(t) => t.rows(),
            Layout::Circle(c) => c.rings(),
            Layout::Masked(m) => m.size(),
            Layout::Woven(w) => w.height(),
            Layout::Floors(f) => f.height(),
        }
    }

    /// The layout's graph as the generators take it: square as itself, any other shape as
    /// an `AnyGraph`.
    pub(crate) fn graph(&self) -> Result<AnyGraph<'_>, &Square> {
        Ok(AnyGraph(match self {
            Layout::Square(square) => return Err(square),
            Layout::Hex(t) => t,
            Layout::Triangle(t) => t,
            Layout::Circle(t) => t,
            Layout::Masked(t) => t,
            Layout::Woven(t) => t,
            Layout::Floors(t) => t,
        }))
    }
}

/// Each call is the shape's inside.
impl Topology for Layout {
    const DEGREE: usize = MAX_DEGREE;

    fn shape(&self) -> Shape {
        each_shape!(self, t => t.shape())
    }

    fn cells(&self) -> u32 {
        each_shape!(self, t => t.cells())
    }

    fn wall_bound(&self) -> u32 {
        each_shape!(self, t => t.wall_bound())
    }

    fn interior_walls(&self) -> u64 {
        each_shape!(self, t => t.interior_walls())
    }

    fn for_each_interior_wall(&self, f: impl FnMut(u32)) {
        each_shape!(self, t => t.for_each_interior_wall(f))
    }

    fn wall_cells(&self, wall: u32) -> Option<(u32, u32)> {
        each_shape!(self, t => t.wall_cells(wall))
    }

    fn is_interior_wall(&self, wall: u32) -> bool {
        each_shape!(self, t => t.is_interior_wall(wall))
    }

    fn edges(&self) -> Vec<(u32, u32, u32)> {
        each_shape!(self, t => t.edges())
    }

    fn neighbor(&self, cell: u32, slot: usize) -> Option<(u32, u32)> {
        each_shape!(self, t => t.neighbor(cell, slot))
    }

    fn for_each_neighbor(&self, cell: u32, f: impl FnMut(usize, u32, u32)) {
        each_shape!(self, t => t.for_each_neighbor(cell, f))
    }

    fn neighbors(&self, cell: u32) -> Neighbors {
        each_shape!(self, t => t.neighbors(cell))
    }

    fn exit_bound(&self, cell: u32) -> u32 {
        each_shape!(self, t => t.exit_bound(cell))
    }
}

/// Each call is the shape's inside; the rest (`cell_at`, `angle`) are `Geometry`'s own.
impl Geometry for Layout {
    fn wall_stroke(&self, wall: u32) -> Option<Stroke> {
        each_shape!(self, t => t.wall_stroke(wall))
    }

    fn border(&self) -> Vec<Stroke> {
        each_shape!(self, t => t.border())
    }

    fn openings(&self) -> Vec<Stroke> {
        each_shape!(self, t => t.openings())
    }

    fn center(&self, cell: u32) -> Option<[f64; 2]> {
        each_shape!(self, t => t.center(cell))
    }

    fn outline(&self, cell: u32) -> Vec<[f64; 2]> {
        each_shape!(self, t => t.outline(cell))
    }

    fn bounds(&self) -> [f64; 4] {
        each_shape!(self, t => t.bounds())
    }

    fn border_side(&self, cell: u32, slot: usize) -> Option<Stroke> {
        each_shape!(self, t => t.border_side(cell, slot))
    }

    fn border_sides(&self, cell: u32) -> Vec<Stroke> {
        each_shape!(self, t => t.border_sides(cell))
    }

    fn view_bounds(&self, cell: u32) -> [f64; 4] {
        each_shape!(self, t => t.view_bounds(cell))
    }
}

/// The shape's ways, for a cell of the layout (`None` for any other cell); the rest (`press`,
/// `swipe`, …) are `Compass`'s own.
impl Compass for Layout {
    fn ways(&self) -> &'static [Way] {
        each_shape!(self, t => t.ways())
    }

    fn way_neighbor(&self, cell: u32, way: usize) -> Option<(u32, u32)> {
        if cell >= self.cells() {
            return None;
        }
        each_shape!(self, t => t.way_neighbor(cell, way))
    }
}
