//! Which key does what on the page: the one table of `KeyboardEvent.key` values, so that the
//! page (and later the command line's `keys`) never disagree about it.
use crate::maze::{Direction, Shape};

/// What a key asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// Move one cell.
    Move(Direction),
    /// Show or hide the solution (Space).
    Solution,
    /// The next level after a win (Enter).
    Next,
    /// Restart the level (R).
    Restart,
    /// A new seed at the same level (N).
    NewMaze,
    /// Open or close the menu (Escape).
    Menu,
    /// Say where the ball is and which ways are open (I).
    Look,
    /// Sound on or off (M).
    Mute,
}

/// The command of `key` (a `KeyboardEvent.key`; letters in either case), or `None`. Moves come
/// from square's row of the shapes' one key table (`maze::shape::ways`).
pub fn command(key: &str) -> Option<Command> {
    let lower = key.to_ascii_lowercase();
    let letter = if key.chars().count() == 1 {
        lower.as_str()
    } else {
        key
    };
    let moves = Shape::Square.ways().iter().zip(Direction::ALL);
    for (way, dir) in moves {
        if way.keys.contains(&letter) {
            return Some(Command::Move(dir));
        }
    }
    Some(match (key, lower.as_str()) {
        (" ", _) => Command::Solution,
        ("Enter", _) => Command::Next,
        (_, "r") => Command::Restart,
        (_, "n") => Command::NewMaze,
        ("Escape", _) => Command::Menu,
        (_, "i") => Command::Look,
        (_, "m") => Command::Mute,
        _ => return None,
    })
}

/// The command of button `index` of a gamepad with the standard mapping: the d-pad (12 up, 13
/// down, 14 left, 15 right) moves, A (0) goes on after a win, B (1) restarts, Y (3) shows the
/// solution, Start (9) opens the menu.
pub fn gamepad_button(index: u32) -> Option<Command> {
    Some(match index {
        12 => Command::Move(Direction::North),
        13 => Command::Move(Direction::South),
        14 => Command::Move(Direction::West),
        15 => Command::Move(Direction::East),
        0 => Command::Next,
        1 => Command::Restart,
        3 => Command::Solution,
        9 => Command::Menu,
        _ => return None,
    })
}

/// The direction a gamepad's left stick points at (`x`, `y` from -1 to 1, y down), or `None`
/// inside the dead zone (half the way out on both axes).
pub fn stick(x: f64, y: f64) -> Option<Direction> {
    const DEAD: f64 = 0.5;
    if !x.is_finite() || !y.is_finite() || x.abs().max(y.abs()) < DEAD {
        return None;
    }
    Some(main_axis(x, y))
}

/// The direction of the longer axis of (`x`, `y`) (y down): a stick's tilt, a finger's slide.
pub fn main_axis(x: f64, y: f64) -> Direction {
    if x.abs() > y.abs() {
        if x > 0.0 {
            Direction::East
        } else {
            Direction::West
        }
    } else if y > 0.0 {
        Direction::South
    } else {
        Direction::North
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrows_wasd_and_hjkl_move_and_the_rest_are_actions() {
        for (keys, dir) in [
            (["ArrowUp", "w", "W", "k"], Direction::North),
            (["ArrowRight", "d", "D", "l"], Direction::East),
            (["ArrowDown", "s", "S", "j"], Direction::South),
            (["ArrowLeft", "a", "A", "h"], Direction::West),
        ] {
            for key in keys {
                assert_eq!(command(key), Some(Command::Move(dir)), "{key}");
            }
        }
        assert_eq!(command(" "), Some(Command::Solution));
        assert_eq!(command("Enter"), Some(Command::Next));
        assert_eq!(command("R"), Some(Command::Restart));
        assert_eq!(command("n"), Some(Command::NewMaze));
        assert_eq!(command("Escape"), Some(Command::Menu));
        assert_eq!(command("I"), Some(Command::Look));
        assert_eq!(command("m"), Some(Command::Mute));
        for other in ["x", "Tab", "arrowup", "Shift", "", "ww", "Home", "é"] {
            assert_eq!(command(other), None, "{other:?}");
        }
    }

    #[test]
    fn gamepads_use_the_standard_mapping() {
        assert_eq!(gamepad_button(12), Some(Command::Move(Direction::North)));
        assert_eq!(gamepad_button(15), Some(Command::Move(Direction::East)));
        assert_eq!(gamepad_button(0), Some(Command::Next));
        assert_eq!(gamepad_button(1), Some(Command::Restart));
        assert_eq!(gamepad_button(3), Some(Command::Solution));
        assert_eq!(gamepad_button(9), Some(Command::Menu));
        assert_eq!(gamepad_button(2), None);
        assert_eq!(stick(0.9, 0.1), Some(Direction::East));
        assert_eq!(stick(-0.2, -0.7), Some(Direction::North));
        assert_eq!(stick(0.3, -0.4), None);
        assert_eq!(stick(f64::NAN, 0.9), None);
    }
}
