//! The names the docs give, checked against the code, so that a renamed or removed file, item,
//! flag or parameter fails a test instead of leaving the docs wrong.
//!
//! A name counts where the docs write it as code: in a code span, or, for the CLI's flags, also
//! on a line of a fenced block. A name that is gone and quoted as history is written without
//! backticks. The rules, one per kind of name:
//! - **A file path**: a word of a code span with a `/` that starts with one of the repository's
//!   top-level folders or ends with `/`, or whose last part ends with a file extension
//!   (`crates/maze/src/shape/masked.rs`, `crates/maze/src/drawing/`, `harness.mjs`). It must be
//!   a file or folder of the repository: from the root when it starts with a top-level folder
//!   (`src/keymap.rs` is no tail of `crates/page/src/keymap.rs`), else from the root or as the
//!   tail of a path (the docs write `boot.js` and `link/src/params.rs` for short). `*`,
//!   `<…>`, `{…}`, `…` and a word in capitals (`FILE`) are placeholders: some path must fit the
//!   pattern. Build output (the folders `.gitignore` lists: `www/pkg/`, `dist/`, …) and absolute
//!   paths are not checked.
//! - **A Rust path** (`link::Kind`, `Kind::Floors`, `game::session::adopt`): its longest head
//!   that names a module (whole, or as its tail: `shape::ways` is `maze::shape::ways`) is the
//!   module. A crate's modules are its folder under `crates/` and its files: `game` is
//!   `crates/game/src/lib.rs`, `maze::shape` is `crates/maze/src/shape/mod.rs`, `web_first` is
//!   `crates/web-first/src/lib.rs`, and the root package is `seedmaze` (`src/lib.rs`, whose
//!   `seedmaze::paint` is `page::paint`); the next part must be defined in that module's file (a
//!   fn, struct, enum, variant, field, const, static, type, trait or mod, or a `pub use`), and a
//!   part after it beside its type (`Type::item`: in a file that defines or implements the
//!   type). A path that starts with a type (`Kind::Floors`) looks the type up in any crate.
//!   Paths of `std`, `core`, primitives and the crates the `Cargo.toml` files name (but the
//!   workspace's own) are skipped.
//! - **A CLI flag** (`--floors`): checked in a paragraph about seedmaze's command line, that
//!   is one that says `CLI`, "command line", `seedmaze --` or `release/seedmaze`, or that sits
//!   under a heading that does, and that names no other tool (`OTHER_TOOLS`: `cargo`, `node`,
//!   `dev.sh`, …); in a fenced block, on a line that names `seedmaze` and no other tool. It must
//!   be one of the link table's flags (`crates/link/src/table.rs`) or one that `seedmaze --help`
//!   adds (`help` in `src/bin/seedmaze.rs`).
//! - **A URL parameter** (`floors=`, `?seed=…&level=…`): a lower-case name followed by `=`
//!   (not by a quote: `type="button"` is HTML) at the start of a code span or after `?`, `&`,
//!   `(` or a space. It must be an entry of the link table (`name: "…"` in
//!   `crates/link/src/table.rs`) or one of `PAGE_ONLY_PARAMS`.

use super::{markdown_files, read, root};
use std::collections::HashSet;
use std::fs;
use std::path::Path;

/// URL parameters the page reads itself, outside the link table: none today (the page hands
/// `location.search` to Rust whole).
const PAGE_ONLY_PARAMS: &[&str] = &[];

/// File extensions that make a word a file's name.
const EXTENSIONS: &[&str] = &[
    "rs",
    "mjs",
    "js",
    "md",
    "toml",
    "json",
    "sh",
    "html",
    "css",
    "txt",
    "png",
    "svg",
    "lock",
    "yml",
    "webmanifest",
];

/// Other tools whose flags the docs quote: a paragraph or line that names one is not about
/// seedmaze's command line.
const OTHER_TOOLS: &[&str] = &[
    "cargo",
    "wasm-pack",
    "wasm-bindgen",
    "wasm-opt",
    "node ",
    "npm",
    "npx",
    "dev.sh",
    "biome",
    "chromium",
    "lighthouse",
];

