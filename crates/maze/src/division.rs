//! Recursive division, on a square: walls go up in an open field. A chamber (at first the whole
//! square) wider than tall is cut by a wall from top to bottom, taller than wide by one from
//! side to side, a square one either way on a `below(2)` draw; the wall's place is drawn with
//! `below(side − 1)` and its one gap with `below(length)`. Each half is then divided the same
//! way, the top or left half first, until a chamber is one cell wide or tall: a corridor. Long
//! straight walls, and rooms within rooms.
//!
//! The maze is still written as the walls a full grid loses (`removed`): each wall's gap as the
//! wall goes up, and each corridor's inside when it is reached. Each gap says where its wall
//! stands, so `raised` reads the walls raised, in order, back from `removed` alone: what the
//! carve replay shows going up.

use super::carver::Carver;
use super::grid::{Direction, Grid};
use super::shape::{Carve, Square, Topology};

/// A chamber: its top-left cell's column and row, its width and height, in cells.
type Chamber = (u32, u32, u32, u32);

/// How a chamber is cut: by a wall from side to side (`across`) or from top to bottom, standing
/// `at` cells from its top or left side, with its gap `gap` cells along it.
struct Cut {
    across: bool,
    at: u32,
    gap: u32,
}

/// What the chamber walk asks and tells: the generator draws each cut and erases walls; the
/// replay reads each cut back from the erasures and lists the walls raised.
trait Divider {
    /// The cut of a chamber at least two cells wide and tall; `None` stops the walk.
    fn cut(&mut self, chamber: Chamber) -> Option<Cut>;
    /// A wall the maze leaves open (a gap or a corridor's inside); false stops the walk.
    fn open(&mut self, wall: u32) -> bool;
    /// A wall raised.
    fn raise(&mut self, wall: u32);
}

/// Carves a recursive division maze on a `w × h` square.
pub(crate) fn carve<T: Carve>(carver: Carver<'_, '_, T>, w: u32, h: u32) -> (T::Walls, Vec<u32>) {
    let topology = carver.topology();
    let mut drawing = Drawing(carver);
    divide(
        &mut drawing,
        &|cell, slot| topology.neighbor(cell, slot),
        w,
        h,
    );
    drawing.0.finish()
}

/// The walls recursive division raised on a square of `grid`'s size, in order, read back from
/// the maze's erasures, and how many erasures that took (the rest came later: a braid's);
/// `None` when `removed` is not a division maze's.
pub fn raised(grid: &Grid, removed: &[u32]) -> Option<(Vec<u32>, usize)> {
    let square = Square::of(grid);
    let (w, h) = (grid.width(), grid.height());
    let mut reading = Reading {
        w,
        removed: removed.iter(),
        raised: Vec::new(),
        read: 0,
    };
    let whole = divide(
        &mut reading,
        &|cell, slot| square.neighbor(cell, slot),
        w,
        h,
    );
    whole.then_some((reading.raised, reading.read))
}

/// The generator's side of the walk: each cut drawn, each open wall carved.
struct Drawing<'p, 't, T: Carve>(Carver<'p, 't, T>);

impl<T: Carve> Divider for Drawing<'_, '_, T> {
    fn cut(&mut self, (_, _, cw, ch): Chamber) -> Option<Cut> {
        let across = match cw.cmp(&ch) {
            std::cmp::Ordering::Less => true,
            std::cmp::Ordering::Greater => false,
            std::cmp::Ordering::Equal => self.0.below(2) == 0,
        };
        let (side, length) = if across { (ch, cw) } else { (cw, ch) };
        let at = 1 + self.0.below(side - 1);
        let gap = self.0.below(length);
        Some(Cut { across, at, gap })
    }

    fn open(&mut self, wall: u32) -> bool {
        self.0.carve_wall(wall);
        true
    }

    fn raise(&mut self, _: u32) {}
}

/// The replay's side of the walk: each cut read from the next erasure, which is its gap.
struct Reading<'r> {
    w: u32,
    removed: std::slice::Iter<'r, u32>,
    raised: Vec<u32>,
    read: usize,
}

impl Reading<'_> {
    fn next(&mut self) -> Option<u32> {
        self.read += 1;
        self.removed.next().copied()
    }
}

