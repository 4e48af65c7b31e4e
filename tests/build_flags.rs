//! The release build keeps some functions out of line by name (dev.sh: wasm-opt
//! `--no-inline='*name*'`), for their speed in the browser: a function renamed would silently
//! lose it. Each name the build lists is a function in the sources.

use std::fs;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The names in `text`'s `--no-inline='*name*'` options.
fn kept_out_of_line(text: &str) -> Vec<String> {
    text.split("--no-inline='*")
        .skip(1)
        .filter_map(|rest| rest.split_once("*'").map(|(name, _)| name.to_string()))
        .collect()
}

/// Whether a Rust file under `folder` (recursively) defines a function `name`.
fn defines(folder: &Path, name: &str) -> bool {
    let Ok(entries) = fs::read_dir(folder) else {
        return false;
    };
    entries.flatten().any(|entry| {
        let path = entry.path();
        if path.is_dir() {
            return defines(&path, name);
        }
        path.extension().is_some_and(|e| e == "rs")
            && fs::read_to_string(&path).is_ok_and(|text| text.contains(&format!("fn {name}(")))
    })
}

#[test]
fn the_reader_finds_each_name_and_only_names() {
    let text = "wasm-opt --no-inline='*walk_slice*' -Os --no-inline='*other*' --inline x";
    assert_eq!(kept_out_of_line(text), ["walk_slice", "other"]);
    assert!(kept_out_of_line("wasm-opt -Os").is_empty());
}

#[test]
fn every_function_the_build_keeps_out_of_line_exists() {
    let script = fs::read_to_string(root().join("dev.sh")).expect("dev.sh");
    let names = kept_out_of_line(&script);
    assert!(
        !names.is_empty(),
        "dev.sh keeps no function out of line: is the reader stale?"
    );
    let crates = root().join("crates");
    assert!(!defines(&crates, "no_such_function_here"));
    for name in names {
        assert!(
            defines(&crates, &name),
            "dev.sh keeps `{name}` out of line, but no crate defines `fn {name}(`: \
             renamed? change dev.sh with it"
        );
    }
}
