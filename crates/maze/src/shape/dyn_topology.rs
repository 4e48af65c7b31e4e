//! Every shape but square behind one vtable, for the generators and braid: compiled once for
//! hex, triangle, circle, word, drawn and woven mazes instead of once for each (the game's
//! download, docs/size.md). Square keeps its own copy: its wall bytes and Kruskal's fast path
//! (`Carve::CELL_TAGS`) need its concrete type. A call through the vtable costs a few
//! nanoseconds: Kruskal asks for a whole bucket's walls in one (`bucket_ends`), not three
//! calls a wall.

use super::{Carve, MAX_DEGREE, Shape, Topology};
use crate::graph::WallSet;

/// What the generators read of a shape whose walls are a `WallSet`, as an object.
pub(crate) trait DynTopology {
    /// `Topology::shape`.
    fn shape(&self) -> Shape;
    /// `Topology::cells`.
    fn cells(&self) -> u32;
    /// `Topology::wall_bound`.
    fn wall_bound(&self) -> u32;
    /// `Topology::interior_walls`.
    fn interior_walls(&self) -> u64;
    /// `Topology::for_each_interior_wall`.
    fn each_interior_wall(&self, f: &mut dyn FnMut(u32));
    /// `Topology::wall_cells`.
    fn wall_cells(&self, wall: u32) -> Option<(u32, u32)>;
    /// `Carve::wall_ends`.
    fn wall_ends(&self, wall: u32) -> (u32, u32);
    /// `Carve::bucket_ends`.
    fn bucket_ends(&self, words: &[u32], mask: u32, out: &mut Vec<(u32, u32)>);
    /// `Topology::neighbor`.
    fn neighbor(&self, cell: u32, slot: usize) -> Option<(u32, u32)>;
    /// Every neighbour of `cell` as `(slot, wall, cell)` in slot order, and how many.
    fn neighbors(&self, cell: u32) -> ([(u8, u32, u32); MAX_DEGREE], usize);
    /// `Topology::exit_bound`.
    fn exit_bound(&self, cell: u32) -> u32;
    /// `Carve::hash_sides`.
    fn hash_sides(&self) -> (u32, u32);
}

impl<T: Carve<Walls = WallSet>> DynTopology for T {
    fn shape(&self) -> Shape {
        Topology::shape(self)
    }

    fn cells(&self) -> u32 {
        Topology::cells(self)
    }

    fn wall_bound(&self) -> u32 {
        Topology::wall_bound(self)
    }

    fn interior_walls(&self) -> u64 {
        Topology::interior_walls(self)
    }

    fn each_interior_wall(&self, f: &mut dyn FnMut(u32)) {
        self.for_each_interior_wall(f);
    }

    fn wall_cells(&self, wall: u32) -> Option<(u32, u32)> {
        Topology::wall_cells(self, wall)
    }

    fn wall_ends(&self, wall: u32) -> (u32, u32) {
        Carve::wall_ends(self, wall)
    }

    fn bucket_ends(&self, words: &[u32], mask: u32, out: &mut Vec<(u32, u32)>) {
        Carve::bucket_ends(self, words, mask, out);
    }

    fn neighbor(&self, cell: u32, slot: usize) -> Option<(u32, u32)> {
        Topology::neighbor(self, cell, slot)
    }

    fn neighbors(&self, cell: u32) -> ([(u8, u32, u32); MAX_DEGREE], usize) {
        super::neighbors_where(self, cell, |_| true)
    }

    fn exit_bound(&self, cell: u32) -> u32 {
        Topology::exit_bound(self, cell)
    }

    fn hash_sides(&self) -> (u32, u32) {
        Carve::hash_sides(self)
    }
}

/// A shape as a `DynTopology` object, which is a `Topology` and a `Carve` again: the one type
/// the generators are compiled for, whatever the shape behind it.
#[derive(Clone, Copy)]
pub(crate) struct AnyGraph<'a>(pub &'a dyn DynTopology);

impl Topology for AnyGraph<'_> {
    const DEGREE: usize = MAX_DEGREE;

    fn shape(&self) -> Shape {
        self.0.shape()
    }

    fn cells(&self) -> u32 {
        self.0.cells()
    }

    fn wall_bound(&self) -> u32 {
        self.0.wall_bound()
    }

    fn interior_walls(&self) -> u64 {
        self.0.interior_walls()
    }

    fn for_each_interior_wall(&self, mut f: impl FnMut(u32)) {
        self.0.each_interior_wall(&mut f);
    }

    fn wall_cells(&self, wall: u32) -> Option<(u32, u32)> {
        self.0.wall_cells(wall)
    }

    fn neighbor(&self, cell: u32, slot: usize) -> Option<(u32, u32)> {
        self.0.neighbor(cell, slot)
    }

    fn for_each_neighbor(&self, cell: u32, mut f: impl FnMut(usize, u32, u32)) {
        let (sides, count) = self.0.neighbors(cell);
        for &(slot, wall, next) in sides.iter().take(count) {
            f(usize::from(slot), wall, next);
        }
    }

    fn exit_bound(&self, cell: u32) -> u32 {
        self.0.exit_bound(cell)
    }
}

impl Carve for AnyGraph<'_> {
    type Walls = WallSet;

    fn wall_ends(&self, wall: u32) -> (u32, u32) {
        self.0.wall_ends(wall)
    }

    fn bucket_ends(&self, words: &[u32], mask: u32, out: &mut Vec<(u32, u32)>) {
        self.0.bucket_ends(words, mask, out);
    }

    fn full(&self) -> WallSet {
        WallSet::new(self.0.wall_bound())
    }

    fn hash_sides(&self) -> (u32, u32) {
        self.0.hash_sides()
    }
}
