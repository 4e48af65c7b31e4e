//! The levels the page's worker makes ahead, while the player plays: the next level and a new
//! maze of the same size and mode, each kept under its link's query until it is asked for.

/// How many levels are kept ahead: the next level and one new maze.
pub const MAX_SPARES: usize = 2;

/// Levels made ahead, by query: at most `MAX_SPARES`, all dropped once any level is made.
#[derive(Debug)]
pub struct Spares<T> {
    kept: Vec<(String, T)>,
}

impl<T> Default for Spares<T> {
    fn default() -> Self {
        Spares { kept: Vec::new() }
    }
}

impl<T> Spares<T> {
    /// Whether a level for `query` is kept.
    pub fn has(&self, query: &str) -> bool {
        self.kept.iter().any(|(q, _)| q == query)
    }

    /// Whether a level for `query` would be kept: none is kept for it yet, and there is room.
    pub fn wants(&self, query: &str) -> bool {
        self.kept.len() < MAX_SPARES && !self.has(query)
    }

    /// Keeps `level` for `query`, unless `MAX_SPARES` are kept already or `query` has one:
    /// `false` then, and `level` is dropped.
    pub fn keep(&mut self, query: &str, level: T) -> bool {
        if !self.wants(query) {
            return false;
        }
        self.kept.push((query.to_owned(), level));
        true
    }

    /// The level made ahead for exactly `query` (the seed is in the query: another seed's is
    /// never handed out), if any; every other spare is dropped, as it belonged to the level
    /// played before.
    pub fn take(&mut self, query: &str) -> Option<T> {
        let found = self.kept.iter().position(|(q, _)| q == query);
        let level = found.map(|i| self.kept.swap_remove(i).1);
        self.kept.clear();
        level
    }

    /// Drops every level but those of `queries`.
    pub fn retain(&mut self, queries: &[String]) {
        self.kept.retain(|(q, _)| queries.contains(q));
    }

    /// The queries of the levels kept, in the order they were made.
    pub fn queries(&self) -> Vec<String> {
        self.kept.iter().map(|(q, _)| q.clone()).collect()
    }
}

/// The queries to make ahead for a level: `following` (the next level's, when it is made in the
/// worker) then `new_maze` (the same level with the seed drawn ahead), once each.
pub fn ahead(following: Option<String>, new_maze: Option<String>) -> Vec<String> {
    let mut queries: Vec<String> = following.into_iter().collect();
    queries.extend(new_maze.filter(|q| !queries.contains(q)));
    queries
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn at_most_two_are_kept_and_a_level_made_drops_the_rest() {
        let mut spares = Spares::default();
        assert!(spares.keep("seed=a&level=301", 1));
        assert!(!spares.keep("seed=a&level=301", 9), "one per query");
        assert!(spares.wants("seed=b&level=300") && !spares.wants("seed=a&level=301"));
        assert!(spares.keep("seed=b&level=300", 2));
        assert!(!spares.wants("seed=c&level=300"), "the bound");
        assert!(!spares.keep("seed=c&level=300", 3), "the bound");
        assert_eq!(spares.queries(), ["seed=a&level=301", "seed=b&level=300"]);
        assert_eq!(spares.take("seed=b&level=300"), Some(2));
        assert!(
            spares.queries().is_empty(),
            "the next level's spare went too"
        );
    }

    #[test]
    fn a_spare_is_only_handed_out_for_its_own_query() {
        let mut spares = Spares::default();
        spares.keep("seed=a&level=300", 1);
        assert_eq!(spares.take("seed=b&level=300"), None);
        assert_eq!(
            spares.take("seed=a&level=300"),
            None,
            "dropped by the other request"
        );
        spares.keep("seed=a&level=300&shape=hex", 2);
        assert_eq!(spares.take("seed=a&level=300"), None, "another mode");
        spares.keep("seed=a&level=300&shape=hex", 2);
        spares.keep("seed=a&level=301", 3);
        spares.retain(&["seed=a&level=301".to_owned()]);
        assert_eq!(
            spares.queries(),
            ["seed=a&level=301"],
            "a change of mode drops its spare"
        );
    }

    #[test]
    fn ahead_lists_each_query_once() {
        let q = |s: &str| Some(s.to_owned());
        assert_eq!(ahead(q("a"), q("b")), ["a", "b"]);
        assert_eq!(ahead(q("a"), q("a")), ["a"]);
        assert_eq!(ahead(None, q("b")), ["b"]);
        assert!(ahead(None, None).is_empty());
    }
}
