//! The recursive backtracker, without recursion: depth-first search with an explicit stack.
//!
//! From the top of the stack, carve into a random unvisited neighbour and push it; with none
//! left, pop. Long, winding corridors with few branches.

use super::carver::{Carver, CellFlags};
use super::shape::Carve;

/// Carves a spanning tree by depth-first search from cell 0.
pub(crate) fn carve<T: Carve>(mut carver: Carver<'_, '_, T>) -> (T::Walls, Vec<u32>) {
    let topology = carver.topology();
    let mut visited = CellFlags::new(topology.cells());
    visited.set(0);
    let mut stack = vec![0u32];
    while let Some(&cell) = stack.last() {
        let Some((_, wall, next)) = carver.random_neighbor(cell, |next| !visited.get(next)) else {
            stack.pop();
            continue;
        };
        carver.carve_wall(wall);
        visited.set(next);
        stack.push(next);
    }
    carver.finish()
}
