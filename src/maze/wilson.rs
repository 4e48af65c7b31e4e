//! Wilson's algorithm: loop-erased random walks give a uniformly random spanning tree.
//!
//! The tree starts as cell 0. From each cell not yet in the tree (in index order), walk at
//! random until the tree is hit, remembering only the last way out of each cell (which erases
//! every loop), then carve that path into the tree.

use super::carver::{Carver, CellFlags};
use super::generate::Maze;
use super::grid::Direction;

/// Carves a uniformly random spanning tree.
pub(crate) fn carve(mut carver: Carver<'_>) -> Maze {
    let cells = carver.grid().cells();
    let mut in_tree = CellFlags::new(cells);
    in_tree.set(0);
    let mut way_out = vec![Direction::North; cells as usize];
    for start in 1..cells {
        if in_tree.get(start) {
            continue;
        }
        let mut cell = start;
        while !in_tree.get(cell) {
            let (dir, next) = random_step(&mut carver, cell);
            if let Some(slot) = way_out.get_mut(cell as usize) {
                *slot = dir;
            }
            cell = next;
        }
        cell = start;
        while !in_tree.get(cell) {
            in_tree.set(cell);
            let dir = way_out
                .get(cell as usize)
                .copied()
                .unwrap_or(Direction::North);
            carver.carve(cell, dir);
            match carver.grid().neighbor(cell, dir) {
                Some(next) => cell = next,
                None => break,
            }
        }
    }
    carver.finish()
}

/// One step of the walk: a uniformly random neighbour of `cell`.
fn random_step(carver: &mut Carver<'_>, cell: u32) -> (Direction, u32) {
    let mut options = [(Direction::North, cell); 4];
    let mut count = 0;
    for dir in Direction::ALL {
        if let Some(next) = carver.grid().neighbor(cell, dir)
            && let Some(slot) = options.get_mut(count)
        {
            *slot = (dir, next);
            count += 1;
        }
    }
    let pick = carver.below(count as u32) as usize;
    options
        .get(pick)
        .copied()
        .unwrap_or((Direction::North, cell))
}
