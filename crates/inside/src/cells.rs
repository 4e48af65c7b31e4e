//! What the inside view reads of a maze's shape, behind one vtable (`&dyn Cells`): every shape's
//! geometry (`maze::shape::Geometry`) gives it, and the view's code is built once for all of
//! them rather than once per shape.

use maze::shape::{Geometry, Stroke};

/// A side of a cell: its stroke, and the wall and the cell through it (`None` on the border).
pub type CellSide = (Stroke, Option<(u32, u32)>);

/// A maze's cells as the inside view reads them.
pub trait Cells {
    /// How many sides a cell may have (its neighbour slots).
    fn slots(&self) -> usize;
    /// The centre of `cell`, `None` for an unknown cell.
    fn centre(&self, cell: u32) -> Option<[f64; 2]>;
    /// Side `slot` of `cell`: its stroke, and the wall and the cell through it (`None` on the
    /// border); `None` where the cell has no such side.
    fn side(&self, cell: u32, slot: usize) -> Option<CellSide>;
    /// The middle of the exit's opening in the border.
    fn exit_middle(&self) -> Option<[f64; 2]>;
}

impl<G: Geometry> Cells for G {
    fn slots(&self) -> usize {
        G::DEGREE
    }

    fn centre(&self, cell: u32) -> Option<[f64; 2]> {
        self.center(cell)
    }

    fn side(&self, cell: u32, slot: usize) -> Option<CellSide> {
        match self.neighbor(cell, slot) {
            Some((wall, next)) => Some((self.wall_stroke(wall)?, Some((wall, next)))),
            None => Some((self.border_side(cell, slot)?, None)),
        }
    }

    fn exit_middle(&self) -> Option<[f64; 2]> {
        self.openings().get(1).map(Stroke::midpoint)
    }
}
