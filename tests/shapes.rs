//! Property tests of every shape against independent reference code: the generators' rules,
//! braid, the shortest path, the keys that walk it, and the geometry the renderer draws.

#[path = "common/naive.rs"]
mod naive;
use naive::Naive;
use proptest::prelude::*;
use seedmaze::maze::search::{Strategy as Search, explore};
use seedmaze::maze::shape::ways::Press;
use seedmaze::maze::shape::{Compass, Geometry, Heading, Layout, Shape, Stroke, Topology};
use seedmaze::maze::stats::stats;
use seedmaze::maze::{Algorithm, Seed, ShapeMaze, generate_shape};
use std::collections::{HashMap, VecDeque};

/// The edges as the JSON gives them: id -> (a, b).
fn edge_map(layout: &Layout) -> HashMap<u32, (usize, usize)> {
    layout
        .edges()
        .into_iter()
        .map(|(id, a, b)| (id, (a as usize, b as usize)))
        .collect()
}

/// Open-passage adjacency from the erased ids and the edge list only.
fn adjacency(maze: &ShapeMaze) -> Vec<Vec<usize>> {
    let edges = edge_map(&maze.layout);
    let mut adj = vec![Vec::new(); maze.layout.cells() as usize];
    for wall in &maze.removed {
        let (a, b) = edges[wall];
        adj[a].push(b);
        adj[b].push(a);
    }
    adj
}

/// Distances from cell 0 by a breadth-first search written here, over `edges` and `removed`.
fn bfs(adj: &[Vec<usize>]) -> Vec<Option<usize>> {
    let mut dist = vec![None; adj.len()];
    dist[0] = Some(0);
    let mut queue = VecDeque::from([0usize]);
    while let Some(c) = queue.pop_front() {
        let d = dist[c].unwrap();
        for &n in &adj[c] {
            if dist[n].is_none() {
                dist[n] = Some(d + 1);
                queue.push_back(n);
            }
        }
    }
    dist
}

/// Cells with one open side that the shape lets braid open (they have a standing wall).
fn removable_dead_ends(maze: &ShapeMaze) -> usize {
    let adj = adjacency(maze);
    (0..maze.layout.cells())
        .filter(|&c| adj[c as usize].len() == 1 && maze.layout.neighbors(c).count() > 1)
        .count()
}

/// Cells with no open side.
fn isolated(maze: &ShapeMaze) -> usize {
    adjacency(maze).iter().filter(|n| n.is_empty()).count()
}

fn shape_and_size() -> impl Strategy<Value = (Shape, u32)> {
    prop_oneof![
        (Just(Shape::Square), 2u32..12),
        (Just(Shape::Hex), 2u32..12),
        (Just(Shape::Triangle), 2u32..9),
        (Just(Shape::Circle), 2u32..7),
    ]
}

fn seed() -> impl Strategy<Value = Seed> {
    "[A-Za-z0-9_-]{1,12}".prop_map(|s| Seed::parse(&s).unwrap())
}

fn algorithm() -> impl Strategy<Value = Algorithm> {
    proptest::sample::select(Algorithm::ALL.to_vec())
}

