//! The page's URL parameters (`seed`, `level`, `size`, `algo`, `shape`, `braid`, `mask`,
//! `weave`, `daily`, `mode`, `beat`, `run`): parse
//! with a typed error per bad value, fall back to defaults, and format back into a query string.
//!
//! A link must give the same maze in every later version, so this module depends only on what
//! fixes a maze (`maze`, the `level` schedule, `calendar` days) and never on `game`: the game's
//! rules (judging a challenge, checking a ghost's run, the next level, records) import it, not
//! the other way round. The wording of a refused run lives with every sentence, in `text`
//! (its `Display`), which this module does not import.

pub mod run_code;

use crate::calendar::{Date, DateError};
use crate::level::{MAX_LEVEL, level_side};
use crate::maze::braid::MAX_BRAID;
use crate::maze::grid::{MAX_SIDE, MIN_SIDE};
use crate::maze::mask::{MAX_MASK_LEN, Mask, MaskError};
use crate::maze::seed::{MAX_SEED_LEN, SeedError};
use crate::maze::{Algorithm, Layout, Seed, Shape};
use crate::quote::{escaped, quoted_char};
pub use run_code::{MAX_RUN_LEN, Run, RunError, Step};

/// What a maze link asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Params {
    /// The seed the maze grows from.
    pub seed: Seed,
    /// The level, 1 to `MAX_LEVEL`.
    pub level: u32,
    /// A side length that overrides the level's, if given.
    pub size: Option<u32>,
    /// The generator.
    pub algorithm: Algorithm,
    /// The day of a daily maze; its seed is then `daily-YYYYMMDD`.
    pub daily: Option<Date>,
    /// Fog of war (`mode=fog`): only cells near the player and cells seen before are shown.
    pub fog: bool,
    /// A time and move count to beat (`beat=<ms>-<moves>`), checked against the maze later.
    pub challenge: Option<Challenge>,
    /// The maze's shape (`shape=`, square by default).
    pub shape: Shape,
    /// The share of dead ends opened into loops (`braid=`, 0 to 100, 0 by default).
    pub braid: u32,
    /// The text a word maze fills (`mask=`, square only), if any.
    pub mask: Option<Mask>,
    /// Passages cross over and under (`weave=1`; square, no mask, union-find or perfect only).
    pub weave: bool,
    /// A won run to race as a ghost (`run=`), checked against the maze later.
    pub run: Option<Run>,
}

impl Params {
    /// Default parameters around `seed`: level 1, the level's size, the default algorithm, no
    /// daily, no fog, no challenge.
    pub fn new(seed: Seed) -> Params {
        Params {
            seed,
            level: 1,
            size: None,
            algorithm: Algorithm::default(),
            daily: None,
            fog: false,
            challenge: None,
            shape: Shape::Square,
            braid: 0,
            mask: None,
            weave: false,
            run: None,
        }
    }

    /// Level 1 of the daily maze of `date`.
    pub fn daily(date: Date) -> Params {
        Params {
            daily: Some(date),
            ..Params::new(date.seed())
        }
    }

    /// The maze's side length: `size` if given, else the level's.
    pub fn side(&self) -> u32 {
        self.size.unwrap_or_else(|| level_side(self.level))
    }

    /// Whether this is a plain square maze, made and played through the square's wall bytes;
    /// a word maze has square cells but goes the way of the other shapes (`layout`).
    pub fn plain_square(&self) -> bool {
        self.shape == Shape::Square && self.mask.is_none() && !self.weave
    }

    /// The layout of a maze that is not a plain square: a woven maze's (its crossings drawn
    /// from the seed), a word maze's, or another shape's; a size out of range (which parsing
    /// never gives) is worded.
    pub fn layout(&self) -> Result<Layout, String> {
        if self.weave {
            let side = self.side();
            return crate::maze::weave::woven_layout(&self.seed, side, side, self.algorithm)
                .map_err(|e| e.to_string());
        }
        match &self.mask {
            Some(mask) => Layout::masked(mask, self.side()).map_err(|e| e.to_string()),
            None => Layout::new(self.shape, self.shape_size()).map_err(|e| e.to_string()),
        }
    }

