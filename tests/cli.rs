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
    let lines: Vec<&str> = vectors.lines().filter(|l| !l.trim().is_empty()).collect();
    let mut checked = 0;
    for line in &lines {
        let f: Vec<&str> = line.split(' ').collect();
        assert_eq!(f.len(), 5, "bad vector line {line:?}");
        let out = seedmaze(&[
            "--seed", f[0], "--width", f[1], "--height", f[2], "--algo", f[3], "--format", "json",
        ]);
        assert!(
            out.status.success(),
            "{line:.40}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = stdout(&out);
        let shape = format!("\"width\":{},\"height\":{},", f[1], f[2]);
        assert!(text.contains(&shape), "{line:.40}: not {shape}");
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
    // Every vector, the non-square ones included, goes through the CLI.
    assert_eq!(checked, lines.len());
    assert!(
        lines
            .iter()
            .any(|l| l.split(' ').nth(1) != l.split(' ').nth(2))
    );
}

#[test]
fn width_and_height_equal_give_the_size_maze() {
    for format in ["ascii", "json", "svg"] {
        let sized = seedmaze(&["--seed", "same", "--size", "9", "--format", format]);
        let shaped = seedmaze(&[
            "--seed", "same", "--width", "9", "--height", "9", "--format", format,
        ]);
        assert!(shaped.status.success(), "{format}");
        let body = |out: &Output| {
            // The captions differ on purpose (a width and height name no level); the maze must not.
            let text = stdout(out);
            match format {
                "json" => text,
                _ => text.lines().filter(|l| !l.contains("seedmaze ·")).collect(),
            }
        };
        assert_eq!(body(&sized), body(&shaped), "{format}");
    }
    let svg = stdout(&seedmaze(&[
        "--seed", "tall", "--width", "3", "--height", "7", "--format", "svg",
    ]));
    assert!(
        svg.contains("seedmaze · seed tall · 3×7 · union-find"),
        "{svg}"
    );
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
        &["--width", "1", "--height", "5"],
        &["--width", "5", "--height", "2001"],
        &["--width", "abc", "--height", "5"],
        &["--width", "", "--height", "5"],
        &["--width", "5"],
        &["--height", "5"],
        &["--width", "5", "--height", "6", "--size", "5"],
        &["--level", "2", "--width", "5", "--height", "6"],
    ];
    for args in cases {
        refused(args, "");
    }
    let err = |args: &[&str]| String::from_utf8_lossy(&seedmaze(args).stderr).into_owned();
    assert!(
        err(&["--width", "1", "--height", "5"])
            .starts_with("seedmaze: width \"1\" is out of range (2 to 2000)")
    );
    assert!(
        err(&["--width", "5", "--height", "x"])
            .starts_with("seedmaze: height \"x\" is not a whole number")
    );
    assert!(err(&["--width", "5"]).starts_with("seedmaze: --width needs --height"));
    assert!(
        err(&["--size", "5", "--width", "5", "--height", "6"])
            .contains("cannot be combined with --level or --size")
    );
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
        "eller",
        "hunt-and-kill",
        "growing-tree",
        "division",
        "sidewinder",
        "binary-tree",
        "aldous-broder",
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

/// Runs `args`, which must be refused: exit code 2, nothing on stdout, and one line on
/// stderr that holds `message`.
fn refused(args: &[&str], message: &str) {
    let out = seedmaze(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    assert!(
        err.starts_with("seedmaze: ") && err.contains(message),
        "{args:?}: {err}"
    );
    assert!(!err.contains("panicked"), "{err}");
    assert!(out.stdout.is_empty());
}

/// The numbers of a JSON array field, as text.
fn array<'a>(text: &'a str, field: &str) -> &'a str {
    text.split(&format!("\"{field}\":["))
        .nth(1)
        .and_then(|s| s.split(']').next())
        .unwrap_or_else(|| panic!("no {field} array"))
}

