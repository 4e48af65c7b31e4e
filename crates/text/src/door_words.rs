//! What keys and doors say (`game::locks`): the bar's keys held, a locked door, a door opened,
//! a key picked up. Each door's colour goes with its letter, so that the words tell them apart
//! as the pictures do.

use maze::shape::Heading;

/// The colour of door and key `index`, as said: red A, blue B, green C, purple D.
pub fn door_colour(index: usize) -> &'static str {
    ["red", "blue", "green", "purple"]
        .get(index)
        .copied()
        .unwrap_or("grey")
}

/// The bar's keys held from their `letters` ("A, C"): "Keys: A, C" ("Keys: none" before the
/// first).
pub fn keys_held(letters: &str) -> String {
    match letters {
        "" => "Keys: none".to_owned(),
        _ => format!("Keys: {letters}"),
    }
}

/// The bar after a move into a locked door, e.g. "Door A needs key A".
pub fn door_needs(index: usize) -> String {
    let letter = maze::doors::letter(index);
    format!("Door {letter} needs key {letter}")
}

/// A door the I key names: "the red door A east, locked", "the blue door B south, open, 3
/// moves on".
pub fn door_in_reach(index: usize, way: Heading, open: bool, moves: u32) -> String {
    let letter = maze::doors::letter(index);
    let way = super::way_word(way);
    let state = if open { "open" } else { "locked" };
    let colour = door_colour(index);
    format!(
        "the {colour} door {letter} {way}, {state}{}",
        moves_on(moves)
    )
}

/// A key the I key names: "the blue key B south", "the red key A west, 2 moves on".
pub fn key_in_reach(index: usize, way: Heading, moves: u32) -> String {
    let way = super::way_word(way);
    format!("{} {way}{}", key_name(index), moves_on(moves))
}

fn moves_on(moves: u32) -> String {
    match moves {
        0 | 1 => String::new(),
        n => format!(", {n} moves on"),
    }
}

/// The I key's keys and doors in reach, as a sentence: "In reach: the red door A east,
/// locked; the blue key B south."
pub fn in_reach(things: &[String]) -> String {
    format!("In reach: {}.", super::joined(things, "; "))
}

/// A move into a locked door, e.g. "The red door A is locked: it needs key A."
pub fn door_locked(index: usize) -> String {
    let letter = maze::doors::letter(index);
    format!(
        "The {} door {letter} is locked: it needs key {letter}.",
        door_colour(index)
    )
}

/// A door opened by its key, e.g. "The red door A opens."
pub fn door_opened(index: usize) -> String {
    let letter = maze::doors::letter(index);
    format!("The {} door {letter} opens.", door_colour(index))
}

/// A key picked up, e.g. "You pick up the red key A: it opens door A."
pub fn key_picked(index: usize) -> String {
    let letter = maze::doors::letter(index);
    format!(
        "You pick up the {} key {letter}: it opens door {letter}.",
        door_colour(index)
    )
}

/// Key `index` as a hint's end names it, e.g. "the red key A".
pub fn key_name(index: usize) -> String {
    let letter = maze::doors::letter(index);
    format!("the {} key {letter}", door_colour(index))
}

/// The exit as a hint's end names it, beside `key_name`.
pub const EXIT_NAME: &str = "the exit";

/// The notice of a maze whose loops left room for fewer doors than asked: "Only 2 of the 4
/// doors fit: this maze's loops leave fewer passages that every walk must take."
pub fn fewer_doors(placed: usize, asked: usize) -> String {
    format!(
        "Only {placed} of the {asked} doors fit: this maze's loops leave fewer passages that \
         every walk must take."
    )
}

/// The notice of a worker's level whose ball passed where a door stands before the doors came
/// (they need its solution, which comes after the walls): it starts again.
pub const DOORS_CAME_LATE: &str = "The doors were placed after you had walked past where one \
     stands, so the level starts again with them.";

/// A hint asked for on a big level with doors before its distances are searched.
pub const HINTS_PENDING: &str =
    "The hints through the keys are still being worked out: ask again in a moment.";
