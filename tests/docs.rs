//! The README stays a page for people: at most 200 lines, the two commands first, a link to
//! every file of `docs/`; `docs/size.md` and `docs/speed.md` stay within 150 lines each; every
//! relative link in the README and in `docs/` leads to a file that exists (and, with a
//! `#fragment`, to a heading of that file); every file path, Rust path, CLI flag and URL
//! parameter they name exists in the code (`names`); and `docs/wasm-api.md` lists exactly the
//! `#[wasm_bindgen]` exports of the wasm crates, with their numbers of arguments.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

#[path = "docs/names.rs"]
mod names;

const README_MAX_LINES: usize = 200;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The Markdown files the links are checked in: the README and every `docs/*.md`.
fn markdown_files() -> Vec<PathBuf> {
    let mut files = vec![root().join("README.md")];
    let mut docs: Vec<PathBuf> = fs::read_dir(root().join("docs"))
        .expect("docs/ exists")
        .map(|entry| entry.expect("a readable entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "md"))
        .collect();
    docs.sort();
    files.extend(docs);
    files
}

/// The targets of the inline links and images `[text](target)` outside code blocks.
fn link_targets(text: &str) -> Vec<String> {
    let mut targets = Vec::new();
    let mut in_code = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            in_code = !in_code;
            continue;
        }
        if in_code {
            continue;
        }
        let mut rest = line;
        while let Some(at) = rest.find("](") {
            let after = &rest[at + 2..];
            let Some(end) = after.find(')') else { break };
            targets.push(after[..end].trim().to_owned());
            rest = &after[end + 1..];
        }
    }
    targets
}

/// GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '-' || *c == '_')
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

fn anchors(text: &str) -> Vec<String> {
    let mut in_code = false;
    let mut found = Vec::new();
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            in_code = !in_code;
        } else if !in_code && line.starts_with('#') {
            found.push(slug(line.trim_start_matches('#')));
        }
    }
    found
}

#[test]
fn readme_is_short_and_starts_with_the_two_commands() {
    let readme = read(&root().join("README.md"));
    let lines = readme.lines().count();
    assert!(
        lines <= README_MAX_LINES,
        "README.md has {lines} lines, more than {README_MAX_LINES}: move detail to docs/"
    );
    let serve = readme
        .find("./dev.sh serve")
        .expect("README names ./dev.sh serve");
    let test = readme
        .find("./dev.sh test")
        .expect("README names ./dev.sh test");
    assert!(serve < test, "./dev.sh serve comes first");
    let first_section = readme.find("\n## ").expect("README has sections");
    assert!(
        test < first_section,
        "the two commands come before the README's first section"
    );
}

/// The docs that hold measured figures state today's tables and how to measure them (history is
/// git's), each within this many lines.
const MEASURES_MAX_LINES: usize = 150;

#[test]
fn size_and_speed_are_short() {
    for doc in ["docs/size.md", "docs/speed.md"] {
        let lines = read(&root().join(doc)).lines().count();
        assert!(
            lines <= MEASURES_MAX_LINES,
            "{doc} has {lines} lines, more than {MEASURES_MAX_LINES}: today's tables and how to \
             measure them; history is git's"
        );
    }
}

#[test]
fn readme_links_every_docs_file() {
    let readme = read(&root().join("README.md"));
    let targets = link_targets(&readme);
    for file in markdown_files().iter().skip(1) {
        let name = file
            .file_name()
            .and_then(|n| n.to_str())
            .expect("a UTF-8 file name");
        let wanted = format!("docs/{name}");
        assert!(
            targets
                .iter()
                .any(|t| t.split('#').next() == Some(wanted.as_str())),
            "README.md does not link {wanted}"
        );
    }
}

