//! Eller's algorithm, on a square, one row at a time with only that row's sets in memory. In a
//! row, each pair of neighbours in different sets is joined (carving east) on a `below(2)` draw,
//! or always in the last row, so that everything ends in one set. Then each set of the row
//! carves south from each of its cells on a `below(2)` draw, and from one cell drawn with
//! `below(size)` if none did; cells not carved into from above start sets of their own in the
//! next row. Every cell joined, no loop: a perfect maze, row by row from the top.

use super::carver::Carver;
use super::grid::Direction;
use super::shape::Carve;
use super::union_find::UnionFind;

/// Carves a perfect maze by Eller's algorithm on a `w × h` square.
pub(crate) fn carve<T: Carve>(
    mut carver: Carver<'_, '_, T>,
    w: u32,
    h: u32,
) -> (T::Walls, Vec<u32>) {
    // Each cell of the row's set, as a number below `2w`: a set from the row above keeps the
    // number of its column there (below `w`), a new one takes `w + x`.
    let mut set: Vec<u32> = (0..w).collect();
    for y in 0..h {
        let last = y + 1 == h;
        let mut sets = UnionFind::new(2 * w);
        join_across(&mut carver, &mut sets, &set, (y, w), last);
        if last {
            break;
        }
        set = carry_down(&mut carver, &mut sets, &set, (y, w));
    }
    carver.finish()
}

/// Joins neighbours of row `y` in different sets, each on a `below(2)` draw (all of them in the
/// last row).
fn join_across<T: Carve>(
    carver: &mut Carver<'_, '_, T>,
    sets: &mut UnionFind,
    set: &[u32],
    (y, w): (u32, u32),
    last: bool,
) {
    let topology = carver.topology();
    for x in 0..w.saturating_sub(1) {
        let (a, b) = (at(set, x), at(set, x + 1));
        if !sets.connected(a, b) && (last || carver.below(2) == 0) {
            sets.union(a, b);
            if let Some((wall, _)) = topology.neighbor(y * w + x, Direction::East as usize) {
                carver.carve_wall(wall);
            }
        }
    }
}

/// Carves south from row `y`, at least once from each set, and gives the next row's set numbers.
fn carry_down<T: Carve>(
    carver: &mut Carver<'_, '_, T>,
    sets: &mut UnionFind,
    set: &[u32],
    (y, w): (u32, u32),
) -> Vec<u32> {
    let group = groups(sets, set, w);
    let down = choose_down(carver, &group, w);
    let topology = carver.topology();
    let mut next = vec![0u32; w as usize];
    for (x, n) in (0..w).zip(next.iter_mut()) {
        *n = if down.get(x as usize).copied().unwrap_or(false) {
            if let Some((wall, _)) = topology.neighbor(y * w + x, Direction::South as usize) {
                carver.carve_wall(wall);
            }
            at(&group, x)
        } else {
            w + x
        };
    }
    next
}

/// Each column's group: the first column of its set in the row.
fn groups(sets: &mut UnionFind, set: &[u32], w: u32) -> Vec<u32> {
    let mut first = vec![u32::MAX; 2 * w as usize];
    let mut group = vec![0u32; w as usize];
    for (x, g) in (0..w).zip(group.iter_mut()) {
        let root = sets.find(at(set, x));
        if let Some(f) = first.get_mut(root as usize) {
            if *f == u32::MAX {
                *f = x;
            }
            *g = *f;
        }
    }
    group
}

/// Which columns carve south: each on a `below(2)` draw, group by group (groups in the order of
/// their first column, each in column order), and one drawn with `below(size)` in a group where
/// none did.
fn choose_down<T: Carve>(carver: &mut Carver<'_, '_, T>, group: &[u32], w: u32) -> Vec<bool> {
    // The columns in group order, each group's in column order (a counting sort).
    let mut start = vec![0usize; w as usize + 1];
    for x in 0..w {
        if let Some(s) = start.get_mut(at(group, x) as usize + 1) {
            *s += 1;
        }
    }
    let mut sum = 0;
    for s in start.iter_mut() {
        sum += *s;
        *s = sum;
    }
    let mut columns = vec![0u32; w as usize];
    let mut fill = start.clone();
    for x in 0..w {
        if let Some(f) = fill.get_mut(at(group, x) as usize)
            && let Some(c) = columns.get_mut(*f)
        {
            *c = x;
            *f += 1;
        }
    }
    let mut down = vec![false; w as usize];
    for members in start
        .windows(2)
        .filter_map(|r| columns.get(*r.first()?..*r.last()?))
    {
        if members.is_empty() {
            continue;
        }
        let mut any = false;
        for &x in members {
            if carver.below(2) == 0 {
                any = true;
                set_flag(&mut down, x);
            }
        }
        if !any {
            let pick = carver.below(members.len() as u32) as usize;
            if let Some(&x) = members.get(pick) {
                set_flag(&mut down, x);
            }
        }
    }
    down
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
