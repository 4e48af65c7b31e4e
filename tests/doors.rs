//! Keys and doors (`maze::doors`) against this file's own reading of docs/contract.md: every
//! door closes a passage of the way, in the way's order; the exit cannot be reached with any door
//! closed, and can with the keys; each key can be reached before its door is passed; and the
//! route is as short as a search over (cell, keys held) states finds, over every shape and mode.

use proptest::prelude::*;
use seedmaze::game::Plan;
use seedmaze::maze::doors::{self, Doors, MAX_DOORS};
use seedmaze::maze::{Graph, Seed, ShapeMaze};
use std::collections::{HashSet, VecDeque};

#[path = "common/modes.rs"]
mod modes;
use modes::MODES;

/// The maze, its shortest path and its doors for `query` with `count` doors.
fn placed(query: &str, count: u32) -> (ShapeMaze, Vec<u32>, Doors) {
    let session = Plan::from_query(query, || Seed::parse("unused").expect("a seed")).start();
    let maze = session.play().maze().clone();
    let way = session.solution().to_vec();
    let placed = doors::place(&maze, &way, count);
    (maze, way, placed)
}

fn is_door(doors: &Doors, a: u32, b: u32) -> Option<usize> {
    doors
        .doors
        .iter()
        .position(|&[x, y]| (x, y) == (a, b) || (x, y) == (b, a))
}

/// Cells reached from the start with the doors of `closed` (indices) shut.
fn reached<G: Graph>(graph: &G, doors: &Doors, closed: &[usize]) -> HashSet<u32> {
    let mut seen = HashSet::from([0]);
    let mut queue = VecDeque::from([0]);
    while let Some(at) = queue.pop_front() {
        for next in graph.open_neighbors(at) {
            let shut = is_door(doors, at, next).is_some_and(|d| closed.contains(&d));
            if !shut && seen.insert(next) {
                queue.push_back(next);
            }
        }
    }
    seen
}

/// The fewest moves from the start to the exit over (cell, keys held) states, searched here.
fn states_distance<G: Graph>(graph: &G, doors: &Doors) -> Option<usize> {
    let pick = |cell: u32, held: u32| {
        doors
            .keys
            .iter()
            .enumerate()
            .filter(|&(_, &k)| k == cell)
            .fold(held, |h, (i, _)| h | 1 << i)
    };
    let first = (0u32, pick(0, 0));
    let mut seen = HashSet::from([first]);
    let mut queue = VecDeque::from([(first, 0usize)]);
    while let Some(((at, held), moves)) = queue.pop_front() {
        if at == graph.exit() {
            return Some(moves);
        }
        for next in graph.open_neighbors(at) {
            if is_door(doors, at, next).is_some_and(|d| held & (1 << d) == 0) {
                continue;
            }
            let state = (next, pick(next, held));
            if seen.insert(state) {
                queue.push_back((state, moves + 1));
            }
        }
    }
    None
}

fn check(query: &str, count: u32) {
    let (maze, way, placed) = placed(query, count);
    let n = placed.doors.len();
    assert!(n as u32 <= count.min(MAX_DOORS), "{query}: at most K doors");
    assert_eq!((placed.keys.len(), placed.key_zones.len()), (n, n));
    // Each door a passage of the way, in the way's order.
    let mut last = None;
    for (j, &[a, b]) in placed.doors.iter().enumerate() {
        let i = way
            .iter()
            .position(|&c| c == a)
            .expect("a door's first cell on the way");
        assert_eq!(
            way.get(i + 1),
            Some(&b),
            "{query}: door {j} is a passage of the way"
        );
        assert!(
            last.is_none_or(|l| i > l),
            "{query}: doors in the way's order"
        );
        last = Some(i);
        // Closing it alone keeps the exit away: every walk passes it.
        let without = reached(&maze, &placed, &[j]);
        assert!(
            !without.contains(&maze.exit()),
            "{query}: door {j} is on every way"
        );
        // Its key is reached with this door and every later one shut, the earlier ones open.
        let later: Vec<usize> = (j..n).collect();
        let key = placed.keys[j];
        assert!(
            reached(&maze, &placed, &later).contains(&key),
            "{query}: key {j} before its door"
        );
        // Nested exactly when its zone says: it cannot be reached with an earlier door shut.
        let zone = placed.key_zones[j] as usize;
        for d in 0..j {
            let shut: Vec<usize> = (d..n).collect();
            let reachable = reached(&maze, &placed, &shut).contains(&key);
            assert_eq!(
                reachable,
                d >= zone,
                "{query}: key {j} behind door {d} as its zone says"
            );
        }
    }
    // The route: adjacent cells, doors passed only with their keys, as short as the states allow.
    let walk = doors::route(&maze, &way, &placed).expect("a route");
    assert_eq!((walk.first(), walk.last()), (Some(&0), Some(&maze.exit())));
    let mut held = 0u32;
    for pair in walk.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        for (k, &cell) in placed.keys.iter().enumerate() {
            if cell == a {
                held |= 1 << k;
            }
        }
        assert!(
            maze.open_neighbors(a).any(|c| c == b),
            "{query}: {a}→{b} is a passage"
        );
        if let Some(d) = is_door(&placed, a, b) {
            assert!(
                held & (1 << d) != 0,
                "{query}: door {d} passed with its key"
            );
        }
    }
    assert_eq!(
        Some(walk.len() - 1),
        states_distance(&maze, &placed),
        "{query}: the shortest"
    );
    if n == 0 {
        assert_eq!(walk, way);
    }
}

#[test]
fn doors_hold_their_rule_in_every_shape_and_mode() {
    for mode in MODES {
        for count in 1..=MAX_DOORS {
            for s in 0..3 {
                check(&format!("seed=doors-{s}&level=4{mode}"), count);
            }
        }
    }
}

#[test]
fn a_maze_without_loops_takes_every_door_and_keys_lie_off_the_way() {
    for count in 1..=MAX_DOORS {
        let (_, way, placed) = placed("seed=doors-deep&level=8", count);
        assert_eq!(placed.doors.len() as u32, count);
        let on: HashSet<u32> = way.iter().copied().collect();
        assert!(
            placed.keys.iter().all(|k| !on.contains(k)),
            "keys off the way"
        );
        assert_eq!(
            placed.keys.iter().collect::<HashSet<_>>().len(),
            placed.keys.len()
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]
    #[test]
    fn doors_hold_on_any_seed(seed in "[a-z0-9]{1,8}", level in 1u32..6, count in 1u32..=4, mode in 0usize..MODES.len()) {
        check(&format!("seed={seed}&level={level}{}", MODES[mode]), count);
    }
}
