//! How breadth-first search and A* explore a maze from the start: the order in which they
//! expand cells, and the path they find. The page animates both.

use super::graph::Graph;

/// A search strategy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strategy {
    /// Breadth-first search: expands cells in order of distance from the start.
    BreadthFirst,
    /// A* with the shape's lower bound on the moves to the exit as the heuristic (square: the
    /// Manhattan distance).
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
pub fn explore<G: Graph + ?Sized>(grid: &G, strategy: Strategy) -> Exploration {
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

fn bfs<G: Graph + ?Sized>(grid: &G, parent: &mut [u32], expanded: &mut Vec<u32>) -> bool {
    let mut seen = vec![false; parent.len()];
    if let Some(s) = seen.first_mut() {
        *s = true;
    }
    // Every cell enters at most once, so a vector and a read position make the queue.
    let mut queue = vec![0u32];
    let mut head = 0;
    while let Some(&cell) = queue.get(head) {
        head += 1;
        expanded.push(cell);
        if cell == grid.exit() {
            return true;
        }
        for next in grid.open_neighbors(cell) {
            if let Some(s) = seen.get_mut(next as usize)
                && !*s
            {
                *s = true;
                if let Some(p) = parent.get_mut(next as usize) {
                    *p = cell;
                }
                queue.push(next);
            }
        }
    }
    false
}

fn astar<G: Graph + ?Sized>(grid: &G, parent: &mut [u32], expanded: &mut Vec<u32>) -> bool {
    let exit = grid.exit();
    let h = |cell: u32| grid.exit_bound(cell);
    let mut best = vec![u32::MAX; parent.len()];
    let mut closed = vec![false; parent.len()];
    // f = g + h never decreases along A* with this consistent heuristic, so a bucket per f
    // value serves as the priority queue; inside a bucket the newest (deepest) cell goes first.
    let mut buckets: Vec<Vec<(u32, u32)>> = vec![Vec::new(); (h(0) + 1) as usize];
    if let Some(b) = best.first_mut() {
        *b = 0;
    }
    if let Some(first) = buckets.last_mut() {
        first.push((0, 0));
    }
    let mut f = h(0) as usize;
    while f < buckets.len() {
        let Some((g, cell)) = buckets.get_mut(f).and_then(Vec::pop) else {
            f += 1;
            continue;
        };
        match closed.get_mut(cell as usize) {
            Some(c) if !*c && best.get(cell as usize) == Some(&g) => *c = true,
            _ => continue,
        }
        expanded.push(cell);
        if cell == exit {
            return true;
        }
        for next in grid.open_neighbors(cell) {
            let ng = g + 1;
            if let Some(b) = best.get_mut(next as usize)
                && ng < *b
            {
                *b = ng;
                if let Some(p) = parent.get_mut(next as usize) {
                    *p = cell;
                }
                let nf = (ng + h(next)) as usize;
                if buckets.len() <= nf {
                    buckets.resize_with(nf + 1, Vec::new);
                }
                if let Some(bucket) = buckets.get_mut(nf) {
                    bucket.push((ng, next));
                }
            }
        }
    }
    false
}
