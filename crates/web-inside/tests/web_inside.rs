//! The view from inside's wasm build in headless Chromium (`wasm-pack test --headless --chrome
//! crates/web-inside`): from the cells the game's build sends, the ball faces east at a square's
//! start, Up becomes a step through that side, a turn is no move and says where it faces and
//! what lies ahead, and
//! numbers that are not a mesh draw nothing and do not panic.
#![cfg(target_arch = "wasm32")]

use game::Plan;
use maze::Seed;
use page::keymap::{ROLL_CODE, SLOT_CODE, join_code};
use seedmaze_web_inside::Inside;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// The cells near the ball of `query`'s level, as the game's build sends them.
fn mesh(query: &str) -> Vec<f64> {
    page::inside_mesh::mesh(&Plan::from_query(query, Seed::random).start(), None)
}

/// A square's slots: north, east, south, west (docs/contract.md).
const EAST_SLOT: u16 = 1;
const NORTH: u16 = 0;
const EAST: u16 = 1;

#[wasm_bindgen_test]
fn up_steps_through_the_side_faced_and_a_turn_is_no_move() {
    let mut view = Inside::new();
    let cells = mesh("seed=inside-wasm&level=3");
    view.show(cells.clone());
    assert!(view.said().starts_with("Facing east. "), "{}", view.said());
    assert!(view.said().contains(" ahead"), "and what lies ahead");
    let step = u16::from(SLOT_CODE) + EAST_SLOT;
    assert_eq!(
        view.press(cells.clone(), NORTH),
        Some(step),
        "Up steps east"
    );
    assert_eq!(
        view.press(cells.clone(), join_code(0, true)),
        Some(step + ROLL_CODE),
        "Shift+Up rolls"
    );
    assert_eq!(view.press(cells.clone(), EAST), None, "Right turns");
    assert!(view.said().starts_with("Facing south. "));
    assert!(
        view.view_said(true)
            .starts_with("Inside the maze. Facing south.")
    );
    let frame = view.frame(320.0, 200.0, 0.0, true);
    assert!(frame.len() > 20, "the sky, the floor and the walls");
}

#[wasm_bindgen_test]
fn numbers_that_are_not_cells_draw_nothing() {
    let mut view = Inside::new();
    for numbers in [vec![], vec![f64::NAN; 40], vec![1e300; 9]] {
        view.show(numbers.clone());
        assert_eq!(view.press(numbers, NORTH), None, "no side to step through");
        assert!(view.frame(100.0, 100.0, 0.0, false).is_empty());
        assert_eq!(view.said(), "");
    }
}
