//! Criterion benchmarks of the generator (both algorithms, 100² to 2000²), the solver, and the
//! other shapes at about a million cells.
//! `./dev.sh bench` runs them next to the JavaScript baseline and prints the ratio table.
//!
//! Every generation benchmark times the seeds of `www/bench/seeds.txt`, the list the browser
//! benchmark (`www/bench/bench.js`) times too, so that the wasm / native ratio compares the same
//! mazes: one iteration generates each seed of the size's list once, and the reported time is
//! per maze (the iteration's time divided by the list's length). With flat sampling the median
//! is the median over samples of the time per maze, the statistic the browser page reports.
//! The list is also copied to `target/criterion/generate/seeds.txt`, where `benches/report.mjs`
//! checks that the criterion results it reads were timed on the list the page uses.

use criterion::{BenchmarkId, Criterion, SamplingMode, criterion_group, criterion_main};
use seedmaze::maze::generate_woven::generate_woven;
use seedmaze::maze::{Algorithm, Layout, Seed, Shape, generate, generate_shape, solve};
use std::hint::black_box;
use std::path::PathBuf;
use std::time::{Duration, Instant};

const SEED_LISTS: &str = include_str!("../www/bench/seeds.txt");

/// Whether this is `cargo bench` (which passes `--bench`). `cargo test --all-targets` runs the
/// benchmarks once each as a check that they work: then every maze is a tenth of the side, on
/// the list's first seed, since the full sizes in a debug build took minutes of the test command.
fn measuring() -> bool {
    std::env::args().any(|a| a == "--bench")
}

/// The side a benchmark of side `side` runs at: itself when measuring, a tenth under `cargo test`.
fn sized(side: u32) -> u32 {
    if measuring() { side } else { side / 10 }
}

/// The seed list for mazes of side `side`, from `www/bench/seeds.txt`.
fn seeds(side: u32) -> Vec<Seed> {
    let prefix = format!("{side}:");
    let line = SEED_LISTS
        .lines()
        .find_map(|line| line.strip_prefix(&prefix))
        .unwrap_or_else(|| panic!("www/bench/seeds.txt has no line for side {side}"));
    line.split_whitespace()
        .map(|text| Seed::parse(text).expect("valid seed in www/bench/seeds.txt"))
        .take(if measuring() { usize::MAX } else { 1 })
        .collect()
}

/// Leaves the seed lists next to criterion's results, for `benches/report.mjs`.
fn record_seeds() {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target"));
    let dir = target.join("criterion").join("generate");
    std::fs::create_dir_all(&dir).expect("criterion's folder can be made");
    std::fs::write(dir.join("seeds.txt"), SEED_LISTS).expect("the seed lists can be written");
}

fn generators(c: &mut Criterion) {
    record_seeds();
    let mut group = c.benchmark_group("generate");
    for side in [100u32, 1000, 2000] {
        let seeds = seeds(side);
        let per_pass = u32::try_from(seeds.len()).expect("a short list");
        group.sampling_mode(SamplingMode::Flat);
        group.sample_size(if side >= 1000 { 10 } else { 30 });
        group.measurement_time(Duration::from_secs(if side >= 2000 { 30 } else { 12 }));
        for algorithm in Algorithm::ALL {
            // The step-by-step generators are benchmarked at 1000×1000 only.
            let kruskal = matches!(algorithm, Algorithm::UnionFind | Algorithm::Perfect);
            if !kruskal && side != 1000 {
                continue;
            }
            group.bench_with_input(
                BenchmarkId::new(algorithm.name(), side),
                &side,
                |b, &side| {
                    b.iter_custom(|iters| {
                        let start = Instant::now();
                        for _ in 0..iters {
                            for seed in &seeds {
                                black_box(
                                    generate(black_box(seed), sized(side), sized(side), algorithm)
                                        .expect("valid size"),
                                );
                            }
                        }
                        start.elapsed() / per_pass
                    })
                },
            );
        }
    }
    group.finish();
}

