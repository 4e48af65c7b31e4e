//! Starting a level whose maze was made elsewhere: a Web Worker runs the same core, and the
//! page's `Session` adopts the result. The parameters come from a `Plan` (`game::plan`); the
//! wall bytes, erased wall ids and solution (`Parts`) arrive as plain data and are checked
//! before they are trusted: inconsistent data is a typed `AdoptError`, never a panic.
//!
//! The checks are linear and run on the page's main thread in slices (`Adoption::advance`), so
//! no slice takes long: every wall byte is a valid byte with its border bits set; `removed`
//! lists every erased interior wall exactly once; the solution walks from the start to the exit
//! through open passages without turning back; and, for parts from outside, it is no longer
//! than the shortest path a breadth-first search finds. That check cannot be left to the shape
//! of the walk: `pathcut` mazes have loops, so a walk that never turns back can still go the
//! long way round. That the maze is the one its seed makes is the maker's promise (the same
//! core code).
//!
//! What is checked depends on who made the parts (`Origin`). The page's own worker runs this
//! same compiled module (`worker_level`), so what it sends is what the core made: its parts are
//! checked for structure only, everything whose breach could break memory, panic or leave the
//! game's two views of the maze disagreeing (lengths, every wall byte, every id in range, erased
//! in the bytes and listed once, none left out, the solution's cells in range and a walk from
//! the start to the exit), and not re-solved: the breadth-first search that proves the walk is
//! a shortest one, most of the page's work for a big level, is left out. Parts from anywhere
//! else (`Origin::Outside`, and `Plan::adopt`) get every check. Either way, bad data is a
//! typed error and never a panic or an out-of-range read: the structural checks are what the
//! rest of the game relies on.
//!
//! The page's worker sends what play needs first and solves after (`Adoption::unsolved`): the
//! player can move while the solution is found, and everything that needs it waits for
//! `Adopting::solution`, which checks the walk (and, from outside, its length) as this
//! adoption would have. For a square that is the wall bytes alone (`Adoption::walls_first`):
//! the bytes say which walls are open, and the pass that checks them builds the open walls' bit
//! set; the erasure order (16 MB at 2000×2000, only the carve replay reads it) follows with the
//! solution and is checked against that set (`OrderCheck`) before `Adopting::order` takes
//! it.

pub use crate::level_maker::Parts;

use super::Session;
use crate::Plan;
use crate::level_maker::{make_parts, square_layout};
use maze::Layout;
use maze::graph::WallSet;
use maze::grid::{EAST_WALL, SOUTH_WALL};
use maze::shape::Topology;
use maze::{Grid, ShapeMaze, SizeError};
use std::fmt;

/// Who made the parts an `Adoption` takes, which decides how much of them is checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// The page's own worker: this same compiled module's `worker_level`. Structure only: the
    /// solution's being a shortest path is not searched again.
    Core,
    /// Anywhere else (another program, a file, a hand): every check, the search included.
    Outside,
}

/// Why made parts cannot be adopted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AdoptError {
    /// The plan's size is out of range.
    Size(SizeError),
    /// `walls` has the wrong number of bytes.
    WallCount {
        /// Cells of the planned maze.
        expected: usize,
        /// Bytes received.
        found: usize,
    },
    /// A wall byte has bits other than `EAST_WALL | SOUTH_WALL`, or a border bit is clear.
    BadWallByte {
        /// The cell.
        cell: usize,
        /// Its byte.
        byte: u8,
    },
    /// An erased wall id names no interior wall, or one that stands in `walls`.
    RemovedStands {
        /// The wall id.
        wall: u32,
    },
    /// An erased wall id is listed twice.
    RemovedTwice {
        /// The wall id.
        wall: u32,
    },
    /// `removed` does not list every erased wall.
    RemovedCount {
        /// Ids listed.
        listed: usize,
        /// Interior walls erased in `walls`.
        erased: usize,
    },
    /// The solution does not start at cell 0 and end at the exit.
    SolutionEnds,
    /// Step `index` of the solution goes through a wall, jumps, or turns back.
    SolutionStep {
        /// Index of the step's target cell in the solution.
        index: usize,
    },
    /// The solution is a walk to the exit but not a shortest one.
    SolutionLonger {
        /// Moves the solution takes.
        moves: usize,
        /// Moves the shortest path takes.
        shortest: u32,
    },
}

impl fmt::Display for AdoptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use text;
        match *self {
            AdoptError::Size(e) => write!(f, "{e}"),
            AdoptError::WallCount { expected, found } => {
                f.write_str(&text::wall_count(found, expected))
            }
            AdoptError::BadWallByte { cell, byte } => f.write_str(&text::bad_wall_byte(cell, byte)),
            AdoptError::RemovedStands { wall } => f.write_str(&text::erased_wall_stands(wall)),
            AdoptError::RemovedTwice { wall } => f.write_str(&text::erased_twice(wall)),
            AdoptError::RemovedCount { listed, erased } => {
                f.write_str(&text::erased_count(listed, erased))
            }
            AdoptError::SolutionEnds => f.write_str(text::SOLUTION_ENDS),
            AdoptError::SolutionStep { index } => f.write_str(&text::solution_step(index)),
            AdoptError::SolutionLonger { moves, shortest } => {
                f.write_str(&text::solution_longer(moves, shortest))
            }
        }
    }
}

impl std::error::Error for AdoptError {}

// What a worker runs for a plan, and taking its result: here rather than in `game::plan`, so
// that adoption depends on plans and not the other way round.
impl Plan {
    /// Makes the parts of this plan's maze (what a worker runs), or a size error.
    pub fn make_parts(&self) -> Result<Parts, SizeError> {
        let side = self.side();
        make_parts(&self.params.seed, side, side, self.params.algorithm)
    }

