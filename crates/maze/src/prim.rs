//! Randomized Prim: one tree grows from the start by a random wall on its frontier.
//!
//! The frontier holds walls from a tree cell to a cell outside; a random one is taken (swap
//! removal keeps that O(1)); if its far cell is still outside, the wall is carved and the far
//! cell's outward walls join the frontier. Many short dead ends.

use super::carver::{Carver, CellFlags};
use super::shape::Carve;

/// Carves a spanning tree by randomized Prim from cell 0.
pub(crate) fn carve<T: Carve>(mut carver: Carver<'_, '_, T>) -> (T::Walls, Vec<u32>) {
    let topology = carver.topology();
    let mut in_tree = CellFlags::new(topology.cells());
    // Each entry is a wall and the cell beyond it.
    let mut frontier: Vec<(u32, u32)> = Vec::new();
    in_tree.set(0);
    push_frontier(topology, &in_tree, 0, &mut frontier);
    while !frontier.is_empty() {
        let pick = carver.below(frontier.len() as u32) as usize;
        if pick >= frontier.len() {
            break;
        }
        let (wall, next) = frontier.swap_remove(pick);
        if in_tree.get(next) {
            continue;
        }
        carver.carve_wall(wall);
        in_tree.set(next);
        push_frontier(topology, &in_tree, next, &mut frontier);
    }
    carver.finish()
}

/// Adds the walls from `cell` to its neighbours outside the tree.
fn push_frontier<T: Carve>(
    topology: &T,
    in_tree: &CellFlags,
    cell: u32,
    frontier: &mut Vec<(u32, u32)>,
) {
    topology.for_each_neighbor(cell, |_, wall, next| {
        if !in_tree.get(next) {
            frontier.push((wall, next));
        }
    });
}
