//! The menu's words for what a choice cannot combine with: why a closed choice is off (beside
//! it), and what the maze in play let go for a choice made (the line over the board).

use link::{Choice, Param, Problem};

/// The menu's label of `choice`, as the page shows it.
pub fn choice_label(choice: Choice) -> &'static str {
    match choice {
        Choice::Difficulty => "Difficulty",
        Choice::Algo => "Generator",
        Choice::Shape => "Shape",
        Choice::Braid => "Loops",
        Choice::Weave => "Weave",
        Choice::Floors => "Floors",
        Choice::Mask => "Word maze",
        Choice::Fog => "Fog of war",
        Choice::Study => "Study the map first",
    }
}

/// What a maze `what` (the link's `FloorsNeedPlainSquare` names) is, in a player's words: a
/// word maze, weave, a drawing, or another shape (`None`).
fn other_kind(what: &str) -> Option<&'static str> {
    match what {
        "word mazes" => Some("a word maze"),
        "woven mazes" => Some("weave"),
        "drawn mazes" => Some("a drawing"),
        _ => None,
    }
}

/// Why the menu's `choice` is off on the maze in play, the link refusing it there for
/// `problem`: "Floors: square mazes only".
pub fn choice_closed(choice: Choice, problem: &Problem) -> String {
    let why = match problem {
        Problem::FloorsNeedPlainSquare(what) => match other_kind(what) {
            Some(kind) => format!("not with {kind}"),
            None => "square mazes only".to_owned(),
        },
        Problem::WeaveNeedsSquare(_) | Problem::MaskNeedsSquare(_) => {
            "square mazes only".to_owned()
        }
        Problem::WeaveWithMask => "not with a word maze".to_owned(),
        Problem::WeaveNeedsKruskal(_) => "union-find and perfect generators only".to_owned(),
        Problem::DoorsNotWoven => "not with weave".to_owned(),
        Problem::GeneratorNeedsSquare(a) => format!("not with the {} generator", a.name()),
        _ => "not with this maze".to_owned(),
    };
    format!("{}: {why}", choice_label(choice))
}

/// What the maze in play let go for a choice, its `param` refused beside it for `problem`:
/// "Floors need square mazes: back to one floor."
pub fn let_go(param: Param, problem: &Problem) -> String {
    match (param, problem) {
        (param, Problem::GeneratorNeedsSquare(a)) => format!(
            "The {} generator makes plain square mazes: {} is left out.",
            a.name(),
            param.name()
        ),
        (Param::Floors, Problem::FloorsNeedPlainSquare(what)) => match other_kind(what) {
            Some(kind) => format!("Floors do not go with {kind}: back to one floor."),
            None => "Floors need square mazes: back to one floor.".to_owned(),
        },
        (Param::Weave, Problem::WeaveNeedsSquare(_)) => {
            "Weave needs square mazes: weave is off.".to_owned()
        }
        (Param::Weave, Problem::WeaveWithMask) => {
            "Word mazes are not woven: weave is off.".to_owned()
        }
        (Param::Weave, Problem::WeaveNeedsKruskal(_)) => {
            "Weave needs the union-find or perfect generator: weave is off.".to_owned()
        }
        (Param::Mask, _) => "Word mazes are square: the word is gone.".to_owned(),
        (Param::Draw, Problem::DrawTooThin(_)) => {
            "The drawing is too thin for this shape: it is left out.".to_owned()
        }
        (Param::Draw, _) => "The drawing is left out.".to_owned(),
        (Param::Title, _) => "Its title goes with it.".to_owned(),
        (Param::Doors, _) => "Woven mazes have no doors: the doors are gone.".to_owned(),
        (other, _) => format!("{} is left out.", other.name()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use maze::Shape;

    #[test]
    fn a_closed_choice_says_why_in_a_players_words() {
        let hex = Problem::FloorsNeedPlainSquare("hex");
        assert_eq!(
            choice_closed(Choice::Floors, &hex),
            "Floors: square mazes only"
        );
        let woven = Problem::FloorsNeedPlainSquare("woven mazes");
        assert_eq!(
            choice_closed(Choice::Floors, &woven),
            "Floors: not with weave"
        );
        let square = Problem::WeaveNeedsSquare(Shape::Hex);
        assert_eq!(
            choice_closed(Choice::Weave, &square),
            "Weave: square mazes only"
        );
        assert_eq!(
            let_go(Param::Floors, &hex),
            "Floors need square mazes: back to one floor."
        );
    }
}
