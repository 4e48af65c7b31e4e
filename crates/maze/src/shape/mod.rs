//! Every maze shape as a graph of cells: square, hex, triangle and circle.
//!
//! A shape numbers its cells `0..N` (row by row; ring by ring for the circle), with the start at
//! cell 0 and the exit at cell `N − 1`, and gives every interior wall an id that joins two cells.
//! Every shape is three traits: the generators, the solver and the statistics see only its graph
//! (`Topology`; the generators add `Carve`, the walls they carve); the page and the exports see
//! only strokes, points and polygons in maze units (`Geometry`); the keys see only its table of
//! ways and where they lead (`Compass`). A `Layout` (`layout`) is any one shape at a size and
//! has the same three traits, each call the shape's inside. A fifth shape is one more file
//! here. A word maze or drawn maze (`masked`) is a shape cut to the cells a text or a drawing
//! covers; a woven maze (`woven`) is a square whose passages cross over and under one another
//! at some cells; a floors maze (`floors`) is square floors joined by stairs.

mod circle;
mod dyn_topology;
mod floors;
pub mod geometry;
mod hex;
mod layout;
mod masked;
mod square;
mod triangle;
pub mod trig;
pub mod ways;
mod woven;

pub use circle::Circle;
pub use floors::{FLOORS_RANGE, Floors, UP_SLOT};
pub use geometry::{Geometry, Stroke};
pub use hex::Hex;
pub use layout::Layout;
pub(crate) use layout::each_shape;
pub use masked::{Masked, TooThin};
pub use square::Square;
pub use triangle::Triangle;
pub use ways::{Compass, Heading};
pub use woven::{Crossing, Over, Passing, Woven};

use super::graph::WallSet;
use super::grid::{Grid, MAX_SIDE, MIN_SIDE, SizeError};

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
    pub(crate) fn of<T: Topology + ?Sized>(topology: &T, cell: u32) -> Neighbors {
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

/// A shape as a graph of cells: what the generators, the solver, the statistics and the page
/// read of every shape, and of a `Layout`, which is any of them. Cells, wall ids and neighbours
/// come in a fixed order (the order decides the random draws, so it is part of every shape's
/// contract).
pub trait Topology {
    /// The length of the neighbour list (`neighbor`'s slots).
    const DEGREE: usize;

    /// Which shape's cells these are (a word or drawn maze: the shape it is cut from; a woven
    /// or floors maze: square).
    fn shape(&self) -> Shape;
    /// Number of cells.
    fn cells(&self) -> u32;
    /// The exit cell, `cells() − 1`.
    fn exit(&self) -> u32 {
        self.cells().saturating_sub(1)
    }
    /// Every wall id is below this (ids of border walls and gaps are never interior): by
    /// default two ids per cell (square, triangle and circle number each cell's walls `2c` and
    /// `2c + 1`); hex and masked say otherwise.
    fn wall_bound(&self) -> u32 {
        2 * self.cells()
    }
    /// Number of interior walls.
    fn interior_walls(&self) -> u64;
    /// Calls `f` with every interior wall id, ascending.
    fn for_each_interior_wall(&self, f: impl FnMut(u32));
    /// The two cells of interior wall `wall`, or `None` for any other id.
    fn wall_cells(&self, wall: u32) -> Option<(u32, u32)>;
    /// Whether `wall` is an interior wall's id.
    fn is_interior_wall(&self, wall: u32) -> bool {
        self.wall_cells(wall).is_some()
    }
    /// Every interior wall as `(id, a, b)`, ids ascending: the JSON's `edges`.
    fn edges(&self) -> Vec<(u32, u32, u32)> {
        let mut out = Vec::new();
        self.for_each_interior_wall(|wall| {
            if let Some((a, b)) = self.wall_cells(wall) {
                out.push((wall, a, b));
            }
        });
        out
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
    /// The neighbours of `cell` with the walls between, in the shape's order.
    fn neighbors(&self, cell: u32) -> Neighbors {
        Neighbors::of(self, cell)
    }
    /// A lower bound on the moves from `cell` to the exit, changing by at most one per move
    /// (A*'s heuristic).
    fn exit_bound(&self, cell: u32) -> u32;
}

/// What the generators need of a shape beyond its graph: the wall state they carve and their
/// fast paths. Every shape has it; a `Layout` has not, as its walls differ by shape (the
/// generators take the shape inside, `Layout::graph`).
pub(crate) trait Carve: Topology {
    /// The wall state this shape carves.
    type Walls: WallState;
    /// Whether wall ids are `2*cell` (towards `cell + 1`) and `2*cell + 1` with the wall state
    /// in per-cell bits, so that Kruskal can keep erased bits in its union-find (square).
    const CELL_TAGS: bool = false;

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
    /// Every wall standing.
    fn full(&self) -> Self::Walls;
    /// Square's sides, for the path-cut generator's east/south runs; `None` elsewhere.
    fn square_sides(&self) -> Option<(u32, u32)> {
        None
    }
    /// The two numbers the seed hash reads as width and height.
    fn hash_sides(&self) -> (u32, u32);
}

/// The neighbours of `cell` that `keep` accepts, as `(slot, wall, cell)` in slot order, in a
/// fixed array (the generators' inner loops allocate nothing).
pub(crate) fn neighbors_where<T: Carve>(
    topology: &T,
    cell: u32,
    mut keep: impl FnMut(u32) -> bool,
) -> ([(u8, u32, u32); MAX_DEGREE], usize) {
    let mut options = [(0u8, 0u32, 0u32); MAX_DEGREE];
    let mut count = 0;
    topology.for_each_neighbor(cell, |slot, wall, next| {
        if keep(next)
            && let Some(place) = options.get_mut(count)
        {
            *place = (slot as u8, wall, next);
            count += 1;
        }
    });
    (options, count)
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
