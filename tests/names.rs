//! One name per idea: where two things in the workspace (`src/` and every crate's
//! `crates/*/src/`) have the same name, they are the same thing. No two modules (crates, files,
//! or inline `mod x { … }`) share a name, nor do two public types
//! (`pub struct|enum|trait|type`), unless the same file holds both (the `cfg` alternatives of one
//! item); and each name below that once meant several things returns one type wherever a
//! `pub fn` of that name is defined. Each check runs on a small sample first, so that a checker
//! that finds nothing cannot pass by accident.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// Names two files may give to what is truly one thing, and why.
const SAME_THING: [(&str, &str); 1] = [(
    "Direction",
    "web_game::codes::Direction is maze::Direction as the page names it: the same four \
     directions, their numbers held equal at compile time (crates/web-game/src/codes.rs)",
)];

/// Module names two files may share because they name one idea, and why. An entry no longer
/// shared goes (the test checks each is still shared).
const SAME_MODULE: [(&str, &str); 3] = [
    (
        "testing",
        "each crate's unit-test helpers (`#[cfg(test)] mod testing` in crates/game and \
         crates/page), one idea in every crate as `mod tests` is",
    ),
    (
        "race",
        "the race against a link: its rules (game::session::race) and its words (text::race): \
         the text crate names each module after the subject it words",
    ),
    (
        "page",
        "the page: what it shows (the page crate) and what it says (text::page), named as \
         `race` is",
    ),
];

/// `pub fn` names that once returned different kinds of thing in different places (a `bool` and
/// an `Option`, a drawing and its code, the run so far and the run that won): each now returns
/// one type wherever it is defined.
const ONE_RETURN_TYPE: [&str; 9] = [
    "drawing",
    "drawing_at",
    "to_drawing",
    "drawn_code",
    "woven",
    "is_woven",
    "run",
    "won_run",
    "key_action",
];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every `.rs` file under `src/` and `crates/*/src/`, relative to the root, with its text.
fn sources() -> Vec<(PathBuf, String)> {
    let mut found = Vec::new();
    let mut folders = vec![root().join("src")];
    let crates = fs::read_dir(root().join("crates")).expect("crates/ exists");
    folders.extend(crates.map(|entry| entry.expect("a readable entry").path().join("src")));
    while let Some(folder) = folders.pop() {
        let entries = fs::read_dir(&folder).unwrap_or_else(|e| panic!("{}: {e}", folder.display()));
        for entry in entries {
            let path = entry.expect("a readable entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|ext| ext == "rs") {
                let text = fs::read_to_string(&path).expect("a readable source");
                let relative = path.strip_prefix(root()).expect("under the root");
                found.push((relative.to_path_buf(), text));
            }
        }
    }
    found.sort();
    found
}

/// The module a file is: its stem, or its folder's name for `mod.rs`; for a crate's root
/// (`crates/game/src/lib.rs`), the crate as the others name it (`game`; `crates/web-first` is
/// `web_first`); `None` for the root package's `src/lib.rs`, which only re-exports the crates.
fn file_module(path: &Path) -> Option<String> {
    let stem = path.file_stem()?.to_string_lossy().into_owned();
    let folder = |up: usize| {
        let folder = path.ancestors().nth(up)?.file_name()?.to_string_lossy();
        Some(folder.replace('-', "_"))
    };
    match stem.as_str() {
        "lib" if path.starts_with("crates") => folder(2),
        "lib" => None,
        "mod" => folder(1),
        _ => Some(stem),
    }
}

/// The identifier at the start of `text`.
fn identifier(text: &str) -> &str {
    let end = text
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(text.len());
    &text[..end]
}

/// A line's item after any visibility (`pub`, `pub(crate)`, …): the rest of the line, and
/// whether it had one.
fn after_visibility(line: &str) -> (&str, bool) {
    let line = line.trim_start();
    let Some(rest) = line.strip_prefix("pub") else {
        return (line, false);
    };
    let rest = match rest.strip_prefix('(') {
        Some(inner) => inner.split_once(')').map_or(inner, |(_, after)| after),
        None if rest.starts_with(char::is_whitespace) => rest,
        // `pub` began a longer word.
        None => return (line, false),
    };
    (rest.trim_start(), true)
}