    /// The maze's size in its shape's unit (rows, or rings for the circle): `size` if given,
    /// else the level's (`Shape::level_size`), within the shape's range. Square: `side()`.
    pub fn shape_size(&self) -> u32 {
        match (self.shape, self.size) {
            (Shape::Square, _) => self.side(),
            (shape, Some(size)) => {
                let (min, max) = shape.size_range();
                size.clamp(min, max)
            }
            (shape, None) => shape.level_size(level_side(self.level)),
        }
    }

    /// The query string that reproduces these parameters: `seed=…&level=…` (or `daily=…&level=…`),
    /// then `size`, `algo`, `shape`, `braid`, `mask`, `weave`, `mode`, `beat` and `run` only when they are
    /// not the default (`weave=1` only when on, so a plain maze's link is as it always was).
    pub fn to_query(&self) -> String {
        let mut query = match self.daily {
            Some(date) => format!("daily={date}&level={}", self.level),
            None => format!("seed={}&level={}", self.seed, self.level),
        };
        if let Some(size) = self.size {
            query.push_str(&format!("&size={size}"));
        }
        if self.algorithm != Algorithm::default() {
            query.push_str(&format!("&algo={}", self.algorithm.name()));
        }
        if self.shape != Shape::Square {
            query.push_str(&format!("&shape={}", self.shape.name()));
        }
        if self.braid != 0 {
            query.push_str(&format!("&braid={}", self.braid));
        }
        if let Some(mask) = &self.mask {
            query.push_str(&format!("&mask={}", mask.query_value()));
        }
        if self.weave {
            query.push_str("&weave=1");
        }
        if self.fog {
            query.push_str("&mode=fog");
        }
        if let Some(challenge) = self.challenge {
            query.push_str(&format!("&beat={}", challenge.to_param()));
        }
        // A parsed run always writes back; one made in code that cannot is left out.
        if let Some(run) = self.run.as_ref().and_then(|r| r.to_param().ok()) {
            query.push_str(&format!("&run={run}"));
        }
        query
    }

    /// The query of the maze alone: without the challenge and the ghost's run, which belong
    /// to the link they came with (records and progress are kept per maze).
    pub fn maze_query(&self) -> String {
        let mut params = self.clone();
        params.challenge = None;
        params.run = None;
        params.to_query()
    }
}

/// Longest challenge time accepted (100 hours, in ms).
pub const MAX_CHALLENGE_MS: u64 = 100 * 60 * 60 * 1000;
/// Fastest believable pace: no one makes a move in less than this many ms on average.
pub const MIN_MS_PER_MOVE: u64 = 10;

/// A time and a move count to beat on one maze.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Challenge {
    /// The challenger's time in milliseconds.
    pub time_ms: u64,
    /// The challenger's moves.
    pub moves: u32,
}

/// Why a `beat=` value was ignored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChallengeError {
    /// Not of the form `<milliseconds>-<moves>`.
    Format,
    /// Fewer moves than the shortest path (given) allows.
    TooFewMoves(u32),
    /// A time of zero, over 100 hours, or faster than anyone can press keys.
    AbsurdTime,
}

impl std::fmt::Display for ChallengeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ChallengeError::Format => {
                write!(
                    f,
                    "the challenge must look like beat=42300-57 (milliseconds-moves)"
                )
            }
            ChallengeError::TooFewMoves(n) => {
                write!(
                    f,
                    "the challenge claims fewer moves than the shortest path ({n})"
                )
            }
            ChallengeError::AbsurdTime => write!(f, "the challenge time is not believable"),
        }
    }
}

impl std::error::Error for ChallengeError {}

impl Challenge {
    /// Parses `<ms>-<moves>`, checking the form and that the time is believable for the moves.
    pub fn parse_text(text: &str) -> Result<Challenge, ChallengeError> {
        let (time, moves) = text.split_once('-').ok_or(ChallengeError::Format)?;
        let number = |s: &str| -> Option<u64> {
            (!s.is_empty() && s.len() <= 12 && s.bytes().all(|b| b.is_ascii_digit()))
                .then(|| s.parse().ok())
                .flatten()
        };
        let (Some(time_ms), Some(moves)) = (number(time), number(moves)) else {
            return Err(ChallengeError::Format);
        };
        let moves = u32::try_from(moves).map_err(|_| ChallengeError::AbsurdTime)?;
        if moves == 0 {
            return Err(ChallengeError::TooFewMoves(1));
        }
        if time_ms == 0
            || time_ms > MAX_CHALLENGE_MS
            || time_ms < u64::from(moves) * MIN_MS_PER_MOVE
        {
            return Err(ChallengeError::AbsurdTime);
        }
        Ok(Challenge { time_ms, moves })
    }

