//! What lies ahead of the side the ball faces, for the ear: how many cells the corridor runs
//! straight on, and what ends it (a wall at once, a dead end, a shut door, a fork, a turn, the
//! exit, or the edge of what is known).

use crate::cells::Cells;
use crate::facing::{Facing, turn};

/// What ends the corridor ahead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// No way on: the corridor's last cell has no other open side.
    DeadEnd,
    /// No way on but a shut door, of colour `k` (the door faced at once, after no cells).
    Door(u8),
    /// More than one way on.
    Fork,
    /// One way on, turning left.
    TurnLeft,
    /// One way on, turning right.
    TurnRight,
    /// The exit's cell.
    Exit,
    /// The cells known end before the corridor does.
    OutOfSight,
}

/// The corridor ahead: `None` when the side faced is a wall, else its cells and what ends it.
pub type Ahead = Option<(u32, End)>;

/// The most cells a corridor is followed.
const LONGEST: u32 = 64;

/// Whether `cell` is the exit's: a side of it on the border whose middle is the exit's.
fn is_exit(cells: &dyn Cells, cell: u32) -> bool {
    let Some(exit) = cells.exit_middle() else {
        return false;
    };
    (0..cells.slots()).any(|slot| {
        cells.side(cell, slot).is_some_and(|(stroke, through)| {
            let m = stroke.midpoint();
            through.is_none() && (m[0] - exit[0]).hypot(m[1] - exit[1]) < 1e-6
        })
    })
}

/// The corridor ahead of `facing`: through the side faced, then on straight ahead (the side
/// nearest the step's direction, as `Facing::stepped` finds it) while each cell has that one way
/// on; `open(wall)` says whether an interior wall is open, `door(wall)` the colour of a shut
/// door on it.
pub fn ahead(
    cells: &dyn Cells,
    facing: Facing,
    open: &dyn Fn(u32) -> bool,
    door: &dyn Fn(u32) -> Option<u8>,
) -> Ahead {
    let Some((_, mut next)) = facing.ahead(cells, open) else {
        let (wall, _) = facing.side(cells)?.through?;
        return door(wall).map(|k| (0, End::Door(k)));
    };
    let mut from = facing;
    for count in 1..=LONGEST {
        if cells.centre(next).is_none() {
            return Some((count - 1, End::OutOfSight));
        }
        if is_exit(cells, next) {
            return Some((count, End::Exit));
        }
        let on = from.stepped(cells, next);
        // The open ways out of `next`, but the one back.
        let ways: Vec<Facing> = (0..cells.slots())
            .filter_map(|slot| {
                let f = Facing { cell: next, slot };
                let (_, to) = f.ahead(cells, open)?;
                (to != from.cell).then_some(f)
            })
            .collect();
        match ways.as_slice() {
            [] => return Some((count, dead_end(cells, next, from.cell, door))),
            [only] if only.slot == on.slot => {}
            [only] => {
                let side = turn(on.angle(cells), only.angle(cells));
                let end = if side > 0.0 {
                    End::TurnRight
                } else {
                    End::TurnLeft
                };
                return Some((count, end));
            }
            _ => return Some((count, End::Fork)),
        }
        let Some((_, after)) = on.ahead(cells, open) else {
            return Some((count, End::DeadEnd));
        };
        (from, next) = (on, after);
    }
    Some((LONGEST, End::OutOfSight))
}

/// What ends a corridor at `cell` (entered from `back`) with no open way on: a shut door on
/// one of its other sides, else a dead end.
fn dead_end(cells: &dyn Cells, cell: u32, back: u32, door: &dyn Fn(u32) -> Option<u8>) -> End {
    (0..cells.slots())
        .filter_map(|slot| cells.side(cell, slot)?.1)
        .filter(|&(_, to)| to != back)
        .find_map(|(wall, _)| door(wall))
        .map_or(End::DeadEnd, End::Door)
}

#[cfg(test)]
mod tests {
    use super::*;
    use maze::Layout;

    /// A row of five cells, 0 to 4, in a 5 × 2 square; walls `2i` are the east sides of row 0.
    fn row() -> Layout {
        Layout::square(5, 2).unwrap()
    }

    #[test]
    fn a_corridor_is_counted_to_what_ends_it() {
        let square = row();
        let east = Facing { cell: 0, slot: 1 };
        let ahead = |f, open: &dyn Fn(u32) -> bool| ahead(&square, f, open, &|_| None);
        // Closed: a wall at once.
        assert_eq!(ahead(east, &|_| false), None);
        // 0 → 1 → 2, then a dead end (2's east wall and south wall stand).
        let to_two = |w: u32| w == 0 || w == 2;
        assert_eq!(ahead(east, &to_two), Some((2, End::DeadEnd)));
        // Cell 2 opens south too (wall 5): a turn right, seen facing east.
        let turning = |w: u32| w == 0 || w == 2 || w == 5;
        assert_eq!(ahead(east, &turning), Some((2, End::TurnRight)));
        // And on east as well (wall 4): a fork.
        let fork = |w: u32| w == 0 || w == 2 || w == 4 || w == 5;
        assert_eq!(ahead(east, &fork), Some((2, End::Fork)));
        // The whole row open to the exit's cell? The exit is the last cell (9): not on the row.
        let all = |w: u32| w.is_multiple_of(2);
        assert_eq!(ahead(east, &all), Some((4, End::DeadEnd)));
    }

    #[test]
    fn the_exits_cell_ends_a_corridor() {
        // A 3 × 2 square: the exit is cell 5, east along the bottom row from cell 3.
        let square = Layout::square(3, 2).unwrap();
        let east = Facing { cell: 3, slot: 1 };
        let row = |w: u32| w == 6 || w == 8;
        assert_eq!(ahead(&square, east, &row, &|_| None), Some((2, End::Exit)));
    }

    #[test]
    fn a_shut_door_ends_a_corridor_by_its_colour() {
        let square = row();
        let east = Facing { cell: 0, slot: 1 };
        // Wall 2 (between cells 1 and 2) bears door 3, shut: not open.
        let door = |w: u32| (w == 2).then_some(3);
        assert_eq!(
            ahead(&square, east, &|w| w == 0, &door),
            Some((1, End::Door(3)))
        );
        // From cell 1, the door is faced at once.
        let at_door = Facing { cell: 1, slot: 1 };
        assert_eq!(
            ahead(&square, at_door, &|_| false, &door),
            Some((0, End::Door(3)))
        );
        // A door on another corridor's wall ends nothing here: 2 → 3, then a dead end.
        assert_eq!(
            ahead(&square, Facing { cell: 2, slot: 1 }, &|w| w == 4, &door),
            Some((1, End::DeadEnd))
        );
    }
}