/// The inline modules a file declares (`mod x {`), not its unit tests (`mod tests`: each file's
/// own, named so by convention).
fn inline_modules(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|line| {
            let (item, _) = after_visibility(line);
            let name = identifier(item.strip_prefix("mod ")?);
            let body = item["mod ".len() + name.len()..].trim_start();
            (body.starts_with('{') && name != "tests").then(|| name.to_owned())
        })
        .collect()
}

/// The public types a file defines (`pub struct|enum|trait|type X`, any visibility of `pub`).
fn public_types(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|line| {
            let (item, public) = after_visibility(line);
            let rest = ["struct ", "enum ", "trait ", "type "]
                .iter()
                .find_map(|kind| item.strip_prefix(kind))?;
            public.then(|| identifier(rest).to_owned())
        })
        .collect()
}

/// Every `pub fn` the text defines, with its return type (`()` when it has none), spaces
/// collapsed.
fn public_functions(text: &str) -> Vec<(String, String)> {
    let mut found = Vec::new();
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let (item, public) = after_visibility(line);
        let head = item
            .trim_start_matches("const ")
            .trim_start_matches("async ")
            .trim_start_matches("unsafe ");
        if public && let Some(rest) = head.strip_prefix("fn ") {
            let at = offset + line.len() - rest.len();
            let name = identifier(rest);
            if let Some(returned) = return_type(&text[at + name.len()..]) {
                found.push((name.to_owned(), returned));
            }
        }
        offset += line.len();
    }
    found
}

/// The return type of a signature that starts after the function's name (`<…>(…) -> T {`).
fn return_type(signature: &str) -> Option<String> {
    let mut depth = 0i32;
    let mut end_of_arguments = None;
    for (i, c) in signature.char_indices() {
        match c {
            '(' | '<' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            // The `>` of an argument's `->` closes nothing.
            '>' if !signature[..i].ends_with('-') => depth -= 1,
            _ => {}
        }
        if c == ')' && depth == 0 {
            end_of_arguments = Some(i + 1);
            break;
        }
    }
    let after = &signature[end_of_arguments?..];
    let end = after.find(['{', ';']).unwrap_or(after.len());
    let words: Vec<&str> = after[..end]
        .split_whitespace()
        .take_while(|&word| word != "where")
        .collect();
    Some(match words.split_first() {
        Some((&"->", returned)) => returned.join(" "),
        _ => "()".to_owned(),
    })
}

/// The names that two different files give to something: name → the files.
fn shared<'a>(
    named: impl IntoIterator<Item = (String, &'a Path)>,
) -> BTreeMap<String, BTreeSet<PathBuf>> {
    let mut files: BTreeMap<String, BTreeSet<PathBuf>> = BTreeMap::new();
    for (name, path) in named {
        files.entry(name).or_default().insert(path.to_path_buf());
    }
    files.retain(|name, paths| paths.len() > 1 && !SAME_THING.iter().any(|(same, _)| same == name));
    files
}

/// Every module's name with its file.
fn modules(sources: &[(PathBuf, String)]) -> BTreeMap<String, BTreeSet<PathBuf>> {
    shared(sources.iter().flat_map(|(path, text)| {
        let inline = inline_modules(text).into_iter();
        file_module(path)
            .into_iter()
            .chain(inline)
            .map(move |name| (name, path.as_path()))
    }))
}

/// Every public type's name with its file.
fn types(sources: &[(PathBuf, String)]) -> BTreeMap<String, BTreeSet<PathBuf>> {
    shared(sources.iter().flat_map(|(path, text)| {
        public_types(text)
            .into_iter()
            .map(move |name| (name, path.as_path()))
    }))
}

/// The watched names (`ONE_RETURN_TYPE`, or `watched`) defined with more than one return
/// type: name → each type with a file that returns it.
fn return_types(
    sources: &[(PathBuf, String)],
    watched: &[&str],
) -> BTreeMap<String, BTreeMap<String, PathBuf>> {
    let mut kinds: BTreeMap<String, BTreeMap<String, PathBuf>> = BTreeMap::new();
    for (path, text) in sources {
        for (name, returned) in public_functions(text) {
            if watched.contains(&name.as_str()) {
                kinds
                    .entry(name)
                    .or_default()
                    .insert(returned, path.clone());
            }
        }
    }
    kinds.retain(|_, types| types.len() > 1);
    kinds
}