impl Divider for Reading<'_> {
    fn cut(&mut self, (x, y, cw, ch): Chamber) -> Option<Cut> {
        // The gap is read, not taken: the walk opens it as it raises the wall.
        let gap = *self.removed.as_slice().first()?;
        let (cx, cy) = ((gap / 2) % self.w, (gap / 2) / self.w);
        // An east wall's gap stands in a wall from top to bottom, a south wall's in one across.
        let across = gap % 2 == 1;
        let (at, along) = if across {
            (cy.checked_sub(y)? + 1, cx.checked_sub(x)?)
        } else {
            (cx.checked_sub(x)? + 1, cy.checked_sub(y)?)
        };
        let (side, length) = if across { (ch, cw) } else { (cw, ch) };
        (at < side && along < length).then_some(Cut {
            across,
            at,
            gap: along,
        })
    }

    fn open(&mut self, wall: u32) -> bool {
        self.next() == Some(wall)
    }

    fn raise(&mut self, wall: u32) {
        self.raised.push(wall);
    }
}

/// Divides the `w × h` square, chamber by chamber; `wall(cell, slot)` names a cell's side.
/// False when the divider stopped it.
fn divide(
    divider: &mut dyn Divider,
    wall: &dyn Fn(u32, usize) -> Option<(u32, u32)>,
    w: u32,
    h: u32,
) -> bool {
    // The wall on side `slot` of the cell at column `x`, row `y`.
    let wall = |x: u32, y: u32, slot: usize| wall(y * w + x, slot).map(|(id, _)| id);
    let mut chambers: Vec<Chamber> = vec![(0, 0, w, h)];
    while let Some((x, y, cw, ch)) = chambers.pop() {
        if cw <= 1 || ch <= 1 {
            // A corridor: the walls inside it are open.
            let inside =
                (0..cw.saturating_sub(1)).filter_map(|i| wall(x + i, y, Direction::East as usize));
            let mut inside = inside.chain(
                (0..ch.saturating_sub(1)).filter_map(|i| wall(x, y + i, Direction::South as usize)),
            );
            if !inside.all(|id| divider.open(id)) {
                return false;
            }
            continue;
        }
        let Some(Cut { across, at, gap }) = divider.cut((x, y, cw, ch)) else {
            return false;
        };
        let length = if across { cw } else { ch };
        for i in 0..length {
            // Across: the south walls of row `y + at − 1`; else the east walls of its column.
            let id = if across {
                wall(x + i, y + at - 1, Direction::South as usize)
            } else {
                wall(x + at - 1, y + i, Direction::East as usize)
            };
            let Some(id) = id else { continue };
            if i == gap {
                if !divider.open(id) {
                    return false;
                }
            } else {
                divider.raise(id);
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
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Algorithm, Seed, generate};

    #[test]
    fn the_walls_raised_are_the_standing_interior_walls_each_once() {
        for (w, h) in [(2, 2), (7, 3), (3, 9), (16, 16), (41, 29)] {
            let seed = Seed::parse("raised").unwrap();
            let maze = generate(&seed, w, h, Algorithm::Division).unwrap();
            let (raised, read) =
                raised(&maze.grid, &maze.removed).unwrap_or_else(|| panic!("{w}×{h}"));
            assert_eq!(read, maze.removed.len());
            let mut standing: Vec<u32> = (0..w * h * 2)
                .filter(|&id| maze.grid.wall_cells(id).is_some() && maze.grid.wall_stands(id))
                .collect();
            let mut sorted = raised.clone();
            sorted.sort_unstable();
            standing.sort_unstable();
            assert_eq!(sorted, standing, "{w}×{h}");
        }
    }

    #[test]
    fn erasures_not_of_a_division_are_refused() {
        let seed = Seed::parse("raised").unwrap();
        let other = generate(&seed, 12, 12, Algorithm::Prim).unwrap();
        assert!(raised(&other.grid, &other.removed).is_none());
        let maze = generate(&seed, 12, 12, Algorithm::Division).unwrap();
        assert!(raised(&maze.grid, &maze.removed[..maze.removed.len() / 2]).is_none());
        assert!(raised(&maze.grid, &[]).is_none());
    }
}
