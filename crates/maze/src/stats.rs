//! Statistics of a maze: dead ends, junctions, solution length, reach, loops.

use super::graph::Graph;
use super::solve::{UNREACHABLE, distances_from_start};
use super::union_find::UnionFind;

/// Counts that describe a maze's character.
#[derive(Clone, Debug, PartialEq)]
pub struct Stats {
    /// Cells with exactly one open side (the entrance and exit openings do not count).
    pub dead_ends: u32,
    /// Cells with three or more open sides.
    pub junctions: u32,
    /// Moves on the shortest path from the start to the exit, if there is one.
    pub solution_length: Option<u32>,
    /// The longest shortest path from the start to any reachable cell, in moves.
    pub farthest: u32,
    /// Cells reachable from the start, the start included.
    pub reachable: u32,
    /// `reachable` as a share of all cells, 0 to 1.
    pub reachable_share: f64,
    /// Open passages that close a cycle: open passages minus (cells − components).
    pub loops: u32,
}

/// Computes the statistics of `grid`.
pub fn stats<G: Graph + ?Sized>(grid: &G) -> Stats {
    let cells = grid.cells();
    let mut dead_ends = 0;
    let mut junctions = 0;
    let mut sets = UnionFind::new(cells);
    let mut passages = 0u32;
    for cell in 0..cells {
        let mut degree = 0;
        for next in grid.open_neighbors(cell) {
            degree += 1;
            // Each passage is counted once, from its lower cell.
            if next > cell {
                passages += 1;
                sets.union(cell, next);
            }
        }
        match degree {
            1 => dead_ends += 1,
            3.. => junctions += 1,
            _ => {}
        }
    }
    let dist = distances_from_start(grid);
    let reached: Vec<u32> = dist.iter().copied().filter(|&d| d != UNREACHABLE).collect();
    let reachable = reached.len() as u32;
    let solution_length = dist
        .get(grid.exit() as usize)
        .copied()
        .filter(|&d| d != UNREACHABLE);
    Stats {
        dead_ends,
        junctions,
        solution_length,
        farthest: reached.iter().copied().max().unwrap_or(0),
        reachable,
        reachable_share: f64::from(reachable) / f64::from(cells.max(1)),
        loops: passages - (cells - sets.sets()),
    }
}
