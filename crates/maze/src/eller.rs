//! Eller's algorithm, on a square, one row at a time with only that row's sets in memory. In a
//! row, each pair of neighbours in different sets is joined (carving east) on a `below(2)` draw,
//! or always in the last row, so that everything ends in one set. Then each set of the row
//! carves south from each of its cells on a `below(2)` draw, and from one cell drawn with
//! `below(size)` if none did; cells not carved into from above start sets of their own in the
//! next row. Every cell joined, no loop: a perfect maze, row by row from the top.

use super::carver::Carver;
use super::shape::Carve;
use super::union_find::UnionFind;

/// Slots of a square's neighbour list.
const EAST: usize = 1;
const SOUTH: usize = 2;

/// Carves a perfect maze by Eller's algorithm on a `w × h` square.
pub(crate) fn carve<T: Carve>(
    mut carver: Carver<'_, '_, T>,
    w: u32,
    h: u32,
) -> (T::Walls, Vec<u32>) {
    let topology = carver.topology();
    // Each cell of the row's set, as a number below `2w`: a set from the row above keeps the
    // number of its column there (below `w`), a new one takes `w + x`.
    let mut set: Vec<u32> = (0..w).collect();
    for y in 0..h {
        let last = y + 1 == h;
        let mut sets = UnionFind::new(2 * w);
        for x in 0..w.saturating_sub(1) {
            let (a, b) = (at(&set, x), at(&set, x + 1));
            if !sets.connected(a, b) && (last || carver.below(2) == 0) {
                sets.union(a, b);
                if let Some((wall, _)) = topology.neighbor(y * w + x, EAST) {
                    carver.carve_wall(wall);
                }
            }
        }
        if last {
            break;
        }
        // The row's columns grouped by set (a group named by its first column), each group in
        // column order, groups in the order of their first column.
        let mut first = vec![u32::MAX; 2 * w as usize];
        let mut group = vec![0u32; w as usize];
        for x in 0..w {
            let root = sets.find(at(&set, x));
            if let Some(f) = first.get_mut(root as usize) {
                if *f == u32::MAX {
                    *f = x;
                }
                if let Some(g) = group.get_mut(x as usize) {
                    *g = *f;
                }
            }
        }
        let mut columns: Vec<(u32, u32)> = (0..w).map(|x| (at(&group, x), x)).collect();
        columns.sort_unstable();
        let mut down = vec![false; w as usize];
        for members in columns.chunk_by(|a, b| a.0 == b.0) {
            let mut any = false;
            for &(_, x) in members {
                if carver.below(2) == 0 {
                    any = true;
                    set_flag(&mut down, x);
                }
            }
            if !any {
                let pick = carver.below(members.len() as u32) as usize;
                if let Some(&(_, x)) = members.get(pick) {
                    set_flag(&mut down, x);
                }
            }
        }
        let mut next = vec![0u32; w as usize];
        for (x, n) in (0..w).zip(next.iter_mut()) {
            *n = if down.get(x as usize).copied().unwrap_or(false) {
                if let Some((wall, _)) = topology.neighbor(y * w + x, SOUTH) {
                    carver.carve_wall(wall);
                }
                at(&group, x)
            } else {
                w + x
            };
        }
        set = next;
    }
    carver.finish()
}

/// Sets flag `x`.
fn set_flag(flags: &mut [bool], x: u32) {
    if let Some(f) = flags.get_mut(x as usize) {
        *f = true;
    }
}

/// The number column `x` holds.
fn at(set: &[u32], x: u32) -> u32 {
    set.get(x as usize).copied().unwrap_or(0)
}