/// Names that are not the workspace's: the standard library and primitives (the crates the
/// `Cargo.toml` files name are added to them).
const NOT_OURS: &[&str] = &[
    "std", "core", "alloc", "str", "u8", "u16", "u32", "u64", "usize", "i32", "i64", "f32", "f64",
    "bool", "char", "Vec", "Option", "Result", "String", "Box",
];

/// The keywords that define an item, and those that define a type.
const ITEMS: &[&str] = &[
    "fn",
    "struct",
    "enum",
    "trait",
    "type",
    "const",
    "static",
    "mod",
    "union",
    "macro_rules",
];
const TYPES: &[&str] = &["struct", "enum", "trait", "type", "union"];

/// What one Rust file of the workspace defines.
struct Source {
    /// Its items, variants, fields and the names of its `pub use`.
    names: HashSet<String>,
    /// The types it defines, or names on a line of its that starts with `impl`.
    types: HashSet<String>,
}

/// The code the docs are checked against.
struct Code {
    /// Every file and folder of the repository, relative to its root
    /// (`crates/maze/src/grid.rs`), and every tail of one (`src/grid.rs`, `grid.rs`).
    tails: HashSet<String>,
    /// Every file and folder of the repository, relative to its root.
    paths: HashSet<String>,
    /// The files and folders at the repository's root.
    top: Vec<String>,
    /// The names of the folders of build output (`.gitignore`'s): `pkg`, `dist`, …
    ignored: Vec<String>,
    /// Every `.rs` file of `src/` and `crates/*/src/`.
    sources: Vec<Source>,
    /// The workspace's modules: each one's path (`maze::shape::ways`) and its file in `sources`.
    modules: Vec<(String, usize)>,
    /// The CLI's flags, and the link's parameters.
    flags: Vec<String>,
    params: Vec<String>,
    /// Names a Rust path may start with that are not this crate's.
    foreign: Vec<String>,
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !is_ident(c)).filter(|w| !w.is_empty())
}

/// The head of `text` whose characters `keep` keeps.
fn head(text: &str, keep: impl Fn(char) -> bool) -> &str {
    let end = text.find(|c: char| !keep(c)).unwrap_or(text.len());
    &text[..end]
}

impl Source {
    fn of(text: &str) -> Source {
        let (mut names, mut types) = (HashSet::new(), HashSet::new());
        for line in text.lines().map(str::trim_start) {
            if line.starts_with("//") {
                continue;
            }
            let all: Vec<&str> = words(line).collect();
            for pair in all.windows(2) {
                if ITEMS.contains(&pair[0]) {
                    names.insert(pair[1].to_owned());
                }
                if TYPES.contains(&pair[0]) {
                    types.insert(pair[1].to_owned());
                }
            }
            if line.starts_with("impl") {
                types.extend(all.iter().map(|w| w.to_string()));
            }
            // A variant (`Floors(u8),`, `Daily {`) or a field (`marks: Vec<u8>,`) starts its line.
            let line = line.strip_prefix("pub(crate) ").unwrap_or(line);
            let line = line.strip_prefix("pub ").unwrap_or(line);
            let first = head(line, is_ident);
            let after = &line[first.len()..];
            let variant = first.starts_with(|c: char| c.is_ascii_uppercase())
                && (after.is_empty() || after.starts_with([',', '(', '{', ' ']));
            let field = after.starts_with(':') && !after.starts_with("::");
            if variant || field {
                names.insert(first.to_owned());
            }
        }
        for used in text.split("pub use ").skip(1) {
            names.extend(words(used.split(';').next().unwrap_or_default()).map(str::to_owned));
        }
        Source { names, types }
    }
}

