//! What keys and doors say (`game::locks`): the bar's keys held, a locked door, a door opened,
//! a key picked up. Each door's colour goes with its letter, so that the words tell them apart
//! as the pictures do.

/// The colour of door and key `index`, as said: red A, blue B, green C, purple D.
pub fn door_colour(index: usize) -> &'static str {
    ["red", "blue", "green", "purple"]
        .get(index)
        .copied()
        .unwrap_or("grey")
}

/// The bar's keys held, e.g. "Keys held: A, C".
pub fn keys_held(letters: &[String]) -> String {
    format!("Keys held: {}", letters.join(", "))
}

/// A move into a locked door, e.g. "The red door A is locked: it needs key A."
pub fn door_locked(index: usize) -> String {
    let letter = crate::maze::doors::letter(index);
    format!(
        "The {} door {letter} is locked: it needs key {letter}.",
        door_colour(index)
    )
}

/// A door opened by its key, e.g. "The red door A opens."
pub fn door_opened(index: usize) -> String {
    let letter = crate::maze::doors::letter(index);
    format!("The {} door {letter} opens.", door_colour(index))
}

/// A key picked up, e.g. "You pick up the red key A: it opens door A."
pub fn key_picked(index: usize) -> String {
    let letter = crate::maze::doors::letter(index);
    format!(
        "You pick up the {} key {letter}: it opens door {letter}.",
        door_colour(index)
    )
}

/// Key `index` as a hint's end names it, e.g. "the red key A".
pub fn key_name(index: usize) -> String {
    let letter = crate::maze::doors::letter(index);
    format!("the {} key {letter}", door_colour(index))
}

/// The notice of a maze whose loops left room for fewer doors than asked: "Only 2 of the 4
/// doors fit: this maze's loops leave fewer passages that every walk must take."
pub fn fewer_doors(placed: usize, asked: usize) -> String {
    format!(
        "Only {placed} of the {asked} doors fit: this maze's loops leave fewer passages that \
         every walk must take."
    )
}
