//! The measured difficulty (`maze::difficulty`, `game::grades`) against this file's own
//! reading of its definition (docs/contract.md): decision points on the solution, the branch
//! behind each wrong way found by its own search, the score the sum of their cells; the
//! grades of seeds the table never saw spread over the deciles; the CLI prints it for every
//! shape and mode.

use proptest::prelude::*;
use seedmaze::game::grades::{Family, grade, measure};
use seedmaze::game::{Plan, Session};
use seedmaze::maze::difficulty::difficulty;
use seedmaze::maze::shape::Topology;
use seedmaze::maze::{Graph, Seed};
use std::collections::{HashSet, VecDeque};
use std::process::Command;

#[path = "common/modes.rs"]
mod modes;
use modes::MODES;
#[path = "common/json_text.rs"]
#[allow(dead_code)]
mod json_text;

fn session(query: &str) -> Session {
    Plan::from_query(query, || Seed::parse("unused").expect("a seed")).start()
}

/// The score as docs/contract.md defines it, searched here cell by cell.
/// `ways` gives a cell's open neighbours.
fn reference_score(ways: impl Fn(u32) -> Vec<u32>, solution: &[u32]) -> (f64, u32) {
    let on: HashSet<u32> = solution.iter().copied().collect();
    let mut score = 0.0;
    let mut decisions = 0;
    for &at in solution.iter().take(solution.len().saturating_sub(1)) {
        let wrong: Vec<u32> = ways(at).into_iter().filter(|n| !on.contains(n)).collect();
        if wrong.is_empty() {
            continue;
        }
        decisions += 1;
        // The branches behind the wrong ways, each counted once however many ways lead in.
        let mut seen = HashSet::new();
        for w in wrong {
            let mut queue = VecDeque::from([w]);
            seen.insert(w);
            while let Some(c) = queue.pop_front() {
                for n in ways(c) {
                    if !on.contains(&n) && seen.insert(n) {
                        queue.push_back(n);
                    }
                }
            }
        }
        score += seen.len() as f64;
    }
    (score, decisions)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(10))]

    #[test]
    fn the_score_is_the_contract_s_sum_over_the_decision_points(seed in "[a-z]{1,8}", level in 1u32..6) {
        for mode in MODES {
            let s = session(&format!("seed={seed}&level={level}{mode}"));
            let (maze, solution) = (s.play().maze(), s.solution());
            let d = difficulty(maze, solution);
            let (score, decisions) = reference_score(|c| maze.open_neighbors(c).collect(), solution);
            prop_assert!((d.score - score).abs() < 1e-9, "{mode}: {} vs {score}", d.score);
            prop_assert_eq!(d.factors.decisions, decisions, "{}", mode);
            prop_assert!(d.factors.solution_share > 0.0 && d.factors.solution_share <= 1.0);
            let g = grade(s.params(), d.score, maze.layout.cells());
            prop_assert!((1..=10).contains(&g));
        }
    }
}

#[test]
fn seeds_the_table_never_saw_spread_over_its_grades() {
    for (family, level) in [
        (Family::Square, 8),
        (Family::Hex, 3),
        (Family::Floors, 4),
        (Family::Braid, 12),
    ] {
        let mut grades = [0u32; 11];
        let n = 60;
        for k in 0..n {
            let s = session(&format!("seed=fresh-{k}&level={level}{}", family.query()));
            let d = difficulty(s.play().maze(), s.solution());
            grades[usize::from(grade(s.params(), d.score, s.play().maze().layout.cells()))] += 1;
        }
        // A tenth in each grade on average: the lower half holds about half of them.
        let low: u32 = grades[1..=5].iter().sum();
        assert!(
            (15..=45).contains(&low),
            "{family:?} level {level}: {grades:?}"
        );
        assert!(grades[1] + grades[10] < n / 2, "{family:?}: {grades:?}");
    }
    // The table's own deciles, measured again over its seeds, match it.
    let again = measure(Family::Square, 2, 200);
    let table = seedmaze::game::grades::deciles(Family::Square, 2);
    for (a, t) in again.iter().zip(table) {
        // The table keeps ten-thousandths.
        assert!((a - t).abs() <= 0.5e-4 + 1e-12, "{again:?} vs {table:?}");
    }
}

/// The open ways of the CLI's JSON, read here: each edge `[id, a, b]` whose id is in `removed`
/// (a woven tunnel, listed under both of its walls, once), and its solution.
fn json_ways(text: &str) -> (Vec<Vec<u32>>, Vec<u32>) {
    let removed: HashSet<u32> = json_text::numbers(json_text::field(text, "removed"))
        .into_iter()
        .collect();
    let edges = json_text::numbers(json_text::field(text, "edges"));
    let ids = edges
        .chunks(3)
        .map(|e| e[1].max(e[2]) + 1)
        .max()
        .unwrap_or(0);
    let mut ways = vec![Vec::new(); ids as usize];
    for edge in edges.chunks(3) {
        let (a, b) = (edge[1], edge[2]);
        if removed.contains(&edge[0]) && !ways[a as usize].contains(&b) {
            ways[a as usize].push(b);
            ways[b as usize].push(a);
        }
    }
    let solution = json_text::numbers(json_text::field(text, "solution"));
    (ways, solution)
}

