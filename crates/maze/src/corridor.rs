//! Corridors, for rolls and taps (`game::roll`): a roll goes on from its first step along the
//! corridor, turning where it bends, until the maze offers a choice or something worth stopping
//! for (`Rest`); a tap walks to a cell that a roll from the ball's cell would pass, and to no
//! other, so that the choices at the forks stay the player's.
use super::{Graph, ShapeMaze};
use crate::shape::{Geometry, Topology};

/// Why a roll or a tap's walk stopped where it did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rest {
    /// Two or more ways go on besides the one the ball came by.
    Fork,
    /// No way goes on.
    DeadEnd,
    /// The exit.
    Exit,
    /// A cell with stairs (floors).
    Stair,
    /// Onto a bridge or out of a tunnel (woven).
    Crossing,
    /// The tapped cell, before any of the above.
    Tapped,
    /// A key or a touch stopped the glide on its way.
    Halted,
}

/// Why a tap does not walk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TapRefusal {
    /// Not on the maze.
    Outside,
    /// On a wall between two cells.
    Wall,
    /// The ball's own cell.
    Here,
    /// Beyond a fork (or a stop), whose way is the player's to choose.
    BeyondFork,
}

/// Why the ball stops on `cell`, reached from `from`; `None` where the corridor goes on.
pub fn rest_at(maze: &ShapeMaze, from: u32, cell: u32) -> Option<Rest> {
    rest_in(maze, from, cell, |f, c| marked(maze, f, c))
}

/// The stops a maze marks on its cells: the exit, a crossing passed, a cell with stairs.
fn marked(maze: &ShapeMaze, from: u32, cell: u32) -> Option<Rest> {
    let layout = &maze.layout;
    if cell == layout.exit() {
        return Some(Rest::Exit);
    }
    let ids = (layout.cell_id(from), layout.cell_id(cell));
    if layout
        .woven()
        .and_then(|w| w.passing(ids.0, ids.1))
        .is_some()
    {
        return Some(Rest::Crossing);
    }
    // None but on a floors maze.
    let f = layout.floors_of()?;
    maze.open_neighbors(cell)
        .any(|n| f.floor_of(n) != f.floor_of(cell))
        .then_some(Rest::Stair)
}

/// `rest_at` on any graph whose marked stops `marks` gives: those first, then a fork or a dead
/// end by the ways on.
fn rest_in<G: Graph>(
    graph: &G,
    from: u32,
    cell: u32,
    marks: impl Fn(u32, u32) -> Option<Rest>,
) -> Option<Rest> {
    if let Some(rest) = marks(from, cell) {
        return Some(rest);
    }
    match graph.open_neighbors(cell).filter(|&n| n != from).count() {
        0 => Some(Rest::DeadEnd),
        1 => None,
        _ => Some(Rest::Fork),
    }
}

/// The cells a roll walks after its first step from `from` to `to` (an open neighbour), `to`
/// first, and why it stops on the last.
pub fn course(maze: &ShapeMaze, from: u32, to: u32) -> (Vec<u32>, Rest) {
    course_in(maze, from, to, |f, c| marked(maze, f, c))
}

/// `course` on any graph whose only marked stop is its exit (a plain square's wall bytes: the
/// first paint's small build rolls on them).
pub fn plain_course<G: Graph>(graph: &G, from: u32, to: u32) -> (Vec<u32>, Rest) {
    let exit = graph.exit();
    course_in(graph, from, to, |_, c| (c == exit).then_some(Rest::Exit))
}

fn course_in<G: Graph>(
    graph: &G,
    from: u32,
    to: u32,
    marks: impl Fn(u32, u32) -> Option<Rest>,
) -> (Vec<u32>, Rest) {
    let mut cells = vec![to];
    let (mut back, mut at) = (from, to);
    // A loop of corridors alone would go round for ever: a roll walks each cell at most once.
    for _ in 0..graph.cells() {
        if let Some(rest) = rest_in(graph, back, at, &marks) {
            return (cells, rest);
        }
        let Some(next) = graph.open_neighbors(at).find(|&n| n != back) else {
            return (cells, Rest::DeadEnd);
        };
        cells.push(next);
        (back, at) = (at, next);
    }
    (cells, Rest::Fork)
}

/// The walk a tap on `target` asks for from `from`: the cells to `target` along a corridor
/// leaving `from` that a roll would take to it (the shortest, where loops give two), or why
/// there is none.
pub fn tap_walk(maze: &ShapeMaze, from: u32, target: u32) -> Result<Vec<u32>, TapRefusal> {
    if target == from {
        return Err(TapRefusal::Here);
    }
    let mut best: Option<Vec<u32>> = None;
    for first in maze.open_neighbors(from) {
        let (mut cells, _) = course(maze, from, first);
        if let Some(at) = cells.iter().position(|&c| c == target) {
            cells.truncate(at + 1);
            if best.as_ref().is_none_or(|b| cells.len() < b.len()) {
                best = Some(cells);
            }
        }
    }
    best.ok_or(TapRefusal::BeyondFork)
}

/// How near a side of a cell (maze units) a tap is on the wall there, when one stands.
pub const WALL_BAND: f64 = 0.12;

/// The cell a tap at maze point `p` names, with the ball on `from` (whose floor is the one on
/// screen), or why it names none: off the maze, or on a wall.
pub fn tap_target(maze: &ShapeMaze, from: u32, p: [f64; 2]) -> Result<u32, TapRefusal> {
    let layout = &maze.layout;
    let bounds = layout.view_bounds(from);
    let (cell, side) = layout.cell_at(p, bounds).ok_or(TapRefusal::Outside)?;
    if side < WALL_BAND {
        // The cell across the side: none beyond the border, and a wall between when not open.
        let c = layout.center(cell).unwrap_or(p);
        let (dx, dy) = (p[0] - c[0], p[1] - c[1]);
        let length = dx.hypot(dy).max(1e-9);
        let q = [
            p[0] + dx / length * 2.0 * WALL_BAND,
            p[1] + dy / length * 2.0 * WALL_BAND,
        ];
        let across = layout.cell_at(q, bounds).map(|(c, _)| c);
        if across.is_none_or(|n| n == cell || !maze.open_neighbors(cell).any(|o| o == n)) {
            return Err(TapRefusal::Wall);
        }
    }
    Ok(cell)
}
