//! The solution's life: solved here on first need, or awaited from the page's worker (with the
//! doors it placed and, for a square adopted from its walls, the erasure order), and the checks
//! a walk handed in must pass.

use super::{LINK_EAST, LINK_NORTH, LINK_SOUTH, LINK_WEST, Path, adopt};
use crate::play::Play;
use maze::shape::Topology;
use maze::{Grid, doors, solve};
use std::cell::OnceCell;

/// Where the level's solution stands: known, solvable here, or on its way from elsewhere.
#[derive(Clone, Debug)]
pub struct Solving {
    /// The shortest path, once known: solved here on first need (a level made on this thread,
    /// where solving a small maze costs well under a millisecond), or handed in by
    /// `Adopting::solution` while `awaited`.
    solved: OnceCell<Solved>,
    /// The solution is being made elsewhere (the page's worker), so that the player can move
    /// before it exists: it is not solved here on demand, and everything that needs it (shown,
    /// traced, the efficiency, the challenge's check) waits for it.
    awaited: bool,
    /// The erasure order (the carve replay's) is still on its way: a square adopted from its
    /// wall bytes alone (`adopt::Adoption::walls_first`) until `Adopting::order`.
    order_awaited: bool,
    /// Whether loops can make a walk longer than the shortest path.
    loops: bool,
    /// The doors and route the page's worker placed, until the solution is adopted.
    offered_doors: Option<(doors::Doors, Vec<u32>)>,
    /// The shortest path, kept once the route through the keys replaced it: the difficulty
    /// measures the maze by it, and adds the route's detour (docs/contract.md).
    way: Option<Vec<u32>>,
}

impl Solving {
    /// The solution as `path` says, on `play`'s level; `loops` as `has_loops` tells.
    pub(super) fn new(path: Path, play: &Play, loops: bool) -> Solving {
        let solved = OnceCell::new();
        if let Path::Known(path) = &path {
            let _ = solved.set(Solved::new(path.clone(), play.square()));
        }
        Solving {
            solved,
            awaited: matches!(path, Path::Later),
            order_awaited: false,
            loops,
            offered_doors: None,
            way: None,
        }
    }

    /// Whether the solution is known or can be had here at once; false while the page's
    /// worker is still making it.
    pub fn ready(&self) -> bool {
        !self.awaited
    }

    /// Whether the erasure order is known (the carve replay can run).
    pub fn order_ready(&self) -> bool {
        !self.order_awaited
    }

    /// Whether loops can make a longer walk than the shortest path (the distance hint and
    /// adoption's check care): a generator that makes loops, or braid.
    pub fn has_loops(&self) -> bool {
        self.loops
    }

    /// The solution and its links on `play`'s level: known, solved here now (first need), or
    /// `None` while another thread makes it.
    pub(super) fn get(&self, play: &Play) -> Option<&Solved> {
        if self.awaited {
            return self.solved.get();
        }
        Some(self.solved.get_or_init(|| {
            let path = match play.square() {
                Some(grid) => solve::square_shortest_path(grid),
                None => solve::shortest_path(play.maze()),
            };
            Solved::new(path.unwrap_or_default(), play.square())
        }))
    }

    /// Takes a solution handed in and checked: it is known from now on.
    pub(super) fn known(&mut self, solved: Solved) {
        let _ = self.solved.set(solved);
        self.awaited = false;
    }

    /// Replaces the solution with the route through the keys.
    pub(super) fn route(&mut self, solved: Solved) {
        self.way = self.solved.take().map(|way| way.path);
        self.solved = OnceCell::from(solved);
    }

    /// The shortest path that the route through the keys replaced, if it did.
    pub(super) fn way(&self) -> Option<&[u32]> {
        self.way.as_deref()
    }

    /// Stops waiting for a solution that will not come: it is solved here on first need.
    /// Whether one was awaited and not yet known.
    pub(super) fn give_up(&mut self) -> bool {
        let waiting = self.awaited && self.solved.get().is_none();
        if waiting {
            self.awaited = false;
        }
        waiting
    }

    /// The erasure order comes later (`Adopting::order`).
    pub(super) fn await_order(&mut self) {
        self.order_awaited = true;
    }