#[test]
fn every_shape_matches_its_golden_vectors_through_the_cli() {
    let vectors = include_str!("golden/shapes.txt");
    for line in vectors.lines().filter(|l| !l.trim().is_empty()) {
        let f: Vec<&str> = line.split(' ').collect();
        let out = seedmaze(&[
            "--shape", f[0], "--size", f[1], "--seed", f[2], "--algo", f[3], "--braid", f[4],
            "--format", "json",
        ]);
        assert!(out.status.success(), "{line:.40}");
        let text = stdout(&out);
        assert_eq!(array(&text, "removed"), f[5], "{line:.40}");
        assert!(
            text.contains(&format!("\"shape\":\"{}\"", f[0])),
            "{line:.40}"
        );
        assert!(text.contains(&format!("\"braid\":{}", f[4])), "{line:.40}");
        assert!(text.contains("\"start\":0,"));
        let steps = array(&text, "solution").split(',').count() - 1;
        let keys = array(&text, "keys");
        assert_eq!(keys.split(',').count(), steps, "{line:.40}: {keys}");
        assert!(text.contains("\"edges\":[["), "{line:.40}");
    }
}

#[test]
fn every_shape_draws_as_svg_and_only_square_as_ascii() {
    for shape in ["square", "hex", "triangle", "circle"] {
        let svg = stdout(&seedmaze(&[
            "--seed", "draw", "--shape", shape, "--size", "5", "--format", "svg",
        ]));
        assert!(
            svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"),
            "{shape}"
        );
        assert!(svg.contains("seed draw"), "{shape}");
        // Other shapes print SVG when no format is asked for.
        let default = stdout(&seedmaze(&[
            "--seed", "draw", "--shape", shape, "--size", "5",
        ]));
        assert_eq!(default.starts_with("<svg"), shape != "square", "{shape}");
    }
    let circle = stdout(&seedmaze(&[
        "--seed", "draw", "--shape", "circle", "--size", "5",
    ]));
    assert!(
        circle.contains(" 0 0 1 "),
        "ring walls are arcs: {circle:.300}"
    );
    let out = seedmaze(&["--shape", "hex", "--format", "ascii"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("square mazes only"));
}

#[test]
fn square_json_keeps_its_fields_and_gains_the_shape_ones() {
    let text = stdout(&seedmaze(&[
        "--seed", "keys", "--size", "6", "--format", "json",
    ]));
    let at = |key: &str| text.find(key).unwrap_or_else(|| panic!("no {key}"));
    assert!(at("\"seed\"") < at("\"width\"") && at("\"walls\"") < at("\"removed\""));
    assert!(
        text.contains("\"shape\":\"square\",\"braid\":0,\"cells\":36,\"start\":0,\"exit\":35,")
    );
    let edges = text
        .split("\"edges\":[")
        .nth(1)
        .and_then(|s| s.split("],\"keys\"").next())
        .expect("edges");
    assert!(edges.starts_with("[0,0,1],[1,0,6],"), "{edges:.40}");
    assert_eq!(edges.matches('[').count(), 60);
    let keys = array(&text, "keys");
    assert!(keys.split(',').all(|k| {
        [
            "\"ArrowUp\"",
            "\"ArrowRight\"",
            "\"ArrowDown\"",
            "\"ArrowLeft\"",
        ]
        .contains(&k)
    }));
}

#[test]
fn bad_shape_values_exit_2_with_one_line() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["--shape", "hexagon"],
            "unknown shape \"hexagon\" (square, hex, triangle, circle)",
        ),
        (&["--shape", ""], "unknown shape"),
        (
            &["--braid", "101"],
            "braid \"101\" is not a whole number from 0 to 100",
        ),
        (&["--braid", "-1"], "braid \"-1\""),
        (&["--braid", "x"], "braid \"x\""),
        (&["--braid", "99999999999999999999"], "braid"),
        (
            &["--shape", "triangle", "--size", "1401"],
            "size 1401 is out of range for a triangle maze: 2 to 1400 rows",
        ),
        (
            &["--shape", "circle", "--size", "1001"],
            "size 1001 is out of range for a circle maze: 2 to 1000 rings",
        ),
        (
            &["--shape", "circle", "--size", "1"],
            "size \"1\" is out of range",
        ),
        (&["--shape", "hex", "--size", "99999999999"], "size"),
        (
            &["--shape", "hex", "--width", "5", "--height", "5"],
            "square mazes only",
        ),
        (
            &["--shape", "circle", "--format", "ascii"],
            "square mazes only",
        ),
    ];
    for (args, message) in cases {
        refused(args, message);
    }
}

