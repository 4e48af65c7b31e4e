//! The inside view against rays of the test's own: what the frame says each column sees is
//! what a brute-force ray through every wall of the whole maze hits first. A circle's arcs are
//! seen as the contract draws them, chords of at most 7.5°: the test cuts them itself.

use maze::shape::{Geometry, Stroke, Topology};
use maze::{Algorithm, Layout, Seed, Shape, ShapeMaze, generate_shape};
use proptest::prelude::*;
use seedmaze_inside::{Camera, Frame, FrameSize, Nearby};

const REACH: f64 = 12.0;

/// A wall of the whole maze as the test reads it: a segment.
enum Wall {
    Line([f64; 2], [f64; 2]),
}

/// An arc around `c` of radius `r` from angle `a0` to `a1` as the contract draws it: cut into
/// the fewest equal chords of at most 7.5° each.
fn arc_chords(c: [f64; 2], r: f64, a0: f64, a1: f64) -> Vec<Wall> {
    let n = ((a1 - a0) / 7.5f64.to_radians()).ceil().max(1.0) as u32;
    let point = |i: u32| {
        let a = a0 + (a1 - a0) * f64::from(i) / f64::from(n);
        [c[0] + r * a.cos(), c[1] + r * a.sin()]
    };
    (0..n).map(|i| Wall::Line(point(i), point(i + 1))).collect()
}

/// Every standing wall of `maze`: closed interior walls and the whole border.
fn every_wall(maze: &ShapeMaze) -> Vec<Wall> {
    let layout = &maze.layout;
    let mut strokes: Vec<Stroke> = Vec::new();
    layout.for_each_interior_wall(|w| {
        if !maze.is_open(w) {
            strokes.extend(layout.wall_stroke(w));
        }
    });
    strokes.extend(layout.border());
    strokes
        .into_iter()
        .flat_map(|s| match s {
            Stroke::Line([x0, y0, x1, y1]) => vec![Wall::Line([x0, y0], [x1, y1])],
            Stroke::Arc([cx, cy, r, a0, a1]) => arc_chords([cx, cy], r, a0, a1),
        })
        .collect()
}

/// Where the ray from `p` along unit `d` first meets `wall` (distance along it), if it does.
fn hit(p: [f64; 2], d: [f64; 2], wall: &Wall) -> Option<f64> {
    match *wall {
        Wall::Line(a, b) => {
            let e = [b[0] - a[0], b[1] - a[1]];
            let det = d[0] * (-e[1]) - d[1] * (-e[0]);
            if det.abs() < 1e-12 {
                return None;
            }
            let w = [a[0] - p[0], a[1] - p[1]];
            let t = (w[0] * (-e[1]) - w[1] * (-e[0])) / det;
            let u = (d[0] * w[1] - d[1] * w[0]) / det;
            (t > 1e-9 && (-1e-9..=1.0 + 1e-9).contains(&u)).then_some(t)
        }
    }
}

/// The test's own column → ray: the screen's middle looks along `angle`, its edges 45° aside.
fn ray(camera: &Camera, width: f64, x: f64) -> [f64; 2] {
    let half = width / 2.0;
    let off = ((x - half) / half).atan();
    let a = camera.angle + off;
    [a.cos(), a.sin()]
}

