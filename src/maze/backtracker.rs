//! The recursive backtracker, without recursion: depth-first search with an explicit stack.
//!
//! From the top of the stack, carve into a random unvisited neighbour and push it; with none
//! left, pop. Long, winding corridors with few branches.

use super::carver::{Carver, CellFlags};
use super::generate::Maze;
use super::grid::Direction;

/// Carves a spanning tree by depth-first search from cell 0.
pub(crate) fn carve(mut carver: Carver<'_>) -> Maze {
    let mut visited = CellFlags::new(carver.grid().cells());
    visited.set(0);
    let mut stack = vec![0u32];
    while let Some(&cell) = stack.last() {
        let mut options = [(Direction::North, 0u32); 4];
        let mut count = 0;
        for dir in Direction::ALL {
            if let Some(next) = carver.grid().neighbor(cell, dir)
                && !visited.get(next)
                && let Some(slot) = options.get_mut(count)
            {
                *slot = (dir, next);
                count += 1;
            }
        }
        if count == 0 {
            stack.pop();
            continue;
        }
        let pick = carver.below(count as u32) as usize;
        let Some(&(dir, next)) = options.get(pick) else {
            break;
        };
        carver.carve(cell, dir);
        visited.set(next);
        stack.push(next);
    }
    carver.finish()
}