    /// Starts the level from parts made elsewhere, after every check against the plan.
    pub fn adopt(self, parts: Parts) -> Result<Session, AdoptError> {
        Adoption::new(self, parts, Origin::Outside).finish()
    }
}

/// Where an adoption's checks stand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// Checking wall bytes, from this row on, and marking the walls they open.
    Walls(usize),
    /// Checking the erased ids against the open walls (`OrderCheck`).
    Removed,
    /// Every check but the solution's passed.
    Solution,
    /// The solution is a walk to the exit; the grid is built next.
    Grid,
    /// Searching for the exit's distance, to compare with the solution's length.
    Distance,
    /// Every check passed.
    Done,
}

/// What a slice of the breadth-first search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reach {
    /// Not finished: more cells to expand.
    Searching,
    /// The exit is this many moves from the start.
    Exit(u32),
    /// Every reachable cell was expanded and the exit was not among them.
    Unreachable,
}

/// A breadth-first search from the start, run a slice at a time: the cells at distance `depth`
/// (`frontier`, expanded up to `at`) and those found at `depth + 1` (`next`). Only two levels
/// are kept, not a distance per cell, so it needs one byte per cell beside the grid.
#[derive(Debug, Default)]
struct Search {
    seen: Vec<u8>,
    frontier: Vec<u32>,
    next: Vec<u32>,
    at: usize,
    depth: u32,
}

impl Search {
    fn new(cells: usize) -> Search {
        let mut seen = vec![0u8; cells];
        if let Some(start) = seen.first_mut() {
            *start = 1;
        }
        Search {
            seen,
            frontier: vec![0],
            next: Vec::new(),
            at: 0,
            depth: 0,
        }
    }

    /// Expands at most `cells` more cells of `grid`.
    fn advance(&mut self, grid: &Grid, cells: usize) -> Reach {
        let exit = grid.exit();
        let mut left = cells;
        loop {
            if self.at >= self.frontier.len() {
                if self.next.is_empty() {
                    return Reach::Unreachable;
                }
                std::mem::swap(&mut self.frontier, &mut self.next);
                self.next.clear();
                self.at = 0;
                self.depth += 1;
            }
            if left == 0 {
                return Reach::Searching;
            }
            left -= 1;
            let Some(&cell) = self.frontier.get(self.at) else {
                return Reach::Unreachable;
            };
            self.at += 1;
            for next in grid.open_neighbors(cell) {
                if let Some(mark) = self.seen.get_mut(next as usize)
                    && *mark == 0
                {
                    *mark = 1;
                    if next == exit {
                        return Reach::Exit(self.depth + 1);
                    }
                    self.next.push(next);
                }
            }
        }
    }
}

/// An adoption done in slices, so that a page can check a huge maze between frames:
/// `advance` does a bounded amount of checking, `finish` completes it and builds the session.
#[derive(Debug)]
pub struct Adoption {
    plan: Plan,
    parts: Parts,
    origin: Origin,
    side: usize,
    stage: Stage,
    /// The walls the checked bytes open, as the bit set the level's `ShapeMaze` keeps: built
    /// in the pass over the bytes, so `finish` need not go over the ids.
    open: WallSet,
    /// Where the check of the erased ids against `open` stands.
    order: OrderCheck,
    grid: Option<Grid>,
    search: Search,
    failed: Option<AdoptError>,
    /// The solution comes later (`unsolved`): not checked here, and the session awaits it.
    later: bool,
    /// The erased ids come later too (`walls_first`): the session awaits its erasure order.
    order_later: bool,
}

impl Adoption {
    /// Starts checking `parts`, made by `origin`, against `plan`; nothing is checked yet.
    pub fn new(plan: Plan, parts: Parts, origin: Origin) -> Adoption {
        let side = plan.side() as usize;
        Adoption {
            plan,
            parts,
            origin,
            side,
            stage: Stage::Walls(0),
            open: WallSet::new(0),
            order: OrderCheck::default(),
            grid: None,
            search: Search::default(),
            failed: None,
            later: false,
            order_later: false,
        }
    }

    /// As `new`, for walls and erased ids whose solution comes later: `parts.solution` is
    /// ignored, and the finished session awaits its solution (`Adopting::solution`, which
    /// checks it as this would have, by `origin`).
    pub fn unsolved(plan: Plan, parts: Parts, origin: Origin) -> Adoption {
        let parts = Parts {
            solution: Vec::new(),
            ..parts
        };
        Adoption {
            later: true,
            ..Adoption::new(plan, parts, origin)
        }
    }

    /// As `unsolved`, for a square's wall bytes alone: the erasure order comes later with the
    /// solution (`Adopting::order`, checked by an `OrderCheck` against these walls), so
    /// that the player can move before 16 MB of ids at 2000×2000 have crossed and been checked.
    /// The walls are what play needs: moves, drawing, the fog and the ghost read them.
    pub fn walls_first(plan: Plan, walls: Vec<u8>, origin: Origin) -> Adoption {
        let parts = Parts {
            walls,
            ..Parts::default()
        };
        Adoption {
            order_later: true,
            ..Adoption::unsolved(plan, parts, origin)
        }
    }

    /// Checks about `budget` more cells or ids; `Ok(true)` once every check has passed, the
    /// first problem found otherwise (and again on every later call).
    pub fn advance(&mut self, budget: usize) -> Result<bool, AdoptError> {
        if let Some(error) = &self.failed {
            return Err(error.clone());
        }
        let result = self.step(budget.max(1));
        if let Err(error) = &result {
            self.failed = Some(error.clone());
        }
        result
    }

