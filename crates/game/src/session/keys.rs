//! A session's keys and doors (`doors=`) as the ball meets them: what the I key names in
//! reach, the bar's keys field, and whether the doors are still to come. They are placed once
//! the way is known (`Adopting`), and the hints lead through them (`HintsMut`).

use crate::locks::Met;
use crate::play::Play;
use maze::shape::Compass;

/// How many moves on along a corridor the I key names a door or a key.
const REACH: u32 = 4;

/// The keys and doors as the play stands (`Session::doors`).
pub struct DoorsView<'a> {
    pub(super) play: &'a Play,
    /// How many doors the link asks for (`doors=`), if any.
    pub(super) asked: Option<u32>,
}

impl DoorsView<'_> {
    /// The keys and doors in reach of the ball, as the I key names them ("the red door A
    /// east, locked", "the blue key B south, 3 moves on"): along each open way, the first door
    /// or key not held up to `REACH` moves on, the walk going on only through corridors
    /// (cells with one way on). Empty without doors.
    pub fn in_reach(&self) -> Vec<String> {
        use maze::Graph;
        let Some(locks) = self.play.locks() else {
            return Vec::new();
        };
        let maze = self.play.maze();
        let ball = self.play.player();
        let mut said = Vec::new();
        for first in maze.open_neighbors(ball) {
            // Every open neighbour is some way of the shape's: none is a layout's bug, not said.
            let Some(way) = maze.layout.way_heading(ball, first) else {
                continue;
            };
            let (mut back, mut at) = (ball, first);
            for moves in 1..=REACH {
                if let Some(d) = locks.door_between(back, at) {
                    let open = locks.is_open(d);
                    said.push(text::door_in_reach(d, way, open, moves));
                    break;
                }
                if let Some(k) = locks.key_at(at) {
                    said.push(text::key_in_reach(k, way, moves));
                    break;
                }
                let mut on = maze.open_neighbors(at).filter(|&n| n != back);
                match (on.next(), on.next()) {
                    (Some(next), None) => (back, at) = (at, next),
                    _ => break,
                }
            }
        }
        said
    }

    /// Whether the link asks for doors that are not placed yet: the solution they need is
    /// still awaited (the ball moves meanwhile; `Play::set_locks` takes what it did).
    pub fn awaited(&self) -> bool {
        self.asked.is_some() && self.play.locks().is_none()
    }

    /// The bar's keys field on a level with doors: why the last move was refused at a door
    /// ("Door A needs key A"), else the keys held ("Keys: A, C", or "Keys: none"); `None` without
    /// doors.
    pub fn keys_field(&self) -> Option<String> {
        let locks = self.play.locks()?;
        Some(match self.play.met() {
            Met::Locked(d) => text::door_needs(d),
            _ => locks.held_text(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Path, Session};
    use maze::doors;
    use maze::shape::Topology;
    use maze::solve::shortest_path;

    fn awaiting(query: &str) -> (Session, Vec<u32>) {
        let here = crate::testing::session(query, "unused");
        let maze = here.play().maze().clone();
        let way = shortest_path(&maze).unwrap_or_default();
        let square = here.play().square().cloned();
        let params = here.params().clone();
        (
            Session::assemble(params, maze, square, Path::Later, vec![]),
            way,
        )
    }

    #[test]
    fn doors_placed_elsewhere_are_used_when_they_fit_and_placed_here_when_not() {
        let query = "seed=offer&level=3&doors=2";
        let here = crate::testing::session(query, "unused");
        let two = doors_of(&here);
        assert_eq!(two.doors.len(), 2);
        // The ball moves while the solution and its doors are awaited.
        let (mut waiting, way) = awaiting(query);
        assert!(waiting.doors().awaited());
        let key = waiting
            .play()
            .maze()
            .path_keys(&way[..2])
            .unwrap_or_default();
        let _ = waiting.press(key.first().copied().unwrap_or("d"), 0.0);
        assert_eq!(
            waiting.play().player(),
            way[1],
            "played before the doors come"
        );
        assert_eq!(
            waiting.hints_mut().press().as_deref(),
            Some(text::HINTS_PENDING)
        );
        assert!(
            !waiting.hints_mut().prepare(1_000_000),
            "no search to the exit through the doors"
        );
        // One door, with its route: it fits (at most two), so it is used.
        let maze = waiting.play().maze().clone();
        let one = doors::place(&maze, &way, 1);
        let route = doors::route(&maze, &way, &one).unwrap_or_default();
        waiting.adopt().doors(one.clone(), route.clone());
        assert_eq!(
            waiting
                .adopt()
                .solution(way.clone(), super::super::adopt::Origin::Core),
            Ok(true)
        );
        assert_eq!(waiting.play().locks().map(|l| l.doors()), Some(&one));
        assert_eq!(waiting.solution(), route.as_slice());
        // A route that skips the key, a door on a wall, a key or a door off the maze: placed here
        // instead.
        let skipping = way.clone();
        let mut walled = one.clone();
        walled.doors = vec![[0, maze.layout.exit()]];
        let mut lost = one.clone();
        lost.keys = vec![u32::MAX];
        let mut off = one.clone();
        off.doors = vec![[u32::MAX, 0]];
        for (placed, walk) in [
            (one.clone(), skipping),
            (walled, route.clone()),
            (lost, route.clone()),
            (off, route),
        ] {
            let (mut session, way) = awaiting(query);
            session.adopt().doors(placed, walk);
            let _ = session
                .adopt()
                .solution(way, super::super::adopt::Origin::Core);
            assert_eq!(session.play().locks().map(|l| l.doors()), Some(&two));
            assert_eq!(session.solution(), here.solution());
        }
    }

    /// The doors and keys `session` plays (none before they are placed).
    fn doors_of(session: &Session) -> doors::Doors {
        let locks = session.play().locks();
        locks.map(|l| l.doors().clone()).unwrap_or_default()
    }

    /// Follows `walk` from the ball's cell by its keys.
    fn walk(session: &mut Session, walk: &[u32]) {
        let keys = session.play().maze().path_keys(walk).unwrap_or_default();
        for key in keys {
            let _ = session.press(key, 0.0);
        }
    }

    #[test]
    fn moves_made_before_the_doors_came_count_unless_they_passed_one() {
        let query = "seed=late&level=3&doors=2";
        let here = crate::testing::session(query, "unused");
        let placed = doors_of(&here);
        let route = here.solution().to_vec();
        // Up to key A by the route (its key before its door, so no door is passed): held.
        let (mut early, way) = awaiting(query);
        let to_key = route.iter().position(|c| placed.keys.first() == Some(c));
        let to_key = to_key.unwrap_or(0);
        walk(&mut early, &route[..=to_key]);
        let _ = early
            .adopt()
            .solution(way.clone(), super::super::adopt::Origin::Core);
        assert!(
            early.play().locks().is_some_and(|l| l.holds(0)),
            "key A held"
        );
        assert_eq!(early.play().moves() as usize, to_key);
        assert!(early.notices().is_empty());
        // Along the way past door A without its key: the level starts again, with a notice.
        let (mut late, way) = awaiting(query);
        let past = (placed.at.first().copied().unwrap_or(0) + 2) as usize;
        walk(&mut late, &way[..=past]);
        assert_eq!(late.play().moves() as usize, past);
        let _ = late
            .adopt()
            .solution(way, super::super::adopt::Origin::Core);
        assert_eq!((late.play().player(), late.play().moves()), (0, 0));
        assert_eq!(late.notices(), [text::DOORS_CAME_LATE]);
        assert!(late.play().locks().is_some_and(|l| !l.holds(0)));
    }

    #[test]
    fn a_big_levels_hints_wait_for_their_slices_then_lead_to_a_key() {
        let mut big = crate::testing::session("seed=slices&level=50&doors=2", "unused");
        assert!(big.play().maze().layout.cells() > crate::plan::WORKER_CELLS);
        assert_eq!(
            big.hints_mut().press().as_deref(),
            Some(text::HINTS_PENDING)
        );
        assert_eq!(big.hints().taken(), 0, "not counted");
        let done = (0..100_000).any(|_| big.hints_mut().prepare(50_000));
        assert!(done);
        let said = big.hints_mut().press().unwrap_or_default();
        assert_ne!(said, text::HINTS_PENDING);
        assert_eq!(big.hints().taken(), 1);
    }

    /// Walks `session`'s solution by its keys, one move every 300 ms.
    fn win(session: &mut Session) {
        let route = session.solution().to_vec();
        let keys = session.play().maze().path_keys(&route).unwrap_or_default();
        for (i, key) in keys.iter().enumerate() {
            let _ = session.press(key, 300.0 * i as f64);
        }
    }

    #[test]
    fn a_won_run_through_the_keys_races_as_a_ghost_and_one_past_a_locked_door_is_refused() {
        let mut doors = crate::testing::session("seed=ghost&level=3&doors=2", "unused");
        win(&mut doors);
        assert!(doors.play().won());
        let query = doors.results().result_query().unwrap_or_default();
        assert!(
            query.contains("doors=2") && query.contains("run="),
            "{query}"
        );
        let opener = crate::testing::session(&query, "unused");
        assert!(opener.notices().is_empty(), "{:?}", opener.notices());
        assert!(
            opener.race().ghost().is_some(),
            "the ghost fetches the keys too"
        );
        // The same maze won without doors: its run goes through door A without key A.
        let mut plain = crate::testing::session("seed=ghost&level=3", "unused");
        win(&mut plain);
        let run = plain.results().run_param().unwrap_or_default();
        let cheat = crate::testing::session(&format!("seed=ghost&level=3&doors=2&run={run}"), "x");
        assert!(cheat.race().ghost().is_none());
        let notice = cheat.notices().first().cloned().unwrap_or_default();
        assert!(notice.contains("makes an impossible move"), "{notice}");
    }

    #[test]
    fn a_challenge_is_checked_against_the_route_through_the_keys() {
        let doors = crate::testing::session("seed=dare&level=3&doors=2", "unused");
        let route = (doors.solution().len() - 1) as u32;
        let way = crate::testing::session("seed=dare&level=3", "x")
            .solution()
            .len() as u32
            - 1;
        assert!(route > way, "the keys are a detour");
        // The way's moves are too few with doors: the challenge is dropped, with a notice.
        let short =
            crate::testing::session(&format!("seed=dare&level=3&doors=2&beat=60000-{way}"), "x");
        assert!(short.race().challenge_text().is_none());
        assert_eq!(short.notices().len(), 1, "{:?}", short.notices());
        let fair = crate::testing::session(
            &format!("seed=dare&level=3&doors=2&beat=60000-{route}"),
            "x",
        );
        assert!(fair.race().challenge_text().is_some() && fair.notices().is_empty());
    }
}
