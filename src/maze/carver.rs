//! What the step-by-step generators share: the grid being carved, the log of erased walls in
//! order, and the seeded random stream.

use super::generate::Maze;
use super::grid::{Direction, Grid, SizeError};
use super::seed::below;
use rand_core::SeedableRng;
use rand_xoshiro::SplitMix64;

/// How many erasures pass between two progress reports.
const PROGRESS_EVERY: usize = 1 << 16;

/// A grid being carved by a generator.
pub(crate) struct Carver<'p> {
    grid: Grid,
    removed: Vec<u32>,
    rng: SplitMix64,
    progress: &'p mut dyn FnMut(f64),
}

impl<'p> Carver<'p> {
    /// A full grid and the random stream seeded with `hash` (the maze hash); `progress` hears
    /// the share of the cells joined now and then.
    pub(crate) fn new(
        width: u32,
        height: u32,
        hash: u64,
        progress: &'p mut dyn FnMut(f64),
    ) -> Result<Carver<'p>, SizeError> {
        Ok(Carver {
            grid: Grid::full(width, height)?,
            removed: Vec::new(),
            rng: SplitMix64::from_seed(hash.to_le_bytes()),
            progress,
        })
    }

    /// The grid as carved so far.
    pub(crate) fn grid(&self) -> &Grid {
        &self.grid
    }

    /// An unbiased random integer in `0..n`.
    pub(crate) fn below(&mut self, n: u32) -> u32 {
        below(&mut self.rng, n)
    }

    /// Erases the wall from `cell` towards `dir` if it is interior and standing, and logs it.
    pub(crate) fn carve(&mut self, cell: u32, dir: Direction) -> bool {
        match self.grid.wall_toward(cell, dir) {
            Some(wall) => self.carve_wall(wall),
            None => false,
        }
    }

    /// Erases wall `wall` if it is interior and standing, and logs it.
    pub(crate) fn carve_wall(&mut self, wall: u32) -> bool {
        if !self.grid.wall_stands(wall) || !self.grid.erase(wall) {
            return false;
        }
        self.removed.push(wall);
        if self.removed.len().is_multiple_of(PROGRESS_EVERY) {
            let share = self.removed.len() as f64 / f64::from(self.grid.cells());
            (self.progress)(share.min(1.0));
        }
        true
    }

    /// The finished maze (the caller sets its algorithm).
    pub(crate) fn finish(self) -> Maze {
        Maze {
            grid: self.grid,
            removed: self.removed,
            algorithm: Default::default(),
        }
    }
}

/// A flag per cell, read and written without panics.
pub(crate) struct CellFlags(Vec<bool>);

impl CellFlags {
    /// `cells` flags, all clear.
    pub(crate) fn new(cells: u32) -> CellFlags {
        CellFlags(vec![false; cells as usize])
    }

    /// Whether `cell` is set (cells out of range read as set, so nobody walks there).
    pub(crate) fn get(&self, cell: u32) -> bool {
        self.0.get(cell as usize).copied().unwrap_or(true)
    }

    /// Sets `cell`.
    pub(crate) fn set(&mut self, cell: u32) {
        if let Some(flag) = self.0.get_mut(cell as usize) {
            *flag = true;
        }
    }
}