#[test]
fn relative_links_resolve() {
    let mut broken = Vec::new();
    for file in markdown_files() {
        let text = read(&file);
        let dir = file.parent().expect("a file has a folder");
        for target in link_targets(&text) {
            if target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            let (path, fragment) = match target.split_once('#') {
                Some((path, fragment)) => (path, Some(fragment)),
                None => (target.as_str(), None),
            };
            let resolved = if path.is_empty() {
                file.clone()
            } else {
                dir.join(path)
            };
            if !resolved.exists() {
                broken.push(format!("{}: {target} (no such file)", file.display()));
                continue;
            }
            if let Some(fragment) = fragment
                && resolved.extension().is_some_and(|ext| ext == "md")
                && !anchors(&read(&resolved)).iter().any(|a| a == fragment)
            {
                broken.push(format!("{}: {target} (no such heading)", file.display()));
            }
        }
    }
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

/// The crates whose `#[wasm_bindgen]` items are the page's API, each documented under a heading
/// of `docs/wasm-api.md` that names its folder: the four builds, and what they share.
const WASM_CRATES: [&str; 5] = [
    "crates/web",
    "crates/web-first",
    "crates/web-game",
    "crates/web-inside",
    "crates/web-tools",
];

/// One export as `docs/wasm-api.md` writes it in the first column of an `export` table:
/// `first_paint(search)` (a function), `Game` (a class or an enum), `Plan.from_query(query)` (a
/// static method), `Game#frame(now)` (a method), `Game#animating` (a getter), `new Controls()`
/// (a constructor); a ` -> …` after it is the reader's and not checked. Held as its kind and
/// name (`Game#frame`) with its number of arguments (`None` for a class, enum or getter).
type Export = (String, Option<usize>);

/// The number of arguments of a signature that starts at its `(` (`self` not counted).
fn argument_count(signature: &str) -> Option<usize> {
    let open = signature.find('(')?;
    let mut depth = 0i32;
    let (mut count, mut current) = (0, String::new());
    for (i, c) in signature[open..].char_indices() {
        let at = open + i;
        match c {
            '(' | '<' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            '>' if !signature[..at].ends_with('-') => depth -= 1,
            _ => {}
        }
        let top = depth == 1 && c == ',' || depth == 0 && c == ')';
        if top {
            let argument = current.trim().trim_start_matches('(').trim();
            let receiver = ["self", "&self", "&mut self", "mut self"]
                .iter()
                .any(|r| argument == *r || argument.starts_with(&format!("{r}:")));
            count += usize::from(!argument.is_empty() && !receiver);
            current.clear();
        } else {
            current.push(c);
        }
        if depth == 0 && c == ')' {
            return Some(count);
        }
    }
    None
}

/// The value of `key = Value` in an attribute (`js_name = Plan`).
fn attribute_value<'a>(attribute: &'a str, key: &str) -> Option<&'a str> {
    let at = attribute.find(key)?;
    let rest = attribute[at + key.len()..].trim_start().strip_prefix('=')?;
    let value = rest.trim_start().trim_start_matches('"');
    Some(&value[..value.find(|c: char| !(c.is_alphanumeric() || c == '_'))?])
}

