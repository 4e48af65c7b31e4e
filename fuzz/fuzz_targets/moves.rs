//! Arbitrary key sequences against the rules: never through a wall, never off the grid, the
//! win only at the exit, the move counter exact, restarts and level changes consistent.
#![no_main]

use libfuzzer_sys::fuzz_target;
use seedmaze::game::{Outcome, Session};
use seedmaze::maze::{Direction, Seed};

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
    let mut session = Session::from_query(&query, || {
        Seed::parse("x").unwrap_or_else(|_| Seed::random())
    });
    let mut moves = 0u32;
    for (t, key) in keys.into_iter().enumerate() {
        let now = t as f64 * 16.0;
        match key {
            0..=3 => {
                let dir = Direction::from_u8(key).expect("0..4 are directions");
                let grid = session.play().maze().grid.clone();
                let before = session.play().player();
                let was_won = session.play().won();
                let outcome = session.step(dir, now);
                let after = session.play().player();
                assert!(after < grid.cells());
                match outcome {
                    Outcome::Moved | Outcome::Won => {
                        moves += 1;
                        assert!(grid.is_open(before, dir), "walked through a wall");
                        assert_eq!(grid.neighbor(before, dir), Some(after));
                        assert_eq!(outcome == Outcome::Won, after == grid.exit());
                    }
                    Outcome::Blocked => assert_eq!(before, after),
                    Outcome::Finished => assert!(was_won && before == after),
                }
                assert_eq!(session.play().moves(), moves);
                assert_eq!(session.play().won(), was_won || outcome == Outcome::Won);
            }
            4 => {
                session.play_mut().restart();
                moves = 0;
                assert_eq!(session.play().player(), 0);
            }
            5 => {
                let won = session.play().won();
                let level = session.params().level;
                let advanced =
                    session.next_level(|| Seed::parse("next").unwrap_or_else(|_| Seed::random()));
                assert_eq!(advanced, won);
                if advanced {
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
