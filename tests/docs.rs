//! The README stays a page for people: at most 200 lines, the two commands first, a link to
//! every file of `docs/`; and every relative link in the README and in `docs/` leads to a file
//! that exists (and, with a `#fragment`, to a heading of that file); and every file path, Rust
//! path, CLI flag and URL parameter they name exists in the code (`names`).

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
