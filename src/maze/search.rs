//! How breadth-first search and A* explore a maze from the start: the order in which they
//! expand cells, and the path they find. The page animates both.

use super::grid::{Direction, Grid};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, VecDeque};

/// A search strategy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strategy {
    /// Breadth-first search: expands cells in order of distance from the start.
    BreadthFirst,
    /// A* with the Manhattan distance to the exit as the heuristic.
    AStar,
}

/// What a search did: the cells it expanded in order, and the path it found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exploration {
    /// Cells in the order they were expanded (taken from the open list); ends with the exit
    /// when the exit was reached.
    pub expanded: Vec<u32>,
    /// The path from the start to the exit, both included; empty when there is none.
    pub path: Vec<u32>,
}

const NONE: u32 = u32::MAX;

/// Searches from cell 0 to the exit with `strategy`.
pub fn explore(grid: &Grid, strategy: Strategy) -> Exploration {
    let cells = grid.cells();
    let exit = grid.exit();
    let mut parent = vec![NONE; cells as usize];
    let mut expanded = Vec::new();
    let found = match strategy {
        Strategy::BreadthFirst => bfs(grid, &mut parent, &mut expanded),
        Strategy::AStar => astar(grid, &mut parent, &mut expanded),
    };
    let mut path = Vec::new();
    if found {
        let mut cell = exit;
        path.push(cell);
        while cell != 0 {
            match parent.get(cell as usize) {
                Some(&p) if p != NONE => cell = p,
                _ => {
                    return Exploration {
                        expanded,
                        path: Vec::new(),
                    };
                }
            }
            path.push(cell);
        }
        path.reverse();
    }
    Exploration { expanded, path }
}

/// Neighbours reachable from `cell` through open walls.
fn open_neighbors(grid: &Grid, cell: u32) -> impl Iterator<Item = u32> + '_ {
    Direction::ALL
        .into_iter()
        .filter(move |&dir| grid.is_open(cell, dir))
        .filter_map(move |dir| grid.neighbor(cell, dir))
}

fn bfs(grid: &Grid, parent: &mut [u32], expanded: &mut Vec<u32>) -> bool {
    let mut seen = vec![false; parent.len()];
    let mut queue = VecDeque::from([0u32]);
    if let Some(s) = seen.first_mut() {
        *s = true;
    }
    while let Some(cell) = queue.pop_front() {
        expanded.push(cell);
        if cell == grid.exit() {
            return true;
        }
        for next in open_neighbors(grid, cell) {
            if let Some(s) = seen.get_mut(next as usize)
                && !*s
            {
                *s = true;
                if let Some(p) = parent.get_mut(next as usize) {
                    *p = cell;
                }
                queue.push_back(next);
            }
        }
    }
    false
}

fn astar(grid: &Grid, parent: &mut [u32], expanded: &mut Vec<u32>) -> bool {
    let (w, exit) = (grid.width(), grid.exit());
    let (ex, ey) = (exit % w, exit / w);
    let h = |cell: u32| (cell % w).abs_diff(ex) + (cell / w).abs_diff(ey);
    let mut best = vec![u32::MAX; parent.len()];
    let mut closed = vec![false; parent.len()];
    // Ties on f go to the larger g (deeper first), then the smaller cell: a fixed order.
    let mut open = BinaryHeap::new();
    if let Some(b) = best.first_mut() {
        *b = 0;
    }
    open.push(Reverse((h(0), Reverse(0u32), 0u32)));
    while let Some(Reverse((_, Reverse(g), cell))) = open.pop() {
        match closed.get_mut(cell as usize) {
            Some(c) if !*c => *c = true,
            _ => continue,
        }
        expanded.push(cell);
        if cell == exit {
            return true;
        }
        for next in open_neighbors(grid, cell) {
            let ng = g + 1;
            if let Some(b) = best.get_mut(next as usize)
                && ng < *b
            {
                *b = ng;
                if let Some(p) = parent.get_mut(next as usize) {
                    *p = cell;
                }
                open.push(Reverse((ng + h(next), Reverse(ng), next)));
            }
        }
    }
    false
}
