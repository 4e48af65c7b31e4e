//! The CLI's JSON for a test's flags, as text (each test reads it in its own way).

/// The CLI's output for `args` with `--format json`; the run must succeed.
pub fn cli_json(args: &[&str]) -> String {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_seedmaze"))
        .args(args)
        .args(["--format", "json"])
        .output()
        .expect("the CLI runs");
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8")
}
