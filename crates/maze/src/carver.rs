//! What the step-by-step generators share: the shape being carved, its wall state, the log of
//! erased walls in order, and the seeded random stream.

use super::seed::below;
use super::shape::{Carve, MAX_DEGREE, WallState};
use rand_core::SeedableRng;
use rand_xoshiro::SplitMix64;

/// How many erasures pass between two progress reports.
const PROGRESS_EVERY: usize = 1 << 16;

/// A shape being carved by a generator.
pub(crate) struct Carver<'p, 't, T: Carve> {
    topology: &'t T,
    walls: T::Walls,
    removed: Vec<u32>,
    rng: SplitMix64,
    progress: &'p mut dyn FnMut(f64),
}

impl<'p, 't, T: Carve> Carver<'p, 't, T> {
    /// Every wall standing and the random stream seeded with `hash` (the maze hash);
    /// `progress` hears the share of the cells joined now and then.
    pub(crate) fn new(
        topology: &'t T,
        hash: u64,
        progress: &'p mut dyn FnMut(f64),
    ) -> Carver<'p, 't, T> {
        Carver {
            topology,
            walls: topology.full(),
            removed: Vec::new(),
            rng: SplitMix64::from_seed(hash.to_le_bytes()),
            progress,
        }
    }

    /// The shape being carved.
    pub(crate) fn topology(&self) -> &'t T {
        self.topology
    }

    /// Whether `wall` still stands.
    pub(crate) fn stands(&self, wall: u32) -> bool {
        self.walls.stands(wall)
    }

    /// An unbiased random integer in `0..n`.
    pub(crate) fn below(&mut self, n: u32) -> u32 {
        below(&mut self.rng, n)
    }

    /// A uniformly random neighbour of `cell` among those `keep` accepts, as `(slot, wall,
    /// cell)`, drawing one `below(count)`; `None`, drawing nothing, when there is none.
    #[inline]
    pub(crate) fn random_neighbor(
        &mut self,
        cell: u32,
        keep: impl Fn(u32) -> bool,
    ) -> Option<(u8, u32, u32)> {
        // Small arrays filled in place and read at the drawn index: no branch depends on the
        // random draw, which the walks make at every step (a branchy pick ran 2.4× slower).
        let mut slots = [0u8; MAX_DEGREE];
        let mut walls = [0u32; MAX_DEGREE];
        let mut cells = [0u32; MAX_DEGREE];
        let mut count = 0usize;
        self.topology.for_each_neighbor(cell, |slot, wall, next| {
            if keep(next) {
                let i = count.min(MAX_DEGREE - 1);
                if let (Some(s), Some(w), Some(c)) =
                    (slots.get_mut(i), walls.get_mut(i), cells.get_mut(i))
                {
                    (*s, *w, *c) = (slot as u8, wall, next);
                }
                count += 1;
            }
        });
        if count == 0 {
            return None;
        }
        let pick = self.below(count as u32) as usize;
        Some((*slots.get(pick)?, *walls.get(pick)?, *cells.get(pick)?))
    }

    /// Erases wall `wall` if it is interior and standing, and logs it.
    pub(crate) fn carve_wall(&mut self, wall: u32) -> bool {
        // Square's wall bytes refuse border ids themselves; a wall set needs the shape to ask.
        if !T::CELL_TAGS && self.topology.wall_cells(wall).is_none() {
            return false;
        }
        if !self.walls.stands(wall) || !self.walls.erase(wall) {
            return false;
        }
        self.removed.push(wall);
        if self.removed.len().is_multiple_of(PROGRESS_EVERY) {
            let share = self.removed.len() as f64 / f64::from(self.topology.cells());
            (self.progress)(share.min(1.0));
        }
        true
    }

    /// The wall state and the erased ids in order.
    pub(crate) fn finish(self) -> (T::Walls, Vec<u32>) {
        (self.walls, self.removed)
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
