//! The path-cut generator: a maze with loops around one guaranteed route.
//!
//! Start with every wall standing; cut a path of straight runs from the start to the exit,
//! turning at each step with probability `turn_percent` (so run lengths are random); erase every
//! wall the path crosses; then erase each other interior wall, in id order, with probability
//! `open_percent`.
//!
//! On a square the path goes east or south. On other shapes it takes, at each step, a
//! neighbour one move closer to the exit (by breadth-first distance over the full shape): the
//! same neighbour slot as the last step while that still gets closer and the path did not
//! turn, otherwise a random one of those that do.

use super::carver::Carver;
use super::grid::Direction;
use super::shape::Carve;
use super::shape::neighbors_where;

/// The path-cut parameters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PathCut {
    /// Chance in percent (0 to 100) that the path turns after a step.
    pub turn_percent: u32,
    /// Chance in percent (0 to 100) that any other interior wall is erased.
    pub open_percent: u32,
}

impl Default for PathCut {
    fn default() -> PathCut {
        PathCut {
            turn_percent: 30,
            open_percent: 55,
        }
    }
}

/// Carves the path, then the random extra openings. The path's walls are the first entries of
/// the erased list, in path order.
pub(crate) fn carve<T: Carve>(
    mut carver: Carver<'_, '_, T>,
    params: PathCut,
) -> (T::Walls, Vec<u32>) {
    match carver.topology().square_sides() {
        Some((w, h)) => square_path(&mut carver, w, h, params),
        None => descending_path(&mut carver, params),
    }
    let topology = carver.topology();
    for wall in 0..topology.wall_bound() {
        if topology.wall_cells(wall).is_some()
            && carver.stands(wall)
            && carver.below(100) < params.open_percent
        {
            carver.carve_wall(wall);
        }
    }
    carver.finish()
}

/// Square's path: runs east or south from the top-left to the bottom-right.
fn square_path<T: Carve>(carver: &mut Carver<'_, '_, T>, w: u32, h: u32, params: PathCut) {
    let exit = w * h - 1;
    let (mut x, mut y) = (0u32, 0u32);
    let mut dir = if carver.below(2) == 0 {
        Direction::East
    } else {
        Direction::South
    };
    while y * w + x != exit {
        let blocked = match dir {
            Direction::East => x + 1 >= w,
            _ => y + 1 >= h,
        };
        if blocked {
            dir = turn(dir);
            continue;
        }
        if let Some((wall, _)) = carver.topology().neighbor(y * w + x, dir as usize) {
            carver.carve_wall(wall);
        }
        match dir {
            Direction::East => x += 1,
            _ => y += 1,
        }
        if carver.below(100) < params.turn_percent {
            dir = turn(dir);
        }
    }
}

fn turn(dir: Direction) -> Direction {
    if dir == Direction::East {
        Direction::South
    } else {
        Direction::East
    }
}

/// Any shape's path: every step one move closer to the exit.
fn descending_path<T: Carve>(carver: &mut Carver<'_, '_, T>, params: PathCut) {
    let topology = carver.topology();
    let dist = distances_to_exit(topology);
    let far = |cell: u32| dist.get(cell as usize).copied().unwrap_or(u32::MAX);
    let exit = topology.cells() - 1;
    let mut cell = 0;
    let mut heading: Option<u8> = None;
    while cell != exit {
        let here = far(cell);
        let (options, count) =
            neighbors_where(topology, cell, |next| far(next).saturating_add(1) == here);
        let options = options.get(..count).unwrap_or_default();
        let straight = heading.and_then(|slot| options.iter().find(|o| o.0 == slot));
        let step = match straight {
            Some(&step) => step,
            None => {
                let pick = carver.below(count as u32) as usize;
                match options.get(pick) {
                    Some(&step) => step,
                    None => return,
                }
            }
        };
        carver.carve_wall(step.1);
        cell = step.2;
        heading = (carver.below(100) >= params.turn_percent).then_some(step.0);
    }
}

/// Breadth-first distances from the exit over the shape with every wall open.
fn distances_to_exit<T: Carve>(topology: &T) -> Vec<u32> {
    let cells = topology.cells();
    let mut dist = vec![u32::MAX; cells as usize];
    let exit = cells - 1;
    if let Some(d) = dist.get_mut(exit as usize) {
        *d = 0;
    }
    let mut queue = vec![exit];
    let mut head = 0;
    while let Some(&cell) = queue.get(head) {
        head += 1;
        let next_dist = dist.get(cell as usize).map_or(u32::MAX, |d| d + 1);
        let (options, count) = neighbors_where(topology, cell, |_| true);
        for &(_, _, next) in options.iter().take(count) {
            if let Some(d) = dist.get_mut(next as usize)
                && *d == u32::MAX
            {
                *d = next_dist;
                queue.push(next);
            }
        }
    }
    dist
}
