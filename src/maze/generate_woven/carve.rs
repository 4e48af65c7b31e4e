//! The woven maze's Kruskal phase: the crossings' walls first, then every other wall in seeded
//! order.

use crate::maze::graph::WallSet;
use crate::maze::seed::WallKeys;
use crate::maze::shape::{Topology, WallState, Woven};
use crate::maze::union_find::UnionFind;

/// The crossings' walls of `woven` in order: each crossing's over-passage's two (west or north
/// first), then its tunnel's two.
pub(crate) fn crossing_walls(woven: &Woven) -> Vec<u32> {
    let walls = woven.crossings().iter();
    walls
        .filter_map(|c| woven.crossing_walls(c.cell))
        .flat_map(|(over, tunnel)| over.into_iter().chain(tunnel))
        .collect()
}

/// Carves the woven graph `graph` (a woven square, or a woven drawing's region) from the maze
/// hash `hash`: every wall of `opened` (the crossings' walls) erased first and its two cells
/// joined, then every other interior wall in ascending `(key, id)` order (`WallKeys` of
/// `hash`), erased exactly when its two cells are in different sets. With `stop_early`
/// (union-find) it stops as soon as the start and the exit share a set, checked before the
/// first wall too; else (perfect) when one set remains. Returns the wall state and the erased
/// ids in order.
pub(crate) fn carve<T: Topology<Walls = WallSet>>(
    graph: &T,
    opened: &[u32],
    hash: u64,
    stop_early: bool,
) -> (WallSet, Vec<u32>) {
    let mut walls = graph.full();
    let mut sets = UnionFind::new(graph.cells());
    let mut removed = Vec::new();
    for &wall in opened {
        if let Some((a, b)) = graph.wall_cells(wall)
            && walls.erase(wall)
        {
            sets.union(a, b);
            removed.push(wall);
        }
    }
    let exit = graph.cells().saturating_sub(1);
    let done = |sets: &mut UnionFind| {
        if stop_early {
            sets.connected(0, exit)
        } else {
            sets.sets() <= 1
        }
    };
    if done(&mut sets) {
        return (walls, removed);
    }
    let keys = WallKeys::new(hash);
    let mut order = Vec::new();
    graph.for_each_interior_wall(|wall| {
        if walls.stands(wall) {
            order.push(u64::from(keys.key(wall)) << 32 | u64::from(wall));
        }
    });
    order.sort_unstable();
    for entry in order {
        let wall = entry as u32;
        // The crossings' walls are all open, so every wall left joins two plain neighbours.
        let Some((a, b)) = graph.wall_cells(wall) else {
            continue;
        };
        if sets.union(a, b) {
            walls.erase(wall);
            removed.push(wall);
            if done(&mut sets) {
                break;
            }
        }
    }
    (walls, removed)
}
