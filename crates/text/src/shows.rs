//! What the shows on the board say: the carve replay's and the search view's status lines.

use super::count;

/// The carve replay's line while it runs: `done` of `total` walls erased (or raised, in
/// recursive division's replay: `raising`).
pub fn carving(done: u64, total: u64, raising: bool) -> String {
    let (doing, done_word) = verbs(raising);
    format!(
        "{doing}: {} of {} walls {done_word}.",
        count(done),
        count(total)
    )
}

/// What the carve replay says when it starts, with the generator's name.
pub fn carve_watch(algorithm: &str) -> String {
    format!("Watching the {algorithm} generator carve the maze. Skip shows it finished.")
}

/// The carve replay's line once it ran to its end: `total` walls erased (or raised).
pub fn carved(total: u64, raising: bool) -> String {
    let done_word = verbs(raising).1;
    let finished = if raising { "Divided" } else { "Carved" };
    format!("{finished}: {} walls {done_word}. Play!", count(total))
}

/// The carve replay's line once Skip finished it: `total` walls erased (or raised).
pub fn carve_skipped(total: u64, raising: bool) -> String {
    format!(
        "Skipped: all {} walls {}. Play!",
        count(total),
        verbs(raising).1
    )
}

/// What the replay is doing and what it did to each wall: recursive division raises walls in
/// an open field, every other generator erases them from the full grid.
fn verbs(raising: bool) -> (&'static str, &'static str) {
    if raising {
        ("Dividing", "raised")
    } else {
        ("Carving", "erased")
    }
}

/// The carve replay's line with reduced motion on.
pub const CARVE_REDUCED: &str = "Reduced motion is on, so the carving is shown finished.";

/// The search view's line while it runs: A* (`a_star`) or breadth-first search.
pub fn searching(a_star: bool) -> &'static str {
    if a_star {
        "A* (Manhattan distance) from the start…"
    } else {
        "Breadth-first search from the start…"
    }
}

/// Both searches' counts: the cells breadth-first search and A* expanded, the path's moves.
pub fn search_counts(bfs: u64, a_star: u64, moves: u64) -> String {
    format!(
        "Breadth-first expanded {} cells, A* {}; the path has {} moves.",
        count(bfs),
        count(a_star),
        count(moves)
    )
}

/// The search view's line once A* (`a_star`) or breadth-first search expanded `expanded`
/// cells and found a path of `moves` moves.
pub fn searched(a_star: bool, expanded: u64, moves: u64) -> String {
    format!(
        "{} expanded {} cells and found a path of {} moves. A move hides the view.",
        if a_star { "A*" } else { "Breadth-first search" },
        count(expanded),
        count(moves)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shows_fill_in_their_counts() {
        assert_eq!(
            carving(1234, 56789, false),
            "Carving: 1,234 of 56,789 walls erased."
        );
        assert_eq!(carved(0, false), "Carved: 0 walls erased. Play!");
        assert_eq!(carving(5, 9, true), "Dividing: 5 of 9 walls raised.");
        assert_eq!(carved(9, true), "Divided: 9 walls raised. Play!");
        assert_eq!(carve_skipped(9, true), "Skipped: all 9 walls raised. Play!");
        assert_eq!(
            searched(true, 10, 4),
            "A* expanded 10 cells and found a path of 4 moves. A move hides the view."
        );
        assert_eq!(
            searched(false, 1000, 4),
            "Breadth-first search expanded 1,000 cells and found a path of 4 moves. A move hides \
             the view."
        );
    }
}
