//! The page's JavaScript stays a thin shim (docs/architecture.md): every `www/*.js` outside
//! `pkg/` and `bench/`, the first paint's files and the drawing editor's included, at most
//! 1,450 lines in all, none over 120 characters, with no rule of its own. Rules belong in Rust; a feature that needs more
//! JavaScript moves some there.
//!
//! "No rule" is checked here as far as text can show it:
//! - no number Rust defines for the page (`rust_numbers`) is written in a script or an
//!   data attribute of index.html, nor a length limit: the page reads them from its wasm build
//!   (`web::page_facts`);
//! - the painter compares no number: its table lists what each drawing opcode does in code
//!   order, each under its name in `paint::list::Op`, and this checks the two tables equal;
//! - no script holds an English phrase (a string of two or more words): every sentence a player
//!   reads or hears is Rust's (`text`). The few such strings that are CSS selectors, media
//!   queries and a font are listed by name in `NOT_ENGLISH`.
//!
//! The scripts are read as text by a small tokenizer (strings, template literals, comments);
//! it does not know regular expression literals, which the page does not use.

use seedmaze::keymap::{PAD_CODE, pad};
use seedmaze::maze::Shape;
use seedmaze::maze::mask::MAX_MASK_LEN;
use seedmaze::paint::list::Op;
use std::collections::BTreeSet;
use std::fs;
use std::path::PathBuf;

/// The most lines the page's JavaScript may have, `www/pkg/` and the benchmark page aside
/// (docs/architecture.md): the level's life and the input gating are Rust's (`start_level`,
/// `loading`, `menu_shown`), not the page's. The view from inside adds loading its build and
/// forwarding frames and presses to them, within 30 lines; the journey its menu's
/// two ladders and its map's tiles, within 20.
const MAX_LINES: usize = 1_500;
const MAX_WIDTH: usize = 120;

/// Strings of several words in the scripts that no player reads: selectors, media queries, a
/// font, the name of a task in the debug handle's log. Anything else of two or more words is
/// taken for English.
const NOT_ENGLISH: [&str; 6] = [
    "input, textarea, select",
    "(prefers-reduced-motion: reduce)",
    "(prefers-color-scheme: dark)",
    "(prefers-contrast: more)",
    "px system-ui, sans-serif",
    "first draw",
];

fn www() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("www")
}

