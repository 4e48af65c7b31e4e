use seedmaze::maze::*;
fn main() {
    let seed = Seed::parse("bench").unwrap();
    for n in [100u32, 1000, 2000] {
        for algo in Algorithm::ALL {
            let t = std::time::Instant::now();
            let reps = if n == 100 { 100 } else { 5 };
            let mut r = 0;
            for _ in 0..reps {
                r += generate(&seed, n, n, algo).unwrap().removed.len();
            }
            println!(
                "{n} {:?} {:.2} ms ({r})",
                algo,
                t.elapsed().as_secs_f64() * 1000.0 / reps as f64
            );
        }
    }
}
