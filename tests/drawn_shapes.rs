//! Drawn mazes on hex, triangle and circle shapes (`draw=` with `shape=`), against reference
//! code written here: a cell is in the maze exactly when its centre falls on a painted part of
//! the drawing fitted into the shape's box (the fit computed here), only the largest part the
//! shape joins is kept (a flood of our own), and the maze joins the start and the exit with no
//! loop. Golden vectors pin the mazes of fixed drawings on every shape.

use proptest::prelude::*;
use seedmaze::link::draw_code::decode;
use seedmaze::link::parse_query;
use seedmaze::maze::drawing::Drawing;
use seedmaze::maze::shape::{Geometry, Layout, Topology};
use seedmaze::maze::{Algorithm, Seed, Shape, generate_shape};
use std::collections::HashSet;

const SHAPES: [Shape; 3] = [Shape::Hex, Shape::Triangle, Shape::Circle];

/// A drawing of random size and cells, mostly painted, so that most sizes keep some cells.
fn drawing() -> impl Strategy<Value = Drawing> {
    (1u32..=24, 1u32..=24)
        .prop_flat_map(|(w, h)| {
            let cells = proptest::collection::vec(prop::bool::weighted(0.75), (w * h) as usize);
            (Just(w), Just(h), cells)
        })
        .prop_filter_map("something painted", |(w, h, cells)| {
            Drawing::new(w, h, cells).ok()
        })
}

/// Whether the centre of each of `base`'s cells falls on a painted cell of `d`, fitted into
/// `base`'s box (the circle: inside its rim, the corners on it) with its aspect kept, centred;
/// `None` for a centre within a hair of a cell's edge, where rounding may fall either way.
fn on_drawing(base: &Layout, d: &Drawing) -> Vec<Option<bool>> {
    let [x0, y0, x1, y1] = base.bounds();
    let (w, h) = (d.width() as f64, d.height() as f64);
    let scale = if base.shape() == Shape::Circle {
        (x1 - x0) / w.hypot(h)
    } else {
        ((x1 - x0) / w).min((y1 - y0) / h)
    };
    let (left, top) = (
        x0 + (x1 - x0 - scale * w) / 2.0,
        y0 + (y1 - y0 - scale * h) / 2.0,
    );
    (0..base.cells())
        .map(|cell| {
            let [x, y] = base.center(cell)?;
            let (u, v) = ((x - left) / scale, (y - top) / scale);
            let near_edge = |t: f64| (t - t.round()).abs() < 1e-9;
            if near_edge(u) || near_edge(v) {
                return None;
            }
            Some(u >= 0.0 && v >= 0.0 && d.painted(u as u32, v as u32))
        })
        .collect()
}

/// The sizes of the parts of `cells` that `base` joins, by a flood written here.
fn part_sizes(base: &Layout, cells: &HashSet<u32>) -> Vec<usize> {
    let mut seen = HashSet::new();
    let mut sizes = Vec::new();
    for &start in cells {
        if !seen.insert(start) {
            continue;
        }
        let (mut todo, mut size) = (vec![start], 0);
        while let Some(c) = todo.pop() {
            size += 1;
            for n in base.neighbors(c) {
                if cells.contains(&n.cell) && seen.insert(n.cell) {
                    todo.push(n.cell);
                }
            }
        }
        sizes.push(size);
    }
    sizes
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    #[test]
    fn the_kept_cells_are_the_largest_part_on_the_drawing_and_the_maze_a_tree(
        d in drawing(), shape in 0usize..3, size in 4u32..30, perfect in any::<bool>(),
        seed in "[a-z]{1,8}",
    ) {
        let shape = SHAPES[shape];
        let Ok(kept) = d.kept() else { return Ok(()); };
        let base = Layout::new(shape, size).unwrap();
        let on = on_drawing(&base, &kept.drawing);
        let layout = match Layout::drawn_on(&kept, shape, size) {
            Ok(layout) => layout,
            Err(why) => {
                // Refused only when no two joined cells are on the drawing.
                let cells: HashSet<u32> =
                    (0..base.cells()).filter(|&c| on[c as usize] == Some(true)).collect();
                let largest = part_sizes(&base, &cells).into_iter().max().unwrap_or(0);
                prop_assert!(largest < 2, "{why}");
                let thin = seedmaze::maze::shape::TooThin { shape, size };
                prop_assert_eq!(why, seedmaze::maze::LayoutError::TooThin(thin));
                prop_assert!(why.to_string().contains(shape.name()), "{why}");
                return Ok(());
            }
        };
        prop_assert_eq!(layout.shape(), shape);
        let ids: Vec<u32> = (0..layout.cells()).map(|c| layout.cell_id(c)).collect();
        prop_assert!(ids.windows(2).all(|p| p[0] < p[1]), "kept cells in the shape's order");
        for &id in &ids {
            prop_assert!(on[id as usize] != Some(false), "cell {} is off the drawing", id);
        }
        let drawn: HashSet<u32> =
            (0..base.cells()).filter(|&c| on[c as usize] == Some(true)).collect();
        let hazy = on.iter().any(Option::is_none);
        let largest = part_sizes(&base, &drawn).into_iter().max().unwrap_or(0);
        if !hazy {
            prop_assert_eq!(ids.len(), largest, "the largest part is kept");
        }
        let algorithm = if perfect { Algorithm::Perfect } else { Algorithm::UnionFind };
        let maze = generate_shape(&Seed::parse(&seed).unwrap(), &layout, algorithm, 0);
        let mut parent: Vec<u32> = (0..layout.cells()).collect();
        fn root(p: &mut [u32], mut c: u32) -> u32 {
            while p[c as usize] != c { c = p[c as usize]; }
            c
        }
        for &wall in &maze.removed {
            let Some((a, b)) = layout.wall_cells(wall) else {
                return Err(TestCaseError::fail(format!("wall {wall} is not between kept cells")));
            };
            prop_assert!(base.wall_cells(wall) == Some((ids[a as usize], ids[b as usize])));
            let (ra, rb) = (root(&mut parent, a), root(&mut parent, b));
            prop_assert_ne!(ra, rb, "a loop at wall {}", wall);
            parent[ra as usize] = rb;
        }
        let exit = layout.cells() - 1;
        prop_assert_eq!(root(&mut parent, 0), root(&mut parent, exit));
        if perfect {
            prop_assert_eq!(maze.removed.len() as u32, layout.cells() - 1);
        }
    }
}