fn solver(c: &mut Criterion) {
    let seed = Seed::parse("bench").expect("valid seed");
    let maze = generate(&seed, sized(1000), sized(1000), Algorithm::Perfect).expect("valid size");
    let mut group = c.benchmark_group("solve");
    group.sample_size(10);
    group.bench_function("shortest_path/1000", |b| {
        b.iter(|| solve::shortest_path(black_box(&maze.grid)))
    });
    group.finish();
}

/// The other shapes at about a million cells (hex 1000 rows, triangle 707 rows, circle 560
/// rings, woven 1000 × 1000, eight floors of 354 × 354 beside the plain square), on the first
/// four seeds of the 1000 list: what a big level of each shape costs.
fn shapes(c: &mut Criterion) {
    let seeds: Vec<Seed> = seeds(1000).into_iter().take(4).collect();
    let mut group = c.benchmark_group("shape");
    group.sampling_mode(SamplingMode::Flat);
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(8));
    for (shape, size) in [
        (Shape::Hex, 1000),
        (Shape::Triangle, 707),
        (Shape::Circle, 560),
    ] {
        let layout = Layout::new(shape, sized(size)).expect("valid size");
        for algorithm in [Algorithm::UnionFind, Algorithm::Backtracker] {
            let id = BenchmarkId::new(format!("{}/{}", shape.name(), algorithm.name()), size);
            group.bench_with_input(id, &layout, |b, layout| {
                b.iter_custom(|iters| {
                    let start = Instant::now();
                    for _ in 0..iters {
                        for seed in &seeds {
                            black_box(generate_shape(black_box(seed), layout, algorithm, 0));
                        }
                    }
                    start.elapsed() / seeds.len() as u32
                })
            });
        }
    }
    // Woven at the square side of a million cells, on the same seeds: its crossings placed,
    // then Kruskal with their walls opened first.
    let side = sized(1000);
    let id = BenchmarkId::new("woven/union-find", side);
    group.bench_with_input(id, &side, |b, &side| {
        b.iter_custom(|iters| {
            let start = Instant::now();
            for _ in 0..iters {
                for seed in &seeds {
                    black_box(generate_woven(seed, side, side, Algorithm::UnionFind, 0).ok());
                }
            }
            start.elapsed() / seeds.len() as u32
        })
    });
    // Eight floors at the plain side of a million cells (8 × 354²), against the plain square in
    // the same group: a floors level must be as quick as the plain one of its level.
    let side = sized(1000);
    let plain = Layout::square(side, side).expect("valid size");
    let floors = Layout::floors(side, 8).expect("valid floors");
    for (name, layout) in [("square", plain), ("floors-8", floors)] {
        let id = BenchmarkId::new(format!("{name}/union-find"), side);
        group.bench_with_input(id, &layout, |b, layout| {
            b.iter_custom(|iters| {
                let start = Instant::now();
                for _ in 0..iters {
                    for seed in &seeds {
                        black_box(generate_shape(
                            black_box(seed),
                            layout,
                            Algorithm::UnionFind,
                            0,
                        ));
                    }
                }
                start.elapsed() / seeds.len() as u32
            })
        });
    }
    group.finish();
}

/// A level with a difficulty dial against the same level without, side by side: made, solved
/// and ready to play (`Plan::start`), at levels 10, 100 and 499 (level 3 under `cargo test`).
/// The dial weighs `dial_candidates` mazes, each made, solved and scored.
fn dial(c: &mut Criterion) {
    use seedmaze::game::Plan;
    let mut group = c.benchmark_group("dial");
    group.sampling_mode(SamplingMode::Flat);
    group.sample_size(10);
    let levels: &[u32] = if measuring() { &[10, 100, 499] } else { &[3] };
    for &level in levels {
        group.measurement_time(Duration::from_secs(if level >= 499 { 60 } else { 10 }));
        for (name, dial) in [("plain", ""), ("hard", "&difficulty=hard")] {
            let query = format!("seed=dial-bench&level={level}{dial}");
            group.bench_with_input(BenchmarkId::new(name, level), &query, |b, query| {
                b.iter(|| {
                    let plan = Plan::from_query(query, Seed::random);
                    let session = plan.start();
                    black_box(session.solution().len())
                })
            });
        }
    }
    group.finish();
}

