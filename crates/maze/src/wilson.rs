//! Wilson's algorithm: loop-erased random walks give a uniformly random spanning tree.
//!
//! The tree starts as cell 0. From each cell not yet in the tree (in index order), walk at
//! random until the tree is hit, remembering only the last way out of each cell (which erases
//! every loop), then carve that path into the tree.

use super::carver::{Carver, CellFlags};
use super::shape::Carve;

/// Carves a uniformly random spanning tree.
pub(crate) fn carve<T: Carve>(mut carver: Carver<'_, '_, T>) -> (T::Walls, Vec<u32>) {
    let topology = carver.topology();
    let cells = topology.cells();
    let mut in_tree = CellFlags::new(cells);
    in_tree.set(0);
    // The neighbour slot of each cell's last way out: one byte per cell.
    let mut way_out = vec![0u8; cells as usize];
    for start in 1..cells {
        if in_tree.get(start) {
            continue;
        }
        let mut cell = start;
        while !in_tree.get(cell) {
            let Some((slot, _, next)) = carver.random_neighbor(cell, |_| true) else {
                break;
            };
            if let Some(out) = way_out.get_mut(cell as usize) {
                *out = slot;
            }
            cell = next;
        }
        cell = start;
        while !in_tree.get(cell) {
            in_tree.set(cell);
            let slot = way_out.get(cell as usize).copied().unwrap_or(0);
            match topology.neighbor(cell, usize::from(slot)) {
                Some((wall, next)) => {
                    carver.carve_wall(wall);
                    cell = next;
                }
                None => break,
            }
        }
    }
    carver.finish()
}
