//! A maze of any shape (`ShapeMaze`): the layout, which walls are open, the erasures in order.
//! `generate_shape` makes one.

use super::generate::Algorithm;
use super::graph::{Graph, SquareBits, SquareWalls, WallSet};
use super::grid::Grid;
use super::shape::ways::Press;
use super::shape::{Carve, Compass, Layout, Topology};
use super::solve;

/// A generated maze of any shape.
#[derive(Clone, Debug, PartialEq)]
pub struct ShapeMaze {
    /// The shape and size: cells, walls, geometry, ways.
    pub layout: Layout,
    /// Erased wall ids in the order they were erased (braid's erasures last).
    pub removed: Vec<u32>,
    /// The generator that made it.
    pub algorithm: Algorithm,
    /// The braid percentage applied (0 to 100).
    pub braid: u32,
    open: WallSet,
}

impl ShapeMaze {
    /// The maze of `layout` with the walls `removed` erased (ids a caller has checked).
    pub fn new(layout: Layout, removed: Vec<u32>, algorithm: Algorithm, braid: u32) -> ShapeMaze {
        let mut open = WallSet::new(layout.wall_bound());
        for &wall in &removed {
            open.erase(wall);
        }
        ShapeMaze::with_open(layout, removed, algorithm, braid, open)
    }

    /// The maze of `layout` with the walls `removed` erased, `open` holding exactly those ids
    /// already (adoption builds it while it checks them: no second pass over the ids).
    pub fn with_open(
        layout: Layout,
        removed: Vec<u32>,
        algorithm: Algorithm,
        braid: u32,
        open: WallSet,
    ) -> ShapeMaze {
        ShapeMaze {
            layout,
            removed,
            algorithm,
            braid,
            open,
        }
    }

    /// The open (erased) walls as a bit set.
    pub fn open_walls(&self) -> &WallSet {
        &self.open
    }

    /// Whether interior wall `wall` is open (erased); border and unknown ids are not.
    pub fn is_open(&self, wall: u32) -> bool {
        self.open.is_erased(wall)
    }

    /// A square maze's wall bytes as a `Grid` (the original contract), a woven maze's too (each
    /// crossing open on its four sides); `None` for other shapes.
    pub fn grid(&self) -> Option<Grid> {
        let square = match &self.layout {
            Layout::Square(square) => square,
            Layout::Woven(woven) => woven.square(),
            _ => return None,
        };
        let mut grid = square.full();
        for &wall in &self.removed {
            grid.erase(wall);
        }
        Some(grid)
    }

    /// The shortest path from the start to the exit, both included (empty if there is none).
    pub fn solution(&self) -> Vec<u32> {
        solve::shortest_path(self).unwrap_or_default()
    }

    /// What pressing `key` in `cell` does on the page (`shape::ways`).
    pub fn press(&self, cell: u32, key: &str) -> Option<Press> {
        self.layout.press(|wall| self.is_open(wall), cell, key)
    }

    /// The key presses that walk `path` on the page; `None` if a step is not an open move.
    pub fn path_keys(&self, path: &[u32]) -> Option<Vec<&'static str>> {
        self.layout.path_keys(|wall| self.is_open(wall), path)
    }
}

impl Graph for ShapeMaze {
    fn cells(&self) -> u32 {
        self.layout.cells()
    }

    fn open_neighbors(&self, cell: u32) -> impl Iterator<Item = u32> + '_ {
        self.layout
            .neighbors(cell)
            .filter(|n| self.is_open(n.wall))
            .map(|n| n.cell)
    }

    fn exit_bound(&self, cell: u32) -> u32 {
        self.layout.exit_bound(cell)
    }

    fn square_walls(&self) -> Option<SquareWalls<'_>> {
        match &self.layout {
            Layout::Square(square) => Some(SquareWalls::Bits(SquareBits::new(
                &self.open,
                square.width(),
                square.height(),
            ))),
            _ => None,
        }
    }
}