    /// The `beat=` value for this challenge.
    pub fn to_param(self) -> String {
        format!("{}-{}", self.time_ms, self.moves)
    }
}

/// A URL parameter name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Param {
    /// `seed`
    Seed,
    /// `level`
    Level,
    /// `size`
    Size,
    /// `algo`
    Algo,
    /// `daily`
    Daily,
    /// `mode`
    Mode,
    /// `beat`
    Beat,
    /// `shape`
    Shape,
    /// `braid`
    Braid,
    /// `mask`
    Mask,
    /// `weave`
    Weave,
    /// `run`
    Run,
}

impl Param {
    /// The parameter's name in the URL.
    pub fn name(self) -> &'static str {
        match self {
            Param::Seed => "seed",
            Param::Level => "level",
            Param::Size => "size",
            Param::Algo => "algo",
            Param::Daily => "daily",
            Param::Mode => "mode",
            Param::Beat => "beat",
            Param::Shape => "shape",
            Param::Braid => "braid",
            Param::Mask => "mask",
            Param::Weave => "weave",
            Param::Run => "run",
        }
    }
}

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
    /// The challenge was malformed or not believable.
    BadChallenge(ChallengeError),
    /// No shape has that name.
    UnknownShape,
    /// The mask text was empty, too long or had a character the font does not draw.
    BadMask(MaskError),
    /// A mask was asked for with a shape other than square (the shape asked for is given).
    MaskNeedsSquare(Shape),
    /// Weave was asked for with a shape other than square (the shape asked for is given).
    WeaveNeedsSquare(Shape),
    /// Weave was asked for with a word maze.
    WeaveWithMask,
    /// Weave was asked for with a generator other than union-find and perfect (given).
    WeaveNeedsKruskal(Algorithm),
    /// The ghost's run was malformed.
    BadRun(RunError),
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

impl std::fmt::Display for ParamError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let name = self.param.name();
        let found = &self.found;
        match &self.problem {
            Problem::Empty => write!(f, "{name} is empty")?,
            Problem::TooLong(n) => write!(
                f,
                "{name} {found} has {n} characters, more than the {MAX_SEED_LEN} allowed"
            )?,
            Problem::BadCharacter(c) => write!(
                f,
                "{name} {found} has the character {}; only A-Z a-z 0-9 _ - are allowed",
                quoted_char(*c)
            )?,
            Problem::NotANumber => write!(f, "{name} {found} is not a whole number")?,
            Problem::OutOfRange { min, max } => {
                write!(f, "{name} {found} is out of range ({min} to {max})")?
            }
            Problem::UnknownAlgorithm => write!(
                f,
                "{name} {found} is not a known algorithm ({})",
                Algorithm::NAMES
            )?,
            Problem::Repeated(1) => write!(f, "{name} is given twice ({found} ignored)")?,
            Problem::Repeated(n) => write!(
                f,
                "{name} is given {} times ({found} and {} more ignored)",
                n + 1,
                n - 1
            )?,
            Problem::BadDate(e) => write!(f, "{name} {found} is not a day: {e}")?,
            Problem::UnknownMode => write!(f, "{name} {found} is not a known mode (fog)")?,
            Problem::BadChallenge(e) => write!(f, "{name} {found} was ignored: {e}")?,
            Problem::UnknownShape => {
                write!(f, "{name} {found} is not a known shape ({})", Shape::NAMES)?
            }
            Problem::BadMask(MaskError::Empty) => write!(f, "{name} is empty")?,
            Problem::BadMask(MaskError::TooLong(n)) => write!(
                f,
                "{name} {found} has {n} characters, more than the {MAX_MASK_LEN} allowed"
            )?,
            Problem::BadMask(MaskError::BadCharacter(c)) => write!(
                f,
                "{name} {found} has the character {}; only A-Z, 0-9 and spaces are allowed",
                quoted_char(*c)
            )?,
            Problem::MaskNeedsSquare(shape) => write!(
                f,
                "{name} {found} makes square mazes only, not {}",
                shape.name()
            )?,
            Problem::WeaveNeedsSquare(shape) => write!(
                f,
                "{name} {found} weaves square mazes only, not {}",
                shape.name()
            )?,
            Problem::WeaveWithMask => write!(f, "{name} {found} does not weave word mazes")?,
            Problem::WeaveNeedsKruskal(algorithm) => write!(
                f,
                "{name} {found} works with the union-find and perfect generators only, not {}",
                algorithm.name()
            )?,
            // The notice of a refused run is one sentence, whatever refused it (`text`).
            Problem::BadRun(e) => return write!(f, "{e}"),
        }
        // A mask, weave or run falls back to none at all: "used no mask", not "used mask no mask".
        match self.param {
            Param::Mask | Param::Weave | Param::Run => write!(f, "; used {} instead", self.used),
            _ => write!(f, "; used {name} {} instead", self.used),
        }
    }
}

