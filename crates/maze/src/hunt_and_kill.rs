//! Hunt-and-kill: a random walk carves into unvisited cells until it is stuck; then a hunt
//! scans the cells in index order for the first unvisited one beside the maze, joins it to a
//! random visited neighbour, and walks on from there. Long, winding corridors, few dead ends.
//!
//! Every cell before the scan's cursor is visited, so the hunt starts there and each cell is
//! passed over by it at most a few times.

use super::carver::{Carver, CellFlags};
use super::shape::Carve;

/// Carves a spanning tree by hunt-and-kill from cell 0.
pub(crate) fn carve<T: Carve>(mut carver: Carver<'_, '_, T>) -> (T::Walls, Vec<u32>) {
    let topology = carver.topology();
    let cells = topology.cells();
    let mut visited = CellFlags::new(cells);
    visited.set(0);
    let mut cell = 0;
    // The lowest cell that may still be unvisited.
    let mut cursor = 0;
    loop {
        // Kill: walk to unvisited neighbours while there is one.
        while let Some((_, wall, next)) = carver.random_neighbor(cell, |n| !visited.get(n)) {
            carver.carve_wall(wall);
            visited.set(next);
            cell = next;
        }
        // Hunt: the first unvisited cell with a visited neighbour.
        while cursor < cells && visited.get(cursor) {
            cursor += 1;
        }
        let found = (cursor..cells).find(|&c| {
            !visited.get(c) && {
                let mut beside = false;
                topology.for_each_neighbor(c, |_, _, n| beside |= visited.get(n));
                beside
            }
        });
        let Some(found) = found else {
            break;
        };
        if let Some((_, wall, _)) = carver.random_neighbor(found, |n| visited.get(n)) {
            carver.carve_wall(wall);
        }
        visited.set(found);
        cell = found;
    }
    carver.finish()
}
