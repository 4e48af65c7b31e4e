//! Braid: removes a share of the dead ends, so the maze gets loops.
//!
//! `braid = p` (0 to 100) takes the dead ends that can be opened (cells with one open side and
//! at least one standing interior wall), in cell order; draws `round(count × p / 100)` of them
//! with a partial Fisher–Yates shuffle; and for each drawn cell that is still a dead end, erases
//! one of its standing walls, drawn among the best kind present: walls to another dead end
//! (which removes two at once), else walls to a cell with two or more open sides, else walls
//! to a cell with none. The draws come from a `SplitMix64` seeded with the maze hash extended
//! by `0x00 "braid"` (`seed::extend_hash`), with `seed::below`. `p = 0` draws nothing and
//! changes nothing. Opening a wall makes a new dead end only when it opens into a cell with no
//! open side (which `union-find` leaves), so otherwise at least that many dead ends are gone;
//! cells with a single neighbour in the shape (two corners of a triangle grid) stay dead ends.

use super::seed::{below, extend_hash};
use super::shape::neighbors_where;
use super::shape::{Carve, MAX_DEGREE, WallState};
use rand_core::SeedableRng;
use rand_xoshiro::SplitMix64;

/// The largest braid percentage.
pub const MAX_BRAID: u32 = 100;

/// Braids the carved `walls` of `topology` by `percent` (capped at 100), appending the walls it
/// erases to `removed`; `hash` is the maze hash.
pub(crate) fn braid<T: Carve>(
    topology: &T,
    walls: &mut T::Walls,
    removed: &mut Vec<u32>,
    hash: u64,
    percent: u32,
) {
    let percent = percent.min(MAX_BRAID);
    if percent == 0 {
        return;
    }
    let mut dead: Vec<u32> = (0..topology.cells())
        .filter(|&cell| {
            let sides = Sides::of(topology, walls, cell);
            sides.open == 1 && sides.shut > 0
        })
        .collect();
    let take = (dead.len() as u64 * u64::from(percent) + 50) / 100;
    let take = take as usize;
    let mut rng = SplitMix64::from_seed(extend_hash(hash, b"\0braid").to_le_bytes());
    for i in 0..take {
        let j = i + below(&mut rng, (dead.len() - i) as u32) as usize;
        dead.swap(i, j);
    }
    for &cell in dead.iter().take(take) {
        let sides = Sides::of(topology, walls, cell);
        if sides.open != 1 || sides.shut == 0 {
            continue;
        }
        let wall = wall_to_open(topology, walls, sides.closed(), &mut rng);
        if let Some(wall) = wall
            && walls.erase(wall)
        {
            removed.push(wall);
        }
    }
}

/// A cell's sides: how many are open, and its standing walls with the cells beyond them.
struct Sides {
    open: usize,
    closed: [(u32, u32); MAX_DEGREE],
    shut: usize,
}

impl Sides {
    fn of<T: Carve>(topology: &T, walls: &T::Walls, cell: u32) -> Sides {
        let (options, count) = neighbors_where(topology, cell, |_| true);
        let mut closed = [(0u32, 0u32); MAX_DEGREE];
        let (mut open, mut shut) = (0, 0);
        for &(_, wall, next) in options.iter().take(count) {
            if walls.stands(wall) {
                if let Some(slot) = closed.get_mut(shut) {
                    *slot = (wall, next);
                }
                shut += 1;
            } else {
                open += 1;
            }
        }
        Sides { open, closed, shut }
    }

    /// The standing walls, each with the cell beyond it.
    fn closed(&self) -> &[(u32, u32)] {
        self.closed.get(..self.shut).unwrap_or_default()
    }
}

/// The wall a dead end opens, drawn among `closed` (its standing walls and the cells beyond
/// them), best first: a wall to another dead end (two gone at once), then to a cell with more
/// open sides, and only then to a cell with none (union-find leaves such cells), which would
/// make it a new dead end.
fn wall_to_open<T: Carve>(
    topology: &T,
    walls: &T::Walls,
    closed: &[(u32, u32)],
    rng: &mut SplitMix64,
) -> Option<u32> {
    let rank = |next: u32| match Sides::of(topology, walls, next).open {
        1 => 0,
        0 => 2,
        _ => 1,
    };
    let best = closed
        .iter()
        .map(|&(_, next)| rank(next))
        .min()
        .unwrap_or(0);
    let mut choices = [0u32; MAX_DEGREE];
    let mut count = 0;
    for &(wall, next) in closed {
        if rank(next) == best
            && let Some(slot) = choices.get_mut(count)
        {
            *slot = wall;
            count += 1;
        }
    }
    choices.get(below(rng, count as u32) as usize).copied()
}
