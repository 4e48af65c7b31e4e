//! A non-square maze's erased ids, from the page's worker, checked a slice at a time: each id
//! an interior wall's, none twice. A level 499 has millions; in one task that was a long task.

use super::{Path, Session};
use link::Params;
use maze::graph::WallSet;
use maze::shape::Topology;
use maze::{Layout, ShapeMaze};

/// The check of a non-square maze's erased ids, then the session it starts.
pub struct ShapeCheck {
    params: Params,
    notices: Vec<String>,
    layout: Layout,
    removed: Vec<u32>,
    open: WallSet,
    /// How many ids are checked.
    at: usize,
}

impl ShapeCheck {
    /// Prepares the check of `removed` for the level of `params`: its layout is made here (a
    /// woven one places its crossings). `Err` when the layout cannot be made.
    pub fn new(
        params: Params,
        removed: Vec<u32>,
        notices: Vec<String>,
    ) -> Result<ShapeCheck, String> {
        let layout = params.layout().map_err(|e| e.to_string())?;
        let open = WallSet::new(layout.wall_bound());
        Ok(ShapeCheck {
            params,
            notices,
            layout,
            removed,
            open,
            at: 0,
        })
    }

    /// Checks up to `budget` more ids; `Ok(true)` once all passed, `Err` naming the first that
    /// is not an interior wall's or comes twice.
    pub fn advance(&mut self, budget: usize) -> Result<bool, String> {
        let end = self
            .at
            .saturating_add(budget.max(1))
            .min(self.removed.len());
        for &wall in self.removed.get(self.at..end).unwrap_or_default() {
            if !self.layout.is_interior_wall(wall) || !self.open.erase(wall) {
                return Err(text::erased_wall_not_interior(wall));
            }
        }
        self.at = end;
        Ok(end == self.removed.len())
    }

    /// The session of the maze once every id passed (those left are checked first), its
    /// solution to come (`Adopting::solution`).
    pub fn finish(mut self) -> Result<Session, String> {
        while !self.advance(usize::MAX)? {}
        let (params, notices) = (self.params, self.notices);
        let (algorithm, braid) = (params.algorithm, params.braid);
        let maze = ShapeMaze::with_open(self.layout, self.removed, algorithm, braid, self.open);
        Ok(Session::assemble(params, maze, None, Path::Later, notices))
    }
}