impl Code {
    fn read() -> Code {
        let gitignore = read(&root().join(".gitignore"));
        let ignored: Vec<&str> = gitignore
            .lines()
            .filter_map(|line| line.strip_prefix('/'))
            .collect();
        let mut paths = Vec::new();
        walk(&root(), "", &ignored, &mut paths);
        let top = paths.iter().filter(|p| !p.contains('/')).cloned().collect();
        let tails = paths
            .iter()
            .flat_map(|p| {
                std::iter::once(&p[..]).chain(p.match_indices('/').map(|(i, _)| &p[i + 1..]))
            })
            .map(str::to_owned)
            .collect();
        let rust: Vec<&String> = paths
            .iter()
            .filter(|p| module_path(p).is_some() || p.starts_with("src/bin/"))
            .filter(|p| p.ends_with(".rs"))
            .collect();
        let sources = rust
            .iter()
            .map(|p| Source::of(&read(&root().join(p))))
            .collect();
        let modules = (rust.iter().enumerate())
            .filter_map(|(i, path)| module_path(path).map(|m| (m, i)))
            .collect();
        let mut foreign: Vec<String> = NOT_OURS.iter().map(|s| s.to_string()).collect();
        for manifest in paths.iter().filter(|p| p.ends_with("Cargo.toml")) {
            foreign.extend(dependencies(&read(&root().join(manifest))));
        }
        // The workspace's own crates are ours, whatever a manifest calls them.
        let ours: Vec<String> = (paths.iter())
            .filter_map(|p| p.strip_prefix("crates/")?.strip_suffix("/src/lib.rs"))
            .map(|c| c.replace('-', "_"))
            .chain(["seedmaze".to_owned()])
            .collect();
        foreign.retain(|f| !ours.contains(f));
        let ignored = ignored
            .iter()
            .filter_map(|i| i.rsplit('/').next())
            .map(str::to_owned);
        Code {
            tails,
            paths: paths.iter().cloned().collect(),
            top,
            ignored: ignored.collect(),
            sources,
            modules,
            flags: cli_flags_in_code(),
            params: link_params(),
            foreign,
        }
    }
}

/// Every file and folder under `dir`, as `prefix` and its name, but `.git` and build output.
fn walk(dir: &Path, prefix: &str, ignored: &[&str], paths: &mut Vec<String>) {
    let entries = fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries {
        let entry = entry.expect("a readable entry");
        let path = format!("{prefix}{}", entry.file_name().to_string_lossy());
        if path == ".git" || ignored.contains(&path.as_str()) {
            continue;
        }
        if entry.path().is_dir() {
            walk(&entry.path(), &format!("{path}/"), ignored, paths);
        }
        paths.push(path);
    }
}

/// The module a Rust file of the workspace holds: `crates/maze/src/shape/mod.rs` is
/// `maze::shape`, a crate's `lib.rs` is the crate (`crates/web-first/src/lib.rs` is `web_first`)
/// and the root package's `src/lib.rs` is `seedmaze`; `None` for the binaries and any other file.
fn module_path(file: &str) -> Option<String> {
    let (krate, path) = match file.strip_prefix("crates/") {
        Some(rest) => {
            let (krate, path) = rest.split_once("/src/")?;
            (krate.replace('-', "_"), path)
        }
        None => ("seedmaze".to_owned(), file.strip_prefix("src/")?),
    };
    let path = path.strip_suffix(".rs")?;
    let path = path.strip_suffix("/mod").unwrap_or(path);
    match path {
        "lib" => Some(krate),
        _ if path.starts_with("bin/") || path == "main" => None,
        _ => Some(format!("{krate}::{}", path.replace('/', "::"))),
    }
}

/// The CLI's flags: the link table's (`flag: Some("--…")`) and those `seedmaze --help` adds.
fn cli_flags_in_code() -> Vec<String> {
    let table = read(&root().join("crates/link/src/table.rs"));
    let mut flags: Vec<String> = table
        .split("flag: Some(\"")
        .skip(1)
        .map(|rest| head(rest, |c| c != '"').to_owned())
        .collect();
    let cli = read(&root().join("src/bin/seedmaze.rs"));
    let help = cli.split("fn help(").nth(1).unwrap_or_default();
    let help = help.split("\n}\n").next().unwrap_or_default();
    flags.extend(cli_flags(help).into_iter().map(str::to_owned));
    flags
}