/// The view from inside at level 499 (square, 2000×2000; hex), Rust's part of a frame: the
/// cells near the ball as the game's build sends them (`inside_mesh::mesh`), read back, and the
/// frame drawn (`InsideView::frame`), on a phone's canvas (780×1688 device px) and a desktop's
/// (1280×800). The goal is 4 ms a frame (docs/speed.md).
fn inside_frame(c: &mut Criterion) {
    use seedmaze::game::Plan;
    use seedmaze::inside::Mesh;
    use seedmaze::inside_mesh::mesh;
    use seedmaze::paint::inside_view::InsideView;
    let mut group = c.benchmark_group("inside");
    let level = if measuring() { 499 } else { 3 };
    for shape in ["square", "hex"] {
        let query = format!("seed=bench&level={level}&shape={shape}");
        let session = Plan::from_query(&query, Seed::random).start();
        for (name, size) in [("phone", (780.0, 1688.0)), ("desktop", (1280.0, 800.0))] {
            let mut view = InsideView::default();
            group.bench_function(BenchmarkId::new(format!("{shape}-{level}"), name), |b| {
                b.iter(|| {
                    let cells = Mesh::decode(mesh(&session, None));
                    black_box(view.frame(&cells, size, 0.0, true).as_slice().len())
                })
            });
        }
    }
    group.finish();
}

/// Keys and doors at level 499 (side 2000, `level::level_side`) and at side 499, against the same
/// maze without them, side by side in one run: generated and solved, then with four doors
/// placed and routed (`place` then `route`, and both at once by `place_and_route`). On the seeds
/// of the 2000 list; the ratio of the two is what doors add to a level. `doors-only` times
/// `place_and_route` alone on the same mazes made beforehand: a figure of tens of milliseconds
/// that another process's load skews less than a difference of two half-second ones.
fn doors(c: &mut Criterion) {
    use seedmaze::level::level_side;
    use seedmaze::maze::doors::{place, place_and_route, route};
    let seeds = seeds(2000);
    let per_pass = u32::try_from(seeds.len()).expect("a short list");
    let mut group = c.benchmark_group("doors");
    group.sampling_mode(SamplingMode::Flat);
    group.sample_size(10);
    for side in [level_side(499), 499] {
        group.measurement_time(Duration::from_secs(if side >= 2000 { 40 } else { 8 }));
        let made = |seed| {
            let maze =
                generate(seed, sized(side), sized(side), Algorithm::UnionFind).expect("valid size");
            let way = solve::square_shortest_path(&maze.grid).unwrap_or_default();
            (maze.grid, way)
        };
        for name in ["plain", "place+route", "place_and_route"] {
            group.bench_function(BenchmarkId::new(name, side), |b| {
                b.iter_custom(|iters| {
                    let start = Instant::now();
                    for _ in 0..iters {
                        for seed in &seeds {
                            let (grid, way) = made(black_box(seed));
                            let length = match name {
                                "plain" => way.len(),
                                "place+route" => {
                                    let placed = place(&grid, &way, 4);
                                    route(&grid, &way, &placed).map_or(0, |r| r.len())
                                }
                                _ => place_and_route(&grid, &way, 4).1.map_or(0, |r| r.len()),
                            };
                            black_box(length);
                        }
                    }
                    start.elapsed() / per_pass
                })
            });
        }
        let mazes: Vec<_> = seeds.iter().map(made).collect();
        group.measurement_time(Duration::from_secs(8));
        group.bench_function(BenchmarkId::new("doors-only", side), |b| {
            b.iter_custom(|iters| {
                let start = Instant::now();
                for _ in 0..iters {
                    for (grid, way) in &mazes {
                        black_box(place_and_route(black_box(grid), way, 4));
                    }
                }
                start.elapsed() / per_pass
            })
        });
    }
    group.finish();
}

criterion_group!(
    benches,
    generators,
    solver,
    shapes,
    dial,
    doors,
    inside_frame
);
criterion_main!(benches);
