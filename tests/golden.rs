//! Golden vectors: the exact wall bytes of fixed (seed, size, algorithm) cases. Shared links
//! depend on these never changing; a failure here means old links would show other mazes.
//! Format of `golden/vectors.txt`: `seed width height algorithm walls`, one hex digit per cell.

use seedmaze::maze::{Algorithm, Seed, generate};

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
