use seedmaze::maze::*;
fn main() {
    let n: u32 = std::env::args().nth(1).unwrap().parse().unwrap();
    let seed = Seed::parse("bench").unwrap();
    let mut r = 0;
    for _ in 0..10 {
        r += generate(&seed, n, n, Algorithm::UnionFind)
            .unwrap()
            .removed
            .len();
    }
    println!("{r}");
}