#[test]
fn word_mazes_match_their_golden_vectors_through_the_cli() {
    let vectors = include_str!("golden/masks.txt");
    for line in vectors.lines().filter(|l| !l.trim().is_empty()) {
        let f: Vec<&str> = line.split(' ').collect();
        let mask = f[0].replace('_', " ");
        let out = seedmaze(&[
            "--mask", &mask, "--size", f[1], "--seed", f[2], "--algo", f[3], "--braid", f[4],
            "--format", "json",
        ]);
        assert!(out.status.success(), "{line:.40}");
        let text = stdout(&out);
        assert_eq!(array(&text, "removed"), f[5], "{line:.40}");
        assert!(text.contains(&format!("\"mask\":\"{mask}\"")), "{line:.40}");
    }
}

#[test]
fn word_maze_json_names_region_cells_by_grid_id() {
    let out = seedmaze(&["--seed", "word", "--mask", "Hi 5", "--format", "json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = stdout(&out);
    let numbers = |field: &str| -> Vec<u32> {
        array(&text, field)
            .split(',')
            .filter(|s| !s.is_empty())
            .map(|n| n.parse().expect("a number"))
            .collect()
    };
    let field = |name: &str| -> u32 {
        text.split(&format!("\"{name}\":"))
            .nth(1)
            .and_then(|s| s.split([',', '}']).next())
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("no {name}"))
    };
    assert!(text.contains("\"mask\":\"Hi 5\",\"algorithm\":\"union-find\""));
    assert!(
        !text.contains("\"walls\""),
        "a word maze lists no wall bytes"
    );
    // "Hi 5": 23 font columns and 8 rows at scale 3 (level 1's side of 8 is too small).
    assert_eq!((field("width"), field("height")), (69, 24));
    let region = numbers("region");
    assert_eq!(field("cells") as usize, region.len());
    assert!(region.windows(2).all(|p| p[0] < p[1]));
    assert_eq!(field("start"), region[0]);
    assert_eq!(field("exit"), *region.last().unwrap());
    assert_eq!(
        field("exit"),
        69 * 24 - 1,
        "the exit ends the baseline strip"
    );
    let solution = numbers("solution");
    assert_eq!(solution.first(), Some(&region[0]));
    assert_eq!(solution.last(), region.last());
    assert!(solution.iter().all(|c| region.binary_search(c).is_ok()));
    for step in solution.windows(2) {
        let d = step[0].abs_diff(step[1]);
        assert!(d == 1 || d == 69, "{step:?} is not a step");
    }
    let keys = array(&text, "keys").split(',').count();
    assert_eq!(keys + 1, solution.len());
    let edges = array(&text, "edges");
    assert!(edges.starts_with('['), "{edges:.40}");
}

#[test]
fn word_maze_ascii_draws_only_the_region() {
    let out = seedmaze(&["--seed", "word", "--mask", "I I"]);
    assert!(out.status.success());
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].contains("mask \"I I\" · 51×24"), "{}", lines[0]);
    assert_eq!(lines.len(), 1 + 2 * 24 + 1);
    // The top border covers the first I's 15 cells, then blank until the second I.
    assert!(lines[1].starts_with(&"+--".repeat(15)), "{}", lines[1]);
    assert_eq!(&lines[1][45..49], "+   ", "{}", lines[1]);
    // The entrance is open west of the start; the bottom border runs the whole strip.
    assert!(lines[2].starts_with(' '), "{}", lines[2]);
    assert_eq!(lines[2 * 24 + 1], "+--".repeat(51) + "+");
    // The exit is open east of the last cell (lines lose their trailing spaces).
    assert_ne!(
        lines[2 * 24].chars().nth(3 * 51),
        Some('|'),
        "{}",
        lines[2 * 24]
    );
    assert_eq!(lines[2 * 24 - 2].chars().nth(3 * 51), Some('|'));
}

#[test]
fn bad_masks_exit_2_with_one_line() {
    let cases: &[(&[&str], &str)] = &[
        (&["--mask", ""], "mask is empty"),
        (&["--mask", "a&b"], "mask \"a&b\" has the character '&'"),
        (&["--mask", "caf\u{e9}"], "has the character '\\u{e9}'"),
        (
            &["--mask", "ABCDEFGHIJKLM"],
            "13 characters, more than the 12",
        ),
        (&["--mask", "HI", "--shape", "hex"], "square mazes only"),
        (
            &["--mask", "HI", "--width", "9", "--height", "9"],
            "--level or --size",
        ),
    ];
    for (args, message) in cases {
        refused(args, message);
    }
}