/// `golden/draw_shapes.txt`: `code shape size seed algorithm braid removed`, the erased wall ids
/// in order: three drawings on each of the three shapes.
#[test]
fn golden_drawn_shape_mazes_never_change() {
    let mut seen = HashSet::new();
    for line in include_str!("golden/draw_shapes.txt")
        .lines()
        .filter(|l| !l.trim().is_empty())
    {
        let f: Vec<&str> = line.split(' ').collect();
        assert_eq!(f.len(), 7, "bad vector line {line:.40}");
        let kept = decode(f[0])
            .expect("a vector's code")
            .kept()
            .expect("a maze");
        let shape = Shape::from_name(f[1]).expect("a shape");
        let layout = Layout::drawn_on(&kept, shape, f[2].parse().expect("size")).expect("cells");
        let seed = Seed::parse(f[3]).expect("vector seed");
        let algorithm = Algorithm::from_name(f[4]).expect("vector algorithm");
        let maze = generate_shape(&seed, &layout, algorithm, f[5].parse().expect("braid"));
        let removed: Vec<String> = maze.removed.iter().map(u32::to_string).collect();
        assert_eq!(removed.join(","), f[6], "{line:.60} changed");
        seen.insert((f[0], shape.name()));
    }
    assert_eq!(seen.len(), 9, "three drawings on each of three shapes");
}

#[test]
fn the_same_drawing_on_two_shapes_makes_two_mazes() {
    let kept = decode("1FCiMxFkKYhiGIYpHEMy").unwrap().kept().unwrap();
    let seed = Seed::parse("same").unwrap();
    let made: Vec<Vec<u32>> = SHAPES
        .iter()
        .map(|&s| {
            let layout = Layout::drawn_on(&kept, s, 20).unwrap();
            generate_shape(&seed, &layout, Algorithm::UnionFind, 0).removed
        })
        .collect();
    assert_ne!(made[0], made[1]);
    assert_ne!(made[1], made[2]);
}

#[test]
fn a_link_draws_on_its_shape_and_writes_the_shape_before_the_drawing() {
    let code = "1FCiMxFkKYhiGIYpHEMy";
    let query = format!("seed=s&level=4&shape=circle&draw={code}");
    let (params, errors) = parse_query(&query, || Seed::parse("unused").unwrap());
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(params.shape(), Shape::Circle);
    assert_eq!(params.kind.drawn_code().map(|c| c.as_str()), Some(code));
    assert_eq!(params.to_query(), query);
    let layout = params.layout().unwrap();
    assert_eq!(
        (layout.shape(), layout.size()),
        (Shape::Circle, params.shape_size())
    );
    assert!(layout.drawing().is_some());
    // The maze differs from the plain circle's of the same seed and level.
    let plain = parse_query("seed=s&level=4&shape=circle", || {
        Seed::parse("unused").unwrap()
    })
    .0;
    assert!(plain.layout().unwrap().cells() > layout.cells());
    // Over a word, the word wins and the drawing goes, with a notice naming draw.
    let (word, errors) = parse_query(&format!("seed=s&mask=HI&draw={code}"), || {
        Seed::parse("unused").unwrap()
    });
    assert!(word.kind.drawn_code().is_none() && word.kind.mask().is_some());
    assert!(errors.iter().any(|e| e.sentence().starts_with("draw ")));
}

