//! The sidewinder, on a square, row by row from the top. The top row is one corridor. In every
//! other row, a run of cells grows east: at each cell one `below(2)` draw either carves east
//! (the run goes on) or closes the run, which carves north from one of its cells, drawn with
//! `below(run)`; the row's last cell always closes its run. So the top row is the one border
//! row left as a single corridor, and every cell has a way north-ish to it.

use super::carver::Carver;
use super::grid::Direction;
use super::shape::Carve;

/// Carves a sidewinder maze on a `w × h` square.
pub(crate) fn carve<T: Carve>(
    mut carver: Carver<'_, '_, T>,
    w: u32,
    h: u32,
) -> (T::Walls, Vec<u32>) {
    let topology = carver.topology();
    let carve = |carver: &mut Carver<'_, '_, T>, cell: u32, slot: usize| {
        if let Some((wall, _)) = topology.neighbor(cell, slot) {
            carver.carve_wall(wall);
        }
    };
    for x in 0..w.saturating_sub(1) {
        carve(&mut carver, x, Direction::East as usize);
    }
    for y in 1..h {
        let mut run_start = 0;
        for x in 0..w {
            let cell = y * w + x;
            let closes = x + 1 == w || carver.below(2) == 0;
            if closes {
                let pick = run_start + carver.below(x - run_start + 1);
                carve(&mut carver, y * w + pick, Direction::North as usize);
                run_start = x + 1;
            } else {
                carve(&mut carver, cell, Direction::East as usize);
            }
        }
    }
    carver.finish()
}