/// Checks one view: each column's nearest wall within reach is at the frame's depth for that
/// column, and the frame names each piece once.
fn check(maze: &ShapeMaze, cell: u32, angle: f64) -> Result<(), TestCaseError> {
    let layout = &maze.layout;
    let at = layout.center(cell).unwrap();
    let camera = Camera::new(at, angle);
    let screen = FrameSize {
        width: 240.0,
        height: 160.0,
    };
    let scene = Nearby::around(layout, cell, REACH, &|w| maze.is_open(w));
    let frame = Frame::cast(&scene, &camera, screen);
    let walls = every_wall(maze);
    let mut pieces: Vec<usize> = frame.seen.iter().map(|s| s.piece).collect();
    pieces.sort_unstable();
    pieces.dedup();
    prop_assert_eq!(pieces.len(), frame.seen.len(), "a piece named twice");
    for c in 0..240 {
        let x = c as f64 + 0.5;
        let d = ray(&camera, screen.width, x);
        let Some(t) = walls.iter().filter_map(|w| hit(at, d, w)).reduce(f64::min) else {
            continue;
        };
        if t > REACH {
            continue;
        }
        let ahead = camera.ahead();
        let depth = t * (d[0] * ahead[0] + d[1] * ahead[1]);
        let framed = frame.depth[c];
        prop_assert!(
            (framed - depth).abs() <= 1e-6 * depth,
            "column {c}: the test's ray meets a wall at depth {depth}, the frame says {framed}"
        );
        // The piece the frame names for this column is there, at that depth.
        let named = frame
            .seen
            .iter()
            .find(|s| s.spans.iter().any(|sp| sp.x[0] <= x && x <= sp.x[1]));
        prop_assert!(
            named.is_some(),
            "column {c} sees a wall the frame does not name"
        );
    }
    Ok(())
}

fn shapes() -> impl Strategy<Value = (Shape, u32)> {
    prop_oneof![
        Just((Shape::Square, 8)),
        Just((Shape::Hex, 7)),
        Just((Shape::Triangle, 8)),
        Just((Shape::Circle, 6)),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn every_wall_in_sight_is_in_the_frame_once_at_its_depth(
        (shape, size) in shapes(),
        seed in "[a-z]{1,8}",
        braid in prop_oneof![Just(0u32), Just(60)],
        cell_pick in 0u32..10_000,
        angle in 0.0..std::f64::consts::TAU,
    ) {
        let layout = Layout::new(shape, size).unwrap();
        let maze = generate_shape(&Seed::parse(&seed).unwrap(), &layout, Algorithm::Perfect, braid);
        let cell = cell_pick % maze.layout.cells();
        check(&maze, cell, angle)?;
    }
}

#[test]
fn a_wall_ahead_fills_the_columns_a_ray_of_the_test_finds() {
    // Four cells in a row over four closed ones: walls 0, 2 and 4 (the east sides of cells 0,
    // 1 and 2) open, so that from cell 0's centre, facing east, the border 3.5 units ahead
    // closes the corridor, and the corridor's sides are half a unit either way.
    let layout = Layout::square(4, 2).unwrap();
    let open = |w: u32| [0, 2, 4].contains(&w);
    let camera = Camera::new([0.5, 0.5], 0.0);
    let screen = FrameSize {
        width: 700.0,
        height: 400.0,
    };
    let scene = Nearby::around(&layout, 0, REACH, &open);
    let frame = Frame::cast(&scene, &camera, screen);
    let end = scene
        .pieces
        .iter()
        .position(|p| p.a[0] == 4.0 && p.b[0] == 4.0 && p.a[1].min(p.b[1]) == 0.0)
        .expect("the corridor's end");
    // The test's own ray: column x looks at angle atan((x − 350) / 350); at 3.5 units ahead it
    // meets the end where its offset is within half a unit either way.
    let expected: Vec<usize> = (0..700)
        .filter(|&c| {
            let off = ((c as f64 + 0.5 - 350.0) / 350.0).atan();
            (3.5 * off.tan()).abs() < 0.5
        })
        .collect();
    assert_eq!(
        expected.len(),
        100,
        "350 px per unit at depth 1: 100 px at 3.5"
    );
    let seen = frame
        .seen
        .iter()
        .find(|s| s.piece == end)
        .expect("the end is in sight");
    let columns: Vec<usize> = (0..700)
        .filter(|&c| {
            seen.spans
                .iter()
                .any(|sp| sp.x[0] <= c as f64 + 0.5 && c as f64 + 0.5 <= sp.x[1])
        })
        .collect();
    assert_eq!(columns, expected);
    for c in expected {
        assert!(
            (frame.depth[c] - 3.5).abs() < 1e-9,
            "depth {} at column {c}",
            frame.depth[c]
        );
    }
}
