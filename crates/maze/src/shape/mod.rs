//! Every maze shape as a graph of cells: square, hex, triangle and circle.
//!
//! A shape numbers its cells `0..N` (row by row; ring by ring for the circle), with the start at
//! cell 0 and the exit at cell `N − 1`, and gives every interior wall an id that joins two cells.
//! The generators, the solver and the statistics see only that graph (`Topology`); the page and
//! the exports see only strokes, points and polygons in maze units (`geometry`); the keys see
//! only the shape's table of ways (`ways`). A fifth shape is one more file here. A word maze
//! or drawn maze (`masked`) is a shape cut to the cells a text or a drawing covers; a woven maze (`woven`) is a square whose
//! passages cross over and under one another at some cells.

mod circle;
mod dyn_topology;
mod floors;
pub mod geometry;
mod hex;
mod masked;
mod square;
mod triangle;
pub mod trig;
pub mod ways;
mod woven;

pub use circle::Circle;
pub use floors::{FLOORS_RANGE, Floors, UP_SLOT};
pub use geometry::Stroke;
pub use hex::Hex;
pub use masked::{Masked, TooThin};
pub use square::Square;
pub use triangle::Triangle;
pub use woven::{Crossing, Over, Passing, Woven};

use super::drawing::{Drawing, Kept};
use super::graph::WallSet;
use super::grid::{Grid, MAX_SIDE, MIN_SIDE, SizeError};
use super::mask::Mask;

/// Most neighbours a cell has in any shape (hex cells and the circle's centre have six).
pub const MAX_DEGREE: usize = 6;

/// A maze's shape, as named in URLs, the CLI and JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Shape {
    /// Square cells in rows and columns: the original contract.
    #[default]
    Square,
    /// Pointy-top hexagons in rows, odd rows shifted half a cell east.
    Hex,
    /// Rows of alternating up- and down-pointing triangles.
    Triangle,
    /// A centre cell and rings of cells around it.
    Circle,
}

impl Shape {
    /// Every shape, in the order menus list them.
    pub const ALL: [Shape; 4] = [Shape::Square, Shape::Hex, Shape::Triangle, Shape::Circle];

    /// Every name, in menu order, for messages (a test keeps it in step with `ALL`).
    pub const NAMES: &'static str = "square, hex, triangle, circle";

    /// The name used in URLs, the CLI, JSON and the seed hash.
    pub fn name(self) -> &'static str {
        match self {
            Shape::Square => "square",
            Shape::Hex => "hex",
            Shape::Triangle => "triangle",
            Shape::Circle => "circle",
        }
    }

    /// Looks a shape up by its name.
    pub fn from_name(name: &str) -> Option<Shape> {
        Shape::ALL.into_iter().find(|s| s.name() == name)
    }

    /// The smallest and largest size (rows; rings for the circle). The largest keeps a maze
    /// within about four million cells, as square's 2000×2000 does.
    pub fn size_range(self) -> (u32, u32) {
        match self {
            Shape::Square | Shape::Hex => (MIN_SIDE, MAX_SIDE),
            Shape::Triangle => (MIN_SIDE, 1400),
            Shape::Circle => (MIN_SIDE, 1000),
        }
    }

    /// What the size counts: "rows", or "rings" for the circle.
    pub fn size_unit(self) -> &'static str {
        if self == Shape::Circle {
            "rings"
        } else {
            "rows"
        }
    }

    /// The size of a maze of this shape: `size` if given (within the range; a square's side as
    /// given), else the level's (`level_size` of the level's side `side`; a square's `side`).
    pub fn chosen_size(self, size: Option<u32>, side: u32) -> u32 {
        match (self, size) {
            (Shape::Square, size) => size.unwrap_or(side),
            (shape, Some(size)) => {
                let (min, max) = shape.size_range();
                size.clamp(min, max)
            }
            (shape, None) => shape.level_size(side),
        }
    }

    /// The size of a level whose square side is `side`: the side itself (rows), half of it for
    /// the circle (rings, so the circle's diameter is about the side), capped to the range.
    pub fn level_size(self, side: u32) -> u32 {
        let (min, max) = self.size_range();
        let size = if self == Shape::Circle {
            side / 2
        } else {
            side
        };
        size.clamp(min, max)
    }
}

