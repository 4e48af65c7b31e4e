//! Graded hints' rule (`game::hints`) on every shape and mode: from any cell, each press shows a
//! route that goes on from the last one's, along open moves and ever nearer the exit by one, each
//! press one decision point further, until the whole way to the exit is shown; the first press
//! shows one step.

use proptest::prelude::*;
use seedmaze::game::Plan;
use seedmaze::game::hints::Hints;
use seedmaze::maze::shape::{Compass, Topology};
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
        let first_way = maze
            .layout
            .way_word(solution[0], solution[1])
            .expect("a way");
        assert!(
            said.to_lowercase().starts_with(first_way),
            "{mode}: {said} names {first_way}"
        );
        let shown = session.hints().shown().expect("shown").route.clone();
        assert_eq!(shown, solution[..2], "{mode}: the first step");
        assert_eq!(session.hints().taken(), 1);
        // Along the solution to just past its first decision point: the press holds.
        let hints = Hints::new(&maze);
        let past = hints
            .hint(&maze, solution[0], 2)
            .route
            .len()
            .min(solution.len() - 2);
        for (t, &cell) in solution[1..=past].iter().enumerate() {
            assert!(
                session.go_to(cell, t as f64 * 100.0) != seedmaze::game::StepOutcome::Blocked,
                "{mode}"
            );
        }
        let ball = session.play().player();
        session.hints_mut().press().expect("a second hint");
        let second = session.hints().shown().expect("shown").clone();
        assert_eq!(
            second.route,
            hints.hint(&maze, ball, 2).route,
            "{mode}: to the next decision point"
        );
        assert_eq!(session.hints().taken(), 2);
        // A move off the way ends it; the next press starts again with one step.
        if let Some(off) = maze
            .open_neighbors(ball)
            .find(|&n| hints.distance(n) > hints.distance(ball))
        {
            session.go_to(off, 10_000.0);
            assert!(
                session.hints().shown().is_none(),
                "{mode}: a move off the way ends the hint"
            );
            session.hints_mut().press();
            assert_eq!(
                session.hints().shown().expect("shown").route.len(),
                2,
                "{mode}"
            );
            assert_eq!(session.hints().taken(), 3);
        }
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
