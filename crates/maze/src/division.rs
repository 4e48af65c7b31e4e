//! Recursive division, on a square: walls go up in an open field. A chamber (at first the whole
//! square) wider than tall is cut by a wall from top to bottom, taller than wide by one from
//! side to side, a square one either way on a `below(2)` draw; the wall's place is drawn with
//! `below(side − 1)` and its one gap with `below(length)`. Each half is then divided the same
//! way, the top or left half first, until a chamber is one cell wide or tall: a corridor. Long
//! straight walls, and rooms within rooms.
//!
//! The maze is still written as the walls a full grid loses (`removed`): each wall's gap as the
//! wall goes up, and each corridor's inside when it is reached. The walls raised, in order, are
//! what the carve replay shows going up (`raised`).

use super::carver::Carver;
use super::grid::Direction;
use super::shape::Carve;

/// A chamber: its top-left cell's column and row, its width and height, in cells.
type Chamber = (u32, u32, u32, u32);

/// Carves a recursive division maze on a `w × h` square; `raise` hears each wall raised.
pub(crate) fn carve<T: Carve>(
    mut carver: Carver<'_, '_, T>,
    w: u32,
    h: u32,
    raise: &mut dyn FnMut(u32),
) -> (T::Walls, Vec<u32>) {
    let topology = carver.topology();
    // The wall on side `slot` of the cell at column `x`, row `y`.
    let wall = |x: u32, y: u32, slot: usize| topology.neighbor(y * w + x, slot).map(|(id, _)| id);
    let mut chambers: Vec<Chamber> = vec![(0, 0, w, h)];
    while let Some((x, y, cw, ch)) = chambers.pop() {
        if cw <= 1 || ch <= 1 {
            // A corridor: the walls inside it are open.
            let inside =
                (0..cw.saturating_sub(1)).filter_map(|i| wall(x + i, y, Direction::East as usize));
            let inside = inside.chain(
                (0..ch.saturating_sub(1)).filter_map(|i| wall(x, y + i, Direction::South as usize)),
            );
            for id in inside {
                carver.carve_wall(id);
            }
            continue;
        }
        let across = match cw.cmp(&ch) {
            std::cmp::Ordering::Less => true,
            std::cmp::Ordering::Greater => false,
            std::cmp::Ordering::Equal => carver.below(2) == 0,
        };
        let (side, length) = if across { (ch, cw) } else { (cw, ch) };
        let at = 1 + carver.below(side - 1);
        let gap = carver.below(length);
        for i in 0..length {
            // Across: the south walls of row `y + at − 1`; else the east walls of its column.
            let id = if across {
                wall(x + i, y + at - 1, Direction::South as usize)
            } else {
                wall(x + at - 1, y + i, Direction::East as usize)
            };
            let Some(id) = id else { continue };
            if i == gap {
                carver.carve_wall(id);
            } else {
                raise(id);
            }
        }
        // The second half is pushed first, so the first is divided first.
        if across {
            chambers.push((x, y + at, cw, ch - at));
            chambers.push((x, y, cw, at));
        } else {
            chambers.push((x + at, y, cw - at, ch));
            chambers.push((x, y, at, ch));
        }
    }
    carver.finish()
}
