//! The one way to start a level: a `Plan` says which level (from a link, after a win, or with a
//! new seed), then `start` makes it here or `adopt` (in `session::adopt`) takes the maze a Web
//! Worker made for it. Deciding first and making second lets the page send a big level to the
//! worker without a second path through the rules.

use super::Session;
use link::journey::MAX_JOURNEY;
use link::level::{MAX_LEVEL, grow_side};
use link::{self, Params};
use maze::Seed;

/// Levels with more cells than this are made in the page's worker. 200×200 takes about 4 ms to
/// make here on the main thread, and the cost grows with the cells (1000×1000: about 90 ms), so
/// every bigger level would risk a main-thread task over 50 ms on a slow phone.
pub const WORKER_CELLS: u32 = 200 * 200;

/// A level decided but not made yet: its parameters and the notices to show with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    pub(super) params: Params,
    pub(super) notices: Vec<String>,
}

impl Plan {
    /// The level a URL query asks for; bad parameters fall back to defaults and become notices
    /// (`fresh_seed` supplies a seed when the link has none or a bad one).
    pub fn from_query(query: &str, fresh_seed: impl FnOnce() -> Seed) -> Plan {
        let (params, errors) = link::parse_query(query, fresh_seed);
        let notices = errors.iter().map(|e| e.to_string()).collect();
        Plan { params, notices }
    }

    /// After a win, the next, larger level of the same seed; `None` before the win. A fixed
    /// `size` grows like the level schedule; past the last level the next maze is the last
    /// level again with `fresh_seed`. A challenge and a ghost are for one maze only and are
    /// dropped.
    pub fn next_level(session: &Session, fresh_seed: impl FnOnce() -> Seed) -> Option<Plan> {
        session
            .play()
            .won()
            .then(|| Plan::following(session, fresh_seed()))
    }

    /// The level a win on `session` leads to (`next_level`), won or not: what the page's worker
    /// makes ahead. `fresh_seed` is the last level's new seed (drawn whether used or not).
    pub fn following(session: &Session, fresh_seed: Seed) -> Plan {
        let mut params = session.params().clone();
        params.challenge = None;
        params.run = None;
        // The journey goes on to its next level; past its last, the last again with a new seed.
        if let Some(k) = params.journey {
            let (seed, next) = match k < MAX_JOURNEY {
                true => (params.seed, k + 1),
                false => (fresh_seed, k),
            };
            return Plan::quiet(Params::journey(seed, next));
        }
        let at_cap = params.size.is_some_and(|side| grow_side(side) == side);
        if params.level < MAX_LEVEL {
            params.level += 1;
            params.size = params.size.map(grow_side);
        } else if params.size.is_none() || at_cap {
            params.seed = fresh_seed;
        } else {
            params.size = params.size.map(grow_side);
        }
        Plan::quiet(params)
    }

    /// `session`'s level (size, algorithm, mode) with another seed.
    pub fn new_seed(session: &Session, seed: Seed) -> Plan {
        let mut params = session.params().clone();
        params.seed = seed;
        // A ghost's run belongs to the maze it was won on.
        params.run = None;
        Plan::quiet(params)
    }

    fn quiet(params: Params) -> Plan {
        Plan {
            params,
            notices: Vec::new(),
        }
    }

    /// The parameters.
    pub fn params(&self) -> &Params {
        &self.params
    }

    /// The notices that come with this plan.
    pub fn notices(&self) -> &[String] {
        &self.notices
    }

    /// The maze's side length.
    pub fn side(&self) -> u32 {
        self.params.side()
    }

