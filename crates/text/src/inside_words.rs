//! The inside view's words: what the ball faces, and how the view changed.

use super::door_words::door_colour;
use super::way_word;
use inside::ahead::{Ahead, End};
use maze::shape::Heading;

/// What a turn says: "Facing north-east."
pub fn facing_said(way: Heading) -> String {
    format!("Facing {}.", way_word(way))
}

/// The way ahead of the side faced, after where it faces: "Facing east. Corridor ahead, 3
/// cells, then a fork."; `None` for a wall: "Facing east. Wall ahead."
pub fn ahead_said(way: Heading, ahead: Ahead) -> String {
    let facing = facing_said(way);
    let Some((cells, end)) = ahead else {
        return format!("{facing} Wall ahead.");
    };
    // "red door A"
    let door = |k: u8| {
        let k = usize::from(k);
        format!("{} door {}", door_colour(k), maze::doors::letter(k))
    };
    let then = match end {
        End::Door(k) if cells == 0 => return format!("{facing} The {} ahead.", door(k)),
        End::Door(k) => format!("the {}", door(k)),
        End::DeadEnd => "a dead end".to_owned(),
        End::Fork => "a fork".to_owned(),
        End::TurnLeft => "a turn left".to_owned(),
        End::TurnRight => "a turn right".to_owned(),
        End::Exit => "the exit".to_owned(),
        End::OutOfSight => "more out of sight".to_owned(),
    };
    let unit = if cells == 1 { "cell" } else { "cells" };
    format!("{facing} Corridor ahead, {cells} {unit}, then {then}.")
}

/// What switching the view says: inside, what the ball faces (`facing`, as `facing_said`
/// words it) and how to move; else the view from above.
pub fn view_said(facing: Option<&str>) -> String {
    match facing {
        Some(facing) => format!(
            "Inside the maze. {facing} Up steps forward, Left and Right turn, Down turns \
             around; V shows the maze from above."
        ),
        None => "The maze from above. V goes inside.".to_owned(),
    }
}

/// What the end of studying the map says (`study=`).
pub const STUDY_OVER: &str = "Inside the maze: walk it from memory.";

/// The view button's label, naming the view it switches to.
pub fn view_label(inside: bool) -> &'static str {
    if inside { "Above" } else { "Inside" }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_view_says_where_the_ball_faces() {
        let facing = facing_said(Heading::NorthEast);
        assert_eq!(facing, "Facing north-east.");
        assert!(view_said(Some(&facing)).starts_with("Inside the maze. Facing north-east. Up"));
        assert_eq!(view_said(None), "The maze from above. V goes inside.");
        assert_eq!(view_label(false), "Inside");
        assert_eq!(
            ahead_said(Heading::East, Some((3, End::Fork))),
            "Facing east. Corridor ahead, 3 cells, then a fork."
        );
        assert_eq!(
            ahead_said(Heading::South, Some((1, End::TurnLeft))),
            "Facing south. Corridor ahead, 1 cell, then a turn left."
        );
        assert_eq!(ahead_said(Heading::West, None), "Facing west. Wall ahead.");
        assert_eq!(
            ahead_said(Heading::North, Some((2, End::Door(1)))),
            "Facing north. Corridor ahead, 2 cells, then the blue door B."
        );
        assert_eq!(
            ahead_said(Heading::North, Some((0, End::Door(0)))),
            "Facing north. The red door A ahead."
        );
    }
}
