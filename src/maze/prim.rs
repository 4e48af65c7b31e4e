//! Randomized Prim: one tree grows from the start by a random wall on its frontier.
//!
//! The frontier holds walls from a tree cell to a cell outside; a random one is taken (swap
//! removal keeps that O(1)); if its far cell is still outside, the wall is carved and the far
//! cell's outward walls join the frontier. Many short dead ends.

use super::carver::{Carver, CellFlags};
use super::generate::Maze;
use super::grid::Direction;

/// Carves a spanning tree by randomized Prim from cell 0.
pub(crate) fn carve(mut carver: Carver<'_>) -> Maze {
    let mut in_tree = CellFlags::new(carver.grid().cells());
    let mut frontier: Vec<(u32, Direction)> = Vec::new();
    in_tree.set(0);
    push_frontier(&carver, &in_tree, 0, &mut frontier);
    while !frontier.is_empty() {
        let pick = carver.below(frontier.len() as u32) as usize;
        if pick >= frontier.len() {
            break;
        }
        let (cell, dir) = frontier.swap_remove(pick);
        let Some(next) = carver.grid().neighbor(cell, dir) else {
            continue;
        };
        if in_tree.get(next) {
            continue;
        }
        carver.carve(cell, dir);
        in_tree.set(next);
        push_frontier(&carver, &in_tree, next, &mut frontier);
    }
    carver.finish()
}

/// Adds the walls from `cell` to its neighbours outside the tree.
fn push_frontier(
    carver: &Carver<'_>,
    in_tree: &CellFlags,
    cell: u32,
    frontier: &mut Vec<(u32, Direction)>,
) {
    for dir in Direction::ALL {
        if let Some(next) = carver.grid().neighbor(cell, dir)
            && !in_tree.get(next)
        {
            frontier.push((cell, dir));
        }
    }
}
