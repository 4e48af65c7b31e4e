//! The inside view's words: what the ball faces, and how the view changed.

use super::way_word;
use maze::shape::Heading;

/// What a turn says: "Facing north-east."
pub fn facing_said(way: Heading) -> String {
    format!("Facing {}.", way_word(way))
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
    }
}