#[test]
fn help_lists_the_link_parameters_from_the_table() {
    let out = seedmaze(&["--help"]);
    assert!(out.status.success());
    let help = stdout(&out);
    for param in seedmaze::link::Param::ALL {
        let cli = param.cli();
        let shown = match cli.flag {
            Some(flag) => format!("{flag} {}", cli.value).trim_end().to_owned(),
            None => format!("{}={}", param.name(), cli.value),
        };
        assert!(help.contains(&shown), "{shown} not in {help}");
        assert!(help.contains(&(cli.help)()), "{}", param.name());
    }
    for cli_only in ["--width W --height H", "--format ascii|json|svg"] {
        assert!(help.contains(cli_only), "{cli_only}");
    }
}

#[test]
fn a_switch_and_a_repeated_flag_read_as_before() {
    // `--weave` takes no value; a repeated flag's last value counts.
    let woven = stdout(&seedmaze(&["--seed", "w", "--weave", "--level", "2"]));
    assert!(
        woven
            .lines()
            .next()
            .is_some_and(|l| l.ends_with(" · weave")),
        "{woven:.80}"
    );
    let twice = stdout(&seedmaze(&[
        "--seed", "a", "--seed", "b", "--format", "json",
    ]));
    assert!(twice.contains("\"seed\":\"b\""), "{twice:.80}");
    refused(
        &["--mask", "HI", "--weave"],
        "--weave does not weave word mazes (--mask)",
    );
    refused(&["--algo", "prim", "--weave"], "not prim");
    refused(&["--mode", "fog"], "unknown option \"--mode\"");
}

#[test]
fn drawn_mazes_match_their_golden_vectors_and_their_json_code_plays_again() {
    let vectors = include_str!("golden/draws.txt");
    for line in vectors.lines().filter(|l| !l.trim().is_empty()) {
        let f: Vec<&str> = line.split(' ').collect();
        let args = [
            "--draw", f[0], "--size", f[1], "--seed", f[2], "--algo", f[3], "--braid", f[4],
            "--format", "json",
        ];
        let out = seedmaze(&args);
        assert!(out.status.success(), "{line:.40}");
        let text = stdout(&out);
        assert_eq!(array(&text, "removed"), f[5], "{line:.40}");
        assert!(
            text.contains(&format!("\"draw\":\"{}\"", f[0])),
            "{line:.40}"
        );
    }
}

