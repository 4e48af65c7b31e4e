//! A maze's open ways and where a roll stops on them, read by the tests themselves (the rolls'
//! and the hints' tests): the open ways from the layout's edge list and the erased walls, not the
//! maze's `open_neighbors`; the stops by the rule `maze::corridor` states, not its code.

use seedmaze::game::roll::Rest;
use seedmaze::maze::ShapeMaze;
use seedmaze::maze::shape::Topology;
use std::collections::HashSet;

/// Each cell's open neighbours, read here from the layout's edge list and the erased walls (not
/// through the maze's `open_neighbors`); a woven tunnel, listed under both of its walls, once.
pub fn open_ways(maze: &ShapeMaze) -> Vec<Vec<u32>> {
    let mut ways = vec![Vec::new(); maze.layout.cells() as usize];
    let removed: HashSet<u32> = maze.removed.iter().copied().collect();
    for (wall, a, b) in maze.layout.edges() {
        if removed.contains(&wall) && !ways[a as usize].contains(&b) {
            ways[a as usize].push(b);
            ways[b as usize].push(a);
        }
    }
    ways
}

/// This file's own rule for where a roll that reached `cell` from `back` stops, and why (`None`
/// where it goes on), as the module's doc states it: the exit; a crossing passed (onto a
/// crossing's cell, or through a tunnel: two cells apart in a row or a column of a woven
/// square); a cell with stairs (an open way to another floor); else a fork (two or more ways
/// on besides the one it came by) or a dead end (none).
pub fn stop_here(maze: &ShapeMaze, ways: &[Vec<u32>], back: u32, cell: u32) -> Option<Rest> {
    let layout = &maze.layout;
    if cell == layout.exit() {
        return Some(Rest::Exit);
    }
    if let Some(woven) = layout.woven() {
        let w = woven.width();
        let onto = woven.crossings().iter().any(|c| c.cell == cell);
        let (bx, by, cx, cy) = (back % w, back / w, cell % w, cell / w);
        let tunnel = (by == cy && bx.abs_diff(cx) == 2) || (bx == cx && by.abs_diff(cy) == 2);
        if onto || tunnel {
            return Some(Rest::Crossing);
        }
    }
    if let Some(floors) = layout.floors_of() {
        let per_floor = floors.width() * floors.height();
        let floor = |c: u32| c / per_floor;
        if ways[cell as usize].iter().any(|&n| floor(n) != floor(cell)) {
            return Some(Rest::Stair);
        }
    }
    match ways[cell as usize].iter().filter(|&&n| n != back).count() {
        0 => Some(Rest::DeadEnd),
        1 => None,
        _ => Some(Rest::Fork),
    }
}
