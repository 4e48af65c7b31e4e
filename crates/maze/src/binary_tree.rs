//! The binary tree, on a square: every cell but the first joins the cell north of it or the
//! cell west of it, one `below(2)` draw each where it has both; a cell of the top row can only
//! go west and a cell of the left column only north. So the top row and the left column are
//! single corridors, and every way back to the start runs north and west: the diagonal bias
//! the algorithm is known for. Cells are taken in index order.

use super::carver::Carver;
use super::grid::Direction;
use super::shape::Carve;

/// Carves a binary tree on a `w × h` square, north or west from each cell.
pub(crate) fn carve<T: Carve>(
    mut carver: Carver<'_, '_, T>,
    w: u32,
    h: u32,
) -> (T::Walls, Vec<u32>) {
    let topology = carver.topology();
    for cell in 1..w * h {
        let (x, y) = (cell % w, cell / w);
        let slot = match (x, y) {
            (_, 0) => Direction::West as usize,
            (0, _) => Direction::North as usize,
            _ if carver.below(2) == 0 => Direction::North as usize,
            _ => Direction::West as usize,
        };
        if let Some((wall, _)) = topology.neighbor(cell, slot) {
            carver.carve_wall(wall);
        }
    }
    carver.finish()
}
