//! The woven maze's Kruskal phase: after the crossings, every other wall in seeded order.

use super::place::place;
use crate::maze::graph::WallSet;
use crate::maze::seed::WallKeys;
use crate::maze::shape::{Square, Topology, WallState, Woven};

/// Carves a woven `square` from the maze hash `hash`: the crossings (`place`), each opening its
/// four walls (the over-passage's two, west or north first, then the tunnel's two), then every
/// other interior wall in ascending `(key, id)` order (`WallKeys` of `hash`), erased exactly
/// when its two cells are in different sets. With `stop_early` (union-find) it stops as soon as
/// the start and the exit share a set, checked before the first wall too; else (perfect) when
/// one set remains. Returns the layout, the wall state and the erased ids in order.
pub(crate) fn carve(square: Square, hash: u64, stop_early: bool) -> (Woven, WallSet, Vec<u32>) {
    let (crossings, mut sets) = place(square, hash);
    let woven = Woven::new(square, &crossings);
    let mut walls = woven.full();
    let mut removed = Vec::new();
    for crossing in woven.crossings() {
        if let Some((over, tunnel)) = woven.crossing_walls(crossing.cell) {
            for wall in over.into_iter().chain(tunnel) {
                if walls.erase(wall) {
                    removed.push(wall);
                }
            }
        }
    }
    let exit = woven.cells().saturating_sub(1);
    let done = |sets: &mut crate::maze::union_find::UnionFind| {
        if stop_early {
            sets.connected(0, exit)
        } else {
            sets.sets() <= 1
        }
    };
    if done(&mut sets) {
        return (woven, walls, removed);
    }
    let keys = WallKeys::new(hash);
    let mut order = Vec::new();
    woven.for_each_interior_wall(|wall| {
        if walls.stands(wall) {
            order.push(u64::from(keys.key(wall)) << 32 | u64::from(wall));
        }
    });
    order.sort_unstable();
    for entry in order {
        let wall = entry as u32;
        // The crossings' walls are all open, so every wall left joins two plain neighbours.
        let Some((a, b)) = woven.wall_cells(wall) else {
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
    (woven, walls, removed)
}