impl std::error::Error for ParamError {}

/// Parses a query string (with or without the leading `?`). Bad values fall back to defaults
/// (`fresh_seed` supplies a seed when the seed is missing or bad) and are reported, one error
/// each; unknown parameters are ignored.
pub fn parse_query(query: &str, fresh_seed: impl FnOnce() -> Seed) -> (Params, Vec<ParamError>) {
    // One parser for every caller's seed source: generic, it was built once per closure type.
    let mut fresh = Some(fresh_seed);
    parse(query, &mut || fresh.take().map(|f| f()))
}

/// `parse_query` with `fresh_seed` giving its seed once (`None` after that).
fn parse(query: &str, fresh_seed: &mut dyn FnMut() -> Option<Seed>) -> (Params, Vec<ParamError>) {
    let query = query.strip_prefix('?').unwrap_or(query);
    let mut errors: Vec<ParamError> = Vec::new();
    let mut seen: Vec<Param> = Vec::new();
    let mut seed = None;
    let mut level = None;
    let mut size = None;
    let mut algorithm = None;
    let mut daily = None;
    let mut fog = false;
    let mut challenge = None;
    let mut shape = None;
    let mut braid = None;
    let mut mask = None;
    let mut weave = None;
    let mut run = None;
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (raw_key, raw_value) = pair.split_once('=').unwrap_or((pair, ""));
        let param = match percent_decode(raw_key).as_str() {
            "seed" => Param::Seed,
            "level" => Param::Level,
            "size" => Param::Size,
            "algo" => Param::Algo,
            "daily" => Param::Daily,
            "mode" => Param::Mode,
            "beat" => Param::Beat,
            "shape" => Param::Shape,
            "braid" => Param::Braid,
            "mask" => Param::Mask,
            "weave" => Param::Weave,
            "run" => Param::Run,
            _ => continue,
        };
        let value = percent_decode(raw_value);
        if seen.contains(&param) {
            // One notice per repeated parameter, however often it repeats.
            let earlier = errors
                .iter_mut()
                .find(|e| e.param == param && matches!(e.problem, Problem::Repeated(_)));
            match earlier {
                Some(error) => {
                    if let Problem::Repeated(n) = &mut error.problem {
                        *n = n.saturating_add(1);
                    }
                }
                None => errors.push(ParamError {
                    param,
                    problem: Problem::Repeated(1),
                    found: shown(&value),
                    used: String::new(),
                }),
            }
            continue;
        }
        seen.push(param);
        let problem = match param {
            Param::Seed => Seed::parse(&value)
                .map(|s| seed = Some(s))
                .map_err(|e| match e {
                    SeedError::Empty => Problem::Empty,
                    SeedError::TooLong(n) => Problem::TooLong(n),
                    SeedError::BadCharacter(c) => Problem::BadCharacter(c),
                })
                .err(),
            Param::Level => parse_number(&value, 1, MAX_LEVEL)
                .map(|n| level = Some(n))
                .err(),
            Param::Size => parse_number(&value, MIN_SIDE, MAX_SIDE)
                .map(|n| size = Some(n))
                .err(),
            Param::Algo => match Algorithm::from_name(&value) {
                Some(a) => {
                    algorithm = Some(a);
                    None
                }
                None if value.is_empty() => Some(Problem::Empty),
                None => Some(Problem::UnknownAlgorithm),
            },
            Param::Daily => Date::parse(&value)
                .map(|d| daily = Some(d))
                .map_err(Problem::BadDate)
                .err(),
            Param::Mode => match value.as_str() {
                "fog" => {
                    fog = true;
                    None
                }
                "normal" => None,
                _ => Some(Problem::UnknownMode),
            },
            Param::Beat => Challenge::parse_text(&value)
                .map(|c| challenge = Some(c))
                .map_err(Problem::BadChallenge)
                .err(),
            Param::Shape => match Shape::from_name(&value) {
                Some(s) => {
                    shape = Some(s);
                    None
                }
                None if value.is_empty() => Some(Problem::Empty),
                None => Some(Problem::UnknownShape),
            },
            Param::Braid => parse_number(&value, 0, MAX_BRAID)
                .map(|n| braid = Some(n))
                .err(),
            Param::Mask => Mask::parse(&value)
                .map(|m| mask = Some(m))
                .map_err(Problem::BadMask)
                .err(),
            Param::Weave => parse_number(&value, 0, 1)
                .map(|n| weave = Some((n == 1, shown(&value))))
                .err(),
            Param::Run => Run::parse(&value)
                .map(|r| run = Some(r))
                .map_err(Problem::BadRun)
                .err(),
        };
        if let Some(problem) = problem {
            errors.push(ParamError {
                param,
                problem,
                found: shown(&value),
                used: String::new(),
            });
        }
    }
    // Word mazes are square: with another shape the shape wins and the mask goes, with a notice.
    let shape = shape.unwrap_or_default();
    if shape != Shape::Square
        && let Some(dropped) = mask.take()
    {
        errors.push(ParamError {
            param: Param::Mask,
            problem: Problem::MaskNeedsSquare(shape),
            found: shown(dropped.as_given()),
            used: String::new(),
        });
    }
    // Weave is for plain square Kruskal mazes: anything else keeps its maze and drops the weave.
    let algorithm = algorithm.unwrap_or_default();
    let weave = match weave {
        Some((true, found)) => {
            let problem = if shape != Shape::Square {
                Some(Problem::WeaveNeedsSquare(shape))
            } else if mask.is_some() {
                Some(Problem::WeaveWithMask)
            } else if !matches!(algorithm, Algorithm::UnionFind | Algorithm::Perfect) {
                Some(Problem::WeaveNeedsKruskal(algorithm))
            } else {
                None
            };
            let kept = problem.is_none();
            if let Some(problem) = problem {
                errors.push(ParamError {
                    param: Param::Weave,
                    problem,
                    found,
                    used: String::new(),
                });
            }
            kept
        }
        _ => false,
    };
    // A daily maze's seed comes from its date, whatever `seed` says.
    let seed = match daily {
        Some(date) => date.seed(),
        // `parse_query`'s closure gives its seed on the first call, the only one here: the
        // random fallback is there only because the closure's type cannot promise that.
        None => seed.or_else(fresh_seed).unwrap_or_else(Seed::random),
    };
    let params = Params {
        seed,
        level: level.unwrap_or(1),
        size,
        algorithm,
        daily,
        fog,
        challenge,
        shape,
        braid: braid.unwrap_or(0),
        mask,
        weave,
        run,
    };
    for error in &mut errors {
        error.used = match error.param {
            Param::Seed => params.seed.to_string(),
            Param::Level => params.level.to_string(),
            Param::Size => match params.size {
                Some(size) => size.to_string(),
                None => format!("{} (the level's size)", params.side()),
            },
            Param::Algo => params.algorithm.name().to_owned(),
            Param::Daily => match params.daily {
                Some(date) => date.to_string(),
                None => format!("seed {}", params.seed),
            },
            Param::Mode => if params.fog { "fog" } else { "normal" }.to_owned(),
            Param::Beat => match params.challenge {
                Some(c) => c.to_param(),
                None => "no challenge".to_owned(),
            },
            Param::Shape => params.shape.name().to_owned(),
            Param::Braid => params.braid.to_string(),
            Param::Mask => match &params.mask {
                Some(m) => format!("mask {}", shown(m.as_given())),
                None => "no mask".to_owned(),
            },
            Param::Weave => if params.weave { "weave 1" } else { "no weave" }.to_owned(),
            Param::Run => "no ghost".to_owned(),
        };
    }
    (params, errors)
}

