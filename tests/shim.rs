//! The page's JavaScript stays a thin shim (docs/architecture.md): every `www/*.js` outside
//! `pkg/` and `bench/`, the first paint's files included, at most 1,100 lines in all, none over
//! 120 characters. Rules belong in Rust; a feature that needs more JavaScript moves some there.

use std::fs;
use std::path::PathBuf;

const MAX_LINES: usize = 1_100;
const MAX_WIDTH: usize = 120;

#[test]
fn the_page_javascript_stays_within_its_line_budget() {
    let www = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("www");
    let mut files: Vec<PathBuf> = fs::read_dir(&www)
        .expect("www/ exists")
        .map(|entry| entry.expect("a readable entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "js"))
        .collect();
    files.sort();
    assert!(files.len() >= 5, "only {} scripts in www/", files.len());
    let mut total = 0;
    let mut counts = Vec::new();
    for file in &files {
        let text = fs::read_to_string(file).expect("a readable script");
        let name = file
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
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
