//! Ghost runs: the `run=` value's round trips and refusals, runs recorded on random levels of
//! every shape checked by the movement rules and replayed to the exit, tampered runs refused
//! with the right error, and the length of a level-1 run.

use proptest::prelude::*;
use seedmaze::game::{Plan, Session, StepOutcome};
use seedmaze::link::run_code::{MAX_RUN_CS, way_bits};
use seedmaze::link::{MAX_RUN_LEN, Run, RunError, Step};
use seedmaze::maze::shape::{Compass, Topology};
use seedmaze::maze::{Seed, Shape, solve};

fn start(query: &str) -> Session {
    Plan::from_query(query, || Seed::parse("fresh").expect("valid")).start()
}

/// A run on `shape` from `(way, delta)` pairs, the times adding up from 0.
fn run_of(shape: Shape, moves: &[(u8, u32)]) -> Run {
    let mut t = 0;
    let steps = moves
        .iter()
        .map(|&(way, delta)| {
            t += delta;
            Step { way, cs: t }
        })
        .collect();
    Run::new(shape, steps)
}

/// Random moves for a shape's way field: ways that fit it, and deltas mostly human (a tenth
/// of a second to a second) with some long pauses and some instant repeats.
fn moves() -> impl Strategy<Value = (Shape, Vec<(u8, u32)>)> {
    (0..Shape::ALL.len()).prop_flat_map(|i| {
        let shape = Shape::ALL[i];
        let ways = 1u8 << way_bits(shape);
        let delta = prop_oneof![0u32..3, 5u32..100, 100u32..100_000];
        (
            Just(shape),
            proptest::collection::vec((0..ways, delta), 1..300),
        )
    })
}