/// The link table's parameters, `name: "…"` of each entry.
fn link_params() -> Vec<String> {
    let table = read(&root().join("crates/link/src/table.rs"));
    table
        .lines()
        .filter_map(|l| l.trim().strip_prefix("name: \"")?.split('"').next())
        .map(str::to_owned)
        .collect()
}

/// The crates a `Cargo.toml` depends on, as Rust names them (`web-sys` is `web_sys`,
/// `js-sys.workspace = true` is `js_sys`).
fn dependencies(toml: &str) -> Vec<String> {
    let mut crates = Vec::new();
    let mut in_dependencies = false;
    for line in toml.lines() {
        if line.starts_with('[') {
            in_dependencies = line.contains("dependencies]");
        } else if in_dependencies && let Some((name, _)) = line.split_once(" = ") {
            let name = name.split('.').next().unwrap_or(name);
            crates.push(name.trim().replace('-', "_"));
        }
    }
    crates
}

/// A piece of a Markdown file that can name code: a code span, or a line of a fenced block.
struct Piece {
    line: usize,
    text: String,
    fenced: bool,
    /// Whether a flag in it is seedmaze's (the rule above).
    cli: bool,
}

fn says_cli(text: &str) -> bool {
    [
        "CLI",
        "command line",
        "Command line",
        "seedmaze --",
        "release/seedmaze",
    ]
    .iter()
    .any(|s| text.contains(s))
}

fn names_other_tool(text: &str) -> bool {
    OTHER_TOOLS.iter().any(|tool| text.contains(tool))
}

/// The code spans and fenced lines of a Markdown text.
fn pieces(text: &str) -> Vec<Piece> {
    let mut pieces = Vec::new();
    let (mut heading, mut paragraph, mut start) = ("", Vec::new(), 0);
    let mut fenced = false;
    for (i, line) in text.lines().enumerate() {
        let fence = line.trim_start().starts_with("```");
        if fence || fenced || line.trim().is_empty() || line.starts_with('#') {
            pieces.extend(spans(&paragraph.join("\n"), start, says_cli(heading)));
            paragraph.clear();
        }
        if fence {
            fenced = !fenced;
        } else if fenced {
            let cli = line.contains("seedmaze") && !names_other_tool(line);
            let text = line.to_owned();
            pieces.push(Piece {
                line: i + 1,
                text,
                fenced,
                cli,
            });
        } else if line.starts_with('#') {
            heading = line;
        } else if !line.trim().is_empty() {
            if paragraph.is_empty() {
                start = i + 1;
            }
            paragraph.push(line);
        }
    }
    pieces.extend(spans(&paragraph.join("\n"), start, says_cli(heading)));
    pieces
}

/// The code spans of a paragraph that starts on line `start`; `cli_heading`: whether its
/// section's heading is about the command line.
fn spans(paragraph: &str, start: usize, cli_heading: bool) -> Vec<Piece> {
    let cli = (cli_heading || says_cli(paragraph)) && !names_other_tool(paragraph);
    let mut found = Vec::new();
    let mut offset = 0;
    while let Some(open) = paragraph[offset..].find('`').map(|at| offset + at) {
        let ticks = head(&paragraph[open..], |c| c == '`').len();
        let inside = &paragraph[open + ticks..];
        // A run of backticks closes the span only when it is as long as the one that opened it.
        let close = inside.match_indices('`').map(|(at, _)| at).find(|&at| {
            !inside[..at].ends_with('`') && head(&inside[at..], |c| c == '`').len() == ticks
        });
        let Some(close) = close else { break };
        found.push(Piece {
            line: start + paragraph[..open].matches('\n').count(),
            text: inside[..close].replace('\n', " "),
            fenced: false,
            cli,
        });
        offset = open + ticks + close + ticks;
    }
    found
}

