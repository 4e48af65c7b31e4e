//! Which way the ball faces inside a maze: always one side of its cell. The eye looks from the
//! cell's centre towards the middle of that side. Left and right turn to the next side
//! anticlockwise or clockwise (90° in a square, 60° in hex); Up steps through the side when its
//! wall is open, and the ball then faces the side of its new cell nearest in direction to the
//! step (of two equally near, the one clockwise). The contract is in docs/contract.md.

use crate::cells::Cells;
use maze::shape::Heading;
use std::f64::consts::{PI, TAU};

/// One side of a cell: its neighbour slot, its direction from the cell's centre and what lies
/// through it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Side {
    /// Its slot in the cell's neighbour list (`Topology::neighbor`).
    pub slot: usize,
    /// The direction from the cell's centre to the side's middle, in radians in `0..2π`
    /// (0 east, growing clockwise on screen).
    pub angle: f64,
    /// The wall and the cell through it, `None` on the border.
    pub through: Option<(u32, u32)>,
}

/// The sides of `cell`, clockwise from east.
pub fn sides(cells: &dyn Cells, cell: u32) -> Vec<Side> {
    let mut sides: Vec<Side> = Vec::new();
    for side in in_slot_order(cells, cell) {
        let at = sides.partition_point(|s| s.angle < side.angle);
        sides.insert(at, side);
    }
    sides
}

/// The sides of `cell` in slot order.
fn in_slot_order(cells: &dyn Cells, cell: u32) -> Vec<Side> {
    let Some(centre) = cells.centre(cell) else {
        return Vec::new();
    };
    (0..cells.slots())
        .filter_map(|slot| {
            let (stroke, through) = cells.side(cell, slot)?;
            Some(Side {
                slot,
                angle: direction(centre, stroke.midpoint()),
                through,
            })
        })
        .collect()
}

/// `radians` brought into `0..2π` (without the float remainder's code in the wasm builds).
pub fn in_turn(radians: f64) -> f64 {
    radians - TAU * (radians / TAU).floor()
}

/// The direction from `a` to `b`, in `0..2π`.
fn direction(a: [f64; 2], b: [f64; 2]) -> f64 {
    in_turn((b[1] - a[1]).atan2(b[0] - a[0]))
}

/// The signed turn from angle `from` to `to`, in `-π..=π` (positive: clockwise).
pub fn turn(from: f64, to: f64) -> f64 {
    let d = in_turn(to - from);
    if d > PI { d - TAU } else { d }
}

/// The side of `sides` nearest in direction to `angle`, of two equally near the clockwise one.
fn nearest(sides: &[Side], angle: f64) -> Option<&Side> {
    const EQUAL: f64 = 1e-6;
    sides.iter().min_by(|a, b| {
        let (ta, tb) = (turn(angle, a.angle), turn(angle, b.angle));
        if (ta.abs() - tb.abs()).abs() < EQUAL {
            tb.total_cmp(&ta)
        } else {
            ta.abs().total_cmp(&tb.abs())
        }
    })
}

/// The compass point nearest the direction `angle` (radians, 0 east, clockwise on screen):
/// what the ball faces, in words.
pub fn compass(angle: f64) -> Heading {
    const POINTS: [Heading; 8] = [
        Heading::East,
        Heading::SouthEast,
        Heading::South,
        Heading::SouthWest,
        Heading::West,
        Heading::NorthWest,
        Heading::North,
        Heading::NorthEast,
    ];
    let eighth = (in_turn(angle) / (TAU / 8.0)).round() as usize % 8;
    POINTS.get(eighth).copied().unwrap_or(Heading::East)
}

/// Where the ball is and which side of its cell it faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Facing {
    /// The ball's cell.
    pub cell: u32,
    /// The slot of the side it faces.
    pub slot: usize,
}

/// What a press does inside.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// To the next side anticlockwise.
    Left,
    /// To the next side clockwise.
    Right,
    /// To the side most nearly behind.
    Around,
}

