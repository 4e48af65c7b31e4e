//! Graded hints' rule (`game::hints`) on every shape and mode: from any cell, each press shows a
//! route that goes on from the last one's, along open moves and ever nearer the exit by one, each
//! press one decision point further, until the whole way to the exit is shown; the first press
//! shows one step.

use proptest::prelude::*;
use seedmaze::game::Plan;
use seedmaze::game::hints::Hints;
use seedmaze::maze::{Graph, Seed};

#[path = "common/modes.rs"]
mod modes;
use modes::MODES;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(8))]

    #[test]
    fn each_press_shows_one_stretch_more_of_a_shortest_way(seed in "[a-z]{1,8}", level in 1u32..6, at in 0u32..10_000) {
        for mode in MODES {
            let query = format!("seed={seed}&level={level}{mode}");
            let session = Plan::from_query(&query, || Seed::parse("x").expect("a seed")).start();
            let maze = session.play().maze();
            let hints = Hints::new(maze);
            let from = at % maze.layout.cells();
            let Some(distance) = hints.distance(from).filter(|&d| d > 0) else { continue };
            let mut shown: Vec<u32> = Vec::new();
            for press in 1..=(distance + 1) {
                let hint = hints.hint(maze, from, press);
                prop_assert_eq!(hint.route[0], from);
                prop_assert!(hint.route.starts_with(&shown), "{}: press {} goes on from the last", mode, press);
                for pair in hint.route.windows(2) {
                    prop_assert!(maze.open_neighbors(pair[0]).any(|n| n == pair[1]), "{}: an open move", mode);
                    prop_assert_eq!(hints.distance(pair[1]).map(|d| d + 1), hints.distance(pair[0]));
                }
                if press == 1 {
                    prop_assert_eq!(hint.route.len(), 2, "{}: the first press shows one step", mode);
                }
                shown = hint.route.clone();
                if shown.last() == Some(&maze.layout.exit()) {
                    break;
                }
                prop_assert!(press == 1 || hint.decisions.len() as u32 == press - 1, "{}", mode);
            }
            prop_assert_eq!(shown.last(), Some(&maze.layout.exit()), "{}: the whole way at last", mode);
            prop_assert_eq!(shown.len() as u32, distance + 1);
        }
    }
}
