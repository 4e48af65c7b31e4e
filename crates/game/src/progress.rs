//! Continue where you left off: the page keeps the query of the level to play next (the one
//! being played, or after a win the next one) and the bare page resumes it.
use super::session::Session;
use link::glance_stored;
use maze::Seed;

/// The storage key of the level to continue.
pub const PROGRESS_KEY: &str = "seedmaze.progress.v1";

/// What to store while `session` is played: its level, without the challenge and the ghost
/// (they belong to the link they came with, not to the player's progress).
pub fn playing(session: &Session) -> String {
    session.params().maze_query()
}

/// What to store after `session`'s level was won: the next level (`None` after the last one,
/// when there is nothing left to continue).
pub fn after_win(session: &Session) -> Option<String> {
    let next = super::plan::Plan::next_level(session, Seed::random)?;
    Some(next.params().maze_query())
}

/// The query the page opens with, and whether it continues the level stored on this device:
/// `search` itself, or for the bare page (no query) the stored level when it is one of ours,
/// else the journey's first level unless `journey` says the player chose the classic ladder.
pub fn opening(
    search: &str,
    stored: impl FnOnce() -> Option<String>,
    journey: impl FnOnce() -> bool,
) -> (String, bool) {
    let search = search.trim_start_matches('?');
    if !search.is_empty() {
        return (search.to_owned(), false);
    }
    match stored().and_then(|text| resume(&text)) {
        Some(query) => (query, true),
        None if journey() => (FIRST_JOURNEY.to_owned(), false),
        None => (String::new(), false),
    }
}

/// The query of a first visit: the journey's first level, on a seed of its own.
pub const FIRST_JOURNEY: &str = "journey=1";

/// The query to resume from a stored value: `None` unless every value in it is good, it names
/// its seed (or day), and it holds no challenge or run (anything else, such as a corrupt or
/// foreign value, is ignored). A glance (`glance_stored`): the form of its values, which the
/// game then reads whole. It is not written back in canonical form here: the first paint,
/// which resumes it, would carry the whole query writer for that (2.4 KB, docs/size.md); the
/// game stores the canonical form with the next move.
pub fn resume(stored: &str) -> Option<String> {
    let params = glance_stored(stored)?;
    (params.challenge.is_none() && params.run.is_none()).then(|| stored.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session(query: &str) -> Session {
        crate::testing::session(query, "fresh")
    }

    fn win(s: &mut Session) {
        let path = s.solution().to_vec();
        let grid = s.play().square().unwrap().clone();
        for (t, pair) in path.windows(2).enumerate() {
            let dir = maze::Direction::ALL
                .into_iter()
                .find(|&d| grid.neighbor(pair[0], d) == Some(pair[1]))
                .unwrap();
            s.step(dir, t as f64 * 100.0);
        }
        assert!(s.play().won());
    }

    #[test]
    fn the_page_opens_its_link_or_the_stored_level_or_the_journey() {
        let stored = || Some("seed=kept&level=3".to_owned());
        let classic = || false;
        assert_eq!(
            opening("", stored, classic),
            ("seed=kept&level=3".to_owned(), true)
        );
        assert_eq!(
            opening("?", stored, classic),
            ("seed=kept&level=3".to_owned(), true)
        );
        // A link wins over what is stored, and storage is not even read.
        let unread = || -> Option<String> { panic!("storage read for a link") };
        assert_eq!(
            opening("?seed=x&level=2", unread, || panic!(
                "ladder read for a link"
            )),
            ("seed=x&level=2".to_owned(), false)
        );
        for bad in ["level=3", "seed=kept&level=x", "garbage", ""] {
            let bad = || Some(bad.to_owned());
            assert_eq!(opening("", bad, classic), (String::new(), false));
            assert_eq!(opening("", bad, || true), ("journey=1".to_owned(), false));
        }
        // A first visit climbs the journey unless the classic ladder was chosen.
        assert_eq!(
            opening("", || None, || true),
            ("journey=1".to_owned(), false)
        );
        assert_eq!(opening("", || None, classic), (String::new(), false));
    }

    #[test]
    fn the_level_being_played_is_kept_without_its_challenge() {
        let s = session("seed=keep&level=3&algo=prim&mode=fog");
        assert_eq!(playing(&s), "seed=keep&level=3&algo=prim&mode=fog");
        let dared = session("seed=keep&level=2&beat=600000-400");
        assert_eq!(playing(&dared), "seed=keep&level=2");
        let daily = session("daily=2026-11-30&level=2");
        assert_eq!(playing(&daily), "daily=2026-11-30&level=2");
    }

    #[test]
    fn after_a_win_the_next_level_is_kept() {
        let mut s = session("seed=onward&level=4");
        win(&mut s);
        assert_eq!(after_win(&s).as_deref(), Some("seed=onward&level=5"));
        let mut last = session("seed=onward&level=499");
        assert_eq!(last.params().level, 499);
        last.restart();
        assert_eq!(playing(&last), "seed=onward&level=499");
    }

    #[test]
    fn only_good_queries_with_their_seed_resume() {
        assert_eq!(
            resume("seed=back&level=7").as_deref(),
            Some("seed=back&level=7")
        );
        assert_eq!(
            resume("daily=2026-11-30&level=1").as_deref(),
            Some("daily=2026-11-30&level=1")
        );
        // In another order, it is the same level's.
        assert_eq!(
            resume("level=3&seed=back").as_deref(),
            Some("level=3&seed=back")
        );
        for bad in [
            "",
            "garbage",
            "level=3",
            "seed=back&level=0",
            "seed=back&level=3&beat=1000-10",
            "seed=back&level=3&run=1ZMJI",
            "seed=back&level=3&level=4",
            "seed=b a",
        ] {
            assert_eq!(resume(bad), None, "{bad:?}");
        }
    }
}