    /// One slice of the stage the adoption is in; `Ok(true)` once it is done.
    fn step(&mut self, budget: usize) -> Result<bool, AdoptError> {
        self.stage = match self.stage {
            Stage::Walls(row) => self.check_walls(row, budget)?,
            Stage::Removed => {
                if self.order.advance(&self.open, budget)? {
                    Stage::Solution
                } else {
                    Stage::Removed
                }
            }
            // The path is short next to the maze: one slice.
            Stage::Solution => {
                if !self.later {
                    check_solution(&self.parts.walls, self.side, &self.parts.solution)?;
                }
                Stage::Grid
            }
            Stage::Grid => self.take_grid()?,
            Stage::Distance => self.search_distance(budget)?,
            Stage::Done => Stage::Done,
        };
        Ok(self.stage == Stage::Done)
    }

    /// Checks about `budget` bytes' worth of wall rows from `row` on, marking the walls they
    /// open; the byte count and the size are checked first. The stage that follows.
    fn check_walls(&mut self, row: usize, budget: usize) -> Result<Stage, AdoptError> {
        let (w, walls) = (self.side, &self.parts.walls);
        let rows = budget.div_ceil(w.max(1)).max(1);
        if row == 0 {
            let side = self.plan.side();
            if walls.len() != w * w {
                return Err(AdoptError::WallCount {
                    expected: w * w,
                    found: walls.len(),
                });
            }
            let layout = Layout::square(side, side).map_err(AdoptError::Size)?;
            self.open = WallSet::new(layout.wall_bound());
        }
        let end = (row + rows).min(w);
        check_wall_rows(walls, w, row, end)?;
        let checked = walls.get(row * w..end * w).unwrap_or_default();
        self.open.erase_square_walls(row * w, checked);
        Ok(if end < w {
            Stage::Walls(end)
        } else if self.order_later {
            Stage::Solution
        } else {
            let ids = std::mem::take(&mut self.parts.removed);
            self.order = OrderCheck::new(ids, &self.open);
            Stage::Removed
        })
    }

    /// Every byte has been checked by now, so the grid takes them over without a copy or a
    /// second pass; the search then walks it by the core's own open-passage rule, and `finish`
    /// keeps it. The stage that follows: the search, when the solution's length is to be
    /// compared.
    fn take_grid(&mut self) -> Result<Stage, AdoptError> {
        let walls = std::mem::take(&mut self.parts.walls);
        let cells = walls.len();
        let grid = Grid::from_checked(self.plan.side(), self.plan.side(), walls)
            .map_err(AdoptError::Size)?;
        self.grid = Some(grid);
        Ok(match self.origin {
            // Without a solution there is no length to compare yet.
            _ if self.later => Stage::Done,
            Origin::Core => Stage::Done,
            Origin::Outside => {
                self.search = Search::new(cells);
                Stage::Distance
            }
        })
    }

    /// A slice of the search for the exit's distance, compared with the solution's length once
    /// found. The stage that follows.
    fn search_distance(&mut self, budget: usize) -> Result<Stage, AdoptError> {
        let Some(grid) = &self.grid else {
            // Only `Stage::Grid` leads here, having built the grid (and kept the bytes until
            // then), so this only guards the order.
            return Ok(Stage::Grid);
        };
        // Expanding a cell looks at four passages and may queue a neighbour, several times the
        // work of checking one byte, so a slice expands a quarter as many.
        Ok(match self.search.advance(grid, (budget / 4).max(1)) {
            Reach::Searching => Stage::Distance,
            Reach::Unreachable => return Err(AdoptError::SolutionEnds),
            Reach::Exit(shortest) => {
                let moves = self.parts.solution.len().saturating_sub(1);
                if moves != shortest as usize {
                    return Err(AdoptError::SolutionLonger { moves, shortest });
                }
                self.search = Search::default();
                Stage::Done
            }
        })
    }

    /// Finishes the checks and starts the level, or the first problem found. The checked ids
    /// and their bit set become the level's `ShapeMaze` and the checked bytes its grid, moved,
    /// not copied or rebuilt.
    pub fn finish(mut self) -> Result<Session, AdoptError> {
        while !self.advance(usize::MAX)? {}
        let parts = self.parts;
        let grid = match self.grid {
            Some(grid) => grid,
            None => grid_from(self.plan.side(), &parts.walls)?,
        };
        drop(parts.walls);
        let params = self.plan.params;
        // Checked (`Stage::Removed`) unless they come later.
        let removed = self.order.passed().unwrap_or_default();
        let shaped = ShapeMaze::with_open(
            square_layout(&grid),
            removed,
            params.algorithm,
            params.braid,
            self.open,
        );
        let path = if self.later {
            super::Path::Later
        } else {
            super::Path::Known(parts.solution)
        };
        let mut session = Session::assemble(params, shaped, Some(grid), path, self.plan.notices);
        if self.order_later {
            session.solving.await_order();
        }
        Ok(session)
    }
}

/// The grid of checked wall bytes for a `side`-square maze.
fn grid_from(side: u32, walls: &[u8]) -> Result<Grid, AdoptError> {
    let mut grid = Grid::full(side, side).map_err(AdoptError::Size)?;
    grid.erase_tagged(walls.iter().map(|byte| !byte & (EAST_WALL | SOUTH_WALL)));
    Ok(grid)
}

/// Rows `from..to` of a `w`-wide maze: every byte has only wall bits, and every border bit
/// (last column east, last row south) is set.
fn check_wall_rows(walls: &[u8], w: usize, from: usize, to: usize) -> Result<(), AdoptError> {
    let h = walls.len() / w.max(1);
    let rows = walls.get(from * w..to * w).unwrap_or_default();
    for (dy, row) in rows.chunks_exact(w.max(1)).enumerate() {
        let y = from + dy;
        let south = if y + 1 == h { SOUTH_WALL } else { 0 };
        let bad = |x: usize, byte: u8| {
            let needed = south | if x + 1 == w { EAST_WALL } else { 0 };
            byte & !(EAST_WALL | SOUTH_WALL) != 0 || byte & needed != needed
        };
        // Fast path: one OR over the row finds stray bits, one AND the border bits.
        let any = row.iter().fold(0u8, |acc, &b| acc | b);
        let all = row.iter().fold(0xffu8, |acc, &b| acc & b);
        let last_ok = row.last().is_some_and(|&b| b & EAST_WALL != 0);
        if any & !(EAST_WALL | SOUTH_WALL) == 0 && all & south == south && last_ok {
            continue;
        }
        if let Some(x) = row.iter().enumerate().position(|(x, &b)| bad(x, b)) {
            return Err(AdoptError::BadWallByte {
                cell: y * w + x,
                byte: row.get(x).copied().unwrap_or_default(),
            });
        }
    }
    Ok(())
}

