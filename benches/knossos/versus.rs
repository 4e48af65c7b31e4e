//! seedmaze's seven newest generators against knossos 1.2's same algorithms, on a
//! 1000×1000 square, in one criterion run: `generate/<name>` and `knossos/<name>`. knossos's
//! growing tree runs its 50/50 newest-random method, as seedmaze's does; its binary tree the
//! north-west bias, as seedmaze's.

use criterion::{Criterion, criterion_group, criterion_main};
use knossos::maze::{self as k, OrthogonalMazeBuilder};
use maze::{Algorithm, Seed, generate};
use std::hint::black_box;
use std::time::Duration;

const SIDE: u32 = 1000;

/// knossos's algorithm of the same name.
fn theirs(algorithm: Algorithm) -> Box<dyn k::Algorithm> {
    match algorithm {
        Algorithm::Eller => Box::new(k::Eller),
        Algorithm::HuntAndKill => Box::new(k::HuntAndKill::new()),
        Algorithm::GrowingTree => Box::new(k::GrowingTree::new(k::Method::Newest50Random50)),
        Algorithm::Division => Box::new(k::RecursiveDivision),
        Algorithm::Sidewinder => Box::new(k::Sidewinder),
        Algorithm::BinaryTree => Box::new(k::BinaryTree::new(k::Bias::NorthWest)),
        _ => Box::new(k::AldousBroder),
    }
}

fn versus(c: &mut Criterion) {
    let seed = Seed::parse("bench").unwrap_or_else(|_| Seed::random());
    let mut group = c.benchmark_group("versus");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(8));
    for algorithm in [
        Algorithm::Eller,
        Algorithm::HuntAndKill,
        Algorithm::GrowingTree,
        Algorithm::Division,
        Algorithm::Sidewinder,
        Algorithm::BinaryTree,
        Algorithm::AldousBroder,
    ] {
        let name = algorithm.name();
        group.bench_function(format!("seedmaze/{name}"), |b| {
            b.iter(|| black_box(generate(&seed, SIDE, SIDE, algorithm)))
        });
        let mut n = 0u64;
        group.bench_function(format!("knossos/{name}"), |b| {
            b.iter(|| {
                n += 1;
                let built = OrthogonalMazeBuilder::new()
                    .width(SIDE as usize)
                    .height(SIDE as usize)
                    .algorithm(theirs(algorithm))
                    .seed(Some(n))
                    .build();
                black_box(built)
            })
        });
    }
    group.finish();
}

criterion_group!(benches, versus);
criterion_main!(benches);
