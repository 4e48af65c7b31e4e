//! Breadth-first distances from the start and the shortest path to the exit.

use super::graph::Graph;
use super::grid::{EAST_WALL, Grid, SOUTH_WALL};

/// Distance value of a cell that cannot be reached from the start.
pub const UNREACHABLE: u32 = u32::MAX;

/// The number of steps from cell 0 to every cell (`UNREACHABLE` where there is no path).
pub fn distances_from_start<G: Graph + ?Sized>(grid: &G) -> Vec<u32> {
    distances_from(grid, 0)
}

/// The number of steps from `origin` to every cell, by breadth-first search.
pub fn distances_from<G: Graph + ?Sized>(grid: &G, origin: u32) -> Vec<u32> {
    let mut dist = vec![UNREACHABLE; grid.cells() as usize];
    let Some(first) = dist.get_mut(origin as usize) else {
        return dist;
    };
    *first = 0;
    // Every cell enters the queue at most once, so a plain vector serves as the queue.
    let mut queue = Vec::with_capacity(64);
    queue.push(origin);
    let mut head = 0;
    while let Some(&cell) = queue.get(head) {
        head += 1;
        let next_dist = dist.get(cell as usize).map_or(UNREACHABLE, |d| d + 1);
        for next in grid.open_neighbors(cell) {
            if let Some(d) = dist.get_mut(next as usize)
                && *d == UNREACHABLE
            {
                *d = next_dist;
                queue.push(next);
            }
        }
    }
    dist
}

/// The shortest path from cell 0 to the exit, both included, or `None` if there is none.
///
/// The search stops once it finds the exit: the walk back reads only distances below the
/// exit's, which are all final by then, so the path is the one a full search gives.
pub fn shortest_path<G: Graph + ?Sized>(grid: &G) -> Option<Vec<u32>> {
    let exit = grid.exit();
    let mut dist = vec![UNREACHABLE; grid.cells() as usize];
    *dist.get_mut(0)? = 0;
    let mut queue = vec![0u32];
    let mut head = 0;
    'search: while let Some(&cell) = queue.get(head) {
        head += 1;
        let next_dist = dist.get(cell as usize).map_or(UNREACHABLE, |d| d + 1);
        for next in grid.open_neighbors(cell) {
            if let Some(d) = dist.get_mut(next as usize)
                && *d == UNREACHABLE
            {
                *d = next_dist;
                if next == exit {
                    break 'search;
                }
                queue.push(next);
            }
        }
    }
    path_to(grid, &dist, exit)
}

/// `shortest_path` for a square grid, the same path, several times faster (the worker solves
/// every big level with it; 2000×2000 is 4 million cells): the search reads the wall bytes
/// directly instead of asking each direction in turn, and keeps each cell's distance modulo 3
/// in a byte, not in a `u32`, a quarter of the memory to touch. That is enough to walk back:
/// the distances of neighbours differ by at most one, and d − 1, d and d + 1 differ modulo 3.
pub fn square_shortest_path(grid: &Grid) -> Option<Vec<u32>> {
    let (w, exit) = (grid.width(), grid.exit());
    let walls = grid.walls();
    let byte = |i: u32| {
        walls
            .get(i as usize)
            .copied()
            .unwrap_or(EAST_WALL | SOUTH_WALL)
    };
    // The open neighbours of `cell`, in `Direction::ALL` order (the walk back's tie-break, as
    // `Grid::open_neighbors`); an out-of-range neighbour is never open.
    let open = |cell: u32| {
        let (x, here) = (cell % w, byte(cell));
        [
            (
                cell >= w && byte(cell - w) & SOUTH_WALL == 0,
                cell.wrapping_sub(w),
            ),
            (x + 1 < w && here & EAST_WALL == 0, cell + 1),
            (here & SOUTH_WALL == 0, cell + w),
            (
                x > 0 && byte(cell - 1) & EAST_WALL == 0,
                cell.wrapping_sub(1),
            ),
        ]
    };
    let (mod3, steps) = distances_mod3(walls.len(), exit, open)?;
    let mut path = vec![exit];
    let mut cell = exit;
    for k in (0..steps).rev() {
        let want = (k % 3) as u8;
        cell = open(cell)
            .into_iter()
            .find(|&(is_open, next)| is_open && mod3.get(next as usize) == Some(&want))?
            .1;
        path.push(cell);
    }
    path.reverse();
    Some(path)
}

/// A cell's distance modulo 3 that `distances_mod3` has not reached.
const UNSEEN: u8 = u8::MAX;

