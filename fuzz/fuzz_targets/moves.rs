//! Arbitrary key sequences against the rules: never through a wall, never off the grid, the
//! win only at the exit, the move counter exact, restarts and level changes consistent.
#![no_main]

use libfuzzer_sys::fuzz_target;
use seedmaze::game::{Plan, StepOutcome};
use seedmaze::maze::{Direction, Seed};

// The oracle the property tests use (shares no code with the crate's grid).
#[path = "../../tests/common/oracle.rs"]
mod oracle;
use oracle::step_by_wall_bytes;

fuzz_target!(|input: (u8, Vec<u8>)| {
    let (size, keys) = input;
    let side = 2 + u32::from(size % 24);
    let query = format!(
        "seed=fuzzmoves&size={side}&algo={}",
        if size & 0x80 == 0 {
            "union-find"
        } else {
            "perfect"
        }
    );
    let mut session = Plan::from_query(&query, || {
        Seed::parse("x").unwrap_or_else(|_| Seed::random())
    })
    .start();
    let mut moves = 0u32;
    for (t, key) in keys.into_iter().enumerate() {
        let now = t as f64 * 16.0;
        match key {
            0..=3 => {
                let dir = Direction::from_u8(key).expect("0..4 are directions");
                let grid = session.play().square().expect("the levels here are square");
                let (width, height) = (grid.width(), grid.height());
                let walls = grid.walls().to_vec();
                assert_eq!(walls.len(), (width * height) as usize);
                let before = session.play().player();
                let was_won = session.play().won();
                let outcome = session.step(dir, now);
                let after = session.play().player();
                assert!(after < width * height);
                let expected = step_by_wall_bytes(&walls, width, height, before, dir);
                match outcome {
                    StepOutcome::Moved | StepOutcome::Won => {
                        moves += 1;
                        assert_eq!(
                            expected,
                            Some(after),
                            "walked through a wall or off the grid"
                        );
                        assert_eq!(outcome == StepOutcome::Won, after == width * height - 1);
                    }
                    StepOutcome::Blocked => {
                        assert_eq!(expected, None, "blocked at an open passage");
                        assert_eq!(before, after);
                    }
                    StepOutcome::Finished => assert!(was_won && before == after),
                }
                assert_eq!(session.play().moves(), moves);
                assert_eq!(session.play().won(), was_won || outcome == StepOutcome::Won);
            }
            4 => {
                session.play_mut().restart();
                moves = 0;
                assert_eq!(session.play().player(), 0);
            }
            5 => {
                let won = session.play().won();
                let level = session.params().level;
                let next = Plan::next_level(&session, || {
                    Seed::parse("next").unwrap_or_else(|_| Seed::random())
                });
                assert_eq!(next.is_some(), won);
                if let Some(plan) = next {
                    session = plan.start();
                    moves = 0;
                    assert!(session.params().level >= level);
                    assert_eq!(session.play().moves(), 0);
                }
            }
            6 => {
                session.play_mut().timer_mut().pause(now);
            }
            7 => {
                let won = session.play().won();
                session.play_mut().timer_mut().resume(now, won);
            }
            _ => {
                session.toggle_solution();
            }
        }
        let elapsed = session.play().timer().elapsed_ms(now);
        assert!(elapsed.is_finite() && elapsed >= 0.0);
    }
});
