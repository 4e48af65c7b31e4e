//! The floor under the 1000×1000 `union-find` generator: the work no Kruskal of this contract
//! can skip, timed in the same run as the real generator, on the seeds of `www/bench/seeds.txt`.
//!
//! `cargo bench --bench one_pass_floor` prints, per maze (the mean over the 16 seeds), the
//! fastest and the median round of each pass, the passes taken in turns within every round so
//! that load from other work on the machine falls on all of them alike. Times are the thread's
//! CPU time (`CLOCK_THREAD_CPUTIME_ID`; wall-clock time off Linux), so that time spent waiting
//! for a core while other work runs does not count. (`/proc/thread-self/schedstat` ticks in 4 ms
//! steps on this machine's kernel, too coarse for passes of a few milliseconds.)
//!
//! The passes:
//! - `keys`: every interior wall's key (SplitMix64 output number `wall`), folded together. The
//!   contract's hash, once per wall: compute only.
//! - `keys + scatter`: the same keys, each wall's word stored in its bucket of the generator's
//!   layout (8,192 buckets of fixed room, fresh arrays each maze as the generator allocates
//!   them). Walls that find their bucket full are dropped, not spilled.
//! - `touch in order`: a fresh union-find array (`0..n`), then, for the walls the generator
//!   reaches for that seed, in the maze's wall order (sorted before the clock starts), one load
//!   of each of the wall's two cells' entries, with the generator's prefetch 16 walls ahead.
//!   This is the union-find's unavoidable traffic: no union, no parent chase, no sort.
//! - `touch, no prefetch`: the same without the prefetch (what wasm gets).
//! - `unions in order`: the same walk with `SplicedSets::union` on every wall (and the prefetch
//!   of the cells' parents 8 walls ahead), but no sort, no erased list, no stop rule: what the
//!   union logic adds to the traffic.
//! - `generator`: `generate(seed, 1000, 1000, union-find)`, the real thing.
//!
//! The floor is `keys + scatter` plus `touch in order` (plus sorting, which it leaves out).

use seedmaze::maze::seed::{WallKeys, maze_hash};
use seedmaze::maze::spliced_sets::SplicedSets;
use seedmaze::maze::{Algorithm, Seed, generate};
use std::hint::black_box;
use std::time::Instant;

const SEED_LISTS: &str = include_str!("../www/bench/seeds.txt");
const SIDE: u32 = 1000;
const ROUNDS: usize = 15;

/// The generator's bucket layout at 1000×1000 (see `kruskal::WallOrder`): 2^13 buckets, room
/// for the mean, two standard deviations and two, ids in the low 21 bits.
const BITS: u32 = 13;
const ID_BITS: u32 = 21;

fn seeds() -> Vec<Seed> {
    let line = SEED_LISTS
        .lines()
        .find_map(|line| line.strip_prefix("1000:"))
        .expect("www/bench/seeds.txt has a line for side 1000");
    line.split_whitespace()
        .map(|text| Seed::parse(text).expect("a valid seed"))
        .collect()
}

/// Calls `f` with every interior wall of the square grid, ascending (as `Square` does).
#[inline(always)]
fn for_each_wall(mut f: impl FnMut(u32)) {
    for y in 0..SIDE {
        for x in 0..SIDE {
            let cell = y * SIDE + x;
            if x + 1 < SIDE {
                f(2 * cell);
            }
            if y + 1 < SIDE {
                f(2 * cell + 1);
            }
        }
    }
}

fn interior_walls() -> usize {
    2 * (SIDE as usize - 1) * SIDE as usize
}

#[inline(always)]
fn wall_ends(wall: u32) -> (u32, u32) {
    let cell = wall >> 1;
    (cell, if wall & 1 == 0 { cell + 1 } else { cell + SIDE })
}

fn keys_only(keys: WallKeys) -> u32 {
    let mut acc = 0u32;
    for_each_wall(|wall| acc = acc.wrapping_add(keys.key(wall)));
    acc
}

fn keys_and_scatter(keys: WallKeys) -> u32 {
    let mean = interior_walls().div_ceil(1 << BITS);
    let cap = mean + 2 * (mean as f64).sqrt() as usize + 2;
    let mut words = vec![0u32; cap << BITS];
    let mut lens = vec![0u32; 1 << BITS];
    let id_mask = (1u32 << ID_BITS) - 1;
    for_each_wall(|wall| {
        let key = keys.key(wall);
        let b = (key >> (32 - BITS)) as usize;
        let len = &mut lens[b];
        if (*len as usize) < cap {
            words[b * cap + *len as usize] = ((key << BITS) & !id_mask) | wall;
            *len += 1;
        }
    });
    black_box(&words);
    lens[0]
}

#[inline(always)]
fn prefetch(entries: &[u32], x: u32) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        // SAFETY: `prefetcht0` cannot fault whatever the address (see `SplicedSets`).
        unsafe { _mm_prefetch::<_MM_HINT_T0>(entries.as_ptr().wrapping_add(x as usize).cast()) };
    }
    #[cfg(not(target_arch = "x86_64"))]
    black_box(entries.get(x as usize));
}

fn touch(order: &[u32], with_prefetch: bool) -> u32 {
    let cells = SIDE * SIDE;
    let entries: Vec<u32> = (0..cells).collect();
    let mut acc = 0u32;
    for (i, &wall) in order.iter().enumerate() {
        if with_prefetch && let Some(&ahead) = order.get(i + 16) {
            let (a, c) = wall_ends(ahead);
            prefetch(&entries, a);
            prefetch(&entries, c);
        }
        let (a, c) = wall_ends(wall);
        acc = acc.wrapping_add(entries[a as usize] ^ entries[c as usize]);
    }
    black_box(&entries);
    acc
}

