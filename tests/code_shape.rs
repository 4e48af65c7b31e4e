//! The code stays in a shape a newcomer can carry on (docs/architecture.md): in `src/` and
//! `www/`, no file over 600 lines of code (a Rust file's trailing `#[cfg(test)]` module does
//! not count), no function over 80 lines, and no two modules that import each other, directly
//! or around a loop. Each check is run on a small sample first, so that a checker that finds
//! nothing cannot pass by accident.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

const FILE_LIMIT: usize = 600;
/// The sentences' files have a tighter limit: `text/` grows with every feature, so
/// it is split by subject before any one file becomes a second dispatch of everything.
const TEXT_FILE_LIMIT: usize = 450;
const FUNCTION_LIMIT: usize = 80;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every `.rs` file under `src/` and each crate's `crates/*/src/`, and `.js`/`.mjs` file under
/// `www/` (not the build output in `www/pkg/`, nor the browser benchmark's `www/bench/`), as
/// paths relative to the root.
fn sources() -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut folders = vec![root().join("src"), root().join("www")];
    for krate in fs::read_dir(root().join("crates")).expect("the crates folder") {
        folders.push(krate.expect("a readable entry").path().join("src"));
    }
    while let Some(folder) = folders.pop() {
        let entries = fs::read_dir(&folder).unwrap_or_else(|e| panic!("{}: {e}", folder.display()));
        for entry in entries {
            let path = entry.expect("a readable entry").path();
            let name = path.file_name().map(|n| n.to_string_lossy().into_owned());
            if path.is_dir() {
                if !matches!(name.as_deref(), Some("pkg" | "bench")) {
                    folders.push(path);
                }
            } else if path
                .extension()
                .is_some_and(|ext| ext == "rs" || ext == "js" || ext == "mjs")
            {
                found.push(
                    path.strip_prefix(root())
                        .expect("under the root")
                        .to_path_buf(),
                );
            }
        }
    }
    found.sort();
    found
}

fn is_rust(path: &Path) -> bool {
    path.extension().is_some_and(|ext| ext == "rs")
}

/// The file's lines without a trailing inline test module (`#[cfg(test)]` then `mod …`).
fn code_lines(path: &Path, text: &str) -> Vec<String> {
    let lines: Vec<String> = text.lines().map(str::to_owned).collect();
    if is_rust(path) {
        for (i, pair) in lines.windows(2).enumerate() {
            let mod_line = pair[1].trim_start();
            if pair[0].trim() == "#[cfg(test)]"
                && (mod_line.starts_with("mod ") || mod_line.starts_with("pub mod "))
            {
                return lines[..i].to_vec();
            }
        }
    }
    lines
}

/// Lines of code: not blank, not a line comment.
fn lines_of_code(lines: &[String]) -> usize {
    lines
        .iter()
        .filter(|l| !l.trim().is_empty() && !l.trim_start().starts_with("//"))
        .count()
}