    /// Makes the level here (generation and solving on this thread). A size out of range
    /// cannot come from a link (parsing clamps it), but would give level 1 with a notice.
    pub fn start(self) -> Session {
        Session::start(self.params, self.notices)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use maze::{Algorithm, Direction};

    fn seed(text: &str) -> Seed {
        Seed::parse(text).unwrap_or_else(|_| Seed::random())
    }

    fn start(query: &str) -> Session {
        crate::testing::session(query, "fresh")
    }

    fn win(session: &mut Session) {
        let grid = session.play().square().unwrap().clone();
        let path = session.solution().to_vec();
        for pair in path.windows(2) {
            let dir = Direction::ALL
                .into_iter()
                .find(|&d| grid.neighbor(pair[0], d) == Some(pair[1]));
            if let Some(dir) = dir {
                session.step(dir, 0.0);
            }
        }
    }

    /// The next level's session, as the page starts it; `None` before a win.
    fn next(session: &Session, fresh: &str) -> Option<Session> {
        Plan::next_level(session, || seed(fresh)).map(Plan::start)
    }

    #[test]
    fn the_following_level_is_the_one_a_win_leads_to_won_or_not() {
        for query in [
            "seed=ahead&level=60&algo=perfect",
            "seed=ahead&level=499&size=6",
        ] {
            let mut s = start(query);
            let ahead = Plan::following(&s, seed("drawn")).params().to_query();
            win(&mut s);
            let won = Plan::next_level(&s, || seed("drawn")).map(|p| p.params().to_query());
            assert_eq!(won, Some(ahead), "{query}");
        }
        let s = start("seed=ahead&level=3&run=x");
        let new = Plan::new_seed(&s, seed("other"));
        assert_eq!(new.params().seed.as_str(), "other");
        assert_eq!(new.params().level, 3);
    }

    #[test]
    fn bad_links_fall_back_with_notices() {
        let plan = Plan::from_query("?seed=<b>&level=0&algo=nope", || seed("fresh"));
        assert_eq!(plan.notices().len(), 3);
        let s = plan.start();
        assert_eq!(s.params().seed.as_str(), "fresh");
        assert_eq!(s.params().level, 1);
        assert_eq!(s.notices().len(), 3);
        assert_eq!(s.play().square().unwrap().width(), 8);
    }

    #[test]
    fn next_level_needs_a_win_and_grows_the_maze() {
        let mut s = start("seed=grow&level=3");
        assert_eq!(Plan::next_level(&s, || seed("unused")), None);
        win(&mut s);
        assert!(s.play().won());
        let s = next(&s, "unused").unwrap();
        assert_eq!(
            (s.params().level, s.play().square().unwrap().width()),
            (4, 20)
        );
        assert_eq!(s.params().seed.as_str(), "grow");
        assert!(s.notices().is_empty());
    }

    #[test]
    fn a_fixed_size_grows_too_and_the_last_level_gets_a_new_seed() {
        let mut s = start("seed=fixed&size=30&algo=perfect");
        win(&mut s);
        let s = next(&s, "x").unwrap();
        assert_eq!(s.params().size, Some(34));
        assert_eq!(s.params().algorithm, Algorithm::Perfect);
        let mut last = start("seed=last&level=499&size=6");
        win(&mut last);
        let last = next(&last, "fresh").unwrap();
        assert_eq!((last.params().level, last.params().size), (499, Some(10)));
        assert_eq!(last.params().seed.as_str(), "last");
    }

    #[test]
    fn a_new_seed_keeps_the_level_and_drops_nothing_else() {
        let s = start("seed=old&level=3&algo=wilson&mode=fog");
        let plan = Plan::new_seed(&s, seed("other"));
        let mut expected = s.params().clone();
        expected.seed = seed("other");
        assert_eq!(plan.params(), &expected);
        assert!(plan.notices().is_empty());
        let s = plan.start();
        assert_eq!(s.params().seed.as_str(), "other");
        assert_eq!(s.play().square().unwrap().width(), 16);
        assert!(s.sight().fog().is_some());
    }

    #[test]
    fn challenges_are_for_one_maze_and_dailies_go_on() {
        let mut s = start("daily=2026-11-30");
        assert_eq!(s.params().seed.as_str(), "daily-20261130");
        win(&mut s);
        let s = next(&s, "x").unwrap();
        assert_eq!(s.params().to_query(), "daily=2026-11-30&level=2");
        let steps = start("seed=dare").solution().len() - 1;
        let mut s = start(&format!("seed=dare&beat=600000-{steps}"));
        assert!(s.params().challenge.is_some());
        win(&mut s);
        assert!(next(&s, "x").unwrap().params().challenge.is_none());
    }
}
