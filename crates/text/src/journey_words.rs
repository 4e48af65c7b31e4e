//! What the journey says: each mechanic's one-line tip, shown over the level that brings it in.

use link::journey::Mechanic;

/// The tip of the journey level that brings `mechanic` in.
pub fn journey_tip(mechanic: Mechanic) -> &'static str {
    match mechanic {
        Mechanic::Rolls => "Shift and an arrow, or a fling, roll the ball to the next fork.",
        Mechanic::Hints => "Stuck? ? shows the way to the next fork.",
        Mechanic::Hex => "Six sides: W, E, A, D, Z and X take the six ways.",
        Mechanic::Loops => "Loops: more than one way leads out. Find the short one.",
        Mechanic::Fog => "Fog: you see only the cells near the ball and those you have seen.",
        Mechanic::Doors => "A locked door: find the key with its letter first.",
        Mechanic::Triangle => "Triangles: three sides to a cell, so the way zigzags.",
        Mechanic::Weave => "Bridges: a passage may run over another. Go straight across.",
        Mechanic::Floors => "Stairs join the floors: PageUp or T goes up, PageDown or G down.",
        Mechanic::Circle => "Rings: from the centre, find the way out through the rim.",
        Mechanic::Inside => "You are inside now: ↑ steps ahead, ← and → turn.",
        Mechanic::Study => "Study the map while it shows: then you go inside.",
        Mechanic::Hard => "The hardest maze of its size: more forks, longer dead ends.",
        Mechanic::Generators => "Another generator: the same rules, walls of another texture.",
    }
}

/// A tile of the journey's map as shown: its level and stars ("12 ★★☆"; the next level to play
/// has no stars yet).
pub fn journey_tile(k: u32, stars: u8, next: bool) -> String {
    if next {
        format!("{k} ▶")
    } else {
        format!("{k} {}", super::star_marks(stars))
    }
}

/// A tile of the journey's map as read aloud: "Journey 12, 2 stars of 3", "Journey 13, next".
pub fn journey_tile_spoken(k: u32, stars: u8, next: bool) -> String {
    match (next, stars) {
        (true, _) => format!("Journey {k}, next"),
        (false, 0) => format!("Journey {k}, not won yet"),
        (false, 1) => format!("Journey {k}, 1 star of 3"),
        (false, n) => format!("Journey {k}, {n} stars of 3"),
    }
}

/// What the journey's map says above its tiles: how to use it, or that the stored progress
/// was refused.
pub fn journey_map_note(refused: bool) -> &'static str {
    if refused {
        "Your journey's progress stored on this device could not be read, so the map starts again from level 1; nothing else was changed."
    } else {
        "Any level reached can be played again; ▶ marks the next one."
    }
}