    /// The erasure order is known now.
    pub(super) fn order_known(&mut self) {
        self.order_awaited = false;
    }

    /// Keeps doors and a route made elsewhere until the solution comes.
    pub(super) fn offer(&mut self, placed: doors::Doors, route: Vec<u32>) {
        self.offered_doors = Some((placed, route));
    }

    /// The doors and route offered, once (they are checked when taken).
    pub(super) fn take_offer(&mut self) -> Option<(doors::Doors, Vec<u32>)> {
        self.offered_doors.take()
    }
}

/// `path` walks from the start to the exit of `play`'s level through open walls, and, from
/// `Outside`, is as short as a breadth-first search finds.
pub(super) fn check_solution(
    play: &Play,
    path: &[u32],
    origin: adopt::Origin,
) -> Result<(), adopt::AdoptError> {
    match play.square() {
        Some(grid) => adopt::check_solution(grid.walls(), grid.width() as usize, path)?,
        None => check_open_walk(play, path)?,
    }
    if origin == adopt::Origin::Outside {
        let shortest = match play.square() {
            Some(grid) => solve::square_shortest_path(grid),
            None => solve::shortest_path(play.maze()),
        }
        .map_or(0, |p| p.len().saturating_sub(1));
        let moves = path.len().saturating_sub(1);
        if moves != shortest {
            return Err(adopt::AdoptError::SolutionLonger {
                moves,
                shortest: shortest as u32,
            });
        }
    }
    Ok(())
}

/// `path` walks from the start to the exit of `play`'s level through open passages, of any
/// shape, turning back or not (a route through keys and doors does).
pub(super) fn check_open_walk(play: &Play, path: &[u32]) -> Result<(), adopt::AdoptError> {
    let maze = play.maze();
    if path.first() != Some(&0) || path.last() != Some(&maze.layout.exit()) {
        return Err(adopt::AdoptError::SolutionEnds);
    }
    for (index, pair) in path.windows(2).enumerate() {
        let open = match *pair {
            [a, b] => open_step(play, a, b),
            _ => false,
        };
        if !open {
            return Err(adopt::AdoptError::SolutionStep { index: index + 1 });
        }
    }
    Ok(())
}

/// Whether cells `a` and `b` of `play`'s level are neighbours with an open passage between them.
pub(super) fn open_step(play: &Play, a: u32, b: u32) -> bool {
    let maze = play.maze();
    (maze.layout.neighbors(a)).any(|n| n.cell == b && maze.is_open(n.wall))
}

/// A known solution and, for square, its `LINK_*` bytes.
#[derive(Clone, Debug)]
pub(super) struct Solved {
    pub(super) path: Vec<u32>,
    pub(super) links: Vec<u8>,
}

impl Solved {
    /// `path` and, on a square `grid`, its links.
    pub(super) fn new(path: Vec<u32>, square: Option<&Grid>) -> Solved {
        let links = match square {
            Some(grid) => solution_links(&path, grid.width(), grid.cells()),
            // Other shapes draw the solution as a line through the cells' centres.
            None => Vec::new(),
        };
        Solved { path, links }
    }
}

/// The `LINK_*` byte of every cell for a path of neighbouring cells from the start to the exit.
pub fn solution_links(path: &[u32], width: u32, cells: u32) -> Vec<u8> {
    let mut links = vec![0u8; cells as usize];
    let link = |from: u32, to: u32| -> u8 {
        if to == from + 1 {
            LINK_EAST
        } else if to + 1 == from {
            LINK_WEST
        } else if to == from + width {
            LINK_SOUTH
        } else if to + width == from {
            LINK_NORTH
        } else {
            0
        }
    };
    for pair in path.windows(2) {
        if let [a, b] = *pair {
            if let Some(byte) = links.get_mut(a as usize) {
                *byte |= link(a, b);
            }
            if let Some(byte) = links.get_mut(b as usize) {
                *byte |= link(b, a);
            }
        }
    }
    if let (Some(_), Some(&exit)) = (path.first(), path.last()) {
        if let Some(byte) = links.first_mut() {
            *byte |= LINK_WEST;
        }
        if let Some(byte) = links.get_mut(exit as usize) {
            *byte |= LINK_EAST;
        }
    }
    links
}
