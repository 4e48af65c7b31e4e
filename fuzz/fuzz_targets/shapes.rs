//! Any shape, size, generator and braid, then arbitrary key presses and swipes: every move goes
//! through an erased interior wall, keys never panic, and the CLI's keys walk the solution.
#![no_main]

use libfuzzer_sys::fuzz_target;
use seedmaze::maze::shape::ways::Press;
use seedmaze::maze::shape::{Compass, Topology};
use seedmaze::maze::{Algorithm, Layout, Seed, Shape, generate_shape};

/// Keys worth pressing: every shape's keys and a few that do nothing.
const KEYS: [&str; 24] = [
    "ArrowUp",
    "ArrowDown",
    "ArrowLeft",
    "ArrowRight",
    "w",
    "a",
    "s",
    "d",
    "q",
    "e",
    "z",
    "x",
    "h",
    "j",
    "k",
    "l",
    "W",
    "E",
    "Q",
    "X",
    "Tab",
    "",
    "é",
    "ArrowUpp",
];

fuzz_target!(|input: (u8, u8, u8, u8, Vec<(u8, u16)>)| {
    let (shape, size, algorithm, braid, presses) = input;
    let shape = Shape::ALL[usize::from(shape) % Shape::ALL.len()];
    let algorithm = Algorithm::ALL[usize::from(algorithm) % Algorithm::ALL.len()];
    let Ok(layout) = Layout::new(shape, 2 + u32::from(size % 12)) else {
        return;
    };
    let seed = Seed::parse("fuzzshapes").expect("a valid seed");
    let maze = generate_shape(&seed, &layout, algorithm, u32::from(braid % 101));
    let erased: std::collections::HashSet<u32> = maze.removed.iter().copied().collect();
    // A move is legal when an erased interior wall joins the two cells, by the edge list.
    let edges = layout.edges();
    let joined = |a: u32, b: u32| {
        edges
            .iter()
            .any(|&(id, x, y)| erased.contains(&id) && ((x, y) == (a, b) || (x, y) == (b, a)))
    };
    let mut cell = 0;
    for (choice, angle) in presses {
        let press = if choice < 200 {
            maze.press(cell, KEYS[usize::from(choice) % KEYS.len()])
        } else {
            layout.swipe(|w| maze.is_open(w), cell, f64::from(angle) / 10.0)
        };
        if let Some(Press::Move { to, .. }) = press {
            assert!(joined(cell, to), "moved from {cell} to {to} through a wall");
            cell = to;
        }
        assert!(cell < layout.cells());
    }
    let solution = maze.solution();
    let keys = maze.path_keys(&solution).expect("keys for the solution");
    let mut at = 0;
    for key in keys {
        match maze.press(at, key) {
            Some(Press::Move { to, .. }) => at = to,
            other => panic!("{key} in {at}: {other:?}"),
        }
    }
    assert_eq!(at, layout.exit());
});