impl Facing {
    /// The ball on `cell` at the start of a level: facing east in a square maze (`east`), else
    /// its first side in slot order whose wall is open (`open`), else its first side.
    pub fn start(cells: &dyn Cells, cell: u32, east: bool, open: &dyn Fn(u32) -> bool) -> Facing {
        let by_slot = in_slot_order(cells, cell);
        let chosen = if east {
            nearest(&by_slot, 0.0)
        } else {
            by_slot
                .iter()
                .find(|s| s.through.is_some_and(|(wall, _)| open(wall)))
                .or_else(|| by_slot.first())
        };
        Facing {
            cell,
            slot: chosen.map_or(0, |s| s.slot),
        }
    }

    /// The side faced, `None` if the cell has no such slot.
    pub fn side(&self, cells: &dyn Cells) -> Option<Side> {
        in_slot_order(cells, self.cell)
            .into_iter()
            .find(|s| s.slot == self.slot)
    }

    /// The direction faced, in radians (0 east, clockwise).
    pub fn angle(&self, cells: &dyn Cells) -> f64 {
        self.side(cells).map_or(0.0, |s| s.angle)
    }

    /// Facing after `turn`, on the same cell.
    pub fn turned(&self, cells: &dyn Cells, how: Turn) -> Facing {
        let all = sides(cells, self.cell);
        let Some(at) = all.iter().position(|s| s.slot == self.slot) else {
            return *self;
        };
        let n = all.len();
        let chosen = match how {
            Turn::Right => all.get((at + 1) % n),
            Turn::Left => all.get((at + n - 1) % n),
            Turn::Around => {
                let back = all.get(at).map_or(0.0, |s| s.angle) + PI;
                let others: Vec<Side> = all
                    .iter()
                    .filter(|s| s.slot != self.slot)
                    .copied()
                    .collect();
                return Facing {
                    cell: self.cell,
                    slot: nearest(&others, back).map_or(self.slot, |s| s.slot),
                };
            }
        };
        Facing {
            cell: self.cell,
            slot: chosen.map_or(self.slot, |s| s.slot),
        }
    }

    /// The cell a step forward reaches and the wall it crosses, when that wall is `open`.
    pub fn ahead(&self, cells: &dyn Cells, open: &dyn Fn(u32) -> bool) -> Option<(u32, u32)> {
        self.side(cells)?.through.filter(|&(wall, _)| open(wall))
    }

    /// Facing after a step from this cell into `next`: the side of `next` nearest in
    /// direction to the step (from centre to centre), of two equally near the clockwise one.
    pub fn stepped(&self, cells: &dyn Cells, next: u32) -> Facing {
        let step = match (cells.centre(self.cell), cells.centre(next)) {
            (Some(a), Some(b)) => direction(a, b),
            _ => self.angle(cells),
        };
        let all = sides(cells, next);
        Facing {
            cell: next,
            slot: nearest(&all, step).map_or(0, |s| s.slot),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use maze::Layout;
    use maze::shape::Shape;

    #[test]
    fn a_square_turns_by_quarters_and_a_hex_by_sixths() {
        let square = Layout::square(3, 3).unwrap();
        let east = Facing::start(&square, 4, true, &|_| true);
        assert!(east.angle(&square).abs() < 1e-9);
        let south = east.turned(&square, Turn::Right);
        assert!((south.angle(&square) - PI / 2.0).abs() < 1e-9);
        assert_eq!(south.turned(&square, Turn::Left), east);
        let west = east.turned(&square, Turn::Around);
        assert!((west.angle(&square) - PI).abs() < 1e-9);
        let hex = Layout::new(Shape::Hex, 5).unwrap();
        let cell = 12;
        let all = sides(&hex, cell);
        assert_eq!(all.len(), 6);
        for pair in all.windows(2) {
            assert!(
                (pair[1].angle - pair[0].angle - PI / 3.0).abs() < 1e-6,
                "{all:?}"
            );
        }
    }

    #[test]
    fn a_step_keeps_the_heading_in_a_square() {
        let square = Layout::square(3, 3).unwrap();
        let east = Facing::start(&square, 3, true, &|_| true);
        let (_, next) = east.ahead(&square, &|_| true).unwrap();
        assert_eq!(next, 4);
        let after = east.stepped(&square, next);
        assert_eq!(after.cell, 4);
        assert!(after.angle(&square).abs() < 1e-9);
        assert_eq!(
            east.ahead(&square, &|_| false),
            None,
            "a closed wall is not crossed"
        );
    }
}