/// The check of a square's erasure order `ids` against the walls its checked bytes open
/// (`open`, whose border walls stand), a slice at a time: every id open, listed once, none left
/// out. The adoption runs it when the ids come with the walls; the page runs it on the ids
/// that follow them (`Adoption::walls_first`), and `Adopting::order` takes them from it,
/// only once it passed.
#[derive(Clone, Debug, Default)]
pub struct OrderCheck {
    ids: Vec<u32>,
    /// The open walls not listed yet.
    unlisted: WallSet,
    /// Ids checked so far.
    at: usize,
    /// Every id was checked, and none is missing.
    passed: bool,
}

impl OrderCheck {
    /// Starts checking `ids` against the open walls `open`.
    pub fn new(ids: Vec<u32>, open: &WallSet) -> OrderCheck {
        OrderCheck {
            ids,
            unlisted: open.clone(),
            at: 0,
            passed: false,
        }
    }

    /// Checks about `budget` more ids against `open` (the set `new` had); `Ok(true)` once all
    /// passed, the first problem otherwise.
    pub fn advance(&mut self, open: &WallSet, budget: usize) -> Result<bool, AdoptError> {
        // Asked again once passed (the hints' search follows it in the same slices).
        if self.passed {
            return Ok(true);
        }
        let end = self.at.saturating_add(budget.max(1)).min(self.ids.len());
        for &wall in self.ids.get(self.at..end).unwrap_or_default() {
            if !self.unlisted.unerase(wall) {
                return Err(if open.is_erased(wall) {
                    AdoptError::RemovedTwice { wall }
                } else {
                    AdoptError::RemovedStands { wall }
                });
            }
        }
        self.at = end;
        if end < self.ids.len() {
            return Ok(false);
        }
        // Each id took one open wall off the list, so what is left was not listed.
        let missing = self.unlisted.count();
        if missing > 0 {
            return Err(AdoptError::RemovedCount {
                listed: self.ids.len(),
                erased: self.ids.len() + missing,
            });
        }
        self.passed = true;
        Ok(true)
    }

    /// The ids being checked.
    pub fn ids(&self) -> &[u32] {
        &self.ids
    }

    /// The ids, once every one was checked and passed; `None` otherwise.
    pub fn passed(self) -> Option<Vec<u32>> {
        self.passed.then_some(self.ids)
    }
}

