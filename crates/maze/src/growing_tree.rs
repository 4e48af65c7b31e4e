//! Growing tree: a list of active cells, in the order they joined the maze. Each step picks one
//! (the newest on heads, a uniformly random one on tails: one `below(2)` draw, then one
//! `below(len)` for a random pick), carves to a random unvisited neighbour of it and adds that
//! cell to the list; a cell with none left is done and leaves the list. Newest alone is the
//! backtracker, random alone is close to Prim: half and half mixes long corridors with
//! branches.
//!
//! The list keeps its order: a done cell is marked and left in place, the marked cells at its
//! end are dropped at once, and the list is compacted (in order) when half of it is marked, so
//! a random pick redraws when it meets a marked cell and stays uniform over the active ones.

use super::carver::{Carver, CellFlags};
use super::shape::Carve;

/// Carves a spanning tree by the growing tree, newest or random half and half, from cell 0.
pub(crate) fn carve<T: Carve>(mut carver: Carver<'_, '_, T>) -> (T::Walls, Vec<u32>) {
    let topology = carver.topology();
    let mut visited = CellFlags::new(topology.cells());
    let mut done = CellFlags::new(topology.cells());
    let mut active: Vec<u32> = vec![0];
    let mut marked = 0usize;
    visited.set(0);
    while !active.is_empty() {
        let index = if carver.below(2) == 0 {
            active.len() - 1
        } else {
            loop {
                let i = carver.below(active.len() as u32) as usize;
                if active.get(i).is_some_and(|&c| !done.get(c)) {
                    break i;
                }
            }
        };
        let Some(&cell) = active.get(index) else {
            break;
        };
        match carver.random_neighbor(cell, |n| !visited.get(n)) {
            Some((_, wall, next)) => {
                carver.carve_wall(wall);
                visited.set(next);
                active.push(next);
            }
            None => {
                done.set(cell);
                marked += 1;
                // The newest active cell is always the list's last.
                while active.last().is_some_and(|&c| done.get(c)) {
                    active.pop();
                    marked = marked.saturating_sub(1);
                }
                if marked * 2 > active.len() {
                    active.retain(|&c| !done.get(c));
                    marked = 0;
                }
            }
        }
    }
    carver.finish()
}
