//! Graded hints' rule (`game::hints`) on every shape and mode: from any cell, each press shows a
//! route that goes on from the last one's, along open moves and ever nearer the exit by one, each
//! press one decision point further, until the whole way to the exit is shown; the first press
//! shows one step.

use proptest::prelude::*;
use seedmaze::game::Plan;
use seedmaze::game::hints::Hints;
use seedmaze::maze::Seed;
use seedmaze::maze::shape::{Compass, Topology};

#[path = "common/modes.rs"]
mod modes;
use modes::MODES;
#[path = "common/bfs.rs"]
mod bfs;
#[path = "common/stops.rs"]
mod stops;
use seedmaze::game::roll::Rest;
use seedmaze::maze::ShapeMaze;
use stops::{open_ways, stop_here};

/// Each cell's moves to the exit, by this file's own search over the open ways it reads itself.
fn to_exit(maze: &ShapeMaze, ways: &[Vec<u32>]) -> Vec<Option<u32>> {
    bfs::bfs(ways, maze.layout.exit())
}

/// Whether a route that reached `cell` from `back` passes a decision point there, by the rule
/// read here: a roll would stop there for a fork, a stair or a crossing.
fn decision(maze: &ShapeMaze, ways: &[Vec<u32>], back: u32, cell: u32) -> bool {
    matches!(
        stop_here(maze, ways, back, cell),
        Some(Rest::Fork | Rest::Stair | Rest::Crossing)
    )
}

/// Checks that `route` is a shortest way on from its first cell (each step an open move one
/// nearer the exit, by this file's distances) that passes exactly `points` decision points, the
/// last where it ends, or ends on the exit with fewer (`None`: any); `what` names it in failures.
fn check_stretch(
    maze: &ShapeMaze,
    ways: &[Vec<u32>],
    route: &[u32],
    points: Option<usize>,
    what: &str,
) {
    let dist = to_exit(maze, ways);
    for pair in route.windows(2) {
        assert!(
            ways[pair[0] as usize].contains(&pair[1]),
            "{what}: {pair:?} is an open move"
        );
        assert_eq!(
            dist[pair[1] as usize].map(|d| d + 1),
            dist[pair[0] as usize],
            "{what}: {pair:?} is one nearer the exit"
        );
    }
    let Some(points) = points else { return };
    let passed: Vec<usize> = (1..route.len())
        .filter(|&i| decision(maze, ways, route[i - 1], route[i]))
        .collect();
    let end = route.len() - 1;
    if route[end] == maze.layout.exit() {
        assert!(
            passed.len() <= points,
            "{what}: {passed:?} passed on the way to the exit"
        );
    } else {
        assert_eq!(
            passed.len(),
            points,
            "{what}: decision points at {passed:?}"
        );
        assert_eq!(passed.last(), Some(&end), "{what}: it ends on one");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(8))]

    #[test]
    fn each_press_shows_one_stretch_more_of_a_shortest_way(seed in "[a-z]{1,8}", level in 1u32..6, at in 0u32..10_000) {
        for mode in MODES {
            let query = format!("seed={seed}&level={level}{mode}");
            let session = Plan::from_query(&query, || Seed::parse("x").expect("a seed")).start();
            let maze = session.play().maze();
            let hints = Hints::new(maze);
            let ways = open_ways(maze);
            let dist = to_exit(maze, &ways);
            let from = at % maze.layout.cells();
            let Some(distance) = dist[from as usize].filter(|&d| d > 0) else { continue };
            let mut shown: Vec<u32> = Vec::new();
            for press in 1..=(distance + 1) {
                let hint = hints.hint(maze, from, press);
                let what = format!("{mode}: from {from}, press {press}");
                prop_assert_eq!(hint.route[0], from);
                prop_assert!(hint.route.starts_with(&shown), "{} goes on from the last", what);
                if press == 1 {
                    prop_assert_eq!(hint.route.len(), 2, "{}: the first press shows one step", mode);
                    check_stretch(maze, &ways, &hint.route, None, &what);
                } else {
                    // Each press one decision point further than the one before, by this file's rule.
                    check_stretch(maze, &ways, &hint.route, Some(press as usize - 1), &what);
                }
                shown = hint.route.clone();
                if shown.last() == Some(&maze.layout.exit()) {
                    break;
                }
            }
            prop_assert_eq!(shown.last(), Some(&maze.layout.exit()), "{}: the whole way at last", mode);
            prop_assert_eq!(shown.len() as u32, distance + 1);
        }
    }
}