/// The solution goes from cell 0 to the exit, one open passage at a time, never straight back.
/// In a maze with loops such a walk can still be longer than the shortest path; the search in
/// `Stage::Distance` checks the length.
pub(crate) fn check_solution(walls: &[u8], w: usize, path: &[u32]) -> Result<(), AdoptError> {
    let exit = walls.len().checked_sub(1).map(|e| e as u32);
    if path.first() != Some(&0) || path.last().copied() != exit {
        return Err(AdoptError::SolutionEnds);
    }
    let byte = |cell: u32| {
        walls
            .get(cell as usize)
            .copied()
            .unwrap_or(EAST_WALL | SOUTH_WALL)
    };
    let w = w as u32;
    let mut before: Option<u32> = None;
    for (index, pair) in path.windows(2).enumerate() {
        let &[from, to] = pair else { continue };
        // The wall between two cells is the east or south wall of the one west or north.
        let open = if to == from.wrapping_add(1) && to % w != 0 {
            byte(from) & EAST_WALL == 0
        } else if from == to.wrapping_add(1) && from % w != 0 {
            byte(to) & EAST_WALL == 0
        } else if to == from.wrapping_add(w) {
            byte(from) & SOUTH_WALL == 0
        } else if from == to.wrapping_add(w) {
            byte(to) & SOUTH_WALL == 0
        } else {
            false
        };
        if !open || before == Some(to) {
            return Err(AdoptError::SolutionStep { index: index + 1 });
        }
        before = Some(from);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use maze::Seed;

    fn seed(text: &str) -> Seed {
        Seed::parse(text).unwrap_or_else(|_| Seed::random())
    }

    fn plan(query: &str) -> Plan {
        Plan::from_query(query, || seed("fresh"))
    }

    fn same(a: &Session, b: &Session) {
        assert_eq!(a.params(), b.params());
        assert_eq!(a.play().maze(), b.play().maze());
        assert_eq!(a.solution(), b.solution());
        assert_eq!(a.links(), b.links());
        assert_eq!(a.notices(), b.notices());
        assert_eq!(a.play().visited(), b.play().visited());
    }

    #[test]
    fn adopted_parts_give_the_session_made_here() {
        for query in [
            "seed=adopt&level=3",
            "seed=adopt&size=37&algo=perfect",
            "seed=adopt&size=23&algo=pathcut",
            "seed=x&level=0&algo=nope",
        ] {
            let p = plan(query);
            let parts = p.make_parts().unwrap();
            let adopted = p.clone().adopt(parts).unwrap();
            same(&adopted, &p.clone().start());
        }
    }

    #[test]
    fn later_plans_are_adopted_like_the_first() {
        let mut s = plan("seed=grow&size=30").start();
        let path = s.solution().to_vec();
        let grid = s.play().square().unwrap().clone();
        for pair in path.windows(2) {
            let dir = maze::Direction::ALL
                .into_iter()
                .find(|&d| grid.neighbor(pair[0], d) == Some(pair[1]))
                .unwrap();
            s.step(dir, 0.0);
        }
        for next in [
            Plan::next_level(&s, || seed("y")).unwrap(),
            Plan::new_seed(&s, seed("other")),
        ] {
            let parts = next.make_parts().unwrap();
            same(&next.clone().adopt(parts).unwrap(), &next.start());
        }
    }

    #[test]
    fn inconsistent_parts_are_refused() {
        let p = plan("seed=bad&size=6");
        let good = p.make_parts().unwrap();
        let refuse = |change: &dyn Fn(&mut Parts)| {
            let mut parts = good.clone();
            change(&mut parts);
            p.clone().adopt(parts).unwrap_err()
        };
        assert_eq!(
            refuse(&|q| {
                q.walls.pop();
            }),
            AdoptError::WallCount {
                expected: 36,
                found: 35
            }
        );
        assert!(matches!(
            refuse(&|q| q.walls[3] |= 4),
            AdoptError::BadWallByte { cell: 3, .. }
        ));
        // The east border of cell 5 (last column) must stand.
        assert!(matches!(
            refuse(&|q| q.walls[5] &= !EAST_WALL),
            AdoptError::BadWallByte { cell: 5, .. }
        ));
        let standing = (0..72u32)
            .find(|&w| good.walls[(w / 2) as usize] & (1 << (w % 2)) != 0)
            .unwrap();
        assert_eq!(
            refuse(&|q| q.removed[0] = standing),
            AdoptError::RemovedStands { wall: standing }
        );
        assert_eq!(
            refuse(&|q| q.removed[0] = 10_000),
            AdoptError::RemovedStands { wall: 10_000 }
        );
        let first = good.removed[0];
        assert_eq!(
            refuse(&|q| q.removed[1] = first),
            AdoptError::RemovedTwice { wall: first }
        );
        assert!(matches!(
            refuse(&|q| {
                q.removed.pop();
            }),
            AdoptError::RemovedCount { .. }
        ));
        assert_eq!(
            refuse(&|q| {
                q.solution.remove(0);
            }),
            AdoptError::SolutionEnds
        );
        assert_eq!(refuse(&|q| q.solution.clear()), AdoptError::SolutionEnds);
        // Going forward and straight back is not the shortest path.
        let doubled = refuse(&|q| {
            let (a, b) = (q.solution[0], q.solution[1]);
            q.solution.splice(0..2, [a, b, a, b]);
        });
        assert_eq!(doubled, AdoptError::SolutionStep { index: 2 });
        // A jump over cells.
        assert!(matches!(
            refuse(&|q| {
                q.solution.remove(1);
            }),
            AdoptError::SolutionStep { index: 1 }
        ));
        assert!(p.clone().adopt(good).is_ok());
        let huge = plan("seed=bad&size=2001");
        assert!(huge.side() <= 2000, "parsing clamps sizes");
    }

    /// A pathcut maze, its parts and a walk from the start to the exit that leaves the solution
    /// between two neighbouring path cells and goes round a loop of cells off the path to
    /// rejoin it: a simple path, longer than the solution. `None` when no such loop touches
    /// the solution.
    fn detoured(seed_text: &str) -> Option<(Plan, Parts, Vec<u32>)> {
        let p = plan(&format!("seed={seed_text}&size=12&algo=pathcut"));
        let parts = p.make_parts().unwrap();
        let grid = grid_from(p.side(), &parts.walls).unwrap();
        let path = &parts.solution;
        let on_path = |cell: u32| path.contains(&cell);
        for (i, pair) in path.windows(2).enumerate() {
            let (a, b) = (pair[0], pair[1]);
            // Breadth-first from `a` to `b` off the path, without the direct passage.
            let mut came_from = vec![u32::MAX; grid.cells() as usize];
            let mut queue = vec![a];
            let mut head = 0;
            while let Some(&cell) = queue.get(head) {
                head += 1;
                for next in grid.open_neighbors(cell) {
                    let direct = cell == a && next == b;
                    if direct || came_from[next as usize] != u32::MAX || next == a {
                        continue;
                    }
                    if next != b && on_path(next) {
                        continue;
                    }
                    came_from[next as usize] = cell;
                    if next == b {
                        let mut detour = vec![];
                        let mut at = came_from[b as usize];
                        while at != a {
                            detour.push(at);
                            at = came_from[at as usize];
                        }
                        detour.reverse();
                        let mut longer = path[..=i].to_vec();
                        longer.extend(detour);
                        longer.extend(&path[i + 1..]);
                        return Some((p, parts.clone(), longer));
                    }
                    queue.push(next);
                }
            }
        }
        None
    }

    #[test]
    fn a_longer_walk_round_a_loop_is_refused() {
        let (p, parts, longer) = (0..50)
            .find_map(|i| detoured(&format!("loop{i}")))
            .expect("a pathcut maze with a loop beside its solution");
        let shortest = parts.solution.len() - 1;
        // Off-path detours between neighbours are at least 3 moves (the grid is bipartite).
        assert!(longer.len() >= parts.solution.len() + 2);
        // The walk has the shape of a solution: only its length gives it away.
        let w = p.side() as usize;
        assert_eq!(check_solution(&parts.walls, w, &longer), Ok(()));
        let mut unique = longer.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), longer.len(), "the detour is a simple path");
        let mut bad = parts.clone();
        bad.solution = longer.clone();
        let expected = AdoptError::SolutionLonger {
            moves: longer.len() - 1,
            shortest: shortest as u32,
        };
        assert_eq!(p.clone().adopt(bad.clone()).unwrap_err(), expected);
        // In slices the search spreads over many calls and refuses the same way.
        let mut sliced = Adoption::new(p, bad, Origin::Outside);
        let mut searching = 0;
        let error = loop {
            match sliced.advance(16) {
                Ok(true) => panic!("accepted a walk longer than the shortest path"),
                Ok(false) => searching += usize::from(sliced.stage == Stage::Distance),
                Err(error) => break error,
            }
        };
        assert_eq!(error, expected);
        assert!(searching > 5, "{searching} slices of search");
    }

    #[test]
    fn any_shortest_path_is_accepted_in_a_maze_with_loops() {
        // Another shortest path: round the other side of an open 2×2 square at a corner of the
        // solution, which has the same length as the solver's own.
        let found = (0..50).find_map(|i| {
            let p = plan(&format!("seed=square{i}&size=12&algo=pathcut"));
            let parts = p.make_parts().unwrap();
            let grid = grid_from(p.side(), &parts.walls).unwrap();
            let w = grid.width();
            let path = parts.solution.clone();
            let open = |a: u32, b: u32| grid.open_neighbors(a).any(|n| n == b);
            path.windows(3).enumerate().find_map(|(i, t)| {
                let (a, b, c) = (t[0], t[1], t[2]);
                let (ax, ay, cx, cy) = (a % w, a / w, c % w, c / w);
                if ax.abs_diff(cx) != 1 || ay.abs_diff(cy) != 1 {
                    return None;
                }
                let other = [ay * w + cx, cy * w + ax].into_iter().find(|&o| o != b)?;
                (!path.contains(&other) && open(a, other) && open(other, c)).then(|| {
                    let mut alternative = path.clone();
                    alternative[i + 1] = other;
                    (p.clone(), parts.clone(), alternative)
                })
            })
        });
        let (p, parts, alternative) = found.expect("a pathcut maze with a square at a corner");
        assert_ne!(alternative, parts.solution);
        assert_eq!(alternative.len(), parts.solution.len());
        let own = p.clone().adopt(parts.clone()).unwrap();
        assert_eq!(own.solution(), &parts.solution[..]);
        let mut other = parts;
        other.solution = alternative.clone();
        let adopted = p.adopt(other).unwrap();
        assert_eq!(adopted.solution(), &alternative[..]);
    }

    /// Parts from the page's own worker: the same game, in fewer steps (no search); anything
    /// that could break memory or make the grid and the ids disagree is still refused, with
    /// the same errors as from outside; only a walk longer than the shortest path, the search's
    /// finding, passes.
    #[test]
    fn the_cores_parts_are_checked_for_structure_without_the_search() {
        let p = plan("seed=own&size=40&algo=perfect");
        let parts = p.make_parts().unwrap();
        let steps = |origin: Origin, parts: Parts| {
            let mut adoption = Adoption::new(p.clone(), parts, origin);
            let mut steps = 1;
            while !adoption.advance(100)? {
                steps += 1;
            }
            adoption.finish().map(|session| (session, steps))
        };
        let (own, own_steps) = steps(Origin::Core, parts.clone()).unwrap();
        let (outside, outside_steps) = steps(Origin::Outside, parts.clone()).unwrap();
        same(&own, &p.clone().start());
        same(&outside, &own);
        assert!(
            own_steps * 2 < outside_steps,
            "{own_steps} steps without the search, {outside_steps} with it"
        );
        type Change<'a> = &'a dyn Fn(&mut Parts);
        let corrupt: [(Change, AdoptError); 6] = [
            (
                &|q| q.walls.truncate(1599),
                AdoptError::WallCount {
                    expected: 1600,
                    found: 1599,
                },
            ),
            (
                &|q| q.walls[7] = 0xff,
                AdoptError::BadWallByte {
                    cell: 7,
                    byte: 0xff,
                },
            ),
            (
                &|q| q.removed[9] = u32::MAX,
                AdoptError::RemovedStands { wall: u32::MAX },
            ),
            (
                &|q| q.removed[9] = q.removed[2],
                AdoptError::RemovedTwice {
                    wall: parts.removed[2],
                },
            ),
            (
                &|q| {
                    q.removed.pop();
                },
                AdoptError::RemovedCount {
                    listed: parts.removed.len() - 1,
                    erased: parts.removed.len(),
                },
            ),
            (
                &|q| q.solution[3] = 1_000_000,
                AdoptError::SolutionStep { index: 3 },
            ),
        ];
        for (change, expected) in corrupt {
            let mut bad = parts.clone();
            change(&mut bad);
            assert_eq!(steps(Origin::Core, bad.clone()).unwrap_err(), expected);
            assert_eq!(steps(Origin::Outside, bad).unwrap_err(), expected);
        }
    }

    #[test]
    fn a_longer_walk_passes_only_from_the_core() {
        let (p, parts, longer) = (0..50)
            .find_map(|i| detoured(&format!("loop{i}")))
            .expect("a pathcut maze with a loop beside its solution");
        let mut bad = parts;
        bad.solution = longer.clone();
        assert!(matches!(
            Adoption::new(p.clone(), bad.clone(), Origin::Outside).finish(),
            Err(AdoptError::SolutionLonger { .. })
        ));
        // The core's own solver never sends one: not searched again, it is played as sent.
        let session = Adoption::new(p, bad, Origin::Core).finish().unwrap();
        assert_eq!(session.solution(), &longer[..]);
    }

    #[test]
    fn slices_give_the_same_result_and_keep_the_first_error() {
        let p = plan("seed=slices&size=40&algo=perfect");
        let parts = p.make_parts().unwrap();
        let mut sliced = Adoption::new(p.clone(), parts.clone(), Origin::Outside);
        let mut calls = 0;
        while !sliced.advance(100).unwrap() {
            calls += 1;
        }
        assert!(calls > 10, "{calls} slices");
        same(&sliced.finish().unwrap(), &p.clone().start());
        let mut bad = parts.clone();
        bad.removed[500] = bad.removed[3];
        let mut broken = Adoption::new(p.clone(), bad, Origin::Outside);
        let error = loop {
            match broken.advance(64) {
                Ok(true) => panic!("accepted a repeated id"),
                Ok(false) => {}
                Err(error) => break error,
            }
        };
        assert_eq!(
            error,
            AdoptError::RemovedTwice {
                wall: parts.removed[3]
            }
        );
        assert_eq!(broken.advance(64), Err(error.clone()));
        assert_eq!(broken.finish().unwrap_err(), error);
    }

    #[test]
    fn errors_read_as_sentences() {
        let text = AdoptError::RemovedCount {
            listed: 3,
            erased: 4,
        }
        .to_string();
        assert!(text.contains("3 walls") && text.contains("4 interior"));
        let longer = AdoptError::SolutionLonger {
            moves: 31,
            shortest: 29,
        };
        assert_eq!(
            longer.to_string(),
            "the solution takes 31 moves but the shortest path takes 29"
        );
    }

    /// The page's worker's way: a square's walls first, adopted alone; the session made from
    /// `query` by that way, before its solution, and the solution to come.
    fn walls_first(query: &str) -> (Session, Vec<u32>) {
        let (s, solution, _) = walls_then(query);
        (s, solution)
    }

    /// As `walls_first`, with the erasure order to come too.
    fn walls_then(query: &str) -> (Session, Vec<u32>, Vec<u32>) {
        let p = plan(query);
        let level =
            crate::level_maker::worker_level(p.params(), Default::default(), &mut |_, _| {})
                .unwrap();
        assert!(level.first_ids().is_empty(), "a square's ids come later");
        let mut adoption = Adoption::walls_first(p, level.walls().to_vec(), Origin::Core);
        while !adoption.advance(100).unwrap() {}
        let order = level.later_ids().to_vec();
        (adoption.finish().unwrap(), level.solve(), order)
    }

    /// The check of the erasure order `ids` against `s`'s open walls, in steps of 7 ids.
    fn check_order(s: &Session, ids: &[u32]) -> Result<OrderCheck, AdoptError> {
        let open = s.play().maze().open_walls();
        let mut check = OrderCheck::new(ids.to_vec(), open);
        while !check.advance(open, 7)? {}
        Ok(check)
    }

    /// Walks `path` with the square's arrow directions, one step 100 ms apart.
    fn walk(s: &mut Session, path: &[u32]) {
        let grid = s.play().square().unwrap().clone();
        for (i, pair) in path.windows(2).enumerate() {
            let dir = maze::Direction::ALL
                .into_iter()
                .find(|&d| grid.neighbor(pair[0], d) == Some(pair[1]))
                .unwrap();
            s.step(dir, 100.0 * i as f64);
        }
    }

    #[test]
    fn a_level_is_played_before_its_solution_and_gets_it_later() {
        let query = "seed=later&size=40&algo=perfect";
        let (mut s, solution, order) = walls_then(query);
        let here = plan(query).start();
        // Playable: the same walls, the ball moves; nothing that needs the solution or the
        // erasure order shows yet.
        assert_eq!(s.play().square(), here.play().square());
        let maze = s.play().maze();
        let bound = maze.layout.wall_bound();
        assert!((0..bound).all(|w| maze.is_open(w) == here.play().maze().is_open(w)));
        assert!(maze.removed.is_empty() && !s.solving().order_ready());
        assert!(!s.solving().ready());
        assert!(s.solution().is_empty() && s.links().is_empty());
        assert!(!s.toggle_solution(), "no solution to show yet");
        assert!(!s.sight().solution_shown());
        walk(&mut s, &here.solution()[..3]);
        assert_eq!(s.play().player(), here.solution()[2]);
        // The solution arrives: the same session as one made and solved here.
        assert_eq!(s.adopt().solution(solution, Origin::Core), Ok(true));
        assert!(s.solving().ready());
        assert_eq!(s.solution(), here.solution());
        assert_eq!(s.links(), here.links());
        assert!(s.toggle_solution());
        // A second one (a stale message) changes nothing, even a wrong one.
        assert_eq!(s.adopt().solution(vec![0, 1], Origin::Core), Ok(false));
        assert_eq!(s.solution(), here.solution());
        // The erasure order arrives, checked: the same maze as one made here.
        let check = check_order(&s, &order).unwrap();
        assert_eq!(s.adopt().order(check), Ok(()));
        assert!(s.solving().order_ready());
        assert_eq!(s.play().maze(), here.play().maze());
    }

    #[test]
    fn a_corrupted_erasure_order_is_refused_and_the_walls_give_one() {
        let (mut s, _, order) = walls_then("seed=order&size=25&algo=pathcut");
        let here = plan("seed=order&size=25&algo=pathcut").start();
        let open = s.play().maze().open_walls().clone();
        let standing = (0..open.count() as u32 * 4)
            .find(|&w| !open.is_erased(w))
            .unwrap();
        let changed = |change: &dyn Fn(&mut Vec<u32>)| {
            let mut ids = order.clone();
            change(&mut ids);
            ids
        };
        let cases = [
            (
                changed(&|q| q[4] = standing),
                AdoptError::RemovedStands { wall: standing },
            ),
            (
                changed(&|q| q[4] = u32::MAX),
                AdoptError::RemovedStands { wall: u32::MAX },
            ),
            (
                changed(&|q| q[9] = q[2]),
                AdoptError::RemovedTwice { wall: order[2] },
            ),
            (
                changed(&|q| {
                    q.pop();
                }),
                AdoptError::RemovedCount {
                    listed: order.len() - 1,
                    erased: order.len(),
                },
            ),
            (
                Vec::new(),
                AdoptError::RemovedCount {
                    listed: 0,
                    erased: order.len(),
                },
            ),
        ];
        for (ids, error) in cases {
            assert_eq!(check_order(&s, &ids).unwrap_err(), error);
            // An unfinished check is not a passed one.
            let mut part = OrderCheck::new(ids, &open);
            let _ = part.advance(&open, 3);
            assert!(s.adopt().order(part).is_err());
            assert!(!s.solving().order_ready() && s.play().maze().removed.is_empty());
        }
        // None will come: the open walls in id order, which carve the same maze.
        s.adopt().order_from_walls();
        assert!(s.solving().order_ready());
        let ids = &s.play().maze().removed;
        assert!(ids.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(ids.len(), order.len());
        assert_eq!(s.play().maze().grid(), here.play().maze().grid());
        // Once known, another order changes nothing.
        let check = check_order(&s, &order).unwrap();
        assert_eq!(s.adopt().order(check), Ok(()));
        assert!(s.play().maze().removed.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn a_win_before_the_solution_gets_its_efficiency_when_it_arrives() {
        let (mut s, solution) = walls_first("seed=early&size=12");
        walk(&mut s, &solution);
        assert!(s.play().won());
        assert_eq!(
            s.results().result_text(1e9, "L"),
            None,
            "no efficiency without the solution"
        );
        s.adopt().solution(solution, Origin::Core).unwrap();
        let text = s.results().result_text(1e9, "L").unwrap_or_default();
        assert!(text.contains("(100% efficient)"), "{text}");
    }

    #[test]
    fn a_challenge_is_checked_when_the_solution_arrives() {
        let (s, solution) = walls_first("seed=dare&size=30");
        let moves = solution.len() - 1;
        for (beat, kept) in [(moves - 1, false), (moves + 2, true)] {
            let (mut s, solution) = walls_first(&format!("seed=dare&size=30&beat=60000-{beat}"));
            assert!(s.params().challenge.is_some());
            assert_eq!(
                s.race().challenge_text(),
                None,
                "not shown before it is checked"
            );
            assert!(s.notices().is_empty());
            s.adopt().solution(solution, Origin::Core).unwrap();
            assert_eq!(s.params().challenge.is_some(), kept, "beat {beat}");
            assert_eq!(s.race().challenge_text().is_some(), kept);
            let dropped = s.notices().iter().any(|n| n.contains("was ignored"));
            assert_eq!(dropped, !kept, "{:?}", s.notices());
        }
        assert!(s.notices().is_empty());
    }

    #[test]
    fn a_stale_or_corrupted_solution_is_refused_with_a_sentence() {
        let (mut s, solution) = walls_first("seed=stale&size=30&algo=perfect");
        let (_, other) = walls_first("seed=other&size=30&algo=perfect");
        let (_, smaller) = walls_first("seed=stale&size=20&algo=perfect");
        let last = solution.len() - 1;
        let mut doubled = solution.clone();
        doubled.splice(0..2, [solution[0], solution[1], solution[0], solution[1]]);
        let corrupt = [
            other,
            smaller,
            Vec::new(),
            vec![0],
            solution[1..].to_vec(),
            solution[..last].to_vec(),
            doubled,
            solution.iter().map(|&c| c ^ 1).collect(),
            solution
                .iter()
                .map(|&c| c.wrapping_add(u32::MAX / 2))
                .collect(),
        ];
        for path in corrupt {
            let error = s.adopt().solution(path, Origin::Core).unwrap_err();
            let sentence = text::solution_refused(&error.to_string());
            assert!(
                sentence.ends_with('.') && sentence.contains("refused"),
                "{sentence}"
            );
            assert!(
                !s.solving().ready(),
                "a refused solution leaves the level waiting"
            );
            assert!(s.solution().is_empty());
        }
        s.adopt().solution(solution.clone(), Origin::Core).unwrap();
        assert_eq!(s.solution(), &solution[..]);
        // After a refusal the page solves the level itself instead: the same path.
        let (mut refused, _) = walls_first("seed=stale&size=30&algo=perfect");
        assert!(refused.adopt().solution(vec![0], Origin::Core).is_err());
        refused.adopt().solve_here();
        assert!(refused.solving().ready());
        assert_eq!(refused.solution(), &solution[..]);
    }

    #[test]
    fn a_longer_walk_arriving_later_is_refused_from_outside_only() {
        let (p, parts, longer) = (0..50)
            .find_map(|i| detoured(&format!("loop{i}")))
            .expect("a pathcut maze with a loop beside its solution");
        let unsolved = |origin| {
            let mut adoption = Adoption::unsolved(p.clone(), parts.clone(), origin);
            while !adoption.advance(64).unwrap() {}
            adoption.finish().unwrap()
        };
        let mut outside = unsolved(Origin::Outside);
        assert!(matches!(
            outside.adopt().solution(longer.clone(), Origin::Outside),
            Err(AdoptError::SolutionLonger { .. })
        ));
        assert_eq!(
            outside
                .adopt()
                .solution(parts.solution.clone(), Origin::Outside),
            Ok(true)
        );
        let mut core = unsolved(Origin::Core);
        assert_eq!(
            core.adopt().solution(longer.clone(), Origin::Core),
            Ok(true)
        );
        assert_eq!(core.solution(), &longer[..]);
    }

    #[test]
    fn other_shapes_are_played_before_their_solution_too() {
        for shape in ["hex", "triangle", "circle"] {
            let query = format!("seed=later&level=3&shape={shape}");
            let p = plan(&query);
            let level =
                crate::level_maker::worker_level(p.params(), Default::default(), &mut |_, _| {})
                    .unwrap();
            let parts = level.parts();
            assert!(parts.walls.is_empty() && parts.solution.is_empty());
            let mut s =
                crate::session::adopt_shape_unsolved(p.params().clone(), parts.removed, Vec::new())
                    .unwrap();
            assert!(!s.solving().ready() && s.solution().is_empty());
            assert!(!s.toggle_solution());
            let solution = level.solve();
            let mut jump = solution.clone();
            jump.remove(1);
            assert!(s.adopt().solution(jump, Origin::Core).is_err(), "{shape}");
            assert_eq!(s.adopt().solution(solution, Origin::Core), Ok(true));
            same(&s, &p.clone().start());
        }
    }
}
