//! Criterion benchmarks of the generator (both algorithms, 100² to 2000²) and the solver.
//! `./dev.sh bench` runs them next to the JavaScript baseline and prints the ratio table.

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use seedmaze::maze::{Algorithm, Seed, generate, solve};
use std::hint::black_box;
use std::time::Duration;

fn generators(c: &mut Criterion) {
    let seed = Seed::parse("bench").expect("valid seed");
    let mut group = c.benchmark_group("generate");
    for side in [100u32, 1000, 2000] {
        group.sample_size(if side >= 1000 { 10 } else { 50 });
        group.measurement_time(Duration::from_secs(if side >= 2000 { 12 } else { 5 }));
        for algorithm in Algorithm::ALL {
            // The step-by-step generators are benchmarked at 1000×1000 only.
            let kruskal = matches!(algorithm, Algorithm::UnionFind | Algorithm::Perfect);
            if !kruskal && side != 1000 {
                continue;
            }
            group.bench_with_input(
                BenchmarkId::new(algorithm.name(), side),
                &side,
                |b, &side| b.iter(|| generate(black_box(&seed), side, side, algorithm)),
            );
        }
    }
    group.finish();
}

fn solver(c: &mut Criterion) {
    let seed = Seed::parse("bench").expect("valid seed");
    let maze = generate(&seed, 1000, 1000, Algorithm::Perfect).expect("valid size");
    let mut group = c.benchmark_group("solve");
    group.sample_size(10);
    group.bench_function("shortest_path/1000", |b| {
        b.iter(|| solve::shortest_path(black_box(&maze.grid)))
    });
    group.finish();
}

criterion_group!(benches, generators, solver);
criterion_main!(benches);
