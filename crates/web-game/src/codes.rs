//! The numbers that cross the boundary as named values: a wall byte's bits, the directions
//! `Game.step` takes and the outcomes it returns, each held equal to the core's at compile time.

use game;
use maze::grid::{EAST_WALL, SOUTH_WALL};
use maze::{self as core};
use wasm_bindgen::prelude::wasm_bindgen;

/// Wall bits of a cell's wall byte.
#[wasm_bindgen]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Wall {
    /// The wall on the cell's east side stands.
    East = 1,
    /// The wall on the cell's south side stands.
    South = 2,
}

/// A direction to move in, as `Game::step` takes it.
#[wasm_bindgen]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Direction {
    /// Up (smaller y).
    North = 0,
    /// Right (larger x).
    East = 1,
    /// Down (larger y).
    South = 2,
    /// Left (smaller x).
    West = 3,
}

/// What `Game::step` did.
#[wasm_bindgen]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Outcome {
    /// The player moved one cell.
    Moved = 0,
    /// A wall or the border was in the way.
    Blocked = 1,
    /// The player reached the exit.
    Won = 2,
    /// The level was already won; nothing changed.
    Finished = 3,
    /// A show (the carve replay, the search view) has the board; nothing changed.
    Busy = 4,
}

// The JS-facing values must equal the core's: a compile-time check instead of a comment.
const _: () = {
    assert!(Wall::East as u8 == EAST_WALL);
    assert!(Wall::South as u8 == SOUTH_WALL);
    assert!(Direction::North as u8 == core::Direction::North as u8);
    assert!(Direction::East as u8 == core::Direction::East as u8);
    assert!(Direction::South as u8 == core::Direction::South as u8);
    assert!(Direction::West as u8 == core::Direction::West as u8);
    assert!(Outcome::Moved as u8 == game::StepOutcome::Moved as u8);
    assert!(Outcome::Blocked as u8 == game::StepOutcome::Blocked as u8);
    assert!(Outcome::Won as u8 == game::StepOutcome::Won as u8);
    assert!(Outcome::Finished as u8 == game::StepOutcome::Finished as u8);
};

impl From<game::StepOutcome> for Outcome {
    fn from(outcome: game::StepOutcome) -> Outcome {
        match outcome {
            game::StepOutcome::Moved => Outcome::Moved,
            game::StepOutcome::Blocked => Outcome::Blocked,
            game::StepOutcome::Won => Outcome::Won,
            game::StepOutcome::Finished => Outcome::Finished,
        }
    }
}
