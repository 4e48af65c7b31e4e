//! The square game's build (`wasm-pack test --headless --chrome --features play`): its square
//! mazes are the contract's (the golden vectors, in the page and from the worker), it plays a level
//! to the win, and it says which levels it leaves to the full game's build: `plan.carried` is false
//! for them, and a plan started anyway gives level 1 with a sentence, never a wrong maze.
#![cfg(all(target_arch = "wasm32", feature = "play"))]

use seedmaze::web::{self, Game, Outcome, PagePlan};

#[path = "common/wasm.rs"]
mod common;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn golden_vectors_hold_in_the_square_games_wasm_and_its_worker() {
    let mut checked = 0;
    for (query, v) in common::game_vectors() {
        let want = v.hex;
        let plan = PagePlan::from_query(&query);
        assert!(plan.carried(), "{query}: a plain square is this build's");
        let game = Game::start(&plan);
        assert!(game.notices().is_empty(), "{query}: {:?}", game.notices());
        assert_eq!(common::hex(&game.wall_bytes().to_vec()), want, "{query}");
        // The worker's half (this build's make_level) sends the same bytes.
        let parts = web::worker::make_level(&query, &js_sys::Function::new_no_args(""), 0).unwrap();
        let walls = js_sys::Reflect::get(&parts, &"walls".into()).unwrap();
        assert_eq!(
            common::hex(&walls.unchecked_into::<js_sys::Uint8Array>().to_vec()),
            want,
            "{query}: worker"
        );
        checked += 1;
    }
    assert!(checked >= 3, "{checked}");
}

#[wasm_bindgen_test]
fn a_square_level_plays_to_the_win() {
    let mut game = common::start("seed=play-build&level=2&braid=20");
    assert_eq!(game.shape(), "square");
    let path = game.solution_cells().to_vec();
    assert_eq!(path.first(), Some(&0));
    for (i, pair) in path.windows(2).enumerate() {
        let dir = common::direction(pair[0], pair[1]);
        let outcome = game.step(dir as u16, 100.0 * i as f64);
        assert!(
            matches!(outcome, Outcome::Moved | Outcome::Won),
            "step {i}: {outcome:?}"
        );
    }
    assert!(game.won());
    assert!(game.next_plan().is_some_and(|plan| plan.carried()));
}

#[wasm_bindgen_test]
fn levels_of_the_full_game_are_left_to_it() {
    for query in [
        "seed=left&level=3&shape=hex",
        "seed=left&level=3&shape=triangle",
        "seed=left&level=3&shape=circle",
        "seed=left&level=3&mask=HI",
        "seed=left&level=3&weave=1",
    ] {
        let plan = PagePlan::from_query(query);
        assert!(!plan.carried(), "{query}");
        // Started anyway: level 1 of the seed, square, and a sentence that says why.
        let game = Game::start(&plan);
        assert_eq!(
            (game.shape().as_str(), game.level()),
            ("square", 1),
            "{query}"
        );
        let notices = game.notices().join(" ");
        assert!(
            notices.contains("plain square mazes only"),
            "{query}: {notices}"
        );
    }
}
