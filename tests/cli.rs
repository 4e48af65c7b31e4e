//! Runs the `seedmaze` binary: determinism, golden output, and clean failures.

use std::process::{Command, Output};

fn seedmaze(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_seedmaze"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn same_seed_same_output_in_every_format() {
    for format in ["ascii", "json", "svg"] {
        let a = seedmaze(&["--seed", "repeat", "--level", "3", "--format", format]);
        let b = seedmaze(&["--seed", "repeat", "--level", "3", "--format", format]);
        assert!(
            a.status.success(),
            "{format}: {}",
            String::from_utf8_lossy(&a.stderr)
        );
        assert_eq!(stdout(&a), stdout(&b), "{format}");
        assert!(!stdout(&a).is_empty());
    }
}

#[test]
fn different_seeds_give_different_mazes() {
    let a = stdout(&seedmaze(&["--seed", "one", "--format", "json"]));
    let b = stdout(&seedmaze(&["--seed", "two", "--format", "json"]));
    let walls = |s: &str| s.split("\"walls\":").nth(1).map(str::to_owned);
    assert!(walls(&a).is_some());
    assert_ne!(walls(&a), walls(&b));
}

#[test]
fn json_matches_the_golden_vectors() {
    let vectors = include_str!("golden/vectors.txt");
    let mut checked = 0;
    for line in vectors.lines() {
        let f: Vec<&str> = line.split(' ').collect();
        if f.len() != 5 || f[1] != f[2] {
            continue; // the CLI makes square mazes only
        }
        let out = seedmaze(&[
            "--seed", f[0], "--size", f[1], "--algo", f[3], "--format", "json",
        ]);
        assert!(out.status.success());
        let text = stdout(&out);
        let walls = text
            .split("\"walls\":[")
            .nth(1)
            .and_then(|s| s.split(']').next())
            .expect("walls array");
        let hex: String = walls
            .split(',')
            .map(|b| format!("{:x}", b.parse::<u8>().expect("byte")))
            .collect();
        assert_eq!(hex, f[4], "{line:.40}");
        for key in [
            "\"seed\":",
            "\"level\":",
            "\"width\":",
            "\"height\":",
            "\"algorithm\":",
            "\"removed\":[",
            "\"solution\":[0,",
        ] {
            assert!(text.contains(key), "missing {key}");
        }
        checked += 1;
    }
    assert!(checked >= 4);
}

#[test]
fn ascii_draws_openings_and_svg_is_well_formed() {
    let ascii = stdout(&seedmaze(&["--seed", "draw", "--size", "4"]));
    let rows: Vec<&str> = ascii.lines().skip(1).collect();
    assert_eq!(rows.len(), 9);
    assert!(rows[1].starts_with(' '), "entrance open: {:?}", rows[1]);
    assert!(rows[7].ends_with(' '), "exit open: {:?}", rows[7]);
    assert!(rows[0].chars().all(|c| c == '+' || c == '-'));
    let svg = stdout(&seedmaze(&[
        "--seed", "draw", "--size", "4", "--format", "svg",
    ]));
    assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
    assert_eq!(svg.matches("<line").count(), svg.matches("/>").count() - 1);
    assert!(svg.contains("seed draw"));
}

#[test]
fn no_seed_picks_and_reports_a_random_one() {
    let out = seedmaze(&["--format", "json"]);
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    let seed = err.trim().rsplit(' ').next().expect("seed in message");
    assert!(
        stdout(&out).contains(&format!("\"seed\":\"{seed}\"")),
        "{err}"
    );
}

#[test]
fn bad_input_exits_2_with_one_line() {
    let cases: &[&[&str]] = &[
        &["--seed", ""],
        &["--seed", "has space"],
        &["--seed", "<script>"],
        &["--seed", &"x".repeat(33)],
        &["--level", "0"],
        &["--level", "abc"],
        &["--size", "1"],
        &["--size", "99999999999999"],
        &["--size", "-4"],
        &["--algo", "dfs"],
        &["--format", "png"],
        &["--bogus", "1"],
        &["--seed"],
    ];
    for args in cases {
        let out = seedmaze(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("seedmaze: "), "{err}");
        assert!(!err.contains("panicked"), "{err}");
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn every_algorithm_runs_and_reports_stats() {
    for algo in [
        "union-find",
        "perfect",
        "backtracker",
        "pathcut",
        "prim",
        "wilson",
    ] {
        let out = seedmaze(&[
            "--seed", "all", "--size", "12", "--algo", algo, "--format", "json",
        ]);
        assert!(out.status.success(), "{algo}");
        let text = stdout(&out);
        assert!(
            text.contains(&format!("\"algorithm\":\"{algo}\"")),
            "{algo}"
        );
        for key in [
            "\"dead_ends\":",
            "\"junctions\":",
            "\"solution_length\":",
            "\"loops\":",
        ] {
            assert!(text.contains(key), "{algo} lacks {key}");
        }
    }
}