/// The words of a code span that look like paths of this repository (the rule above).
fn file_paths<'a>(span: &'a str, top: &[&str]) -> Vec<&'a str> {
    span.split(|c: char| c.is_whitespace() || "'\"|;`".contains(c))
        .map(|w| {
            w.trim_start_matches('(')
                .trim_end_matches([')', ',', '.', ':'])
        })
        .map(|w| w.strip_prefix("./").unwrap_or(w))
        .filter(|w| !w.is_empty() && !w.starts_with(['/', '-']))
        .filter(|w| !w.contains(['(', ')', '$', '=', '?', '&']) && !w.contains(':'))
        .filter(|w| {
            let last = w.rsplit('/').next().unwrap_or(w);
            let extension = last
                .rsplit_once('.')
                .is_some_and(|(stem, ext)| !stem.is_empty() && EXTENSIONS.contains(&ext));
            let first = w.split('/').next().unwrap_or_default();
            let folder = w.contains('/') && (w.ends_with('/') || top.contains(&first));
            extension || folder
        })
        .collect()
}

/// `path` with `*` for each placeholder: `<shape>`, `{a,b}`, `…` and a word in capitals.
fn pattern(path: &str) -> String {
    let (mut out, mut word) = (String::new(), String::new());
    let mut chars = path.chars();
    let flush = |word: &mut String, out: &mut String| {
        let capitals = word.len() >= 3 && word.chars().all(|c| c.is_ascii_uppercase());
        out.push_str(if capitals { "*" } else { word });
        word.clear();
    };
    while let Some(c) = chars.next() {
        if is_ident(c) {
            word.push(c);
            continue;
        }
        flush(&mut word, &mut out);
        match c {
            '<' | '{' => {
                let end = if c == '<' { '>' } else { '}' };
                chars.by_ref().find(|&c| c == end);
                out.push('*');
            }
            '…' => out.push('*'),
            _ => out.push(c),
        }
    }
    flush(&mut word, &mut out);
    out
}

/// Whether `path` fits `pattern`, where `*` stands for any characters but `/`.
fn fits(pattern: &str, path: &str) -> bool {
    match pattern.split_once('*') {
        None => pattern == path,
        Some((head, tail)) => {
            let Some(rest) = path.strip_prefix(head) else {
                return false;
            };
            let stop = rest.find('/').unwrap_or(rest.len());
            (0..=stop)
                .filter(|&at| rest.is_char_boundary(at))
                .any(|at| fits(tail, &rest[at..]))
        }
    }
}

/// The URL parameters a code span names (the rule above).
fn url_params(span: &str) -> Vec<&str> {
    let name_char = |c: char| c.is_ascii_lowercase() || c == '_';
    span.match_indices('=')
        .filter_map(|(at, _)| {
            let before = &span[..at];
            let name_at = before.trim_end_matches(name_char).len();
            let opens = (before[..name_at].chars().next_back()).is_none_or(|c| "?&( ".contains(c));
            let quoted = span[at + 1..].starts_with(['"', '\'', '=']);
            let name = &before[name_at..];
            (!name.is_empty() && opens && !quoted).then_some(name)
        })
        .collect()
}

/// The `--flags` a text names.
fn cli_flags(text: &str) -> Vec<&str> {
    text.match_indices("--")
        .filter(|&(at, _)| !text[..at].ends_with(|c: char| is_ident(c) || c == '-'))
        .map(|(at, _)| {
            let name = head(&text[at + 2..], |c| c.is_ascii_alphanumeric() || c == '-');
            &text[at..at + 2 + name.len()]
        })
        .filter(|flag| flag[2..].starts_with(|c: char| c.is_ascii_lowercase()))
        .collect()
}

/// The Rust paths of a code span, as their parts (`link::Kind` is `["link", "Kind"]`).
fn rust_paths(span: &str) -> Vec<Vec<&str>> {
    span.split(|c: char| !is_ident(c) && c != ':')
        .filter(|w| w.contains("::"))
        .map(|w| {
            w.split("::")
                .filter(|part| !part.is_empty())
                .collect::<Vec<_>>()
        })
        .filter(|parts| parts.len() >= 2)
        .filter(|parts| {
            parts
                .iter()
                .all(|p| !p.starts_with(|c: char| c.is_ascii_digit()))
        })
        .collect()
}

