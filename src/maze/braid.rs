//! Braid: removes a share of the dead ends, so the maze gets loops.
//!
//! `braid = p` (0 to 100) takes the dead ends that can be opened (cells with one open side and
//! at least one standing interior wall), in cell order; draws `round(count × p / 100)` of them
//! with a partial Fisher–Yates shuffle; and for each drawn cell that is still a dead end, erases
//! one of its standing walls: a random one among those leading to another dead end if any
//! (which removes two at once), else a random one. The draws come from a `SplitMix64` seeded
//! with the maze hash extended by `0x00 "braid"` (`seed::extend_hash`), with `seed::below`.
//! `p = 0` draws nothing and changes nothing. Opening walls never makes a new dead end, so at
//! least that many dead ends are gone; only cells with a single neighbour in the shape (a
//! triangle grid's corners) can stay dead ends at 100.

use super::carver::neighbors_where;
use super::seed::{below, extend_hash};
use super::shape::{MAX_DEGREE, Topology, WallState};
use rand_core::SeedableRng;
use rand_xoshiro::SplitMix64;

/// The largest braid percentage.
pub const MAX_BRAID: u32 = 100;

/// Braids the carved `walls` of `topology` by `percent` (capped at 100), appending the walls it
/// erases to `removed`; `hash` is the maze hash.
pub(crate) fn braid<T: Topology>(
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
    let open_sides = |walls: &T::Walls, cell: u32| -> (usize, [(u32, u32); MAX_DEGREE], usize) {
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
        (open, closed, shut)
    };
    let mut dead: Vec<u32> = (0..topology.cells())
        .filter(|&cell| {
            let (open, _, shut) = open_sides(walls, cell);
            open == 1 && shut > 0
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
        let (open, closed, shut) = open_sides(walls, cell);
        if open != 1 || shut == 0 {
            continue;
        }
        let closed = closed.get(..shut).unwrap_or_default();
        let mut towards_dead = [0u32; MAX_DEGREE];
        let mut count = 0;
        for &(wall, next) in closed {
            if open_sides(walls, next).0 == 1
                && let Some(slot) = towards_dead.get_mut(count)
            {
                *slot = wall;
                count += 1;
            }
        }
        let wall = if count > 0 {
            towards_dead.get(below(&mut rng, count as u32) as usize)
        } else {
            closed
                .get(below(&mut rng, shut as u32) as usize)
                .map(|(wall, _)| wall)
        };
        if let Some(&wall) = wall
            && walls.erase(wall)
        {
            removed.push(wall);
        }
    }
}