#[test]
fn a_link_whose_drawing_is_too_thin_for_its_shape_plays_the_plain_shape_with_a_notice() {
    // A line one cell high, 100 cells long: no hex centre of 8 rows falls on it; 100 rows do.
    let thin = "1AyYGQ";
    let (params, errors) = parse_query(&format!("seed=t&level=1&shape=hex&draw={thin}"), || {
        Seed::parse("unused").unwrap()
    });
    assert_eq!(params.kind, seedmaze::link::Kind::Plain(Shape::Hex));
    let said: Vec<String> = errors.iter().map(|e| e.sentence()).collect();
    assert!(
        said.iter().any(|s| s.starts_with(
            "draw was left out: the drawing covers no two joined cells of a hex maze of 8 rows"
        )),
        "{said:?}"
    );
    let (big, errors) = parse_query(&format!("seed=t&size=100&shape=hex&draw={thin}"), || {
        Seed::parse("unused").unwrap()
    });
    assert!(errors.is_empty() && big.kind.drawn_code().is_some());
}

/// The maze a link makes: its erased walls, in order.
fn erased(params: &seedmaze::link::Params) -> Vec<u32> {
    let layout = params.layout().expect("a layout");
    generate_shape(&params.seed, &layout, params.algorithm, params.braid).removed
}

#[test]
fn a_title_names_a_drawing_in_the_link_the_bar_and_the_share_text_and_changes_no_maze() {
    let read = |q: &str| parse_query(q, || Seed::parse("unused").unwrap());
    let plain = "seed=t&level=3&shape=hex&draw=1FCiMxFkKYhiGIYpHEMy";
    let titled = format!("{plain}&title=Tom%20%26%20%3Cb%3EJerry%3C%2Fb%3E%20%E2%99%A5");
    let (params, errors) = read(&titled);
    assert!(errors.is_empty(), "{errors:?}");
    let title = params.title.as_ref().map(seedmaze::link::Title::as_str);
    assert_eq!(title, Some("Tom & <b>Jerry</b> ♥"));
    assert_eq!(params.to_query(), titled);
    // The maze and its records are the drawing's, whatever its name; continuing keeps the name.
    assert_eq!(erased(&params), erased(&read(plain).0));
    let key = seedmaze::game::best::best_key;
    assert_eq!(key(&params), key(&read(plain).0));
    assert_eq!(params.maze_query(), titled);
    // `+` and raw spaces read as spaces, and are written back escaped.
    let (spaced, _) = read(&format!("{plain}&title=My+heart <3"));
    assert!(spaced.to_query().ends_with("&title=My%20heart%20%3C3"));
    // Shown only as text, in the bar's mode field and after the share text's name.
    assert_eq!(
        seedmaze::text::mode_field(title, true, 0),
        "Fog of war · “Tom & <b>Jerry</b> ♥”"
    );
    assert_eq!(seedmaze::text::mode_field(None, false, 0), "");
    let shared = seedmaze::text::share_result(
        (None, title),
        seedmaze::text::SharedLevel::Classic(3),
        ("0:42.3", 57, 91),
        0,
        "L",
    );
    assert_eq!(
        shared,
        "seedmaze “Tom & <b>Jerry</b> ♥” · level 3 · 0:42.3 · 57 moves (91% efficient)\nL"
    );
    // Refused, each with a notice, and the link plays on without it.
    for (query, said) in [
        (
            "seed=t&level=3&title=Hello".to_owned(),
            "title \"Hello\" was left out: it names a drawing (draw=); used no title instead",
        ),
        (
            format!("{plain}&title={}", "x".repeat(25)),
            "title \"xxxxxxxxxxxxxxxxxxxxxxxxx\" has 25 characters, more than the 24 allowed; \
             used no title instead",
        ),
        (
            format!("{plain}&title=a%E2%80%AEb"),
            "title \"a\\u{202e}b\" has the character '\\u{202e}', which does not show as text; \
             used no title instead",
        ),
        (
            format!("{plain}&title=%20%E3%80%80"),
            "title is empty; used no title instead",
        ),
        (
            "seed=t&level=1&shape=hex&draw=1AyYGQ&title=Line".to_owned(),
            "title \"Line\" was left out with the drawing; used no title instead",
        ),
    ] {
        let (params, errors) = read(&query);
        assert_eq!(params.title, None, "{query}");
        let sentences: Vec<String> = errors.iter().map(ToString::to_string).collect();
        assert_eq!(sentences.last().map(String::as_str), Some(said), "{query}");
        assert!(!params.to_query().contains("title"), "{query}");
    }
    // Given twice, the first counts and the notice says which.
    let (twice, errors) = read(&format!("{plain}&title=A&title=B"));
    assert_eq!(
        twice.title.as_ref().map(seedmaze::link::Title::as_str),
        Some("A")
    );
    let sentences: Vec<String> = errors.iter().map(ToString::to_string).collect();
    assert_eq!(
        sentences,
        ["title is given twice (\"B\" ignored); used title \"A\" instead"]
    );
}