impl Code {
    /// Whether a path the docs name is the repository's, from its root or as a path's tail.
    fn has_path(&self, named: &str) -> bool {
        let named = named.trim_end_matches('/');
        if named
            .split('/')
            .any(|part| self.ignored.iter().any(|i| i == part))
        {
            return true;
        }
        // A path that starts with a top-level folder is read from the root: `src/keymap.rs`
        // is no tail of `crates/page/src/keymap.rs`.
        let first = named.split('/').next().unwrap_or_default();
        let known = match named.contains('/') && self.top.iter().any(|t| t == first) {
            true => &self.paths,
            false => &self.tails,
        };
        let pattern = pattern(named);
        known.contains(named)
            || (pattern.contains('*') && known.iter().any(|path| fits(&pattern, path)))
    }

    /// The files of the modules whose path is `path` or ends with it.
    fn modules_named(&self, path: &[&str]) -> Vec<&Source> {
        let path = path.join("::");
        let tail = format!("::{path}");
        (self.modules.iter())
            .filter(|(m, _)| *m == path || m.ends_with(&tail))
            .map(|&(_, i)| &self.sources[i])
            .collect()
    }

    /// What is wrong with a Rust path the docs name, if anything (the rule above).
    fn rust_problem(&self, named: &[&str]) -> Option<String> {
        let path = match named {
            ["crate" | "seedmaze", rest @ ..] => rest,
            _ => named,
        };
        if path
            .first()
            .is_none_or(|first| self.foreign.iter().any(|f| f == first))
        {
            return None;
        }
        let module = (1..=path.len())
            .rev()
            .find(|&n| !self.modules_named(&path[..n]).is_empty())
            .unwrap_or(0);
        let files = self.modules_named(&path[..module]);
        let in_module = |item: &str| files.iter().any(|file| file.names.contains(item));
        let wrong = match &path[module..] {
            [item] | [item, _] if module > 0 && !in_module(item) => {
                Some(format!("no `{item}` in its module"))
            }
            [] | [_] => None,
            [ty, item] => {
                let files: Vec<_> = (self.sources.iter())
                    .filter(|file| file.types.contains(*ty))
                    .collect();
                match files.iter().any(|file| file.names.contains(*item)) {
                    true => None,
                    false if files.is_empty() => Some(format!("no module or type `{ty}`")),
                    false => Some(format!("no `{item}` where `{ty}` is defined")),
                }
            }
            _ => Some(format!("no module `{}`", path[module])),
        };
        wrong.map(|why| format!("Rust path `{}`: {why}", named.join("::")))
    }

    /// Every name a Markdown text gives that the code does not have, with its line.
    fn wrong_names(&self, text: &str) -> Vec<String> {
        let top: Vec<&str> = self.top.iter().map(String::as_str).collect();
        let mut wrong = Vec::new();
        for piece in pieces(text) {
            let mut found = Vec::new();
            if !piece.fenced {
                let paths = file_paths(&piece.text, &top).into_iter();
                let paths = paths.filter(|p| !self.has_path(p));
                found.extend(paths.map(|p| format!("file `{p}`: not in the repository")));
                let rust = rust_paths(&piece.text).into_iter();
                found.extend(rust.filter_map(|path| self.rust_problem(&path)));
                let params = url_params(&piece.text).into_iter().filter(|p| {
                    !self.params.iter().any(|q| q == p) && !PAGE_ONLY_PARAMS.contains(p)
                });
                found.extend(
                    params.map(|p| format!("URL parameter `{p}=`: not in the link's table")),
                );
            }
            if piece.cli {
                let flags = cli_flags(&piece.text).into_iter();
                let flags = flags.filter(|f| !self.flags.iter().any(|g| g == f));
                found.extend(flags.map(|f| format!("CLI flag `{f}`: not in `seedmaze --help`")));
            }
            wrong.extend(
                found
                    .into_iter()
                    .map(|f| format!("line {}: {f}", piece.line)),
            );
        }
        wrong
    }
}

