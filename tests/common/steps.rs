//! The facade's direction of one step along a square maze's path (shared by the wasm tests of the
//! full game's build and the square game's).

use seedmaze::web::Direction;

/// The direction from cell `a` to its neighbour `b` in a square maze (cells row by row).
pub fn direction(a: u32, b: u32) -> Direction {
    if b == a + 1 {
        Direction::East
    } else if a == b + 1 {
        Direction::West
    } else if b > a {
        Direction::South
    } else {
        Direction::North
    }
}
