//! A link parameter on the command line (`Cli`): its flag, its help, and the few refusals
//! its flag words its own way; one in each parameter's entry of the table (`Param::cli`).

use super::problem::Problem;

/// A parameter on the command line.
pub struct Cli {
    /// Its flag, `None` for a parameter that does not change the maze (the CLI prints mazes).
    pub flag: Option<&'static str>,
    /// What its value looks like in `--help`; empty for a switch (`--weave`), which reads as
    /// the value `1`.
    pub value: &'static str,
    /// What it does, for `--help`.
    pub help: fn() -> String,
    /// Its flag's own sentence for `problem`, given the flag and the value as given; `None`
    /// for the link's (`ParamError::sentence`). The command line refuses rather than falls
    /// back, so a few refusals name the flags instead of what a link used.
    pub refused: fn(&Problem, &str, &str) -> Option<String>,
}

/// A `Cli::refused` for a flag that says the link's sentences.
pub(super) const LINK_SENTENCES: fn(&Problem, &str, &str) -> Option<String> = |_, _, _| None;