/// A line with its string and character literals and its line comment taken out, so that
/// braces inside them do not count.
fn without_literals(line: &str) -> String {
    let mut out = String::new();
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' | '`' => {
                let mut escaped = false;
                for d in chars.by_ref() {
                    if escaped {
                        escaped = false;
                    } else if d == '\\' {
                        escaped = true;
                    } else if d == c {
                        break;
                    }
                }
                out.push_str("\"\"");
            }
            '\'' => {
                // A character literal ('x', '\n', '{'), not a lifetime ('a) or a JS string.
                let rest: String = chars.clone().take(4).collect();
                let close = if rest.starts_with('\\') {
                    rest.char_indices().skip(2).find(|&(_, d)| d == '\'')
                } else {
                    rest.char_indices().nth(1).filter(|&(_, d)| d == '\'')
                };
                match close {
                    Some((at, _)) => {
                        for _ in 0..=at {
                            chars.next();
                        }
                        out.push_str("' '");
                    }
                    None => out.push(c),
                }
            }
            '/' if chars.peek() == Some(&'/') => break,
            _ => out.push(c),
        }
    }
    out
}

/// The name of the function a line starts, if it starts one (Rust `fn`, JS `function` or an
/// arrow function bound to a name with a block body).
fn function_name(line: &str, rust: bool) -> Option<String> {
    let mut words = line
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty());
    let trimmed = line.trim_start();
    if rust {
        if trimmed.starts_with("//") || line.trim_end().ends_with(';') {
            return None;
        }
        let mut previous = "";
        for word in words.by_ref() {
            if previous == "fn" {
                return Some(word.to_owned());
            }
            let allowed = [
                "pub", "crate", "super", "const", "async", "unsafe", "fn", "extern",
            ];
            if !allowed.contains(&word) {
                return None;
            }
            previous = word;
        }
        return None;
    }
    let words: Vec<&str> = words.collect();
    let keywords = ["export", "async", "default"];
    let rest: Vec<&str> = words
        .iter()
        .copied()
        .skip_while(|w| keywords.contains(w))
        .collect();
    match rest.as_slice() {
        ["function", name, ..] => Some((*name).to_owned()),
        ["function"] => Some("?".to_owned()),
        ["const" | "let", name, ..] if trimmed.trim_end().ends_with('{') => {
            let after = trimmed.split_once('=')?.1.trim_start();
            let arrow =
                (after.starts_with('(') || after.starts_with("async")) && after.contains("=>");
            arrow.then(|| (*name).to_owned())
        }
        _ => None,
    }
}

/// Every function's name, first line (1-based) and length in lines, by brace matching.
fn functions(path: &Path, lines: &[String]) -> Vec<(String, usize, usize)> {
    let rust = is_rust(path);
    let stripped: Vec<String> = lines.iter().map(|l| without_literals(l)).collect();
    let mut found = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let Some(name) = function_name(line, rust) else {
            continue;
        };
        let mut depth = 0i64;
        let mut started = false;
        for (j, code) in stripped.iter().enumerate().skip(i) {
            depth += code.matches('{').count() as i64 - code.matches('}').count() as i64;
            started |= code.contains('{');
            if started && depth <= 0 {
                found.push((name, i + 1, j - i + 1));
                break;
            }
        }
    }
    found
}

#[test]
fn the_function_finder_measures_rust_and_javascript() {
    let rust = "pub(crate) fn a(x: u32) -> u32 {\n    let s = \"}}\";\n    x\n}\nfn b() {}\n";
    let lines: Vec<String> = rust.lines().map(str::to_owned).collect();
    let found = functions(Path::new("x.rs"), &lines);
    assert_eq!(found, vec![("a".to_owned(), 1, 4), ("b".to_owned(), 5, 1)]);
    let js = "export function f() {\n  g('{');\n}\nconst h = (a) => {\n  return a;\n};\n";
    let lines: Vec<String> = js.lines().map(str::to_owned).collect();
    let found = functions(Path::new("x.js"), &lines);
    assert_eq!(found, vec![("f".to_owned(), 1, 3), ("h".to_owned(), 4, 3)]);
    let with_tests = "fn a() {}\n// c\n\n#[cfg(test)]\nmod tests {\n  fn t() {}\n}\n";
    assert_eq!(lines_of_code(&code_lines(Path::new("x.rs"), with_tests)), 1);
}

#[test]
fn no_file_over_600_lines_of_code_and_no_function_over_80_lines() {
    let mut offenders = Vec::new();
    let files = sources();
    assert!(files.len() > 50, "only {} source files found", files.len());
    for path in &files {
        let text = fs::read_to_string(root().join(path)).expect("a readable source file");
        let lines = code_lines(path, &text);
        let count = lines_of_code(&lines);
        let limit = if path.starts_with("crates/text/src") {
            TEXT_FILE_LIMIT
        } else {
            FILE_LIMIT
        };
        if count > limit {
            offenders.push(format!(
                "{}: {count} lines of code (limit {limit})",
                path.display()
            ));
        }
        for (name, at, length) in functions(path, &lines) {
            if length > FUNCTION_LIMIT {
                offenders.push(format!("{}:{at} {name}: {length} lines", path.display()));
            }
        }
    }
    assert!(
        offenders.is_empty(),
        "over the limits (files {FILE_LIMIT} lines of code, {TEXT_FILE_LIMIT} in crates/text/, functions {FUNCTION_LIMIT} lines):\n{}",
        offenders.join("\n")
    );
}

/// A Rust file's module path, its crate's folder first: `crates/maze/src/shape/hex.rs` is
/// `maze::shape::hex`, `src/lib.rs` (the root package) is `seedmaze`; a `mod.rs` or `lib.rs`
/// names its folder.
fn module_of(path: &Path) -> Vec<String> {
    let (krate, inside) = match path.strip_prefix("crates") {
        Ok(rest) => {
            let krate = rest.components().next().expect("a crate's folder");
            let krate = krate.as_os_str().to_string_lossy().into_owned();
            let inside = rest
                .strip_prefix(&krate)
                .and_then(|r| r.strip_prefix("src"));
            (krate, inside.unwrap_or(rest).with_extension(""))
        }
        Err(_) => (
            "seedmaze".to_owned(),
            path.strip_prefix("src").unwrap_or(path).with_extension(""),
        ),
    };
    let mut parts: Vec<String> = std::iter::once(krate)
        .chain(
            inside
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned()),
        )
        .collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib")) {
        parts.pop();
    }
    parts
}

/// The tokens of Rust code with comments, strings and characters taken out: words, `::`, and
/// single punctuation characters.
fn tokens(code: &str) -> Vec<String> {
    let mut text = String::new();
    let mut in_block_comment = false;
    for line in code.lines() {
        let mut line = line.to_owned();
        if in_block_comment {
            match line.find("*/") {
                Some(end) => {
                    line = line[end + 2..].to_owned();
                    in_block_comment = false;
                }
                None => continue,
            }
        }
        if let Some(start) = line.find("/*") {
            in_block_comment = !line[start..].contains("*/");
            line.truncate(start);
        }
        text.push_str(&without_literals(&line));
        text.push('\n');
    }
    let mut out = Vec::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c.is_alphanumeric() || c == '_' {
            let mut word = c.to_string();
            while let Some(&d) = chars.peek().filter(|d| d.is_alphanumeric() || **d == '_') {
                word.push(d);
                chars.next();
            }
            out.push(word);
        } else if c == ':' && chars.peek() == Some(&':') {
            chars.next();
            out.push("::".to_owned());
        } else if !c.is_whitespace() {
            out.push(c.to_string());
        }
    }
    out
}

/// The paths a use tree or a path expression starting at `tokens[at]` names, each as its
/// segments (`crate::a::{b, c::d}` gives `a::b` and `a::c::d`); returns them and where it ended.
fn paths_at(tokens: &[String], mut at: usize) -> (Vec<Vec<String>>, usize) {
    let mut prefix = Vec::new();
    loop {
        match tokens.get(at).map(String::as_str) {
            Some("{") => {
                let mut paths = Vec::new();
                at += 1;
                while let Some(token) = tokens.get(at) {
                    if token == "}" {
                        at += 1;
                        break;
                    }
                    if token == "," {
                        at += 1;
                        continue;
                    }
                    let (inner, end) = paths_at(tokens, at);
                    for path in inner {
                        paths.push([prefix.clone(), path].concat());
                    }
                    at = end.max(at + 1);
                }
                return (paths, at);
            }
            Some(word) if word.chars().all(|c| c.is_alphanumeric() || c == '_') => {
                prefix.push(word.to_owned());
                at += 1;
                if tokens.get(at).map(String::as_str) == Some("::") {
                    at += 1;
                } else {
                    return (vec![prefix], at);
                }
            }
            _ => return (vec![prefix], at),
        }
    }
}

/// The modules that `module`'s code refers to, through `crate::…` or `super::…` paths, each
/// taken as the longest known module the path runs through. A module's own descendants do not
/// count: declaring and re-exporting children is the module's layout, not an import.
fn rust_imports(
    module: &[String],
    code: &str,
    modules: &BTreeSet<Vec<String>>,
) -> BTreeSet<Vec<String>> {
    let tokens = tokens(code);
    let mut imports = BTreeSet::new();
    for (i, token) in tokens.iter().enumerate() {
        let starts = (token == "crate" || token == "super")
            && tokens.get(i + 1).map(String::as_str) == Some("::")
            && (i == 0 || tokens[i - 1] != "::");
        if !starts {
            continue;
        }
        let (paths, _) = paths_at(&tokens, i);
        for path in paths {
            // `super` is relative to the module's parent (a `mod.rs` is its folder's module).
            let mut rest = path.as_slice();
            let mut base: Vec<String>;
            if rest.first().map(String::as_str) == Some("crate") {
                rest = &rest[1..];
                base = module.iter().take(1).cloned().collect();
            } else {
                base = module.to_vec();
                while rest.first().map(String::as_str) == Some("super") {
                    base.pop();
                    rest = &rest[1..];
                }
            }
            let full = [base, rest.to_vec()].concat();
            let target = (0..=full.len())
                .rev()
                .map(|n| full[..n].to_vec())
                .find(|p| modules.contains(p))
                .unwrap_or_default();
            let descendant = target.len() > module.len() && target.starts_with(module);
            if target != module && !descendant {
                imports.insert(target);
            }
        }
    }
    imports
}

/// The module graph of `src/`: each module and the modules it imports.
fn rust_graph() -> BTreeMap<String, BTreeSet<String>> {
    let files: Vec<PathBuf> = sources()
        .into_iter()
        .filter(|p| is_rust(p) && !p.starts_with("src/bin"))
        .collect();
    let modules: BTreeSet<Vec<String>> = files.iter().map(|p| module_of(p)).collect();
    let mut graph = BTreeMap::new();
    for path in &files {
        let text = fs::read_to_string(root().join(path)).expect("a readable source file");
        let code = code_lines(path, &text).join("\n");
        let module = module_of(path);
        let imports = rust_imports(&module, &code, &modules);
        graph.insert(
            module.join("::"),
            imports.iter().map(|m| m.join("::")).collect(),
        );
    }
    graph
}

/// The page's modules and the local modules each imports (`import … from './x.js'` and
/// `import('./x.js')`).
fn js_graph() -> BTreeMap<String, BTreeSet<String>> {
    let mut graph = BTreeMap::new();
    for path in sources().into_iter().filter(|p| !is_rust(p)) {
        let text = fs::read_to_string(root().join(&path)).expect("a readable script");
        let folder = path.parent().map(Path::to_path_buf).unwrap_or_default();
        let mut imports = BTreeSet::new();
        // The text before each quoted piece says whether it is an import: `from '…'`,
        // `import '…'` or `import('…')` (a `new Worker(…)` URL starts a thread, not an import).
        let pieces: Vec<&str> = text.split(['\'', '"']).collect();
        for pair in pieces.windows(2) {
            let before = pair[0].trim_end();
            let imported = before.ends_with("from")
                || before.ends_with("import")
                || before.ends_with("import(");
            if let Some(relative) = pair[1]
                .strip_prefix("./")
                .filter(|p| imported && p.ends_with(".js"))
            {
                let target = folder.join(relative);
                if !target.starts_with("www/pkg") && root().join(&target).is_file() {
                    imports.insert(target.display().to_string());
                }
            }
        }
        imports.remove(&path.display().to_string());
        graph.insert(path.display().to_string(), imports);
    }
    graph
}

/// The groups of nodes that reach each other (strongly connected, more than one node).
fn circles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    let reach = |from: &String| {
        let mut seen = BTreeSet::new();
        let mut todo = vec![from.clone()];
        while let Some(node) = todo.pop() {
            for next in graph.get(&node).into_iter().flatten() {
                if seen.insert(next.clone()) {
                    todo.push(next.clone());
                }
            }
        }
        seen
    };
    let reached: BTreeMap<&String, BTreeSet<String>> =
        graph.keys().map(|node| (node, reach(node))).collect();
    let mut groups: Vec<Vec<String>> = Vec::new();
    for (node, from_node) in &reached {
        if groups.iter().any(|g| g.contains(node)) || !from_node.contains(*node) {
            continue;
        }
        let group: Vec<String> = from_node
            .iter()
            .filter(|other| reached.get(other).is_some_and(|r| r.contains(*node)))
            .cloned()
            .collect();
        if group.len() > 1 {
            groups.push(group);
        }
    }
    groups
}

#[test]
fn the_circle_finder_finds_a_loop_and_reads_use_trees() {
    // Module paths start with their crate's folder (`k`): `crate::a` is `k::a`.
    let path = |parts: &[&str]| -> Vec<String> { parts.iter().map(|p| (*p).to_owned()).collect() };
    let modules: BTreeSet<Vec<String>> = [
        path(&["k"]),
        path(&["k", "a"]),
        path(&["k", "b"]),
        path(&["k", "b", "c"]),
    ]
    .into_iter()
    .collect();
    let code = "use crate::{a::X, b::c::{Y, Z}};\n// crate::q::W\nfn f() { super::a::g(); }\n";
    let imports = rust_imports(&path(&["k", "b"]), code, &modules);
    let names: Vec<String> = imports.iter().map(|m| m.join("::")).collect();
    assert_eq!(names, vec!["k::a".to_owned()], "b::c is b's own child");
    let graph: BTreeMap<String, BTreeSet<String>> = [
        ("a", vec!["b"]),
        ("b", vec!["c"]),
        ("c", vec!["a"]),
        ("d", vec!["a"]),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_owned(), v.into_iter().map(str::to_owned).collect()))
    .collect();
    assert_eq!(circles(&graph), vec![vec!["a", "b", "c"]]);
}

#[test]
fn the_circle_finder_reads_paths_in_parentheses_but_not_pub_crate() {
    let modules: BTreeSet<Vec<String>> = [vec!["k".to_owned()]]
        .into_iter()
        .chain(["a", "b", "x", "y", "z"].map(|m| vec!["k".to_owned(), m.to_owned()]))
        .collect();
    // Each form a path is read in: an error's value, a function handed on, a call's argument;
    // `pub(crate)` names no module (it would read as the crate's root, `k`).
    let code = "pub(crate) fn f() -> Result<(), E> {\n    Err(crate::x::y)\n}\n\
                pub(crate) mod c;\n\
                fn g(o: Option<u32>) { o.ok_or_else(crate::y::e); h(crate::a::b()); }\n\
                fn k() { (crate::z::Z, 1); }\n";
    let imports = rust_imports(&["k".to_owned(), "b".to_owned()], code, &modules);
    let names: Vec<String> = imports.iter().map(|m| m.join("::")).collect();
    assert_eq!(names, vec!["k::a", "k::x", "k::y", "k::z"]);
}

#[test]
fn no_two_modules_import_each_other_directly_or_around_a_loop() {
    let rust = rust_graph();
    assert!(rust.len() > 40, "only {} Rust modules found", rust.len());
    assert!(
        rust.values().filter(|imports| !imports.is_empty()).count() > 20,
        "the module graph has almost no imports: the reader is broken"
    );
    let js = js_graph();
    assert!(
        js.values().any(|imports| !imports.is_empty()),
        "no page module imports another: the reader is broken"
    );
    // The layers too: a module's imports taken as those of its top-level module (`game`,
    // `paint`, …), so a loop through a re-export (`crate::game::Session`) is found as well.
    let mut layers: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let top = |module: &str| module.split("::").next().unwrap_or_default().to_owned();
    for (module, imports) in &rust {
        let entry = layers.entry(top(module)).or_default();
        entry.extend(imports.iter().map(|m| top(m)).filter(|m| *m != top(module)));
    }
    let found: Vec<String> = circles(&rust)
        .into_iter()
        .chain(circles(&layers))
        .chain(circles(&js))
        .map(|group| group.join(" ↔ "))
        .collect();
    assert!(
        found.is_empty(),
        "modules that import each other:\n{}",
        found.join("\n")
    );
}