/// The `#[wasm_bindgen]` exports of one Rust file (formatted by rustfmt: items at the margin,
/// methods indented four spaces). Panics on an attribute it cannot place, so that an export it
/// does not understand fails the test rather than going unseen.
fn wasm_exports(text: &str) -> Vec<Export> {
    let lines: Vec<&str> = text.lines().collect();
    let is_bindgen = |line: &str| {
        let line = line.trim_start();
        line.starts_with("#[wasm_bindgen]") || line.starts_with("#[wasm_bindgen(")
    };
    let mut exports = Vec::new();
    let (mut used, mut class, mut pending) = (0, None::<String>, None::<String>);
    // Inside an `extern "C"` block: what the crate imports from JavaScript, not exports.
    let mut importing = false;
    for (i, line) in lines.iter().enumerate() {
        if *line == "}" {
            class = None;
            importing = false;
        }
        if importing {
            used += usize::from(is_bindgen(line));
            continue;
        }
        let indent = line.len() - line.trim_start().len();
        let margin = if class.is_some() { 4 } else { 0 };
        if is_bindgen(line) {
            pending = Some(line.trim().to_owned());
            continue;
        }
        let item = line.trim_start();
        if indent != margin || item.starts_with("#[") || item.starts_with("//") {
            continue;
        }
        let signature = || lines[i..].join("\n");
        let attribute = pending.take();
        let js_name = (attribute.as_deref())
            .and_then(|a| attribute_value(a, "js_name"))
            .map(str::to_owned);
        let named = |rust: &str| js_name.clone().unwrap_or_else(|| rust.to_owned());
        let after_pub = item.strip_prefix("pub ").unwrap_or(item);
        let after_pub = after_pub.strip_prefix("async ").unwrap_or(after_pub);
        let ident = |rest: &str| {
            let end = rest
                .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                .unwrap_or(rest.len());
            rest[..end].to_owned()
        };
        match (&class, attribute) {
            (None, Some(attribute)) => {
                used += 1;
                if item.starts_with("extern \"C\"") {
                    importing = true;
                } else if let Some(rest) = item.strip_prefix("impl ") {
                    let js_class = attribute_value(&attribute, "js_class");
                    class = Some(js_class.map_or_else(|| ident(rest), str::to_owned));
                } else if let Some(rest) = after_pub
                    .strip_prefix("struct ")
                    .or_else(|| after_pub.strip_prefix("enum "))
                {
                    exports.push((named(&ident(rest)), None));
                } else if let Some(rest) = after_pub.strip_prefix("fn ") {
                    exports.push((named(&ident(rest)), argument_count(&signature())));
                } else {
                    panic!("an export the docs test cannot read: {attribute} {item}");
                }
            }
            (Some(class), attribute) if item.starts_with("pub fn ") => {
                used += usize::from(attribute.is_some());
                let attribute = attribute.unwrap_or_default();
                let name = named(&ident(&item["pub fn ".len()..]));
                let arguments = argument_count(&signature());
                let receiver = signature()
                    .split(')')
                    .next()
                    .unwrap_or_default()
                    .contains("self");
                exports.push(if attribute.contains("constructor") {
                    (format!("new {class}"), arguments)
                } else if attribute.contains("getter") {
                    (format!("{class}#{name}"), None)
                } else if receiver {
                    (format!("{class}#{name}"), arguments)
                } else {
                    (format!("{class}.{name}"), arguments)
                });
            }
            (_, None) => {}
            (Some(_), Some(attribute)) => {
                panic!("an attribute the docs test cannot read: {attribute} {item}")
            }
        }
    }
    let all = lines.iter().filter(|line| is_bindgen(line)).count();
    assert_eq!(
        used, all,
        "#[wasm_bindgen] items the docs test did not read"
    );
    exports
}

/// The exports of a crate's `src/` (every `.rs` file, in folders too).
fn crate_exports(folder: &Path) -> BTreeSet<Export> {
    let mut exports = BTreeSet::new();
    let mut folders = vec![folder.join("src")];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).expect("a crate's src/") {
            let path = entry.expect("a readable entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|ext| ext == "rs") {
                exports.extend(wasm_exports(&read(&path)));
            }
        }
    }
    exports
}

/// An export as the docs write it (the format at `Export`), or `None`.
fn documented_export(span: &str) -> Option<Export> {
    let span = span.split(" -> ").next()?.trim();
    let (head, arguments) = match span.split_once('(') {
        Some((head, rest)) => {
            let inside = rest.strip_suffix(')')?;
            let count = inside.split(',').filter(|a| !a.trim().is_empty()).count();
            (head, Some(count))
        }
        None => (span, None),
    };
    let ident = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_alphanumeric() || c == '_');
    let well_formed = match head.strip_prefix("new ") {
        Some(class) => ident(class) && arguments.is_some(),
        None => head.split(['.', '#']).all(ident) && head.matches(['.', '#']).count() <= 1,
    };
    well_formed.then(|| (head.to_owned(), arguments))
}