#[test]
fn drawn_mazes_of_other_shapes_match_their_golden_vectors() {
    let vectors = include_str!("golden/draw_shapes.txt");
    let mut checked = 0;
    for line in vectors.lines().filter(|l| !l.trim().is_empty()) {
        let f: Vec<&str> = line.split(' ').collect();
        let args = [
            "--draw", f[0], "--shape", f[1], "--size", f[2], "--seed", f[3], "--algo", f[4],
            "--braid", f[5], "--format", "json",
        ];
        let out = seedmaze(&args);
        assert!(out.status.success(), "{line:.40}");
        let text = stdout(&out);
        assert_eq!(array(&text, "removed"), f[6], "{line:.40}");
        assert!(text.contains(&format!("\"shape\":\"{}\",\"size\":{}", f[1], f[2])));
        assert!(text.contains(&format!("\"draw\":\"{}\"", f[0])));
        checked += 1;
    }
    assert_eq!(checked, 9);
    // A line one cell high (100×1) is too thin for the size: status 2 and a sentence naming the shape and size.
    let out = seedmaze(&["--draw", "1AyYGQ", "--shape", "hex", "--size", "8"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("hex maze of 8 rows"), "{err}");
}

#[test]
fn a_picture_makes_the_drawing_whose_code_the_json_gives() {
    let dir = std::env::temp_dir().join(format!("seedmaze-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temp folder");
    // A 6×4 ring with a lone dot apart: the dot is left out, and stderr says so.
    let ring = dir.join("ring.pbm");
    std::fs::write(
        &ring,
        "P1 6 4\n1 1 1 1 0 1\n1 0 0 1 0 0\n1 0 0 1 0 0\n1 1 1 1 0 0\n",
    )
    .expect("a picture");
    let path = ring.to_string_lossy().into_owned();
    let out = seedmaze(&[
        "--seed",
        "pic",
        "--size",
        "8",
        "--mask-image",
        &path,
        "--format",
        "json",
    ]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("1 smaller part (1 cell) left out"));
    let text = stdout(&out);
    let code = text
        .split("\"draw\":\"")
        .nth(1)
        .and_then(|s| s.split('"').next())
        .expect("a draw code");
    let again = seedmaze(&[
        "--seed", "pic", "--size", "8", "--draw", code, "--format", "json",
    ]);
    assert_eq!(
        stdout(&again),
        text,
        "--draw of the JSON's code prints the same maze"
    );
    // The kept ring is 4×4 at scale 2: 12 painted cells, 48 maze cells.
    assert!(text.contains("\"cells\":48,"), "{text:.200}");
    // Refused, each with one line: nothing dark, not a picture, a missing file, a bad code,
    // a drawing with a word or weave.
    let blank = dir.join("blank.pbm");
    std::fs::write(&blank, "P1 2 2 0 0 0 0").expect("a picture");
    let text_file = dir.join("note.png");
    std::fs::write(&text_file, "not a picture").expect("a file");
    let blank = blank.to_string_lossy().into_owned();
    let text_file = text_file.to_string_lossy().into_owned();
    refused(&["--mask-image", &blank], "nothing is painted");
    refused(&["--mask-image", &text_file], "not a picture");
    refused(&["--mask-image", "/no/such/file.png"], "--mask-image");
    refused(
        &["--draw", "1**"],
        "the drawing's code has the character '*'",
    );
    refused(
        &["--draw", code, "--mask", "HI"],
        "--draw and --mask cannot be combined",
    );
    refused(
        &["--draw", code, "--weave", "--shape", "hex"],
        "--weave makes square mazes only, not hex",
    );
    refused(
        &["--draw", code, "--weave", "--algo", "prim"],
        "--weave works with the union-find and perfect generators only, not prim",
    );
    refused(
        &["--draw", code, "--mask-image", &path],
        "cannot be combined",
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The link's parameters' flags are refused in the link table's sentences (`Param::refusal`,
/// pinned beside the link's notices in tests/link.rs), byte for byte, with exit code 2.
#[test]
fn flag_refusals_are_the_link_tables_sentences() {
    use seedmaze::link::{Param, Values};
    let cases: &[(&[&str], &str)] = &[
        (&["--floors", "9"], "floors \"9\" is out of range (1 to 8)"),
        (&["--floors", "0"], "floors \"0\" is out of range (1 to 8)"),
        (&["--floors", "x"], "floors \"x\" is not a whole number"),
        (&["--floors", ""], "floors is empty"),
        (
            &["--floors", "3", "--shape", "hex"],
            "floors \"3\" makes plain square mazes only, not hex",
        ),
        (
            &["--braid", "101"],
            "braid \"101\" is not a whole number from 0 to 100",
        ),
        (
            &["--algo", "nope"],
            "algo \"nope\" is not a known algorithm (union-find, perfect, backtracker, pathcut, \
             prim, wilson, eller, hunt-and-kill, growing-tree, division, sidewinder, binary-tree, \
             aldous-broder)",
        ),
        (
            &["--shape", "nope"],
            "unknown shape \"nope\" (square, hex, triangle, circle)",
        ),
        (
            &["--weave", "--shape", "hex"],
            "--weave makes square mazes only, not hex",
        ),
        (
            &["--weave", "--mask", "HI"],
            "--weave does not weave word mazes (--mask)",
        ),
        (
            &["--weave", "--algo", "prim"],
            "--weave works with the union-find and perfect generators only, not prim",
        ),
        (
            &["--mask", "HI", "--shape", "hex"],
            "--mask makes square mazes only, not hex",
        ),
        // A switch takes no value: what follows it is read as a flag.
        (&["--weave", "2"], "2 needs a value"),
    ];
    for (args, sentence) in cases {
        let out = seedmaze(&[&["--seed", "a"], *args].concat());
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert_eq!(
            String::from_utf8_lossy(&out.stderr),
            format!("seedmaze: {sentence} (see seedmaze --help)\n"),
        );
    }
    // The same sentence from the table, for the value as the flag reads it.
    let problem = Values::default().read(Param::Floors, "9").err();
    assert_eq!(
        problem.map(|p| Param::Floors.refusal(p, "9")).as_deref(),
        Some(cases[0].1)
    );
}