/// The query of level 1 of today's daily maze, for the UTC day at `unix_ms` (`Date.now()`).
pub fn daily_query(unix_ms: f64) -> Option<String> {
    Date::from_unix_ms(unix_ms).map(|date| Params::daily(date).to_query())
}

fn parse_number(text: &str, min: u32, max: u32) -> Result<u32, Problem> {
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

/// Decodes `%XX` escapes and `+` (a space); malformed escapes stay as they are.
fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        let hex = |j: usize| bytes.get(j).and_then(|&c| (c as char).to_digit(16));
        match (b, hex(i + 1), hex(i + 2)) {
            (b'%', Some(hi), Some(lo)) => {
                out.push((hi * 16 + lo) as u8);
                i += 3;
            }
            (b'+', _, _) => {
                out.push(b' ');
                i += 1;
            }
            _ => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// A value as shown in a message: quoted, escaped, at most 40 characters.
fn shown(value: &str) -> String {
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

    fn fresh() -> Seed {
        Seed::parse("fallback").unwrap_or_else(|_| Seed::random())
    }

    #[test]
    fn shape_and_braid_round_trip_and_square_links_stay() {
        let (p, errors) = parse_query("seed=s&level=3&shape=hex&braid=40", fresh);
        assert!(errors.is_empty());
        assert_eq!((p.shape, p.braid), (Shape::Hex, 40));
        assert_eq!(p.to_query(), "seed=s&level=3&shape=hex&braid=40");
        assert_eq!(p.shape_size(), 16);
        let (p, _) = parse_query("seed=s&level=3&shape=square&braid=0", fresh);
        assert_eq!(p.to_query(), "seed=s&level=3");
        let (p, _) = parse_query("seed=s&level=3&shape=circle", fresh);
        assert_eq!(p.shape_size(), 8);
        let (p, _) = parse_query("seed=s&size=1500&shape=circle", fresh);
        assert_eq!(
            p.shape_size(),
            1000,
            "a size is capped to the shape's range"
        );
    }

    #[test]
    fn bad_shape_and_braid_fall_back_with_notices() {
        let (p, errors) = parse_query("seed=s&shape=star&braid=101", fresh);
        assert_eq!((p.shape, p.braid), (Shape::Square, 0));
        let texts: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
        assert_eq!(
            texts,
            [
                "shape \"star\" is not a known shape (square, hex, triangle, circle); used shape square instead",
                "braid \"101\" is out of range (0 to 100); used braid 0 instead",
            ]
        );
    }

    #[test]
    fn quoted_values_stay_short_whatever_they_hold() {
        // Found by the parse_query fuzzer: 40 replacement characters escaped to 320 bytes.
        let long = "\u{fffd}".repeat(200);
        let (_, errors) = parse_query(&format!("seed={long}&level={long}"), fresh);
        assert_eq!(errors.len(), 2);
        for e in errors {
            assert!(e.found.len() <= 66, "{}", e.found);
            assert!(e.to_string().len() < 400, "{e}");
        }
        assert_eq!(shown("abc"), "\"abc\"");
        assert_eq!(shown(&"x".repeat(61)), format!("\"{}\"…", "x".repeat(60)));
    }

    #[test]
    fn decodes_escapes() {
        assert_eq!(percent_decode("a%2Db+c%zz%4"), "a-b c%zz%4");
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

    #[test]
    fn an_empty_query_gives_defaults() {
        let (p, errors) = parse_query("", fresh);
        assert!(errors.is_empty());
        assert_eq!(p, Params::new(fresh()));
    }
}
