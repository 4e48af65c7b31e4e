//! The `draw=` decoder on any text: a sentence or a drawing, never a panic or a hang. A
//! decoded drawing writes back to the same code, its kept piece is no bigger than it, and a
//! drawing that makes a maze makes one that joins its start and exit, on square cells and on
//! the shape the code's length picks (hex, triangle or circle), where it may be too thin.
#![no_main]

use libfuzzer_sys::fuzz_target;
use seedmaze::link::draw_code::{decode, encode};
use seedmaze::maze::shape::Topology;
use seedmaze::maze::{Layout, Seed, Shape, generate_shape};

fuzz_target!(|text: &str| {
    let Ok(drawing) = decode(text) else {
        return;
    };
    assert_eq!(encode(&drawing), text, "one code per drawing");
    let Ok(kept) = drawing.kept() else {
        return;
    };
    assert!(kept.drawing.painted_count() + kept.dropped == drawing.painted_count());
    // Small drawings only: the fuzzer's time goes to the decoder.
    if drawing.width() * drawing.height() > 4096 {
        return;
    }
    let seed = Seed::parse("fuzzdraw").expect("a valid seed");
    let square = Layout::drawn(&kept, 8).expect("a valid side");
    let shape = Shape::ALL[1 + text.len() % 3];
    // A drawing too thin for a shape is refused in words, never a panic.
    let other = Layout::drawn_on(&kept, shape, 12).ok();
    for layout in std::iter::once(square).chain(other) {
        let maze = generate_shape(&seed, &layout, Default::default(), 0);
        let solution = maze.solution();
        assert_eq!(solution.first(), Some(&0));
        assert_eq!(solution.last(), Some(&layout.exit()));
    }
});