/// Every script of the page (`www/*.js`), as `(name, text)`.
fn scripts() -> Vec<(String, String)> {
    let mut files: Vec<PathBuf> = fs::read_dir(www())
        .expect("www/ exists")
        .map(|entry| entry.expect("a readable entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "js"))
        .collect();
    files.sort();
    assert!(files.len() >= 5, "only {} scripts in www/", files.len());
    files
        .iter()
        .map(|file| {
            let name = file
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            (name, fs::read_to_string(file).expect("a readable script"))
        })
        .collect()
}

/// The numbers Rust defines that the page once wrote itself: the pad's move codes
/// (`keymap::PAD_CODE` on, one per slot) and the longest word (`MAX_MASK_LEN`). Key and angle
/// codes are left out: the page never writes one (Rust's `Controls` makes them), and 16 and 64
/// have other roles in the scripts. Opcodes are small numbers the scripts use for arithmetic;
/// the painter's check (no comparison with a number) covers them.
fn rust_numbers() -> BTreeSet<u64> {
    let pad_codes = (PAD_CODE..).take(pad(Shape::Square).len());
    pad_codes
        .map(u64::from)
        .chain([MAX_MASK_LEN as u64])
        .collect()
}

/// A script split into its code (strings and comments blanked, template expressions kept) and
/// its strings (a template's text parts joined by a space), each with its line.
#[derive(Default)]
struct Split {
    code: String,
    strings: Vec<(usize, String)>,
}

fn split(source: &str) -> Split {
    let chars: Vec<char> = source.chars().collect();
    let mut out = Split::default();
    let mut line = 1;
    // Open template literals, each with the depth of braces of its current `${…}`.
    let mut templates: Vec<(String, usize, usize)> = Vec::new();
    let mut i = 0;
    while let Some(&c) = chars.get(i) {
        let next = chars.get(i + 1).copied();
        if c == '\n' {
            line += 1;
        }
        match c {
            '/' if next == Some('/') => {
                while chars.get(i).is_some_and(|&c| c != '\n') {
                    i += 1;
                }
                continue;
            }
            '/' if next == Some('*') => {
                i += 2;
                while let Some(&c) = chars.get(i) {
                    if c == '*' && chars.get(i + 1) == Some(&'/') {
                        break;
                    }
                    if c == '\n' {
                        // Kept, so that the code's lines are the script's.
                        line += 1;
                        out.code.push(c);
                    }
                    i += 1;
                }
                i += 2;
                out.code.push(' ');
                continue;
            }
            '\'' | '"' => {
                let (start, mut text) = (line, String::new());
                i += 1;
                while let Some(&s) = chars.get(i).filter(|&&s| s != c) {
                    if s == '\\' {
                        i += 1;
                    }
                    text.extend(chars.get(i));
                    i += 1;
                }
                out.strings.push((start, text));
                out.code.push_str("''");
            }
            '`' => {
                templates.push((String::new(), line, 0));
                i = template_text(&chars, i + 1, &mut templates, &mut out, &mut line);
                continue;
            }
            '{' if !templates.is_empty() => {
                templates.last_mut().expect("a template").2 += 1;
                out.code.push(c);
            }
            '}' if !templates.is_empty() => {
                let depth = &mut templates.last_mut().expect("a template").2;
                if *depth > 0 {
                    *depth -= 1;
                    out.code.push(c);
                } else {
                    // The end of a `${…}`: the template's text goes on.
                    i = template_text(&chars, i + 1, &mut templates, &mut out, &mut line);
                    continue;
                }
            }
            _ => out.code.push(c),
        }
        i += 1;
    }
    out
}

/// Reads a template literal's text from `i` to its end (then records it) or to a `${`; returns
/// where the code goes on.
fn template_text(
    chars: &[char],
    mut i: usize,
    templates: &mut Vec<(String, usize, usize)>,
    out: &mut Split,
    line: &mut usize,
) -> usize {
    let mut text = String::new();
    let mut end = chars.len();
    while let Some(&c) = chars.get(i) {
        match c {
            '`' | '$' if c == '`' || chars.get(i + 1) == Some(&'{') => {
                end = i;
                break;
            }
            '\\' => {
                text.extend(chars.get(i + 1));
                i += 2;
                continue;
            }
            '\n' => {
                *line += 1;
                text.push(c);
                out.code.push(c);
            }
            _ => text.push(c),
        }
        i += 1;
    }
    let Some(open) = templates.last_mut() else {
        return end;
    };
    open.0.push_str(&text);
    if chars.get(end) == Some(&'`') {
        let (text, start, _) = templates.pop().unwrap_or_default();
        out.strings.push((start, text));
        out.code.push_str("''");
        end + 1
    } else {
        // A `${`: its expression is code.
        open.0.push(' ');
        out.code.push(' ');
        end + 2
    }
}

/// The number literals of some code, with their values (decimal or `0x` hex).
fn numbers(code: &str) -> Vec<(String, f64)> {
    let is_word = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '.';
    code.split(|c: char| !is_word(c))
        .filter(|word| word.starts_with(|c: char| c.is_ascii_digit()))
        .filter_map(|word| {
            let value = match word.strip_prefix("0x") {
                Some(hex) => u64::from_str_radix(hex, 16).ok().map(|v| v as f64),
                None => word.trim_end_matches('.').parse().ok(),
            };
            value.map(|v| (word.to_owned(), v))
        })
        .collect()
}

/// Whether a string reads as words: two words of two or more letters with only a space, or a
/// mark and a space, between them.
fn is_phrase(text: &str) -> bool {
    let words: Vec<&str> = text.split_whitespace().collect();
    words.windows(2).any(|pair| {
        let word = |w: &str| w.chars().filter(|c| c.is_alphabetic()).count() >= 2;
        let ends = |w: &str| {
            w.chars()
                .last()
                .is_some_and(|c| c.is_alphabetic() || ",;:.".contains(c))
        };
        word(pair[0]) && ends(pair[0]) && word(pair[1]) && pair[1].starts_with(char::is_alphabetic)
    })
}

#[test]
fn the_page_javascript_stays_within_its_line_budget() {
    let mut total = 0;
    let mut counts = Vec::new();
    for (name, text) in scripts() {
        for (i, line) in text.lines().enumerate() {
            let width = line.chars().count();
            assert!(
                width <= MAX_WIDTH,
                "www/{name}:{}: {width} characters",
                i + 1
            );
        }
        let lines = text.lines().count();
        total += lines;
        counts.push(format!("{name} {lines}"));
    }
    assert!(
        total <= MAX_LINES,
        "www/*.js is {total} lines (at most {MAX_LINES}): {}",
        counts.join(", ")
    );
}

#[test]
fn the_page_writes_no_number_rust_defines() {
    let forbidden = rust_numbers();
    assert!(forbidden.contains(&u64::from(PAD_CODE)) && forbidden.len() >= 7);
    let mut found = Vec::new();
    for (name, text) in scripts() {
        let parts = split(&text);
        // In code, and inside strings too (a selector such as `[data-move="33"]`).
        let code = parts
            .code
            .lines()
            .enumerate()
            .map(|(n, line)| (n + 1, line));
        let strings = parts.strings.iter().map(|(n, text)| (*n, text.as_str()));
        for (line, text) in code.chain(strings) {
            for (word, value) in numbers(text) {
                if value.fract() == 0.0 && forbidden.contains(&(value as u64)) {
                    found.push(format!("www/{name}:{line}: {word}"));
                }
            }
        }
    }
    // In the markup: no move code (`data-*`) and no length limit, whose numbers are Rust's; a
    // range's bounds and start are the page's.
    let html = fs::read_to_string(www().join("index.html")).expect("www/index.html");
    for (n, line) in html.lines().enumerate() {
        for (attribute, value) in line.split('"').zip(line.split('"').skip(1)).step_by(2) {
            let name = attribute.rsplit(' ').next().unwrap_or_default();
            let rust = value.parse().is_ok_and(|v: u64| forbidden.contains(&v));
            if name.ends_with("length=") || (name.starts_with("data-") && rust) {
                found.push(format!("www/index.html:{}: {name}\"{value}\"", n + 1));
            }
        }
    }
    assert!(
        found.is_empty(),
        "numbers Rust defines ({forbidden:?}) or a length limit, written in the page instead of \
         read from its build (web::page_facts): {found:#?}"
    );
}

#[test]
fn the_page_writes_no_english() {
    let mut found = Vec::new();
    for (name, text) in scripts() {
        for (line, string) in split(&text).strings {
            if is_phrase(&string) && !NOT_ENGLISH.contains(&string.trim()) {
                found.push(format!("www/{name}:{line}: {string:?}"));
            }
        }
    }
    assert!(
        found.is_empty(),
        "English in the page's scripts: every sentence is Rust's (the build's `phrase`, `failed` and the view); \
         a string of several words that no player reads goes in NOT_ENGLISH: {found:#?}"
    );
}

#[test]
fn the_checks_find_what_they_look_for() {
    // The tokenizer and the two checks, on a script that breaks every rule above.
    let bad = "// 32 in a comment\nconst a = 'the worker failed'; /* 12 */\n\
               const b = `${x + 33} moves left`; if (op === 6) f(\"no worker\", 12);\n";
    let parts = split(bad);
    let strings: Vec<&str> = parts.strings.iter().map(|(_, s)| s.as_str()).collect();
    assert_eq!(strings, ["the worker failed", "  moves left", "no worker"]);
    assert!(strings.iter().all(|s| is_phrase(s)));
    let written: Vec<String> = numbers(&parts.code).into_iter().map(|(w, _)| w).collect();
    assert_eq!(written, ["33", "6", "12"]);
    let quoted = split("pad.querySelector('[data-move=\"34\"]')").strings;
    assert_eq!(
        numbers(&quoted[0].1).first().map(|(w, _)| w.as_str()),
        Some("34")
    );
    for fine in [
        "pointerdown",
        "image/svg+xml",
        "pkg/",
        "button, a",
        "clear-records?",
    ] {
        assert!(!is_phrase(fine), "{fine}");
    }
}

#[test]
fn the_painter_lists_every_opcode_in_rust_order_and_compares_no_number() {
    let text = fs::read_to_string(www().join("painter.js")).expect("www/painter.js");
    let table = text
        .split_once("const OPS = [")
        .and_then(|(_, rest)| rest.split_once("\n];"))
        .map(|(table, _)| table)
        .expect("painter.js has its table `const OPS = [ … ];`");
    // One entry a line, in code order, each after its name: `/* name */ { run: … }`.
    let painter: Vec<&str> = table
        .lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            let entry = line.trim().strip_prefix("/* ");
            entry
                .and_then(|e| e.split_once(" */ {"))
                .map_or("?", |(name, _)| name)
        })
        .collect();
    let rust = Op::ALL.map(Op::name);
    assert_eq!(
        painter, rust,
        "painter.js's OPS against paint::list::Op, in code order"
    );
    let code = split(&text).code;
    for op in ["===", "!==", "==", "!=", "<=", ">=", "<", ">"] {
        for (before, after) in code.split(op).zip(code.split(op).skip(1)) {
            let (left, right) = (before.trim_end(), after.trim_start());
            let number = |s: &str| s.starts_with(|c: char| c.is_ascii_digit());
            let left_number = left
                .rsplit(|c: char| !c.is_ascii_alphanumeric() && c != '.')
                .next()
                .is_some_and(number);
            assert!(
                !number(right) && !left_number,
                "painter.js compares with a number ({op}): {}…",
                &right.chars().take(20).collect::<String>()
            );
        }
    }
}