/// The nine decile bounds (score per cell) of the `family`-th family (the table's order:
/// square, hex, triangle, circle, braid, woven, floors) at the `level`-th of its measured
/// levels, read here from `grade_table::TABLE`'s bytes as its doc states them: per family and
/// level, a row of nine varints (seven bits a byte, the low first, the high bit set on all but
/// a number's last byte), the first bound then eight increments, in ten-thousandths.
fn table_bounds(family: usize, level: usize) -> [f64; 9] {
    use seedmaze::game::grade_table::{LEVELS, TABLE};
    let mut numbers = Vec::new();
    let (mut number, mut shift) = (0u32, 0);
    for &byte in TABLE.iter() {
        number |= u32::from(byte & 0x7f) << shift;
        shift += 7;
        if byte & 0x80 == 0 {
            numbers.push(number);
            (number, shift) = (0, 0);
        }
    }
    assert_eq!(numbers.len(), 7 * LEVELS.len() * 9, "nine bounds a row");
    let row = &numbers[(family * LEVELS.len() + level) * 9..];
    let mut bound = 0;
    std::array::from_fn(|i| {
        bound += row[i];
        f64::from(bound) / 10_000.0
    })
}

#[test]
fn the_cli_prints_the_difficulty_for_every_shape_and_mode() {
    // Level 4 is a measured level (docs/contract.md: 1, 2, 3, 4, 6, …), the fourth: its row, no
    // interpolation. The family's row: square (a word too), hex, circle, braid, woven, floors.
    let level = 3;
    for (flags, family) in [
        (vec![], 0),
        (vec!["--shape", "hex"], 1),
        (vec!["--shape", "circle"], 3),
        (vec!["--braid", "40"], 4),
        (vec!["--weave"], 5),
        (vec!["--floors", "3"], 6),
        (vec!["--mask", "OK"], 0),
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_seedmaze"))
            .args(["--seed", "rated", "--level", "4", "--format", "json"])
            .args(&flags)
            .output()
            .expect("the CLI runs");
        let text = String::from_utf8(out.stdout).expect("UTF-8");
        let at = text
            .find("\"difficulty\":{\"grade\":")
            .expect("a difficulty");
        let rest = &text[at + 22..];
        let grade: usize = rest[..rest.find(',').expect("a comma")]
            .parse()
            .expect("a grade");
        // The score, recomputed from the JSON's own walls and solution by this file's reading.
        let (ways, solution) = json_ways(&text);
        let (score, decisions) = reference_score(|c| ways[c as usize].clone(), &solution);
        let said = rest.split("\"score\":").nth(1).expect("a score");
        let said: f64 = said[..said.find(',').expect("a comma")]
            .parse()
            .expect("a number");
        assert!((said - score).abs() < 1e-6, "{flags:?}: {said} vs {score}");
        assert_eq!(
            json_text::number(&text, "decisions"),
            decisions,
            "{flags:?}"
        );
        // The grade: the decile of the table's row the score per cell falls in.
        let per_cell = score / f64::from(json_text::number(&text, "cells"));
        let bounds = table_bounds(family, level);
        let below = bounds.iter().filter(|&&b| per_cell > b + 1e-12).count();
        let at_most = bounds.iter().filter(|&&b| per_cell >= b - 1e-12).count();
        assert!(
            (1 + below..=1 + at_most).contains(&grade),
            "{flags:?}: grade {grade} for {per_cell} among {bounds:?}"
        );
        for factor in [
            "decisions",
            "wrong_cells",
            "solution_share",
            "mean_depth",
            "loops",
        ] {
            assert!(
                text.contains(&format!("\"{factor}\":")),
                "{flags:?}: {factor}"
            );
        }
    }
}

/// The steps a left-hand wall follower takes from the start to the exit of a square level
/// (entering from the west, facing east), on this file's own reading of the open ways.
fn wall_follower(s: &Session) -> u32 {
    let grid = s.play().square().expect("a square level");
    let (w, exit) = (grid.width(), grid.exit());
    // North, east, south, west as cell offsets; open ways from the game's own neighbours.
    let next = |cell: u32, dir: usize| -> Option<u32> {
        let (x, y) = (cell % w, cell / w);
        let to = match dir {
            0 if y > 0 => cell - w,
            1 if x + 1 < w => cell + 1,
            2 if y + 1 < grid.height() => cell + w,
            3 if x > 0 => cell - 1,
            _ => return None,
        };
        grid.open_neighbors(cell).any(|n| n == to).then_some(to)
    };
    let (mut at, mut heading, mut steps) = (0u32, 1usize, 0u32);
    while at != exit && steps < 50_000_000 {
        // Left, straight, right, back.
        let dir = [3, 0, 1, 2]
            .map(|turn| (heading + turn) % 4)
            .into_iter()
            .find(|&d| next(at, d).is_some())
            .expect("a way");
        at = next(at, dir).expect("open");
        heading = dir;
        steps += 1;
    }
    steps
}