fn make(seed: &Seed, shape: Shape, size: u32, algorithm: Algorithm, braid: u32) -> ShapeMaze {
    generate_shape(seed, &Layout::new(shape, size).unwrap(), algorithm, braid)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn tree_generators_erase_a_forest_and_follow_their_stop_rule(
        (shape, size) in shape_and_size(), seed in seed(), algorithm in algorithm(),
    ) {
        prop_assume!(algorithm != Algorithm::PathCut);
        let maze = make(&seed, shape, size, algorithm, 0);
        let edges = edge_map(&maze.layout);
        let cells = maze.layout.cells() as usize;
        let exit = cells - 1;
        let mut sets = Naive::new(cells);
        for (i, wall) in maze.removed.iter().enumerate() {
            let (a, b) = *edges.get(wall).expect("every erased wall is interior");
            // An erasure inside one component would close a loop.
            prop_assert!(sets.join(a, b), "wall {} closes a loop", wall);
            if algorithm == Algorithm::UnionFind && i + 1 < maze.removed.len() {
                prop_assert_ne!(sets.root(0), sets.root(exit), "stopped late at {}", i);
            }
        }
        prop_assert_eq!(sets.root(0), sets.root(exit));
        if algorithm != Algorithm::UnionFind {
            prop_assert_eq!(maze.removed.len(), cells - 1, "spans every cell");
        }
    }

    #[test]
    fn the_solution_is_shortest_and_the_keys_walk_it(
        (shape, size) in shape_and_size(), seed in seed(), algorithm in algorithm(),
        braid in prop_oneof![Just(0u32), 0u32..=100],
    ) {
        let maze = make(&seed, shape, size, algorithm, braid);
        let adj = adjacency(&maze);
        let dist = bfs(&adj);
        let exit = maze.layout.exit();
        let solution = maze.solution();
        prop_assert_eq!(solution.first(), Some(&0));
        prop_assert_eq!(solution.last(), Some(&exit));
        prop_assert_eq!(Some(solution.len() - 1), dist[exit as usize]);
        for step in solution.windows(2) {
            prop_assert!(adj[step[0] as usize].contains(&(step[1] as usize)));
        }
        for strategy in [Search::BreadthFirst, Search::AStar] {
            let found = explore(&maze, strategy);
            prop_assert_eq!(found.path.len(), solution.len(), "{:?}", strategy);
        }
        let s = stats(&maze);
        let dead = adj.iter().filter(|n| n.len() == 1).count() as u32;
        prop_assert_eq!(s.dead_ends, dead);
        prop_assert_eq!(s.solution_length, Some(solution.len() as u32 - 1));
        prop_assert_eq!(s.reachable as usize, dist.iter().flatten().count());
        let keys = maze.path_keys(&solution).expect("every step has a key");
        prop_assert_eq!(keys.len(), solution.len() - 1);
        let mut cell = 0;
        for key in &keys {
            match maze.press(cell, key) {
                Some(Press::Move { to, .. }) => {
                    prop_assert!(adj[cell as usize].contains(&(to as usize)), "{} crossed a wall", key);
                    cell = to;
                }
                other => prop_assert!(false, "{} in {} does {:?}", key, cell, other),
            }
        }
        prop_assert_eq!(cell, exit);
    }

    #[test]
    fn braid_removes_the_share_of_dead_ends_asked_and_only_adds_passages(
        (shape, size) in shape_and_size(), seed in seed(), algorithm in algorithm(),
        braid in 0u32..=100,
    ) {
        let plain = make(&seed, shape, size, algorithm, 0);
        let braided = make(&seed, shape, size, algorithm, braid);
        prop_assert_eq!(&braided.removed[..plain.removed.len()], &plain.removed[..]);
        let before = removable_dead_ends(&plain);
        let after = removable_dead_ends(&braided);
        let asked = (before * braid as usize + 50) / 100;
        // Opening into a cell with no open side (union-find leaves some) makes it a dead end.
        let woken = isolated(&plain) - isolated(&braided);
        prop_assert!(
            after + asked <= before + woken,
            "{} dead ends, asked {}, left {}, {} woken", before, asked, after, woken
        );
        if braid == 100 && woken == 0 {
            prop_assert_eq!(after, 0);
        }
        let edges = edge_map(&braided.layout);
        let mut seen = std::collections::HashSet::new();
        for wall in &braided.removed {
            prop_assert!(edges.contains_key(wall) && seen.insert(*wall));
        }
    }
}

#[test]
fn braid_zero_changes_nothing_and_every_braid_is_deterministic() {
    let seed = Seed::parse("braid").unwrap();
    for shape in Shape::ALL {
        for algorithm in Algorithm::ALL {
            let layout = Layout::new(shape, 6).unwrap();
            let a = generate_shape(&seed, &layout, algorithm, 0);
            let b = generate_shape(&seed, &layout, algorithm, 0);
            assert_eq!(a, b);
            let c = generate_shape(&seed, &layout, algorithm, 40);
            assert_eq!(c, generate_shape(&seed, &layout, algorithm, 40));
        }
    }
}

#[test]
fn square_shape_mazes_are_the_square_mazes() {
    for algorithm in Algorithm::ALL {
        for (seed, w, h) in [("one", 7, 7), ("two", 3, 9), ("three", 12, 5)] {
            let seed = Seed::parse(seed).unwrap();
            let old = seedmaze::maze::generate(&seed, w, h, algorithm).unwrap();
            let new = generate_shape(&seed, &Layout::square(w, h).unwrap(), algorithm, 0);
            assert_eq!(new.removed, old.removed);
            assert_eq!(new.grid().unwrap(), old.grid);
            let braided =
                seedmaze::maze::generate_shape::generate_braided(&seed, w, h, algorithm, 0)
                    .unwrap();
            assert_eq!(braided, old);
        }
    }
}

