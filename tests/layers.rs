//! The layers are crates, and they stay layers (docs/architecture.md): every dependency between
//! the workspace's crates points down the order below (read from `cargo metadata`, so a new
//! dependency that points up fails here before it can land); no Cargo feature or `cfg` carves a
//! build out of shared code (at most 20 `cfg` lines name a feature or a `target_arch` in the
//! sources, none `not(feature …)`); and no type has more than 30 public methods.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The workspace's crates from the bottom up: a crate may depend only on crates of a lower
/// rank. Crates of the same rank do not depend on each other.
const LAYERS: &[(&str, u32)] = &[
    ("seedmaze-maze", 0),
    ("seedmaze-link", 1),
    ("seedmaze-inside", 1),
    ("seedmaze-text", 2),
    ("seedmaze-game", 3),
    ("seedmaze-format", 3),
    ("seedmaze-page", 4),
    ("seedmaze-web", 5),
    ("seedmaze-web-first", 6),
    ("seedmaze-web-game", 6),
    ("seedmaze-web-tools", 6),
    ("seedmaze-web-inside", 6),
    ("seedmaze", 7),
];

/// The most `cfg` lines naming a feature or a target that the sources may hold.
const MAX_CFG_LINES: usize = 20;

/// The most public methods (`pub`, `pub(crate)`, `pub(super)`) of one type's inherent impls.
const MAX_METHODS: usize = 30;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Each workspace crate and the workspace crates it depends on (normal, dev and build).
fn workspace_graph() -> BTreeMap<String, Vec<String>> {
    let output = Command::new(env!("CARGO"))
        .args([
            "metadata",
            "--format-version",
            "1",
            "--no-deps",
            "--offline",
        ])
        .current_dir(root())
        .output()
        .expect("cargo metadata runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let metadata: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    let packages = metadata["packages"].as_array().expect("packages");
    let names: Vec<&str> = packages.iter().filter_map(|p| p["name"].as_str()).collect();
    let mut graph = BTreeMap::new();
    for package in packages {
        let name = package["name"].as_str().expect("a name").to_owned();
        let dependencies = package["dependencies"].as_array().expect("dependencies");
        let inner: Vec<String> = dependencies
            .iter()
            .filter_map(|d| d["name"].as_str())
            .filter(|d| names.contains(d))
            .map(str::to_owned)
            .collect();
        graph.insert(name, inner);
    }
    graph
}

/// The dependencies of `graph` that do not point down `LAYERS` (or name a crate it lacks).
fn upward(graph: &BTreeMap<String, Vec<String>>) -> Vec<String> {
    let rank = |name: &str| LAYERS.iter().find(|(n, _)| *n == name).map(|(_, r)| *r);
    let mut wrong = Vec::new();
    for (from, to) in graph {
        for dependency in to {
            match (rank(from), rank(dependency)) {
                (Some(a), Some(b)) if b < a => {}
                _ => wrong.push(format!("{from} -> {dependency}")),
            }
        }
    }
    wrong
}

#[test]
fn the_workspace_is_layers_whose_dependencies_point_down() {
    let graph = workspace_graph();
    assert!(graph.len() >= 4, "only {} crates: {graph:?}", graph.len());
    let listed: Vec<&str> = LAYERS.iter().map(|(n, _)| *n).collect();
    let crates: Vec<&str> = graph.keys().map(String::as_str).collect();
    let mut sorted = listed.clone();
    sorted.sort_unstable();
    assert_eq!(crates, sorted, "every crate has its place in LAYERS");
    assert!(
        graph["seedmaze-maze"].is_empty(),
        "the core depends on no crate of ours"
    );
    assert_eq!(upward(&graph), Vec::<String>::new());
}

#[test]
fn the_check_finds_a_dependency_that_points_up() {
    let mut graph = BTreeMap::new();
    graph.insert("seedmaze-maze".to_owned(), vec!["seedmaze-game".to_owned()]);
    graph.insert("seedmaze-game".to_owned(), vec!["seedmaze-maze".to_owned()]);
    graph.insert(
        "seedmaze-format".to_owned(),
        vec!["seedmaze-game".to_owned()],
    );
    assert_eq!(
        upward(&graph),
        [
            "seedmaze-format -> seedmaze-game",
            "seedmaze-maze -> seedmaze-game"
        ]
    );
}

/// Every `.rs` file of the sources: `src/` and each crate's `src/` (tests, benches, examples
/// and fuzz targets aside).
fn sources() -> Vec<PathBuf> {
    let mut folders = vec![root().join("src")];
    for krate in fs::read_dir(root().join("crates")).expect("crates/") {
        folders.push(krate.expect("an entry").path().join("src"));
    }
    let mut found = Vec::new();
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).expect("a readable folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

/// The lines of `text` that hold a `cfg` naming a feature or a target architecture.
fn cfg_lines(text: &str) -> Vec<&str> {
    text.lines()
        .filter(|line| {
            let code = line.split("//").next().unwrap_or_default();
            code.contains("cfg") && (code.contains("feature") || code.contains("target_arch"))
        })
        .collect()
}

#[test]
fn no_feature_or_target_cuts_code_out() {
    let mut lines = Vec::new();
    for path in sources() {
        let text = fs::read_to_string(&path).expect("a readable source");
        for line in cfg_lines(&text) {
            lines.push(format!("{}: {}", relative(&path), line.trim()));
        }
    }
    let negated: Vec<&String> = lines.iter().filter(|l| l.contains("not(feature")).collect();
    assert!(negated.is_empty(), "features only add: {negated:#?}");
    assert!(
        lines.len() <= MAX_CFG_LINES,
        "{} cfg lines: {lines:#?}",
        lines.len()
    );
}

#[test]
fn the_cfg_counter_sees_features_and_targets_but_not_tests_or_comments() {
    let text = "#[cfg(test)]\n#[cfg(feature = \"x\")]\n// cfg(target_arch)\n\
                #[cfg_attr(not(feature = \"y\"), allow(dead_code))]\nlet t = cfg!(target_arch = \"wasm32\");\n";
    assert_eq!(cfg_lines(text).len(), 3);
}

fn relative(path: &Path) -> String {
    path.strip_prefix(root())
        .unwrap_or(path)
        .display()
        .to_string()
}

/// The type an inherent `impl` line opens (`impl<T> Foo<T> {` is `Foo`); `None` for a trait
/// impl or any other line.
fn inherent_impl(line: &str) -> Option<String> {
    let rest = line.trim_start().strip_prefix("impl")?;
    if !(rest.starts_with(' ') || rest.starts_with('<')) || rest.contains(" for ") {
        return None;
    }
    let mut rest = rest.trim_start();
    if rest.starts_with('<') {
        let mut depth = 0;
        let end = rest.char_indices().find(|&(_, c)| {
            depth += match c {
                '<' => 1,
                '>' => -1,
                _ => 0,
            };
            depth == 0
        })?;
        rest = rest[end.0 + 1..].trim_start();
    }
    let name: String = rest
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    (!name.is_empty()).then_some(name)
}

/// The public methods of each type's inherent impls in `text`, counted.
fn public_methods(text: &str, counts: &mut BTreeMap<String, usize>) {
    let mut current: Option<(String, i32)> = None;
    let mut depth = 0i32;
    for line in text.lines() {
        let code = line.split("//").next().unwrap_or_default();
        if current.is_none()
            && let Some(name) = inherent_impl(code)
        {
            current = Some((name, depth));
        }
        if let Some((name, _)) = &current {
            let item = code.trim_start();
            let public = [
                "pub fn ",
                "pub(crate) fn ",
                "pub(super) fn ",
                "pub const fn ",
            ];
            if public.iter().any(|p| item.starts_with(p)) {
                *counts.entry(name.clone()).or_default() += 1;
            }
        }
        depth += code.matches('{').count() as i32 - code.matches('}').count() as i32;
        if current.as_ref().is_some_and(|(_, at)| depth <= *at) {
            current = None;
        }
    }
}

#[test]
fn no_type_has_more_than_30_public_methods() {
    let mut wide = Vec::new();
    let mut crates: BTreeMap<String, BTreeMap<String, usize>> = BTreeMap::new();
    for path in sources() {
        let krate = relative(&path)
            .split('/')
            .take(2)
            .collect::<Vec<_>>()
            .join("/");
        let text = fs::read_to_string(&path).expect("a readable source");
        public_methods(&text, crates.entry(krate).or_default());
    }
    let counted: usize = crates.values().map(BTreeMap::len).sum();
    assert!(
        counted > 50,
        "only {counted} types with public methods: the reader is broken"
    );
    for (krate, types) in &crates {
        for (name, &n) in types {
            if n > MAX_METHODS {
                wide.push(format!("{krate}: {name} has {n}"));
            }
        }
    }
    assert!(
        wide.is_empty(),
        "over {MAX_METHODS} public methods: {wide:#?}"
    );
}

#[test]
fn the_method_counter_reads_inherent_impls_only() {
    let text = "impl<T: X> Foo<T> {\n    pub fn a(&self) {}\n    fn b() {}\n    pub(crate) fn c() {\n        {}\n    }\n}\n\
                impl Display for Foo {\n    pub fn d() {}\n}\nimpl Bar {\n    pub(super) fn e() {}\n}\n";
    let mut counts = BTreeMap::new();
    public_methods(text, &mut counts);
    assert_eq!(counts.get("Foo"), Some(&2));
    assert_eq!(counts.get("Bar"), Some(&1));
    assert_eq!(
        inherent_impl("impl<'a> Walk<'a> {"),
        Some("Walk".to_owned())
    );
}