/// The session's hints on every mode, played along the solution: the first press at the start
/// shows its first step and says its way; a press past a decision point shows the way on to
/// the next one; a move off the way ends the hint; the presses that showed more are counted, and
/// a restart clears them.
#[test]
fn a_level_s_hints_follow_the_ball_and_are_counted() {
    for mode in MODES {
        let query = format!("seed=hinted&level=4{mode}");
        let mut session = Plan::from_query(&query, || Seed::parse("x").expect("a seed")).start();
        let solution = session.solution().to_vec();
        let maze = session.play().maze().clone();
        let said = session.hints_mut().press().expect("a hint at the start");
        let first_way = seedmaze::text::way_word(
            maze.layout
                .way_heading(solution[0], solution[1])
                .expect("a way"),
        );
        assert!(
            said.to_lowercase().starts_with(first_way),
            "{mode}: {said} names {first_way}"
        );
        let shown = session.hints().shown().expect("shown").route.clone();
        assert_eq!(shown, solution[..2], "{mode}: the first step");
        assert_eq!(session.hints().taken(), 1);
        // Along the solution to just past its first decision point (this file's rule): the press
        // holds.
        let ways = open_ways(&maze);
        let dist = to_exit(&maze, &ways);
        let first_point = (1..solution.len())
            .find(|&i| decision(&maze, &ways, solution[i - 1], solution[i]))
            .unwrap_or(solution.len() - 1);
        let past = (first_point + 1).min(solution.len() - 2);
        for (t, &cell) in solution[1..=past].iter().enumerate() {
            assert!(
                session.go_to(cell, t as f64 * 100.0) != seedmaze::game::StepOutcome::Blocked,
                "{mode}"
            );
        }
        let ball = session.play().player();
        assert_eq!(ball, solution[past], "{mode}");
        session.hints_mut().press().expect("a second hint");
        let second = session.hints().shown().expect("shown").clone();
        assert_eq!(second.route[0], ball, "{mode}: from the ball");
        check_stretch(
            &maze,
            &ways,
            &second.route,
            Some(1),
            &format!("{mode}: to the next decision point"),
        );
        assert_eq!(session.hints().taken(), 2);
        // A move off the way ends it; the next press starts again with one step. The way back
        // along the solution is one such move at least.
        let off = ways[ball as usize]
            .iter()
            .copied()
            .find(|&n| dist[n as usize] > dist[ball as usize])
            .expect("a move off the way");
        assert!(session.go_to(off, 10_000.0) != seedmaze::game::StepOutcome::Blocked);
        assert_eq!(session.play().player(), off, "{mode}");
        assert!(
            session.hints().shown().is_none(),
            "{mode}: a move off the way ends the hint"
        );
        session.hints_mut().press();
        let again = session.hints().shown().expect("shown").route.clone();
        assert_eq!(again.len(), 2, "{mode}");
        check_stretch(
            &maze,
            &ways,
            &again,
            None,
            &format!("{mode}: the step after"),
        );
        assert_eq!(session.hints().taken(), 3);
        session.restart();
        assert_eq!(session.hints().taken(), 0);
        assert!(session.hints().shown().is_none());
    }
}

/// A run won with hints: no record, its shared run carries the count (`run=` version 2), and
/// the ghost that link races says it; a run without hints keeps the old form.
#[test]
fn a_run_with_hints_sets_no_record_and_its_ghost_says_how_many() {
    let start = || {
        Plan::from_query("seed=hinted-run&level=2", || {
            Seed::parse("x").expect("a seed")
        })
        .start()
    };
    let mut session = start();
    session.hints_mut().press();
    session.hints_mut().press();
    let taken = session.hints().taken();
    assert!(taken >= 1);
    let solution = session.solution().to_vec();
    for (t, &cell) in solution.iter().skip(1).enumerate() {
        session.go_to(cell, 100.0 * t as f64);
    }
    assert!(session.play().won());
    assert!(
        session.results().win_record(None, 5000.0, None).is_none(),
        "no record with hints"
    );
    let run = session.results().run_param().expect("a run");
    assert!(run.starts_with('2'), "{run}");
    let shared = session
        .results()
        .result_text(5000.0, "L")
        .expect("a result");
    assert!(shared.contains(&format!("{taken} hint")), "{shared}");
    let query = session.results().result_query().expect("a link");
    let mut racer = Plan::from_query(&query, || Seed::parse("x").expect("a seed")).start();
    assert_eq!(racer.race().ghost().map(|g| g.hints()), Some(taken));
    for (t, &cell) in solution.iter().skip(1).enumerate() {
        racer.go_to(cell, 100.0 * t as f64);
    }
    let verdict = racer.race().ghost_verdict(5000.0).expect("a verdict");
    assert!(verdict.contains("The ghost took"), "{verdict}");
    assert!(
        racer.results().run_param().expect("a run").starts_with('1'),
        "no hints: version 1"
    );
    assert!(racer.results().win_record(None, 5000.0, None).is_some());
}

/// The menu's "Say the distance to the exit" says the distance the hints walk, in every mode.
#[test]
fn the_spoken_distance_is_the_hints_distance() {
    use seedmaze::maze::solve::distance_to_exit;
    for mode in MODES {
        let query = format!("seed=spoken&level=5{mode}");
        let session = Plan::from_query(&query, || Seed::parse("x").expect("a seed")).start();
        let (play, solution) = (session.play(), session.solution());
        let hints = Hints::new(play.maze());
        for cell in (0..play.maze().layout.cells()).step_by(7) {
            let spoken = match play.square() {
                Some(grid) => distance_to_exit(grid, solution, cell, session.solving().has_loops()),
                None => {
                    distance_to_exit(play.maze(), solution, cell, session.solving().has_loops())
                }
            };
            assert_eq!(spoken, hints.distance(cell), "{mode}: cell {cell}");
        }
    }
}
