//! The words of mazes of several floors.

use maze::shape::Heading;

/// A floors maze's size: "3 floors of 12×12", each floor `Floors::floor_side` of the level's
/// plain square side `side`.
pub fn floors_size(side: u32, count: u32) -> String {
    let floor = maze::shape::Floors::floor_side(side, count);
    format!("{count} floors of {floor}×{floor}")
}

/// Where the ball is on a floors maze (the I key): "Floor 2 of 3. Stairs up here. Open: north,
/// east." (the stairs said apart from the ways on the floor).
pub fn floor_surroundings(
    floor: u32,
    count: u32,
    (up, down): (bool, bool),
    open: &[Heading],
) -> String {
    // The stairs have their own sentence (`stairs_here`), so the open ways are the floor's.
    let on_floor: Vec<Heading> = open.iter().copied().filter(|w| !w.is_stairs()).collect();
    let stairs = stairs_here(up, down);
    let gap = if stairs.is_empty() { "" } else { " " };
    format!(
        "{}.{gap}{stairs} {}",
        floor_label(floor, count),
        super::open_words(&on_floor)
    )
}

/// The status bar's floor: "Floor 2 of 3" (the ground floor is floor 1).
pub fn floor_label(floor: u32, count: u32) -> String {
    format!("Floor {} of {count}", floor + 1)
}

/// What the I key says of a cell's stairs: "Stairs up here.", "Stairs down here.", "Stairs up
/// and down here.", or nothing.
pub fn stairs_here(up: bool, down: bool) -> &'static str {
    match (up, down) {
        (true, true) => "Stairs up and down here.",
        (true, false) => "Stairs up here.",
        (false, true) => "Stairs down here.",
        (false, false) => "",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floors_are_worded_from_one() {
        assert_eq!(floor_label(1, 3), "Floor 2 of 3");
        assert_eq!(stairs_here(true, false), "Stairs up here.");
        assert_eq!(stairs_here(false, false), "");
        assert_eq!(
            floor_surroundings(
                1,
                3,
                (true, false),
                &[Heading::North, Heading::East, Heading::Up]
            ),
            "Floor 2 of 3. Stairs up here. Open: north, east."
        );
        assert_eq!(
            floor_surroundings(0, 2, (false, false), &[]),
            "Floor 1 of 2. Open: none."
        );
        assert_eq!(floors_size(16, 3), "3 floors of 9×9");
    }
}