fn sample() -> Vec<(PathBuf, String)> {
    let file = |path: &str, lines: &[&str]| (PathBuf::from(path), lines.join("\n"));
    vec![
        file("src/a/plan.rs", &["pub struct Plan {", "    x: u32,", "}"]),
        file(
            "src/b/plan/mod.rs",
            &[
                "pub(crate) struct Plan;",
                "mod inner {",
                "}",
                "#[cfg(test)]",
                "mod tests {",
                "}",
            ],
        ),
        file(
            "src/c.rs",
            &[
                "#[cfg(a)]",
                "mod inner {",
                "    pub type Gate<T> = T;",
                "}",
                "#[cfg(not(a))]",
                "mod inner {",
                "    pub struct Gate<T>(T);",
                "}",
                "struct Private;",
                "pub enum Direction { Up }",
                "pub fn woven(&self) -> bool {",
                "    true",
                "}",
                "pub fn run<T: Into<u8>>(",
                "    x: impl Fn(u8) -> u8,",
                ") -> Option<Run>",
                "where",
                "    T: Copy,",
                "{",
                "}",
            ],
        ),
        file(
            "src/d.rs",
            &[
                "mod tests {",
                "}",
                "struct Private;",
                "pub enum Direction { Down }",
                "pub fn woven(&self) -> Option<&Woven> {",
                "    None",
                "}",
                "pub(crate) fn run(&self) -> Option<Run> {",
                "}",
                "fn woven() -> u8 {}",
            ],
        ),
        file("src/lib.rs", &["pub struct Root;"]),
        file("crates/plan/src/lib.rs", &["pub struct Crate;"]),
        file("crates/web-first/src/lib.rs", &["pub struct First;"]),
    ]
}

#[test]
fn the_checks_find_the_twins_in_their_sample() {
    let sample = sample();
    let names = |found: BTreeMap<String, BTreeSet<PathBuf>>| {
        found
            .into_iter()
            .map(|(name, files)| (name, files.len()))
            .collect::<Vec<_>>()
    };
    // Three `plan` modules (a file, a folder's `mod.rs`, a crate), two `inner` (one inline, and
    // `c.rs`'s two are one file's `cfg` alternatives); `tests` and the root package's `lib.rs`
    // are not modules here, and `web_first` is one crate.
    assert_eq!(
        names(modules(&sample)),
        [("inner".to_owned(), 2), ("plan".to_owned(), 3)]
    );
    // `Plan` twice (any `pub`); `Gate` only in one file, `Direction` allowed, `Private` private.
    assert_eq!(names(types(&sample)), [("Plan".to_owned(), 2)]);
    assert_eq!(
        public_functions(&sample[2].1),
        [
            ("woven".to_owned(), "bool".to_owned()),
            ("run".to_owned(), "Option<Run>".to_owned()),
        ]
    );
    let kinds = return_types(&sample, &["woven", "run"]);
    assert_eq!(kinds.keys().collect::<Vec<_>>(), ["woven"]);
    assert_eq!(
        kinds["woven"].keys().collect::<Vec<_>>(),
        ["Option<&Woven>", "bool"]
    );
}

#[test]
fn no_two_modules_share_a_name() {
    let mut twins = modules(&sources());
    // Each name allowed is still shared by exactly two files: an entry no longer needed goes.
    for (name, why) in SAME_MODULE {
        let files = twins.remove(name).map_or(0, |files| files.len());
        assert_eq!(files, 2, "module {name} ({why})");
    }
    assert!(twins.is_empty(), "modules of the same name: {twins:#?}");
}

#[test]
fn no_two_public_types_share_a_name_unless_they_are_one_thing() {
    let sources = sources();
    let twins = types(&sources);
    assert!(
        twins.is_empty(),
        "public types of the same name: {twins:#?}"
    );
    // Each name allowed is still defined twice: an entry no longer needed goes.
    for (name, why) in SAME_THING {
        let files = sources
            .iter()
            .filter(|(_, text)| public_types(text).iter().any(|t| t == name))
            .count();
        assert_eq!(files, 2, "{name} ({why})");
    }
}

#[test]
fn a_name_that_meant_several_things_returns_one_type() {
    let sources = sources();
    let kinds = return_types(&sources, &ONE_RETURN_TYPE);
    assert!(
        kinds.is_empty(),
        "one name, several return types: {kinds:#?}"
    );
    // Each watched name is still defined (a renamed one is renamed here too).
    let defined: BTreeSet<String> = sources
        .iter()
        .flat_map(|(_, text)| public_functions(text))
        .map(|(name, _)| name)
        .collect();
    for name in ONE_RETURN_TYPE {
        assert!(defined.contains(name), "no pub fn {name}");
    }
}