/// A size that is out of a shape's range (its words: `src/text/problems.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShapeSizeError {
    /// The shape asked for.
    pub shape: Shape,
    /// The rejected size.
    pub size: u32,
}

/// Why a layout of floors or of a drawing on a shape cannot be made: the numbers only, which
/// `src/text/problems.rs` words (`LayoutError`'s `Display`): the maze core speaks no English.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LayoutError {
    /// The level's square side is out of range.
    Size(SizeError),
    /// The size is out of the shape's range.
    ShapeSize(ShapeSizeError),
    /// A floor count outside `FLOORS_RANGE` (`min..=max`).
    Floors {
        /// The count asked for.
        count: u32,
        /// The fewest floors.
        min: u32,
        /// The most floors.
        max: u32,
    },
    /// The drawing covers no two joined cells of the shape at the size.
    TooThin(TooThin),
}

/// One neighbour of a cell: its place in the cell's neighbour list, the wall between, the cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Neighbor {
    /// The position in the shape's neighbour order (a `Direction` index for square).
    pub slot: usize,
    /// The id of the wall between the two cells.
    pub wall: u32,
    /// The neighbouring cell.
    pub cell: u32,
}

/// The neighbours of one cell, in the shape's order; no allocation.
#[derive(Clone, Copy, Debug)]
pub struct Neighbors {
    items: [Neighbor; MAX_DEGREE],
    len: usize,
    next: usize,
}

impl Neighbors {
    /// Collects the neighbours of `cell` in `topology`.
    pub(crate) fn of<T: Topology>(topology: &T, cell: u32) -> Neighbors {
        let blank = Neighbor {
            slot: 0,
            wall: 0,
            cell: 0,
        };
        let mut out = Neighbors {
            items: [blank; MAX_DEGREE],
            len: 0,
            next: 0,
        };
        topology.for_each_neighbor(cell, |slot, wall, next| {
            if let Some(item) = out.items.get_mut(out.len) {
                *item = Neighbor {
                    slot,
                    wall,
                    cell: next,
                };
                out.len += 1;
            }
        });
        out
    }
}

impl Iterator for Neighbors {
    type Item = Neighbor;

    fn next(&mut self) -> Option<Neighbor> {
        if self.next >= self.len {
            return None;
        }
        let item = self.items.get(self.next).copied();
        self.next += 1;
        item
    }
}

/// The wall state a generator carves: square keeps its wall bytes, other shapes a `WallSet`.
pub(crate) trait WallState {
    /// Whether `wall` stands.
    fn stands(&self, wall: u32) -> bool;
    /// Erases `wall`; false when nothing changed.
    fn erase(&mut self, wall: u32) -> bool;
    /// Clears the wall bits of each cell given in `tags` (square's Kruskal keeps them per cell).
    fn erase_tagged(&mut self, tags: impl Iterator<Item = u8>);
}

impl WallState for Grid {
    #[inline]
    fn stands(&self, wall: u32) -> bool {
        self.wall_stands(wall)
    }

    #[inline]
    fn erase(&mut self, wall: u32) -> bool {
        Grid::erase(self, wall)
    }

    fn erase_tagged(&mut self, tags: impl Iterator<Item = u8>) {
        Grid::erase_tagged(self, tags);
    }
}

impl WallState for WallSet {
    #[inline]
    fn stands(&self, wall: u32) -> bool {
        !self.is_erased(wall)
    }

    #[inline]
    fn erase(&mut self, wall: u32) -> bool {
        WallSet::erase(self, wall)
    }

    fn erase_tagged(&mut self, _tags: impl Iterator<Item = u8>) {}
}