#[test]
fn names_in_the_docs_are_in_the_code() {
    let code = Code::read();
    let mut wrong = Vec::new();
    for file in markdown_files() {
        let name = file
            .strip_prefix(root())
            .unwrap_or(&file)
            .display()
            .to_string();
        let found = code.wrong_names(&read(&file));
        wrong.extend(found.into_iter().map(|w| format!("{name}: {w}")));
    }
    assert!(
        wrong.is_empty(),
        "names in the docs that the code does not have:\n{}",
        wrong.join("\n")
    );
}

/// Markdown with one wrong name of each kind, beside right ones.
const SAMPLE: &str = "\
# Sample

Files: `crates/maze/src/shape/cut.rs`, `crates/maze/src/shape/masked.rs`, `link/src/params.rs`,
`src/maze/shape/masked.rs`, `src/keymap.rs`, `src/bin/seedmaze.rs`, `www/nope.js`,
`crates/maze/src/shape/<shape>.rs`,
`crates/<crate>/src/lib.rs`, `tests/e2e/*.test.mjs`, `tests/e2e/FILE.test.mjs`, `www/pkg/x.js`.
Code: `link::PARAMS`, `link::Kind`, `Kind::Floors`, `Kind::Sideways`, `shape::ways::WAYS_NOT`,
`maze::union_find`, `seed::below`, `Shape::level_size`, `Nowhere::thing`, `nomodule::x`,
`std::fs::read`, `game::Session`, `game::Sessions`, `seedmaze::paint::list::Op`,
`web_first::first_paint`, `wasm_bindgen::JsValue`, `maze::shape::Layout`.
Links: `?seed=a&level=2&colour=red`, `floors=3`, `type=\"button\"`, `;ghost=1`.

## Command line

`seedmaze --seed x --colour red`, `--floors 3`, `--mask-image FILE`.

```sh
target/release/seedmaze --level 2 --shade dark
cargo test --release --workspace
```

The build: `cargo build --profile fast` (not the CLI's flags).
";

/// The check finds each kind of wrong name, and passes the right ones beside them.
#[test]
fn the_check_sees_each_kind_of_wrong_name() {
    let code = Code::read();
    let wrong = code.wrong_names(SAMPLE).join("\n");
    for name in [
        "`crates/maze/src/shape/cut.rs`",
        "`src/maze/shape/masked.rs`",
        "`src/keymap.rs`",
        "`www/nope.js`",
        "`link::PARAMS`",
        "`Kind::Sideways`",
        "`shape::ways::WAYS_NOT`",
        "`Nowhere::thing`",
        "`nomodule::x`",
        "`game::Sessions`",
        "`colour=`",
        "`--colour`",
        "`--shade`",
    ] {
        assert!(wrong.contains(name), "{name} not found in:\n{wrong}");
    }
    for name in [
        "crates/maze/src/shape/masked.rs",
        "params.rs",
        "<shape>",
        "<crate>",
        "bin/seedmaze.rs",
        "*.test.mjs",
        "FILE",
        "pkg",
        "link::Kind`",
        "Kind::Floors",
        "union_find",
        "below",
        "level_size",
        "std::",
        "`game::Session`",
        "paint::list::Op",
        "first_paint",
        "JsValue",
        "shape::Layout",
        "`seed=",
        "`level=",
        "`floors=",
        "`type=",
        "`ghost=",
        "--seed",
        "--floors",
        "--mask-image",
        "--level",
        "--release",
        "--workspace",
        "--profile",
    ] {
        assert!(
            !wrong.contains(name),
            "{name} is right but was found:\n{wrong}"
        );
    }
    assert_eq!(wrong.lines().count(), 13, "{wrong}");
}