/// The exports `docs/wasm-api.md` documents, by crate: the first column of every table whose
/// first header is `export`, under the last heading that names one of `WASM_CRATES` (a heading
/// that names none ends the crate's part). A span there that is no export is an error.
fn documented_exports(text: &str) -> (BTreeMap<String, BTreeSet<Export>>, Vec<String>) {
    let (mut found, mut unreadable) = (BTreeMap::<String, BTreeSet<Export>>::new(), Vec::new());
    let (mut krate, mut in_table) = (None::<String>, false);
    for (i, line) in text.lines().enumerate() {
        if line.starts_with("## ") || line.starts_with("### ") && names_a_crate(line).is_some() {
            krate = names_a_crate(line);
        }
        if !line.starts_with('|') {
            in_table = false;
            continue;
        }
        let first = line.split('|').nth(1).unwrap_or_default().trim();
        if !in_table {
            in_table = first == "export";
            continue;
        }
        if first.starts_with("---") {
            continue;
        }
        let Some(krate) = &krate else {
            unreadable.push(format!(
                "line {}: an export table under no crate's heading",
                i + 1
            ));
            continue;
        };
        for span in first.split('`').skip(1).step_by(2) {
            match documented_export(span) {
                Some(export) => {
                    found.entry(krate.clone()).or_default().insert(export);
                }
                None => unreadable.push(format!("line {}: `{span}` is no export", i + 1)),
            }
        }
    }
    (found, unreadable)
}

/// The crate of `WASM_CRATES` a heading names in a code span, if any.
fn names_a_crate(heading: &str) -> Option<String> {
    let spans: Vec<&str> = heading.split('`').skip(1).step_by(2).collect();
    let named = WASM_CRATES
        .iter()
        .find(|c| spans.iter().any(|s| s.trim_end_matches('/') == **c));
    named.map(|c| c.to_string())
}

/// What differs between the exports and the docs, one line each.
fn export_differences(
    code: &BTreeMap<String, BTreeSet<Export>>,
    docs: &BTreeMap<String, BTreeSet<Export>>,
) -> Vec<String> {
    let show = |(name, arguments): &Export| match arguments {
        Some(n) => format!("{name} ({n} arguments)"),
        None => name.clone(),
    };
    let empty = BTreeSet::new();
    let mut wrong = Vec::new();
    for krate in WASM_CRATES {
        let exported = code.get(krate).unwrap_or(&empty);
        let written = docs.get(krate).unwrap_or(&empty);
        for export in exported.difference(written) {
            let why = match written.iter().find(|(name, _)| *name == export.0) {
                Some(other) => format!("documented as {}", show(other)),
                None => "not documented".to_owned(),
            };
            wrong.push(format!("{krate}: {} exported, {why}", show(export)));
        }
        for export in written.difference(exported) {
            if !exported.iter().any(|(name, _)| *name == export.0) {
                wrong.push(format!(
                    "{krate}: {} documented, not exported",
                    show(export)
                ));
            }
        }
    }
    wrong
}

#[test]
fn wasm_api_documents_every_export_and_no_other() {
    let code: BTreeMap<String, BTreeSet<Export>> = WASM_CRATES
        .iter()
        .map(|c| (c.to_string(), crate_exports(&root().join(c))))
        .collect();
    for (krate, exports) in &code {
        assert!(!exports.is_empty(), "no exports read in {krate}");
    }
    let (docs, unreadable) = documented_exports(&read(&root().join("docs/wasm-api.md")));
    assert!(
        unreadable.is_empty(),
        "docs/wasm-api.md:\n{}",
        unreadable.join("\n")
    );
    let wrong = export_differences(&code, &docs);
    assert!(
        wrong.is_empty(),
        "docs/wasm-api.md and the #[wasm_bindgen] exports differ:\n{}",
        wrong.join("\n")
    );
}

