//! Which key does what on the page: the one table of `KeyboardEvent.key` values, so that the
//! page (and later the command line's `keys`) never disagree about it.
use crate::maze::Direction;

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
}

/// The command of `key` (a `KeyboardEvent.key`; letters in either case), or `None`.
pub fn command(key: &str) -> Option<Command> {
    use Direction::{East, North, South, West};
    let lower = key.to_ascii_lowercase();
    Some(match (key, lower.as_str()) {
        ("ArrowUp", _) | (_, "w" | "k") => Command::Move(North),
        ("ArrowRight", _) | (_, "d" | "l") => Command::Move(East),
        ("ArrowDown", _) | (_, "s" | "j") => Command::Move(South),
        ("ArrowLeft", _) | (_, "a" | "h") => Command::Move(West),
        (" ", _) => Command::Solution,
        ("Enter", _) => Command::Next,
        (_, "r") => Command::Restart,
        (_, "n") => Command::NewMaze,
        ("Escape", _) => Command::Menu,
        _ => return None,
    })
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
        for other in ["x", "Tab", "arrowup", "Shift", "", "ww", "Home", "é"] {
            assert_eq!(command(other), None, "{other:?}");
        }
    }
}
