//! What a link's notices say: one bad parameter (`ParamError`), and the sentences every
//! parameter shares (empty, not a number, out of range, given twice, "; used … instead"). A
//! parameter's own sentences are in its entry of the table (`Param::says`).

use super::params::Params;
use super::problem::{Problem, shown};
use super::table::Param;

/// Words the errors `parse_query` read (`ParamError::unworded`): each value found quoted, and
/// what `params` (the link as read) used instead.
pub(super) fn word(params: &Params, errors: &mut [ParamError]) {
    if errors.is_empty() {
        return;
    }
    // What was used instead is said from the values as the parameters hold them.
    let used = params.values();
    for error in errors {
        error.found = shown(&error.found);
        error.used = error.param.used(&used);
    }
}

/// One bad parameter: which, what was wrong, what was found and what was used instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParamError {
    /// The parameter.
    pub param: Param,
    /// What was wrong.
    pub problem: Problem,
    /// The value found, shortened and with control characters escaped.
    pub found: String,
    /// The value used instead.
    pub used: String,
}

impl ParamError {
    /// `problem` with the value `text` of `param`, quoted as notices quote it; what was used
    /// instead is filled in once the link is read.
    pub fn new(param: Param, problem: Problem, text: &str) -> ParamError {
        ParamError {
            found: shown(text),
            ..ParamError::unworded(param, problem, String::new())
        }
    }

    /// `problem` with the value `text` of `param` as read, which `word` quotes once the link
    /// is read (the first paint reads links but never words a notice).
    pub(super) fn unworded(param: Param, problem: Problem, text: String) -> ParamError {
        ParamError {
            param,
            problem,
            found: text,
            used: String::new(),
        }
    }

    /// What was wrong, without what was used instead (the CLI refuses rather than falls back).
    pub fn sentence(&self) -> String {
        let (name, found) = (self.param.name(), &self.found);
        if let Some(said) = self.param.says(&self.problem, found) {
            return said;
        }
        match &self.problem {
            Problem::Empty => format!("{name} is empty"),
            Problem::NotANumber => format!("{name} {found} is not a whole number"),
            Problem::OutOfRange { min, max } => {
                format!("{name} {found} is out of range ({min} to {max})")
            }
            Problem::Repeated(1) => format!("{name} is given twice ({found} ignored)"),
            Problem::Repeated(n) => format!(
                "{name} is given {} times ({found} and {} more ignored)",
                n + 1,
                n - 1
            ),
            Problem::BesideJourney(k) => {
                format!("{name} {found} was ignored: journey level {k} sets the maze")
            }
            // Only its own parameter gives any other problem, and words it (`Param::says`).
            _ => format!("{name} {found} is not a value it takes"),
        }
    }
}

impl Param {
    /// What the command line says of `value`, refused for `problem`: its flag's own sentence
    /// (`Cli::refused`), else the link's, without what a link uses instead (the command line
    /// refuses rather than falls back).
    pub fn refusal(self, problem: Problem, value: &str) -> String {
        let cli = self.cli();
        (cli.refused)(&problem, cli.flag.unwrap_or_default(), value)
            .unwrap_or_else(|| ParamError::new(self, problem, value).sentence())
    }
}

impl std::fmt::Display for ParamError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let sentence = self.sentence();
        // The notice of a refused run is one sentence, whatever refused it (`text`).
        if let Problem::BadRun(_) = self.problem {
            return f.write_str(&sentence);
        }
        // Not yet worded (`ParamError::new`, `unworded`): no "used  instead" naming nothing.
        if self.used.is_empty() {
            return f.write_str(&sentence);
        }
        // "used no mask", not "used mask no mask".
        match self.param.used_names_itself() {
            true => write!(f, "{sentence}; used {} instead", self.used),
            false => write!(
                f,
                "{sentence}; used {} {} instead",
                self.param.name(),
                self.used
            ),
        }
    }
}

impl std::error::Error for ParamError {}
