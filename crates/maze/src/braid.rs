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
    let mut dead: Vec<u32> = Vec::new();
    for cell in 0..topology.cells() {
        if Sides::of(topology, walls, cell).dead_end() {
            dead.push(cell);
        }
    }
    let take = (dead.len() as u64 * u64::from(percent) + 50) / 100;
    let take = take as usize;
    let mut rng = SplitMix64::from_seed(extend_hash(hash, b"\0braid").to_le_bytes());
    for i in 0..take {
        let j = i + below(&mut rng, (dead.len() - i) as u32) as usize;
        dead.swap(i, j);
    }
    for &cell in dead.iter().take(take) {
        if !Sides::of(topology, walls, cell).dead_end() {
            continue;
        }
        // Its standing walls, each with the open sides of the cell beyond it.
        let (mut closed, mut shut) = ([(0u32, 0u8); MAX_DEGREE], 0);
        topology.for_each_neighbor(cell, |_, wall, next| {
            if walls.stands(wall)
                && let Some(slot) = closed.get_mut(shut)
            {
                *slot = (wall, Sides::of(topology, walls, next).open);
                shut += 1;
            }
        });
        let closed = closed.get(..shut).unwrap_or_default();
        if let Some(wall) = wall_to_open(closed, &mut rng)
            && walls.erase(wall)
        {
            removed.push(wall);
        }
    }
}

/// How many of a cell's sides are open and how many shut: counted with no list of them, as
/// the braid looks at every cell and at each drawn dead end's neighbours (millions at big
/// levels).
struct Sides {
    open: u8,
    shut: u8,
}

impl Sides {
    fn of<T: Carve>(topology: &T, walls: &T::Walls, cell: u32) -> Sides {
        let mut sides = Sides { open: 0, shut: 0 };
        topology.for_each_neighbor(cell, |_, wall, _| {
            let count = if walls.stands(wall) {
                &mut sides.shut
            } else {
                &mut sides.open
            };
            *count += 1;
        });
        sides
    }

    /// Whether this is a dead end the braid can open: one open side and a wall standing.
    fn dead_end(&self) -> bool {
        self.open == 1 && self.shut > 0
    }
}

/// The wall a dead end opens, drawn among `closed` (its standing walls, each with the open
/// sides of the cell beyond it), best first: a wall to another dead end (two gone at once),
/// then to a cell with more open sides, and only then to a cell with none (union-find leaves
/// such cells), which would make it a new dead end.
fn wall_to_open(closed: &[(u32, u8)], rng: &mut SplitMix64) -> Option<u32> {
    let mut choices = [0u32; MAX_DEGREE];
    let (mut best, mut count) = (u8::MAX, 0);
    for &(wall, open) in closed {
        let rank = match open {
            1 => 0,
            0 => 2,
            _ => 1,
        };
        if rank < best {
            (best, count) = (rank, 0);
        }
        if rank == best
            && let Some(choice) = choices.get_mut(count)
        {
            *choice = wall;
            count += 1;
        }
    }
    choices.get(below(rng, count as u32) as usize).copied()
}