/// The shortest distance from `p` to the polygon's boundary.
fn to_outline(p: [f64; 2], outline: &[[f64; 2]]) -> f64 {
    let mut best = f64::MAX;
    for i in 0..outline.len() {
        let (a, b) = (outline[i], outline[(i + 1) % outline.len()]);
        let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
        let len = dx * dx + dy * dy;
        let t = if len == 0.0 {
            0.0
        } else {
            (((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len).clamp(0.0, 1.0)
        };
        let (x, y) = (a[0] + t * dx - p[0], a[1] + t * dy - p[1]);
        best = best.min((x * x + y * y).sqrt());
    }
    best
}

/// Which side of a stroke a point is on: the sign of the cross product for a line, inside or
/// outside the radius for an arc.
fn side(stroke: &Stroke, p: [f64; 2]) -> f64 {
    match *stroke {
        Stroke::Line([x0, y0, x1, y1]) => (x1 - x0) * (p[1] - y0) - (y1 - y0) * (p[0] - x0),
        Stroke::Arc([cx, cy, r, _, _]) => ((p[0] - cx).powi(2) + (p[1] - cy).powi(2)).sqrt() - r,
    }
}

#[test]
fn every_wall_is_drawn_on_the_sides_of_the_cells_it_joins() {
    // Arcs are compared with outlines made of chords: allow the chords' sag.
    const NEAR: f64 = 0.01;
    for shape in Shape::ALL {
        for size in [2, 3, 7] {
            let layout = Layout::new(shape, size).unwrap();
            let [bx0, by0, bx1, by1] = layout.bounds();
            for cell in 0..layout.cells() {
                for [x, y] in layout.outline(cell) {
                    assert!(
                        x >= bx0 - 1e-9 && x <= bx1 + 1e-9 && y >= by0 - 1e-9 && y <= by1 + 1e-9
                    );
                }
            }
            for (wall, a, b) in layout.edges() {
                let stroke = layout.wall_stroke(wall).expect("every wall has geometry");
                let (oa, ob) = (layout.outline(a), layout.outline(b));
                let [e0, e1] = stroke.ends();
                for p in [e0, e1, stroke.midpoint()] {
                    assert!(
                        to_outline(p, &oa) < NEAR,
                        "{shape:?} wall {wall} off cell {a}"
                    );
                    assert!(
                        to_outline(p, &ob) < NEAR,
                        "{shape:?} wall {wall} off cell {b}"
                    );
                }
                let (ca, cb) = (layout.center(a).unwrap(), layout.center(b).unwrap());
                assert!(
                    side(&stroke, ca) * side(&stroke, cb) < 0.0,
                    "{shape:?} {size} wall {wall} does not part cells {a} and {b}"
                );
            }
            let border = layout.border();
            for stroke in &border {
                let mid = stroke.midpoint();
                let owners = (0..layout.cells())
                    .filter(|&c| to_outline(mid, &layout.outline(c)) < NEAR)
                    .count();
                assert_eq!(owners, 1, "{shape:?} border stroke {stroke:?}");
            }
            for opening in layout.openings() {
                assert!(
                    border.contains(&opening),
                    "{shape:?} opening not on the border"
                );
            }
            let mid = |c: u32| layout.outline(c).iter().map(|p| p[0]).sum::<f64>();
            assert!(mid(0).is_finite() && mid(layout.exit()).is_finite());
        }
    }
}

#[test]
fn square_geometry_is_the_grid_geometry() {
    let layout = Layout::square(5, 3).unwrap();
    let grid = seedmaze::maze::Grid::full(5, 3).unwrap();
    for (wall, _, _) in layout.edges() {
        let Some(Stroke::Line(line)) = layout.wall_stroke(wall) else {
            panic!("square walls are lines");
        };
        let expected = grid.wall_segment(wall).unwrap().map(f64::from);
        assert_eq!(line, expected, "wall {wall}");
    }
    let openings: Vec<Stroke> = grid
        .openings()
        .iter()
        .map(|s| Stroke::Line(s.map(f64::from)))
        .collect();
    assert_eq!(layout.openings(), openings);
    assert_eq!(layout.center(7), Some([2.5, 1.5]));
    assert_eq!(layout.bounds(), [0.0, 0.0, 5.0, 3.0]);
}

#[test]
fn square_keys_are_the_page_keys() {
    use seedmaze::keymap::{Command, command};
    use seedmaze::maze::Direction;
    let maze = generate_shape(
        &Seed::parse("keys").unwrap(),
        &Layout::square(4, 4).unwrap(),
        Algorithm::Perfect,
        100,
    );
    let grid = maze.grid().unwrap();
    for key in [
        "ArrowUp",
        "ArrowDown",
        "ArrowLeft",
        "ArrowRight",
        "w",
        "A",
        "s",
        "D",
        "h",
        "j",
        "k",
        "L",
        "x",
        "q",
    ] {
        for cell in 0..16 {
            let expected = match command(key) {
                Some(Command::Move(dir)) => {
                    let heading = Heading::from(dir);
                    Some(match grid.is_open(cell, dir) {
                        true => Press::Move {
                            to: grid.neighbor(cell, dir).unwrap(),
                            heading,
                        },
                        false => Press::Bump { heading },
                    })
                }
                _ => None,
            };
            assert_eq!(maze.press(cell, key), expected, "{key} in {cell}");
        }
    }
    for cell in 0..16 {
        let ways: Vec<Heading> = grid.open_directions(cell).map(Heading::from).collect();
        assert_eq!(maze.layout.open_ways(|w| maze.is_open(w), cell), ways);
        assert!(Direction::ALL.len() == 4);
    }
}

#[test]
fn circle_rings_double_so_cells_stay_about_square() {
    let Layout::Circle(circle) = Layout::new(Shape::Circle, 40).unwrap() else {
        unreachable!()
    };
    assert_eq!(circle.ring_cells(0), 1);
    assert_eq!(circle.ring_cells(1), 6);
    for ring in 2..=40 {
        let n = circle.ring_cells(ring);
        let inner = circle.ring_cells(ring - 1);
        assert!(n == inner || n == 2 * inner);
        let width = std::f64::consts::TAU * (f64::from(ring) + 0.5) / f64::from(n);
        assert!(
            (0.7..1.6).contains(&width),
            "ring {ring}: cells {width} wide"
        );
    }
}

#[test]
fn hex_and_circle_centre_keys_pick_every_neighbour() {
    // The centre of a circle has six neighbours in the hex directions: each hex key picks one.
    let layout = Layout::new(Shape::Circle, 3).unwrap();
    let open = |_: u32| true;
    let picked: Vec<u32> = ["e", "d", "x", "z", "a", "w"]
        .iter()
        .map(|key| match layout.press(open, 0, key) {
            Some(Press::Move { to, .. }) => to,
            other => panic!("{key}: {other:?}"),
        })
        .collect();
    assert_eq!(picked, vec![1, 2, 3, 4, 5, 6]);
    // In a hex grid, ArrowLeft and a both go west.
    let hex = Layout::new(Shape::Hex, 4).unwrap();
    assert_eq!(hex.press(open, 5, "ArrowLeft"), hex.press(open, 5, "a"));
    assert_eq!(
        hex.press(open, 5, "ArrowLeft"),
        Some(Press::Move {
            to: 4,
            heading: Heading::West
        })
    );
}

#[test]
fn swipes_take_a_ways_sector_or_the_nearest_open_neighbour() {
    let open = |_: u32| true;
    let shut = |_: u32| false;
    // Square: each direction owns 90°, as the arrows do; a swipe at a wall bumps.
    let square = Layout::square(3, 3).unwrap();
    for (angle, key) in [
        (10.0, "ArrowRight"),
        (80.0, "ArrowDown"),
        (190.0, "ArrowLeft"),
        (300.0, "ArrowUp"),
    ] {
        assert_eq!(
            square.swipe(open, 4, angle),
            square.press(open, 4, key),
            "{angle}"
        );
        assert_eq!(
            square.swipe(shut, 4, angle),
            square.press(shut, 4, key),
            "{angle}"
        );
    }
    // Hex: six 60° sectors.
    let hex = Layout::new(Shape::Hex, 4).unwrap();
    for (angle, key) in [
        (25.0, "d"),
        (35.0, "x"),
        (100.0, "z"),
        (170.0, "a"),
        (250.0, "w"),
        (280.0, "e"),
    ] {
        assert_eq!(
            hex.swipe(open, 5, angle),
            hex.press(open, 5, key),
            "{angle}"
        );
    }
    // Circle: the nearest open neighbour, so a swipe from the centre picks each of the six.
    let circle = Layout::new(Shape::Circle, 3).unwrap();
    for (angle, to) in [
        (300.0, 1),
        (0.0, 2),
        (60.0, 3),
        (120.0, 4),
        (180.0, 5),
        (240.0, 6),
    ] {
        assert!(matches!(circle.swipe(open, 0, angle), Some(Press::Move { to: t, .. }) if t == to));
    }
    assert_eq!(
        circle.swipe(shut, 0, 95.0),
        Some(Press::Bump {
            heading: Heading::South
        })
    );
    assert_eq!(circle.swipe(open, 0, f64::NAN), None);
    // Triangle: a swipe is its arrow's press.
    let triangle = Layout::new(Shape::Triangle, 4).unwrap();
    for cell in 0..triangle.cells() {
        for (angle, key) in [
            (270.0, "ArrowUp"),
            (0.0, "ArrowRight"),
            (90.0, "ArrowDown"),
            (180.0, "ArrowLeft"),
        ] {
            assert_eq!(
                triangle.swipe(open, cell, angle),
                triangle.press(open, cell, key)
            );
        }
    }
    let arc = circle.wall_stroke(3).unwrap().to_array();
    assert_eq!(arc[0], 1.0);
}