/// What the generators need from a shape: cells, wall ids and neighbours, in a fixed order
/// (the order decides the random draws, so it is part of every shape's contract).
pub(crate) trait Topology {
    /// The wall state this shape carves.
    type Walls: WallState;
    /// The length of the neighbour list (`neighbor`'s slots).
    const DEGREE: usize;
    /// Whether wall ids are `2*cell` (towards `cell + 1`) and `2*cell + 1` with the wall state
    /// in per-cell bits, so that Kruskal can keep erased bits in its union-find (square).
    const CELL_TAGS: bool = false;

    /// Number of cells.
    fn cells(&self) -> u32;
    /// Every wall id is below this: by default two ids per cell (square, triangle and circle
    /// number each cell's walls `2c` and `2c + 1`); hex and masked say otherwise.
    fn wall_bound(&self) -> u32 {
        2 * self.cells()
    }
    /// Number of interior walls.
    fn interior_walls(&self) -> u64;
    /// Calls `f` with every interior wall id, ascending.
    fn for_each_interior_wall(&self, f: impl FnMut(u32));
    /// The two cells of interior wall `wall`, or `None` for any other id.
    fn wall_cells(&self, wall: u32) -> Option<(u32, u32)>;
    /// The cells of a wall known to be interior (the Kruskal loop's fast path).
    #[inline]
    fn wall_ends(&self, wall: u32) -> (u32, u32) {
        self.wall_cells(wall).unwrap_or((0, 0))
    }
    /// The cells of each wall in `words` (its id under `mask`) into `out`, in order: a Kruskal
    /// bucket's at once.
    fn bucket_ends(&self, words: &[u32], mask: u32, out: &mut Vec<(u32, u32)>) {
        out.clear();
        out.extend(words.iter().map(|&word| self.wall_ends(word & mask)));
    }
    /// The wall and the cell at position `slot` of `cell`'s neighbour list, if any.
    fn neighbor(&self, cell: u32, slot: usize) -> Option<(u32, u32)>;
    /// Calls `f(slot, wall, cell)` for every neighbour of `cell`, in slot order.
    #[inline]
    fn for_each_neighbor(&self, cell: u32, mut f: impl FnMut(usize, u32, u32)) {
        for slot in 0..Self::DEGREE {
            if let Some((wall, next)) = self.neighbor(cell, slot) {
                f(slot, wall, next);
            }
        }
    }
    /// Every wall standing.
    fn full(&self) -> Self::Walls;
    /// A lower bound on the moves from `cell` to the exit, changing by at most one per move.
    fn exit_bound(&self, cell: u32) -> u32;
    /// Square's sides, for the path-cut generator's east/south runs; `None` elsewhere.
    fn square_sides(&self) -> Option<(u32, u32)> {
        None
    }
    /// The two numbers the seed hash reads as width and height.
    fn hash_sides(&self) -> (u32, u32);
}

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
fn drawing_base(shape: Shape, size: u32) -> Result<Option<masked::Base>, ShapeSizeError> {
    let (min, max) = shape.size_range();
    if !(min..=max).contains(&size) {
        return Err(ShapeSizeError { shape, size });
    }
    Ok(match shape {
        Shape::Square => None,
        Shape::Hex => Some(masked::Base::Hex(Hex::new_unchecked(size))),
        Shape::Triangle => Some(masked::Base::Triangle(Triangle::new_unchecked(size))),
        Shape::Circle => Some(masked::Base::Circle(Circle::new_unchecked(size))),
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

    /// Which shape this is.
    pub fn shape(&self) -> Shape {
        match self {
            Layout::Square(_) => Shape::Square,
            Layout::Hex(_) => Shape::Hex,
            Layout::Triangle(_) => Shape::Triangle,
            Layout::Circle(_) => Shape::Circle,
            Layout::Masked(m) => m.shape(),
            Layout::Woven(_) | Layout::Floors(_) => Shape::Square,
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

    /// Number of cells.
    pub fn cells(&self) -> u32 {
        each_shape!(self, t => t.cells())
    }

    /// The exit cell, `cells() − 1`.
    pub fn exit(&self) -> u32 {
        self.cells().saturating_sub(1)
    }

    /// Every wall id is below this (ids of border walls and gaps are never interior).
    pub fn wall_bound(&self) -> u32 {
        each_shape!(self, t => t.wall_bound())
    }

    /// Number of interior walls.
    pub fn interior_walls(&self) -> u64 {
        each_shape!(self, t => t.interior_walls())
    }

    /// The two cells of interior wall `wall`, or `None` for any other id.
    pub fn wall_cells(&self, wall: u32) -> Option<(u32, u32)> {
        each_shape!(self, t => t.wall_cells(wall))
    }

    /// Whether `wall` is an interior wall's id. A woven maze's ids are its square's: asking
    /// the square spares a look at the crossings per id (cache misses, at a few million ids).
    pub fn is_interior_wall(&self, wall: u32) -> bool {
        match self {
            Layout::Woven(woven) => woven.square().wall_cells(wall).is_some(),
            other => other.wall_cells(wall).is_some(),
        }
    }

    /// Every interior wall as `(id, a, b)`, ids ascending: the JSON's `edges`.
    pub fn edges(&self) -> Vec<(u32, u32, u32)> {
        let mut out = Vec::new();
        each_shape!(self, t => t.for_each_interior_wall(|wall| {
            if let Some((a, b)) = t.wall_cells(wall) {
                out.push((wall, a, b));
            }
        }));
        out
    }

    /// The neighbours of `cell` with the walls between, in the shape's order.
    pub fn neighbors(&self, cell: u32) -> Neighbors {
        each_shape!(self, t => Neighbors::of(t, cell))
    }

    /// A lower bound on the moves from `cell` to the exit (A*'s heuristic).
    pub fn exit_bound(&self, cell: u32) -> u32 {
        each_shape!(self, t => t.exit_bound(cell))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_names_list_matches_all() {
        let names: Vec<&str> = Shape::ALL.iter().map(|s| s.name()).collect();
        assert_eq!(Shape::NAMES, names.join(", "));
        for s in Shape::ALL {
            assert_eq!(Shape::from_name(s.name()), Some(s));
        }
    }

    #[test]
    fn every_shape_is_a_consistent_graph() {
        for shape in Shape::ALL {
            for size in [2, 3, 5, 8] {
                let layout = Layout::new(shape, size).unwrap();
                let edges = layout.edges();
                let by_id: Vec<(u32, u32, u32)> = (0..layout.wall_bound())
                    .filter_map(|w| layout.wall_cells(w).map(|(a, b)| (w, a, b)))
                    .collect();
                assert_eq!(
                    edges, by_id,
                    "{shape:?} {size}: the interior walls, ascending"
                );
                assert_eq!(
                    edges.len() as u64,
                    layout.interior_walls(),
                    "{shape:?} {size}"
                );
                for &(wall, a, b) in &edges {
                    assert!(wall < layout.wall_bound());
                    assert!(a < layout.cells() && b < layout.cells() && a != b);
                    let ab = layout.neighbors(a).any(|n| n.cell == b && n.wall == wall);
                    let ba = layout.neighbors(b).any(|n| n.cell == a && n.wall == wall);
                    assert!(ab && ba, "{shape:?} {size} wall {wall} {a}-{b}");
                }
                let listed: usize = (0..layout.cells())
                    .map(|c| layout.neighbors(c).count())
                    .sum();
                assert_eq!(listed, 2 * edges.len(), "{shape:?} {size}");
            }
        }
    }

    #[test]
    fn sizes_out_of_range_are_refused() {
        for shape in Shape::ALL {
            let (min, max) = shape.size_range();
            assert!(Layout::new(shape, min - 1).is_err());
            assert!(Layout::new(shape, max + 1).is_err());
            assert!(Layout::new(shape, u32::MAX).is_err());
            assert_eq!(shape.level_size(u32::MAX), max);
            // The largest of every shape stays near square's 2000 × 2000 cells.
            let cells = Layout::new(shape, max).unwrap().cells();
            assert!(
                (3_000_000..=4_000_000).contains(&cells),
                "{shape:?}: {cells}"
            );
        }
    }
}
