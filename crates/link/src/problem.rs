//! What can be wrong with a link's value (`Problem`), the readers of numbers and names that
//! find it, and how a value is quoted in a notice.

use super::challenge::ChallengeError;
use super::draw_code::DrawCodeError;
use super::run_code::RunError;
use crate::calendar::DateError;
use crate::quote::escaped;
use maze::mask::MaskError;
use maze::seed::SeedError;
use maze::shape::TooThin;
use maze::{Algorithm, Shape};

/// What was wrong with a parameter's value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// The value was empty.
    Empty,
    /// The value was longer than allowed (the length is given).
    TooLong(usize),
    /// The value had a character that is not allowed (the first one is given).
    BadCharacter(char),
    /// The value was not a whole number.
    NotANumber,
    /// The number was outside `min..=max`.
    OutOfRange {
        /// Smallest allowed value.
        min: u32,
        /// Largest allowed value.
        max: u32,
    },
    /// No algorithm has that name.
    UnknownAlgorithm,
    /// The parameter appeared this many more times; the first one counts.
    Repeated(u32),
    /// The daily date was malformed or no such day.
    BadDate(DateError),
    /// No mode has that name (`fog` is the only one).
    UnknownMode,
    /// No view has that name (`inside`, `above`).
    UnknownView,
    /// Studying the map first needs the view from inside (`view=inside`).
    StudyNeedsInside,
    /// The challenge was malformed or not believable.
    BadChallenge(ChallengeError),
    /// No shape has that name.
    UnknownShape,
    /// No difficulty has that name (`easy`, `hard`).
    UnknownDial,
    /// The mask text was empty, too long or had a character the font does not draw.
    BadMask(MaskError),
    /// A mask was asked for with a shape other than square (the shape asked for is given).
    MaskNeedsSquare(Shape),
    /// The drawing's code was malformed, or its drawing makes no maze.
    BadDrawing(DrawCodeError),
    /// A drawing was asked for with a word maze.
    DrawWithMask,
    /// The drawing covers no two joined cells of its shape at the level's size.
    DrawTooThin(TooThin),
    /// A title was given without a drawing to name.
    TitleNeedsDrawing,
    /// A title was given with a drawing that was left out.
    TitleWithoutItsDrawing,
    /// Weave was asked for with a shape other than square (the shape asked for is given).
    WeaveNeedsSquare(Shape),
    /// Weave was asked for with a word maze.
    WeaveWithMask,
    /// Weave was asked for with a generator other than union-find and perfect (given).
    WeaveNeedsKruskal(Algorithm),
    /// A shape, word, drawing or floors were asked for with a generator that makes plain
    /// square mazes only (given).
    GeneratorNeedsSquare(Algorithm),
    /// The ghost's run was malformed.
    BadRun(RunError),
    /// Floors were asked for with a kind of maze other than a plain square (named).
    FloorsNeedPlainSquare(&'static str),
    /// Keys and doors were asked for with a woven maze (not in the first paint's build, which
    /// has no `doors=`).
    DoorsNotWoven,
    /// A maze parameter was given beside `journey=` (its level given), which sets the maze.
    BesideJourney(u32),
}

/// A value named in a list (a generator, a shape): `unknown` when no name matches.
pub(super) fn named<T>(
    text: &str,
    from_name: fn(&str) -> Option<T>,
    unknown: Problem,
) -> Result<T, Problem> {
    match from_name(text) {
        Some(value) => Ok(value),
        None if text.is_empty() => Err(Problem::Empty),
        None => Err(unknown),
    }
}

/// A whole number in `min..=max`.
pub(super) fn parse_number(text: &str, min: u32, max: u32) -> Result<u32, Problem> {
    if text.is_empty() {
        return Err(Problem::Empty);
    }
    let digits = text.strip_prefix('-').unwrap_or(text);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(Problem::NotANumber);
    }
    match text.parse::<u32>() {
        Ok(n) if (min..=max).contains(&n) => Ok(n),
        _ => Err(Problem::OutOfRange { min, max }),
    }
}

/// What is wrong with a seed, as a link's problem.
pub(super) fn seed_problem(error: SeedError) -> Problem {
    match error {
        SeedError::Empty => Problem::Empty,
        SeedError::TooLong(n) => Problem::TooLong(n),
        SeedError::BadCharacter(c) => Problem::BadCharacter(c),
    }
}

/// A value as shown in a message: quoted, escaped, at most 40 characters.
pub fn shown(value: &str) -> String {
    // Escapes make a character up to 10 bytes long, so the limit applies after escaping.
    const MAX: usize = 60;
    let mut text = escaped(value);
    let ellipsis = if text.len() > MAX {
        // `escaped` returns ASCII, so any byte index is a character boundary.
        text.truncate(MAX);
        "…"
    } else {
        ""
    };
    format!("\"{text}\"{ellipsis}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_quoted_short() {
        assert_eq!(shown("abc"), "\"abc\"");
        assert_eq!(shown(&"x".repeat(61)), format!("\"{}\"…", "x".repeat(60)));
    }

    #[test]
    fn numbers_are_checked() {
        assert_eq!(parse_number("12", 1, 20), Ok(12));
        assert_eq!(parse_number("", 1, 20), Err(Problem::Empty));
        assert_eq!(parse_number("1e3", 1, 20), Err(Problem::NotANumber));
        assert_eq!(parse_number("-", 1, 20), Err(Problem::NotANumber));
        let range = Err(Problem::OutOfRange { min: 1, max: 20 });
        assert_eq!(parse_number("-3", 1, 20), range);
        assert_eq!(parse_number("0", 1, 20), range);
        assert_eq!(parse_number("99999999999999999999", 1, 20), range);
    }
}
