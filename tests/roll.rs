//! Rolls and taps (`maze::corridor`, `game::roll`) on every shape and mode, against rules
//! checked here: a roll's course walks open moves, goes on only through cells with one way on
//! that are not the exit, a stair or a crossing, and stops on a cell that is one; a level is won
//! by rolls alone, pressed at the start and at each stop of the solution, in exactly the
//! solution's moves; a tap walks only to a cell on a course from the ball's cell.

use proptest::prelude::*;
use seedmaze::game::Plan;
use seedmaze::game::roll::{CELL_MS, Glide, Rest, TapRefusal, course, tap_walk};
use seedmaze::game::{Session, StepOutcome};
use seedmaze::maze::shape::{Geometry, Topology};
use seedmaze::maze::{Graph, Seed, ShapeMaze};

#[path = "common/modes.rs"]
mod modes;
use modes::MODES;
#[path = "common/stops.rs"]
mod stops;
use stops::{open_ways, stop_here};

fn session(seed: &str, level: u32, mode: &str) -> Session {
    let query = format!("seed={seed}&level={level}{mode}");
    let plan = Plan::from_query(&query, || Seed::parse("unused").expect("a seed"));
    let session = plan.start();
    assert!(
        session.notices().is_empty(),
        "{query}: {:?}",
        session.notices()
    );
    session
}

/// Checks `course` for a roll from `from` to `to` against this file's own walk: each step the
/// one way on, through cells where `stop_here` goes on, to the first cell where it stops, for
/// the reason it gives.
fn check_course(maze: &ShapeMaze, from: u32, to: u32) -> (Vec<u32>, Rest) {
    let ways = open_ways(maze);
    assert!(
        ways[from as usize].contains(&to),
        "{from} to {to} is a move"
    );
    let mut expected = vec![to];
    let (mut back, mut at) = (from, to);
    let expected_rest = loop {
        if let Some(rest) = stop_here(maze, &ways, back, at) {
            break rest;
        }
        // A loop of corridors alone: a roll walks each cell at most once.
        if expected.len() > ways.len() {
            break Rest::Fork;
        }
        let next = ways[at as usize]
            .iter()
            .copied()
            .find(|&n| n != back)
            .expect("one way on");
        expected.push(next);
        (back, at) = (at, next);
    };
    let (cells, rest) = course(maze, from, to);
    assert_eq!(
        cells, expected,
        "the roll from {from} by {to} walks its corridor"
    );
    assert_eq!(
        rest, expected_rest,
        "the roll from {from} by {to} stops for its reason"
    );
    (cells, rest)
}

/// Wins `session`'s level by rolls: at the start and at each stop, the solution's next cell,
/// then the course; returns the presses.
fn win_by_rolls(session: &mut Session) -> usize {
    let solution = session.solution().to_vec();
    let mut presses = 0;
    let mut i = 0;
    while i + 1 < solution.len() {
        presses += 1;
        let maze = session.play().maze().clone();
        let (cells, _) = check_course(&maze, solution[i], solution[i + 1]);
        for &cell in &cells {
            i += 1;
            assert_eq!(cell, solution[i], "a roll along the solution follows it");
            let outcome = session.go_to(cell, 0.0);
            assert!(matches!(outcome, StepOutcome::Moved | StepOutcome::Won));
        }
    }
    assert!(session.play().won());
    assert_eq!(session.play().moves() as usize, solution.len() - 1);
    presses
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn every_mode_is_won_by_rolls_in_the_solution_s_moves(seed in "[a-z]{1,8}", level in 1u32..7) {
        for mode in MODES {
            let mut session = session(&seed, level, mode);
            let moves = session.solution().len() - 1;
            let presses = win_by_rolls(&mut session);
            prop_assert!(presses <= moves, "{mode}: {presses} presses for {moves} moves");
        }
    }

    #[test]
    fn a_tap_walks_only_along_a_course_from_the_ball(seed in "[a-z]{1,8}", level in 1u32..6) {
        for mode in MODES {
            let session = session(&seed, level, mode);
            let maze = session.play().maze();
            let from = maze.layout.cells() / 2;
            let mut reach = Vec::new();
            for first in maze.open_neighbors(from) {
                let (cells, _) = check_course(maze, from, first);
                for (k, &cell) in cells.iter().enumerate() {
                    // A corridor round a loop may come back to the ball: a tap there is on the ball.
                    if cell == from {
                        prop_assert_eq!(tap_walk(maze, from, cell), Err(TapRefusal::Here));
                        continue;
                    }
                    // This corridor's way there, or a shorter one round a loop.
                    let walk = tap_walk(maze, from, cell).expect("a walk");
                    prop_assert!(walk.len() <= k + 1 && walk.last() == Some(&cell));
                    prop_assert!(maze.open_neighbors(from).any(|n| n == walk[0]));
                    prop_assert!(course(maze, from, walk[0]).0.starts_with(&walk), "along a course");
                }
                reach.extend(cells);
            }
            prop_assert_eq!(tap_walk(maze, from, from), Err(TapRefusal::Here));
            for cell in (0..maze.layout.cells()).filter(|c| *c != from && !reach.contains(c)) {
                prop_assert_eq!(tap_walk(maze, from, cell), Err(TapRefusal::BeyondFork));
            }
        }
    }
}

#[test]
fn rolls_stop_at_stairs_crossings_forks_and_dead_ends() {
    for (mode, wanted) in [
        ("&floors=3", Rest::Stair),
        ("&weave=1", Rest::Crossing),
        ("", Rest::Fork),
        ("", Rest::DeadEnd),
    ] {
        let session = session("stops", 6, mode);
        let maze = session.play().maze();
        let found = (0..maze.layout.cells()).any(|from| {
            maze.open_neighbors(from)
                .any(|to| check_course(maze, from, to).1 == wanted)
        });
        assert!(found, "{mode}: some roll stops for {wanted:?}");
    }
}

#[test]
fn a_glide_walks_one_cell_each_step_of_time_or_all_at_once() {
    let glide = Glide::new(vec![5, 6, 7], Rest::Fork, 1000.0, false);
    assert!(glide.due(1000.0).is_empty());
    assert_eq!(glide.due(1000.0 + CELL_MS), vec![(5, 1000.0 + CELL_MS)]);
    let late = glide.due(1000.0 + 10.0 * CELL_MS);
    assert_eq!(late.iter().map(|c| c.0).collect::<Vec<_>>(), [5, 6, 7]);
    assert!(
        late.windows(2).all(|w| w[1].1 > w[0].1),
        "each cell at its own time"
    );
    let mut glide = Glide::new(vec![5, 6, 7], Rest::DeadEnd, 0.0, true);
    assert_eq!(glide.due(0.0).len(), 3, "at once with reduced motion");
    glide.walked();
    assert_eq!(glide.due(0.0).len(), 2);
    assert_eq!(glide.left(), 2);
    assert!(!glide.done());
    const { assert!(CELL_MS <= 1000.0 / 40.0, "at least 40 cells a second") };
}

#[test]
fn a_tap_on_a_cell_s_centre_names_that_cell_in_every_mode() {
    for mode in MODES {
        let session = session("taps", 5, mode);
        let layout = &session.play().maze().layout;
        for cell in 0..layout.cells() {
            let centre = layout.center(cell).expect("a centre");
            let found = layout
                .cell_at(centre, layout.view_bounds(cell))
                .map(|(c, _)| c);
            assert_eq!(found, Some(cell), "{mode}: cell {cell}");
        }
    }
}