/// A breadth-first search of `cells` cells from the start, through `open` (a cell's neighbours,
/// each with whether it is open), until it reaches `exit`: each cell's distance modulo 3 (or
/// `UNSEEN`), and the exit's distance; `None` when the exit cannot be reached.
#[inline(always)]
fn distances_mod3(
    cells: usize,
    exit: u32,
    open: impl Fn(u32) -> [(bool, u32); 4],
) -> Option<(Vec<u8>, u32)> {
    let mut mod3 = vec![UNSEEN; cells];
    *mod3.get_mut(0)? = 0;
    let mut queue = Vec::with_capacity(cells);
    queue.push(0u32);
    let (mut head, mut layer_end, mut depth) = (0, 1, 0u32);
    let mut found = exit == 0;
    // Layer by layer: `depth` is the distance of the cells before `layer_end` in the queue.
    while !found && head < queue.len() {
        if head == layer_end {
            layer_end = queue.len();
            depth += 1;
        }
        let Some(&cell) = queue.get(head) else { break };
        head += 1;
        let next_mod = ((depth + 1) % 3) as u8;
        for (is_open, next) in open(cell) {
            if is_open
                && let Some(m) = mod3.get_mut(next as usize)
                && *m == UNSEEN
            {
                *m = next_mod;
                found |= next == exit;
                queue.push(next);
            }
        }
    }
    // The exit was found expanding layer `depth`: it is `depth + 1` moves away (0 if it is
    // the start).
    found.then_some((mod3, if exit == 0 { 0 } else { depth + 1 }))
}

/// Moves from `from` to the exit, `None` when it cannot be reached. `solution` is the shortest
/// path from the start to the exit; `loops` says whether the maze may have cycles. Without
/// cycles the way to the exit joins the solution at the first solution cell a breadth-first
/// search from `from` meets, so the search stays within the player's branch (a few cells
/// usually, not the whole maze); with cycles it is a plain search from `from`.
pub fn distance_to_exit<G: Graph + ?Sized>(
    grid: &G,
    solution: &[u32],
    from: u32,
    loops: bool,
) -> Option<u32> {
    if loops {
        let dist = distances_from(grid, from);
        return dist
            .get(grid.exit() as usize)
            .copied()
            .filter(|&d| d != UNREACHABLE);
    }
    let last = solution.len().checked_sub(1)? as u32;
    // Bit sets over the cells (no hashing: a hash map costs 2 KB of wasm), 1 bit per cell.
    let words = (grid.cells() as usize).div_ceil(64);
    let mut on_path = vec![0u64; words];
    let mut seen = vec![0u64; words];
    let set = |bits: &mut [u64], cell: u32| -> bool {
        let (word, bit) = ((cell / 64) as usize, 1u64 << (cell % 64));
        match bits.get_mut(word) {
            Some(w) if *w & bit == 0 => {
                *w |= bit;
                true
            }
            _ => false,
        }
    };
    for &cell in solution {
        set(&mut on_path, cell);
    }
    set(&mut seen, from);
    let mut frontier = vec![from];
    let mut depth = 0;
    while !frontier.is_empty() {
        let mut next = Vec::new();
        for &cell in &frontier {
            let hit = on_path
                .get((cell / 64) as usize)
                .is_some_and(|w| w & (1u64 << (cell % 64)) != 0);
            if hit {
                let i = solution.iter().position(|&c| c == cell)? as u32;
                return Some(depth + (last - i));
            }
            next.extend(grid.open_neighbors(cell).filter(|&n| set(&mut seen, n)));
        }
        frontier = next;
        depth += 1;
    }
    None
}

/// Walks back from `target` along decreasing distances to build the path from the start.
pub fn path_to<G: Graph + ?Sized>(grid: &G, dist: &[u32], target: u32) -> Option<Vec<u32>> {
    let mut steps = *dist.get(target as usize)?;
    if steps == UNREACHABLE {
        return None;
    }
    let mut path = vec![target];
    let mut cell = target;
    while steps > 0 {
        cell = grid
            .open_neighbors(cell)
            .find(|&next| dist.get(next as usize) == Some(&(steps - 1)))?;
        path.push(cell);
        steps -= 1;
    }
    path.reverse();
    Some(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_path_through_standing_walls() {
        let grid = Grid::full(6, 4).unwrap();
        assert_eq!(shortest_path(&grid), None);
        assert_eq!(square_shortest_path(&grid), None);
    }
}
