//! The measured difficulty (`maze::difficulty`, `game::grades`) against this file's own
//! reading of its definition (docs/contract.md): decision points on the solution, the branch
//! behind each wrong way found by its own search, the score their sum of ln(1 + cells); the
//! grades of seeds the table never saw spread over the deciles; the CLI prints it for every
//! shape and mode.

use proptest::prelude::*;
use seedmaze::game::grades::{Family, grade, measure};
use seedmaze::game::{Plan, Session};
use seedmaze::maze::difficulty::difficulty;
use seedmaze::maze::{Graph, Seed};
use std::collections::{HashSet, VecDeque};
use std::process::Command;

#[path = "common/modes.rs"]
mod modes;
use modes::MODES;

fn session(query: &str) -> Session {
    Plan::from_query(query, || Seed::parse("unused").expect("a seed")).start()
}

/// The score as docs/contract.md defines it, searched here cell by cell.
fn reference_score<G: Graph>(graph: &G, solution: &[u32]) -> (f64, u32) {
    let on: HashSet<u32> = solution.iter().copied().collect();
    let mut score = 0.0;
    let mut decisions = 0;
    for &at in solution.iter().take(solution.len().saturating_sub(1)) {
        let wrong: Vec<u32> = graph
            .open_neighbors(at)
            .filter(|n| !on.contains(n))
            .collect();
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
                for n in graph.open_neighbors(c) {
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
            let (score, decisions) = reference_score(maze, solution);
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

#[test]
fn the_cli_prints_the_difficulty_for_every_shape_and_mode() {
    for flags in [
        vec![],
        vec!["--shape", "hex"],
        vec!["--shape", "circle"],
        vec!["--braid", "40"],
        vec!["--weave"],
        vec!["--floors", "3"],
        vec!["--mask", "OK"],
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
        let grade: u32 = rest[..rest.find(',').expect("a comma")]
            .parse()
            .expect("a grade");
        assert!((1..=10).contains(&grade), "{flags:?}: {grade}");
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