/// Plays `session` by `presses` (indices into the shape's keys, each with a pause in ms), then
/// walks a shortest way from wherever the ball is to the exit; the cells the ball was on, the
/// start first.
fn play(session: &mut Session, presses: &[(usize, u32)]) -> Vec<u32> {
    let shape = session.params().shape();
    let keys: Vec<&str> = shape
        .ways()
        .iter()
        .flat_map(|w| w.keys.iter().copied())
        .collect();
    let mut cells = vec![0];
    let mut now = 1000.0;
    for &(key, pause) in presses {
        now += f64::from(pause);
        let key = keys[key % keys.len()];
        if let Some((StepOutcome::Moved | StepOutcome::Won, _)) = session.press(key, now) {
            cells.push(session.play().player());
        }
        if session.play().won() {
            return cells;
        }
    }
    let maze = session.play().maze().clone();
    let to_exit = solve::distances_from(&maze, maze.layout.exit());
    while !session.play().won() {
        let here = session.play().player();
        let next = maze
            .layout
            .neighbors(here)
            .find(|n| {
                maze.is_open(n.wall) && to_exit[n.cell as usize] + 1 == to_exit[here as usize]
            })
            .expect("a way towards the exit")
            .cell;
        let key = maze.path_keys(&[here, next]).expect("a key for the step")[0];
        now += 230.0;
        session.press(key, now);
        assert_eq!(session.play().player(), next);
        cells.push(next);
    }
    cells
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn runs_of_every_shape_round_trip(
        (shape, moves) in moves(),
    ) {
        let run = run_of(shape, &moves);
        let text = run.to_param().expect("300 moves fit");
        prop_assert!(text.len() <= MAX_RUN_LEN);
        prop_assert!(text.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
        prop_assert_eq!(Run::parse(&text), Ok(run));
    }

    #[test]
    fn reading_any_text_never_panics_and_what_reads_writes_back_the_same(
        text in prop_oneof![".{0,80}", "1[A-Za-z0-9_-]{0,120}", "1[A-Za-z0-9_=.-]{0,40}"],
    ) {
        if let Ok(run) = Run::parse(&text) {
            // The form is canonical: one value per run.
            prop_assert_eq!(run.to_param(), Ok(text));
            prop_assert!(!run.steps().is_empty());
            prop_assert!(u64::from(run.finish_cs()) <= MAX_RUN_CS);
            prop_assert!(run.steps().windows(2).all(|w| w[0].cs <= w[1].cs));
        }
    }

    #[test]
    fn a_changed_character_is_refused_or_reads_as_the_value_it_is(
        (shape, moves) in moves(),
        at in any::<proptest::sample::Index>(),
        to in 0usize..64,
    ) {
        let text = run_of(shape, &moves).to_param().expect("fits");
        let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
        let mut changed = text.clone().into_bytes();
        let at = 1 + at.index(changed.len() - 1);
        changed[at] = alphabet.as_bytes()[to];
        let changed = String::from_utf8(changed).expect("ASCII");
        if let Ok(run) = Run::parse(&changed) {
            prop_assert_eq!(run.to_param(), Ok(changed));
        }
        // The last character's padding bits are never anything but zeros.
        let last = text.as_bytes()[text.len() - 1];
        let value = alphabet.bytes().position(|b| b == last).expect("in the alphabet");
        if value % 2 == 0 {
            let odd = format!("{}{}", &text[..text.len() - 1], &alphabet[value + 1..value + 2]);
            prop_assert!(Run::parse(&odd).is_err() || Run::parse(&odd).map(|r| r.to_param()) == Ok(Ok(odd.clone())));
        }
    }

    #[test]
    fn a_recorded_winning_run_checks_and_replays_to_the_exit(
        seed in "[a-z]{1,8}",
        shape in 0..Shape::ALL.len(),
        level in 1u32..=3,
        braid in prop_oneof![Just(0u32), Just(50)],
        presses in proptest::collection::vec((0usize..40, 0u32..2000), 0..60),
    ) {
        let shape = Shape::ALL[shape].name();
        let query = format!("seed={seed}&level={level}&shape={shape}&braid={braid}");
        let mut sender = start(&query);
        let cells = play(&mut sender, &presses);
        let run = sender.play().won_run().expect("a won run");
        prop_assert_eq!(run.steps().len(), cells.len() - 1);
        prop_assert_eq!(run.steps().len() as u32, sender.play().moves());
        prop_assert_eq!(run.check(sender.play().maze()), Ok(cells.clone()));
        // The run's clock is the play clock: its last move is the winning time.
        let won_ms = sender.play().timer().elapsed_ms(1e12);
        prop_assert!((f64::from(run.finish_cs()) * 10.0 - won_ms).abs() <= 5.0);
        let shared = sender.results().result_query().expect("after the win");
        let opener = start(&shared);
        prop_assert!(opener.notices().is_empty(), "{:?}", opener.notices());
        let ghost = opener.race().ghost().expect("a ghost");
        let exit = opener.play().maze().layout.exit();
        prop_assert_eq!(ghost.at(Some(1e12)).cell, exit);
        prop_assert!(ghost.finished(Some(ghost.finish_ms())));
        prop_assert_eq!(ghost.at(None).cell, 0);
    }

    #[test]
    fn a_tampered_run_is_refused_with_the_right_error(
        seed in "[a-z]{1,8}",
        shape in 0..Shape::ALL.len(),
        presses in proptest::collection::vec((0usize..40, 1u32..900), 0..30),
        pick in any::<proptest::sample::Index>(),
    ) {
        let shape = Shape::ALL[shape];
        let mut sender = start(&format!("seed={seed}&level=1&shape={}", shape.name()));
        let cells = play(&mut sender, &presses);
        let maze = sender.play().maze().clone();
        let good = sender.play().won_run().expect("a won run").steps().to_vec();
        let i = pick.index(good.len());
        // A way from the cell before move i into a standing wall, else one that leads nowhere.
        let ways = 0..(1u8 << way_bits(shape));
        let there = |w: u8| maze.layout.way_neighbor(cells[i], usize::from(w));
        let blocked = ways
            .clone()
            .find(|&w| there(w).is_some_and(|(wall, _)| !maze.is_open(wall)))
            .or_else(|| ways.clone().find(|&w| there(w).is_none()));
        if let Some(way) = blocked {
            let mut wall = good.clone();
            wall[i].way = way;
            let run = Run::new(shape, wall);
            prop_assert_eq!(run.check(&maze), Err(RunError::IllegalMove(i + 1)));
            // The same refusal through a link, as the opener's notice.
            let text = run.to_param().expect("it still has a form");
            let opener = start(&format!("seed={seed}&level=1&shape={}&run={text}", shape.name()));
            prop_assert!(opener.race().ghost().is_none());
            prop_assert_eq!(
                opener.notices(),
                [format!(
                    "The ghost's run in this link makes an impossible move (move {}), so no ghost is shown and you play alone instead",
                    i + 1
                )]
            );
        }
        if i > 0 && good[i - 1].cs > 0 {
            let mut back = good.clone();
            back[i].cs = good[i - 1].cs - 1;
            let run = Run::new(shape, back);
            prop_assert_eq!(run.check(&maze), Err(RunError::Backwards(i + 1)));
            // No value can say it: times are written as the time since the move before.
            prop_assert_eq!(run.to_param(), Err(RunError::Backwards(i + 1)));
        }
        let short = Run::new(shape, good[..i].to_vec());
        let expected = if i == 0 { RunError::NoMoves } else { RunError::MissesExit };
        prop_assert_eq!(short.check(&maze), Err(expected));
        let text = Run::new(shape, good).to_param().expect("a level-1 run fits");
        let long = format!("{text}{}", "A".repeat(MAX_RUN_LEN + 1 - text.len()));
        prop_assert_eq!(Run::parse(&long), Err(RunError::TooLong(MAX_RUN_LEN + 1)));
    }
}

#[test]
fn a_level_1_run_of_the_shortest_path_adds_well_under_200_characters() {
    let mut longest = (0, String::new());
    for shape in Shape::ALL {
        for n in 0..40 {
            let query = format!("seed=short{n}&level=1&shape={}", shape.name());
            let mut s = start(&query);
            let path = s.solution().to_vec();
            let keys = s.play().maze().path_keys(&path).expect("keys");
            // A brisk but human pace with the odd pause: 150 ms to 1.2 s between moves.
            let mut now = 0.0;
            for (i, key) in keys.iter().enumerate() {
                now += [150.0, 220.0, 310.0, 180.0, 1200.0][i % 5];
                s.press(key, now);
            }
            assert!(s.play().won(), "{query}");
            let added = s.results().run_param().expect("a run").len() + "&run=".len();
            if added > longest.0 {
                longest = (added, query);
            }
        }
    }
    eprintln!(
        "the longest level-1 run adds {} characters ({})",
        longest.0, longest.1
    );
    assert!(longest.0 < 150, "{longest:?}");
}

#[test]
fn a_run_as_long_as_a_link_allows_is_still_read_and_one_more_character_is_not() {
    // Moves of a 2-bit way and a 7-bit delta (20 cs) until the value reaches the cap.
    let count = (MAX_RUN_LEN - 2) * 6 / 9 - 2;
    let run = run_of(Shape::Square, &vec![(1, 20); count]);
    let text = run.to_param().expect("fits");
    assert!(
        text.len() <= MAX_RUN_LEN && text.len() > MAX_RUN_LEN - 10,
        "{}",
        text.len()
    );
    assert_eq!(Run::parse(&text), Ok(run));
    let over = run_of(Shape::Square, &vec![(1, 20); count + 20]);
    assert!(matches!(over.to_param(), Err(RunError::TooLong(_))));
}
