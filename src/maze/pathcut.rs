//! The path-cut generator: a maze with loops around one guaranteed route.
//!
//! Start from the full grid; cut a path of straight runs from the entrance to the exit, going
//! east or south and turning at each step with probability `turn_percent` (so run lengths are
//! random); erase every wall the path crosses; then erase each other interior wall, in id
//! order, with probability `open_percent`.

use super::carver::Carver;
use super::generate::Maze;
use super::grid::Direction;

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

/// Carves the path, then the random extra openings. Returns the maze; the path's walls are
/// the first `path_walls` entries of `removed`, in path order.
pub(crate) fn carve(mut carver: Carver<'_>, params: PathCut) -> Maze {
    let (w, h) = (carver.grid().width(), carver.grid().height());
    let exit = carver.grid().exit();
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
        carver.carve(y * w + x, dir);
        match dir {
            Direction::East => x += 1,
            _ => y += 1,
        }
        if carver.below(100) < params.turn_percent {
            dir = turn(dir);
        }
    }
    for wall in 0..2 * w * h {
        if carver.grid().wall_cells(wall).is_some()
            && carver.grid().wall_stands(wall)
            && carver.below(100) < params.open_percent
        {
            carver.carve_wall(wall);
        }
    }
    carver.finish()
}

fn turn(dir: Direction) -> Direction {
    if dir == Direction::East {
        Direction::South
    } else {
        Direction::East
    }
}
