//! The first paint's build (`wasm-pack test --headless --chrome crates/web-first`): it
//! paints the page's level and, for a plain level, walks it by the game's rules through the same
//! `Controls` and key table, counts and times the steps, and hands them over once, in order.
#![cfg(target_arch = "wasm32")]

use seedmaze_web_first::controls::{Controls, key_command};
use seedmaze_web_first::{FirstPaint, first_paint};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// The first paint of `search`, made on an 800×600 canvas, as the page makes it in two steps.
fn made(search: &str) -> FirstPaint {
    let mut made = first_paint(search);
    assert!(
        made.commands().is_none() && made.frame().is_none(),
        "nothing made before `make`"
    );
    made.make(800.0, 600.0, 1.0);
    made
}

#[wasm_bindgen_test]
fn a_plain_level_is_walked_and_its_steps_handed_over_once() {
    let mut made = made("?seed=wasm-first&level=2");
    assert!(made.walkable());
    assert!(made.commands().is_some_and(|c| !c.is_empty()));
    assert_eq!(made.status(0.0), ["moves", "0", "time", "0:00.0"]);
    // Every direction, over and over: the walls let some through; each that moves is counted.
    let mut moved = Vec::new();
    for i in 0..200u32 {
        let (code, now) = ((i * 7 % 4) as u16, 1000.0 + f64::from(i) * 50.0);
        if let Some(frame) = made.step(code, now) {
            assert!(
                !frame.is_empty(),
                "a step that moved gives the picture to paint"
            );
            moved.extend([f64::from(code), now]);
        }
    }
    assert!(!moved.is_empty(), "no step moved the ball in 200 tries");
    // Hidden for a second: the clock pauses, and the game is told in the walk.
    let status = made.status(1000.0 + 200.0 * 50.0);
    made.hidden(true, 20_000.0);
    let paused = made.status(20_000.0);
    assert_eq!(made.status(20_900.0), paused, "no time passes while hidden");
    made.hidden(false, 21_000.0);
    let moves = moved.len() / 2;
    assert_eq!(status[1], moves.to_string());
    assert_ne!(status[3], "0:00.0", "the clock runs from the first step");
    let mut walk = moved.clone();
    walk.extend([254.0, 20_000.0, 255.0, 21_000.0]);
    assert_eq!(made.walked(), walk);
    // Handed over: no step is taken, and nothing is handed over twice.
    assert!(made.step(0, 99_999.0).is_none() && made.step(1, 99_999.0).is_none());
    assert!(made.walked().is_empty());
}

#[wasm_bindgen_test]
fn levels_it_paints_but_does_not_walk_and_levels_it_leaves_to_the_game() {
    let challenge = made("?seed=wasm-first&level=2&beat=9000-20");
    assert!(challenge.commands().is_some() && !challenge.walkable());
    let mut hex = made("?seed=wasm-first&shape=hex");
    assert!(hex.commands().is_none() && !hex.walkable());
    assert!(hex.step(1, 1000.0).is_none() && hex.walked().is_empty());
    // A malformed link is the default level, walked as any other.
    let odd = made("?seed=%ZZ&level=-3&size=999999999");
    assert!(odd.walkable() && odd.commands().is_some());
    // A maze the game picks among candidates (`difficulty=`) or gives doors: the level is the
    // game's, its frame alone shown.
    for search in [
        "?seed=wasm-first&difficulty=hard",
        "?seed=wasm-first&level=3&doors=2",
    ] {
        let dialled = made(search);
        assert!(
            dialled.commands().is_none() && dialled.frame().is_some(),
            "{search}"
        );
        assert!(!dialled.walkable(), "{search}");
    }
    // A parameter no build knows changes no maze: the level is walked.
    let tagged = made("?seed=wasm-first&utm_source=x");
    assert!(tagged.walkable() && tagged.commands().is_some());
}

#[wasm_bindgen_test]
fn its_input_is_the_games() {
    assert_eq!(key_command("ArrowUp", false).as_f64(), Some(0.0));
    assert_eq!(key_command("d", false).as_f64(), Some(1.0));
    assert_eq!(
        key_command(" ", false).as_string().as_deref(),
        Some("solution")
    );
    let mut controls = Controls::new();
    assert_eq!(controls.hold("ArrowDown", 2, 0.0), Some(2));
    assert!(controls.holding());
    controls.release("ArrowDown");
    assert!(!controls.holding());
    assert_eq!(
        controls.hold("x", 250, 0.0),
        None,
        "a code that means nothing"
    );
}

#[wasm_bindgen_test]
fn a_roll_on_the_first_paint_walks_its_corridor_at_once_and_hands_over_each_step() {
    use game::Plan;
    use maze::{Seed, corridor};
    let query = "seed=wasm-roll&level=3";
    let session = Plan::from_query(query, || Seed::parse("x").expect("a seed")).start();
    let maze = session.play().maze();
    let second = session.solution()[1];
    let (course, _) = corridor::course(maze, 0, second);
    let mut made = made(&format!("?{query}"));
    let key = if second == 1 {
        "ArrowRight"
    } else {
        "ArrowDown"
    };
    let code = key_command(key, true).as_f64().expect("a roll's code") as u16;
    assert!(code >= 256, "Shift makes a roll: {code}");
    assert!(made.step(code, 1000.0).is_some());
    assert_eq!(
        made.status(1000.0)[1],
        course.len().to_string(),
        "the whole course, at once"
    );
    // Handed over as single steps, one per cell.
    let walked = made.walked();
    assert_eq!(walked.len(), 2 * course.len());
    assert!(
        walked.chunks(2).all(|pair| pair[0] < 4.0),
        "steps, not rolls"
    );
}