/// The checker on a sample: it reads each kind of export, and finds a missing, an extra and a
/// miscounted one.
#[test]
fn the_export_check_sees_each_difference() {
    let rust = "\
#[wasm_bindgen(js_name = Plan)]
#[derive(Clone)]
pub struct PagePlan {
    x: u32,
}

#[wasm_bindgen(js_class = Plan)]
impl PagePlan {
    /// Made from a link.
    pub fn from_query(query: &str) -> PagePlan {
        todo!()
    }

    #[wasm_bindgen(getter)]
    pub fn seed(&self) -> String {
        fn inner(a: u8) {}
    }

    #[wasm_bindgen(constructor)]
    pub fn new(walls: Vec<u8>, on: &js_sys::Function) -> PagePlan {}

    pub fn step(&mut self, code: u16, moves: impl Fn(u8) -> u8, map: HashMap<u8, u8>) {}

    pub(crate) fn hidden(&self) {}
}

impl PagePlan {
    pub fn not_exported(&self) {}
}

#[wasm_bindgen]
pub fn make_level(
    query: &str,
    on_progress: &js_sys::Function,
) -> Result<JsValue, JsError> {}

#[wasm_bindgen]
pub fn theme() -> String {}

#[wasm_bindgen]
#[repr(u8)]
pub enum Wall { North = 1 }
";
    let exports: BTreeSet<Export> = wasm_exports(rust).into_iter().collect();
    let expected: BTreeSet<Export> = [
        ("Plan", None),
        ("Plan.from_query", Some(1)),
        ("Plan#seed", None),
        ("new Plan", Some(2)),
        ("Plan#step", Some(3)),
        ("make_level", Some(2)),
        ("theme", Some(0)),
        ("Wall", None),
    ]
    .into_iter()
    .map(|(name, n)| (name.to_owned(), n))
    .collect();
    assert_eq!(exports, expected);

    let markdown = "\
## The game's build (`crates/web-game`)

| export | what it does |
|---|---|
| `Plan`, `Plan.from_query(query)`, `Plan#seed` | a level before it is made |
| `new Plan(walls, on)`, `Plan#step(code)` | |
| `make_level(query, on_progress) -> { walls }`, `Wall`, `Plan.gone()` | |

## The view state

| field | what it is |
|---|---|
| `x(y)` | not an export table |

| export | what it does |
|---|---|
| `Plan` | under no crate |
";
    let (docs, unreadable) = documented_exports(markdown);
    assert_eq!(unreadable.len(), 1, "{unreadable:?}");
    let code = BTreeMap::from([("crates/web-game".to_owned(), exports)]);
    let wrong = export_differences(&code, &docs).join("\n");
    assert!(
        wrong.contains("Plan#step (3 arguments) exported, documented as Plan#step (1 arguments)"),
        "{wrong}"
    );
    assert!(
        wrong.contains("Plan.gone (0 arguments) documented, not exported"),
        "{wrong}"
    );
    assert!(
        wrong.contains("theme (0 arguments) exported, not documented"),
        "{wrong}"
    );
    assert_eq!(wrong.lines().count(), 3, "{wrong}");
    let mut complete = docs.clone();
    complete
        .get_mut("crates/web-game")
        .unwrap()
        .insert(("theme".to_owned(), Some(0)));
    complete
        .get_mut("crates/web-game")
        .unwrap()
        .insert(("Plan#step".to_owned(), Some(3)));
    complete
        .get_mut("crates/web-game")
        .unwrap()
        .remove(&("Plan#step".to_owned(), Some(1)));
    complete
        .get_mut("crates/web-game")
        .unwrap()
        .remove(&("Plan.gone".to_owned(), Some(0)));
    assert!(export_differences(&code, &complete).is_empty());
}