fn unions(order: &[u32]) -> u32 {
    let mut sets = SplicedSets::new(SIDE * SIDE);
    let mut linked = 0u32;
    for (i, &wall) in order.iter().enumerate() {
        if let Some(&far) = order.get(i + 16) {
            let (a, c) = wall_ends(far);
            sets.touch(a, c);
        }
        if let Some(&near) = order.get(i + 8) {
            let (a, c) = wall_ends(near);
            sets.touch_parents(a, c);
        }
        let (a, c) = wall_ends(wall);
        linked += u32::from(sets.union(a, c).is_some());
    }
    black_box(&sets);
    linked
}

/// The walls the generator reaches for `seed`, in its order: every interior wall sorted by
/// (key, id), cut after the last wall the maze erases.
fn reached_order(seed: &Seed) -> Vec<u32> {
    let keys = WallKeys::new(maze_hash(seed, SIDE, SIDE, "union-find"));
    let mut walls = Vec::with_capacity(interior_walls());
    for_each_wall(|wall| walls.push(wall));
    walls.sort_unstable_by_key(|&wall| (keys.key(wall), wall));
    let maze = generate(seed, SIDE, SIDE, Algorithm::UnionFind).expect("a valid size");
    let last = *maze.removed.last().expect("a maze erases walls");
    let reached = walls
        .iter()
        .position(|&w| w == last)
        .expect("an interior wall")
        + 1;
    walls.truncate(reached);
    walls
}

/// This thread's CPU time in milliseconds (on 64-bit Linux; elsewhere the wall-clock time since
/// `start`).
fn cpu_ms(start: Instant) -> f64 {
    #[cfg(all(target_os = "linux", target_pointer_width = "64"))]
    {
        #[repr(C)]
        struct Timespec {
            sec: i64,
            nsec: i64,
        }
        unsafe extern "C" {
            fn clock_gettime(clock: i32, time: *mut Timespec) -> i32;
        }
        const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
        let mut time = Timespec { sec: 0, nsec: 0 };
        // SAFETY: `clock_gettime` writes one `timespec` (two 64-bit fields on 64-bit Linux)
        // through a pointer to a live, writable one.
        if unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut time) } == 0 {
            return time.sec as f64 * 1e3 + time.nsec as f64 / 1e6;
        }
    }
    start.elapsed().as_secs_f64() * 1e3
}

fn main() {
    // `cargo bench` passes `--bench`; any other argument is taken as a pass name filter.
    let filter: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    // `cargo test --all-targets` runs this without `--bench`: then every pass runs once on one
    // seed, as a check that it still runs, not a measurement.
    let measuring = std::env::args().any(|a| a == "--bench");
    let seeds: Vec<Seed> = seeds()
        .into_iter()
        .take(if measuring { usize::MAX } else { 1 })
        .collect();
    let rounds = if measuring { ROUNDS } else { 1 };
    let orders: Vec<Vec<u32>> = seeds.iter().map(reached_order).collect();
    let all_keys: Vec<WallKeys> = seeds
        .iter()
        .map(|s| WallKeys::new(maze_hash(s, SIDE, SIDE, "union-find")))
        .collect();
    let reached: usize = orders.iter().map(Vec::len).sum();
    println!(
        "1000×1000 union-find, {} seeds: the generator reaches {:.1}% of the walls on average",
        seeds.len(),
        100.0 * reached as f64 / (seeds.len() * interior_walls()) as f64
    );
    type Pass<'a> = (&'a str, Box<dyn Fn(usize) -> u32 + 'a>);
    let passes: Vec<Pass> = vec![
        ("keys", Box::new(|i| keys_only(all_keys[i]))),
        (
            "keys + scatter",
            Box::new(|i| keys_and_scatter(all_keys[i])),
        ),
        ("touch in order", Box::new(|i| touch(&orders[i], true))),
        ("touch, no prefetch", Box::new(|i| touch(&orders[i], false))),
        ("unions in order", Box::new(|i| unions(&orders[i]))),
        (
            "generator",
            Box::new(|i| {
                let maze = generate(&seeds[i], SIDE, SIDE, Algorithm::UnionFind).expect("valid");
                maze.removed.len() as u32
            }),
        ),
    ];
    let passes: Vec<Pass> = passes
        .into_iter()
        .filter(|(name, _)| filter.is_empty() || filter.iter().any(|f| name.contains(f.as_str())))
        .collect();
    let start = Instant::now();
    let mut times = vec![Vec::new(); passes.len()];
    for _ in 0..rounds {
        for (p, (_, pass)) in passes.iter().enumerate() {
            let before = cpu_ms(start);
            for i in 0..seeds.len() {
                black_box(pass(black_box(i)));
            }
            let per_maze = (cpu_ms(start) - before) / seeds.len() as f64;
            times[p].push(per_maze);
        }
    }
    println!(
        "{:<20} {:>9} {:>9}  (ms per maze, thread CPU time, {rounds} rounds)",
        "pass", "min", "median"
    );
    for ((name, _), t) in passes.iter().zip(&mut times) {
        t.sort_by(f64::total_cmp);
        println!("{name:<20} {:>9.2} {:>9.2}", t[0], t[t.len() / 2]);
    }
}