/// The steps a solver takes that at each cell goes on by a way not tried yet, picked at
/// random, and walks back from dead ends (a depth-first search walked out loud), from this
/// file's own small generator seeded with `seed`.
fn random_solver(s: &Session, mut seed: u64) -> u32 {
    let maze = s.play().maze();
    let exit = maze.layout.exit();
    let mut random = move |n: usize| {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((seed >> 33) as usize) % n.max(1)
    };
    let mut seen = HashSet::from([0u32]);
    let mut stack = vec![0u32];
    let mut steps = 0;
    while let Some(&at) = stack.last() {
        if at == exit {
            break;
        }
        let ways: Vec<u32> = maze
            .open_neighbors(at)
            .filter(|n| !seen.contains(n))
            .collect();
        steps += 1;
        if ways.is_empty() {
            stack.pop();
        } else {
            let next = ways[random(ways.len())];
            seen.insert(next);
            stack.push(next);
        }
    }
    steps
}

#[test]
fn hard_is_harder_than_easy_by_grade_and_for_both_bots() {
    let (mut above, mut follower, mut random) = (0, [0u64; 2], [0u64; 2]);
    let seeds = 50;
    for k in 0..seeds {
        let [easy, hard] = ["easy", "hard"]
            .map(|dial| session(&format!("seed=dial-{k}&level=10&difficulty={dial}")));
        let grade_of = |s: &Session| {
            let d = difficulty(s.play().maze(), s.solution());
            grade(s.params(), d.score, s.play().maze().layout.cells())
        };
        above += u32::from(grade_of(&hard) > grade_of(&easy));
        for (i, s) in [&easy, &hard].into_iter().enumerate() {
            follower[i] += u64::from(wall_follower(s));
            random[i] += (0..4)
                .map(|r| u64::from(random_solver(s, 7 + r)))
                .sum::<u64>();
        }
    }
    let ratio = |pair: [u64; 2]| pair[1] as f64 / pair[0] as f64;
    println!(
        "level 10, {seeds} seeds: hard graded above easy {above} times; hard over easy, wall follower {:.2}, random solver {:.2}",
        ratio(follower),
        ratio(random)
    );
    assert!(
        above >= 45,
        "hard's grade above easy's for {above} of {seeds}"
    );
    assert!(ratio(follower) > 1.2, "the wall follower: {follower:?}");
    assert!(ratio(random) > 1.2, "the random solver: {random:?}");
}

#[test]
fn without_the_dial_a_level_is_the_seed_s_own_maze_and_with_it_one_of_its_candidates() {
    let plain = session("seed=own&level=6");
    let easy = session("seed=own&level=6&difficulty=easy");
    let hard = session("seed=own&level=6&difficulty=hard");
    assert_eq!(
        easy.params().seed,
        plain.params().seed,
        "the link keeps its seed"
    );
    let removed = |s: &Session| s.play().maze().removed.clone();
    assert_ne!(removed(&easy), removed(&hard));
    let candidates: Vec<Vec<u32>> = (0..8)
        .map(|k| {
            let seed = plain.params().seed.candidate(k);
            removed(&session(&format!("seed={}&level=6", seed.as_str())))
        })
        .collect();
    assert!(candidates.contains(&removed(&easy)) && candidates.contains(&removed(&hard)));
    let score = |s: &Session| difficulty(s.play().maze(), s.solution()).score;
    assert!(score(&easy) <= score(&hard));
}

#[test]
fn the_cli_takes_the_dial_and_refuses_a_bad_one_with_exit_code_2() {
    let run = |value: &str| {
        Command::new(env!("CARGO_BIN_EXE_seedmaze"))
            .args([
                "--seed",
                "dial",
                "--level",
                "3",
                "--difficulty",
                value,
                "--format",
                "json",
            ])
            .output()
            .expect("the CLI runs")
    };
    let [easy, hard] = ["easy", "hard"].map(run);
    assert!(easy.status.success() && hard.status.success());
    assert_ne!(easy.stdout, hard.stdout, "two candidates");
    let bad = run("brutal");
    assert_eq!(bad.status.code(), Some(2));
    let said = String::from_utf8_lossy(&bad.stderr);
    assert!(
        said.contains("is not a known difficulty (normal, easy, hard)"),
        "{said}"
    );
}
