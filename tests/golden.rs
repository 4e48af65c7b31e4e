//! Golden vectors: the exact wall bytes of fixed (seed, size, algorithm) cases. Shared links
//! depend on these never changing; a failure here means old links would show other mazes.
//! Format of `golden/vectors.txt`: `seed width height algorithm walls`, one hex digit per cell.

use seedmaze::maze::{Algorithm, Layout, Seed, Shape, generate, generate_shape};

#[path = "common/fnv.rs"]
mod fnv;

const VECTORS: &str = include_str!("golden/vectors.txt");

#[test]
fn golden_mazes_never_change() {
    let mut checked = 0;
    for line in VECTORS.lines().filter(|l| !l.trim().is_empty()) {
        let f: Vec<&str> = line.split(' ').collect();
        assert_eq!(f.len(), 5, "bad vector line {line:?}");
        let seed = Seed::parse(f[0]).expect("vector seed");
        let (w, h) = (f[1].parse().expect("width"), f[2].parse().expect("height"));
        let algorithm = Algorithm::from_name(f[3]).expect("vector algorithm");
        let maze = generate(&seed, w, h, algorithm).expect("vector size");
        let hex: String = maze.grid.walls().iter().map(|b| format!("{b:x}")).collect();
        assert_eq!(hex, f[4], "maze {} {w}x{h} {} changed", f[0], f[3]);
        checked += 1;
    }
    assert!(checked >= 5, "only {checked} golden vectors");
}

/// Every shape's golden mazes: `golden/shapes.txt` holds `shape size seed algorithm braid
/// removed`, the erased wall ids in order (which fix the whole maze).
const SHAPES: &str = include_str!("golden/shapes.txt");

/// Checks every line of `vectors`, `a b seed algorithm braid removed`, against the maze of
/// `layout(a, b)`; how many lines were checked.
fn check_removed_vectors(vectors: &str, layout: impl Fn(&str, &str) -> Layout) -> usize {
    let mut checked = 0;
    for line in vectors.lines().filter(|l| !l.trim().is_empty()) {
        let f: Vec<&str> = line.split(' ').collect();
        assert_eq!(f.len(), 6, "bad vector line {line:.40}");
        let layout = layout(f[0], f[1]);
        let seed = Seed::parse(f[2]).expect("vector seed");
        let algorithm = Algorithm::from_name(f[3]).expect("vector algorithm");
        let maze = generate_shape(&seed, &layout, algorithm, f[4].parse().expect("braid"));
        let removed: Vec<String> = maze.removed.iter().map(u32::to_string).collect();
        assert_eq!(removed.join(","), f[5], "{line:.40} changed");
        checked += 1;
    }
    checked
}

#[test]
fn golden_shape_mazes_never_change() {
    let checked = check_removed_vectors(SHAPES, |shape, size| {
        let shape = Shape::from_name(shape).expect("vector shape");
        Layout::new(shape, size.parse().expect("size")).expect("vector size")
    });
    for shape in ["hex", "triangle", "circle"] {
        assert!(SHAPES.lines().filter(|l| l.starts_with(shape)).count() >= 6);
    }
    assert!(checked >= 20, "only {checked} shape vectors");
}

/// Word mazes' golden mazes: `golden/masks.txt` holds `mask side seed algorithm braid removed`,
/// the mask with `_` for each space (a mask has no `_`), `side` the level's side that sets the
/// scale, and the erased wall ids in order.
const MASKS: &str = include_str!("golden/masks.txt");

#[test]
fn golden_word_mazes_never_change() {
    use seedmaze::maze::mask::Mask;
    let checked = check_removed_vectors(MASKS, |mask, side| {
        let mask = Mask::parse(&mask.replace('_', " ")).expect("vector mask");
        Layout::masked(&mask, side.parse().expect("side")).expect("vector side")
    });
    assert!(checked >= 3, "only {checked} word maze vectors");
}

/// Braided links at sizes the small vectors do not reach, in every kind of maze:
/// `golden/braided.txt` holds `query hash count`, the erased ids' hash (`fnv::erased_hash`)
/// and their count, as the braid made them before its pass was made quicker (fef036e). The
/// braid is the level's last step, so any change to it shows here.
const BRAIDED: &str = include_str!("golden/braided.txt");

#[test]
fn golden_braided_links_never_change() {
    use seedmaze::game::{Plan, level_maker};
    let mut checked = 0;
    for line in BRAIDED.lines().filter(|l| !l.trim().is_empty()) {
        let f: Vec<&str> = line.split(' ').collect();
        assert_eq!(f.len(), 3, "bad braided line {line:?}");
        let plan = Plan::from_query(f[0], || Seed::parse("unused").expect("seed"));
        assert!(plan.notices().is_empty(), "{}: {:?}", f[0], plan.notices());
        let (maze, _) = level_maker::make_level(plan.params()).expect("a braided level");
        let got = format!("{} {}", fnv::erased_hash(&maze.removed), maze.removed.len());
        assert_eq!(got, format!("{} {}", f[1], f[2]), "{} changed", f[0]);
        checked += 1;
    }
    assert!(checked >= 12, "only {checked} braided links");
}
