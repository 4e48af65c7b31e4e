//! Aldous-Broder: a random walk from cell 0 over the whole shape, through walls and passages
//! alike; the first time it enters a cell, the wall it came through is carved. The trees it
//! makes are uniformly random (as Wilson's are), at the price of the walk's cover time: it
//! keeps walking over cells already joined until the last one is reached.
//!
//! Its one loop is the walk itself, a `random_neighbor` draw a step; the count of cells left
//! ends it the moment the last is joined. Every shape's cells are connected; should some not
//! be, the walk gives up after `STALE` steps a cell without joining one, rather than run for
//! ever.

use super::carver::{Carver, CellFlags};
use super::shape::Carve;

/// Steps a cell the walk may go without joining a cell before it gives up (far past the cover
/// time of any connected shape the game makes).
const STALE: u64 = 4096;

/// Carves a uniformly random spanning tree by Aldous-Broder's walk from cell 0.
pub(crate) fn carve<T: Carve>(mut carver: Carver<'_, '_, T>) -> (T::Walls, Vec<u32>) {
    let cells = carver.topology().cells();
    let mut visited = CellFlags::new(cells);
    visited.set(0);
    let mut left = cells.saturating_sub(1);
    let mut cell = 0;
    let (mut stale, give_up) = (0u64, STALE * u64::from(cells));
    while left > 0 && stale < give_up {
        stale += 1;
        let Some((_, wall, next)) = carver.random_neighbor(cell, |_| true) else {
            break;
        };
        if !visited.get(next) {
            visited.set(next);
            carver.carve_wall(wall);
            left -= 1;
            stale = 0;
        }
        cell = next;
    }
    carver.finish()
}
