//! The link's code of a ghost's run, the `run=` value: a won level's moves and their times,
//! packed into one URL-safe string (the format is in docs/contract.md, "Ghost runs"). Only the
//! form lives here; `game::run_rules` records a run and checks one against a maze, and
//! `game::ghost` replays it.
//!
//! The value is the version character `1`, then bits written most significant first and read
//! six at a time as URL-safe base64 (`A–Z a–z 0–9 - _`), the last character padded with zero
//! bits: the way field's width minus one (2 bits), the number of moves, then for each move its
//! way (that many bits) and the centiseconds since the move before (the first: since the run's
//! start). Numbers are order-4 Exp-Golomb codes, so a delta under 0.16 s takes 5 bits and one
//! under 0.48 s 7 bits: a level-1 run of about 40 moves fits in about 60 characters.

use super::bits::{Malformed, Reader, Writer, sextets};
use maze::Shape;
use maze::quote::{count, quoted_char};

/// Longest `run=` value accepted, in characters (a link must stay short enough to share).
pub const MAX_RUN_LEN: usize = 4_000;
/// Longest run accepted: 100 hours, in centiseconds (the longest challenge, too).
pub const MAX_RUN_CS: u64 = 100 * 60 * 60 * 100;
/// The format's version, the first character of every value.
pub const RUN_VERSION: char = '1';
/// The version of a run that took hints: version 1's bits, then the number of hints.
pub const HINTED_RUN_VERSION: char = '2';

/// The order of the Exp-Golomb code of every number: values below 2^ORDER take ORDER + 1 bits.
const ORDER: u32 = 4;
/// The fewest bits a move can take besides its way: a zero delta.
const MIN_DELTA_BITS: u64 = ORDER as u64 + 1;

/// One move of a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// The way taken: an index into the shape's way table (`Shape::ways`).
    pub way: u8,
    /// When, in centiseconds after the run's first move (the recorder makes the first 0).
    pub cs: u32,
}

/// A run: the moves that changed the ball's cell, in order, with their times.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    way_bits: u8,
    steps: Vec<Step>,
    hints: u32,
}

/// Why a run was refused: its form (here) or its moves on the maze (`game::run_rules`). The
/// notice each one gives is worded in `text` ("The ghost's run in this link …").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunError {
    /// The value is empty.
    Empty,
    /// The value has more than `MAX_RUN_LEN` characters (the count is given).
    TooLong(usize),
    /// The first character is not a known version.
    UnknownVersion,
    /// A character outside the URL-safe base64 alphabet (the first is given).
    BadCharacter(char),
    /// The bits end inside a field.
    Truncated,
    /// Bits are left after the last move beyond the zero padding of the last character.
    Leftover,
    /// The run has no moves.
    NoMoves,
    /// The run lasts more than `MAX_RUN_CS`.
    TooSlow,
    /// The way field does not fit the maze's shape (the run was made on another shape).
    WrongShape,
    /// Move `n` (counted from 1) is not a move the rules make: through a wall, off the maze, a
    /// way the shape does not have, or after the exit was reached.
    IllegalMove(usize),
    /// Move `n` (counted from 1) is timed before the move before it.
    Backwards(usize),
    /// The moves end somewhere else than on the exit.
    MissesExit,
}

/// The notice of a ghost's run that was refused: "The ghost's run in this link is cut short,
/// so no ghost is shown and you play alone instead".
impl std::fmt::Display for RunError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use RunError as E;
        let reason = match *self {
            E::Empty => "is empty".to_owned(),
            E::TooLong(n) => format!(
                "has {} characters, more than the {} allowed",
                count(n as u64),
                count(MAX_RUN_LEN as u64)
            ),
            E::UnknownVersion => "is in a form this version cannot read".to_owned(),
            E::BadCharacter(c) => {
                format!("has the character {}, which runs never use", quoted_char(c))
            }
            E::Truncated => "is cut short".to_owned(),
            E::Leftover => "has characters left over after its last move".to_owned(),
            E::NoMoves => "has no moves".to_owned(),
            E::TooSlow => "lasts more than 100 hours".to_owned(),
            E::WrongShape => "was made on a maze of another shape".to_owned(),
            E::IllegalMove(n) => format!("makes an impossible move (move {})", count(n as u64)),
            E::Backwards(n) => format!("goes back in time (move {})", count(n as u64)),
            E::MissesExit => "does not reach the exit".to_owned(),
        };
        write!(
            f,
            "The ghost's run in this link {reason}, so no ghost is shown and you play alone instead"
        )
    }
}

impl std::error::Error for RunError {}

/// The width of the way field for `shape`: enough bits for every index of its way table.
pub fn way_bits(shape: Shape) -> u8 {
    way_bits_for(shape.ways().len())
}

/// The width of the way field for a table of `ways` ways (a shape's, or a floors maze's six).
pub fn way_bits_for(ways: usize) -> u8 {
    let last = ways.saturating_sub(1).max(1) as u32;
    (u32::BITS - last.leading_zeros()) as u8
}

impl Run {
    /// A run of `steps` on a maze of `shape` (checked later, against the maze: `Run::check`).
    pub fn new(shape: Shape, steps: Vec<Step>) -> Run {
        Run {
            way_bits: way_bits(shape),
            steps,
            hints: 0,
        }
    }

    /// This run, having taken `hints` hints (`game::hinted`).
    pub fn with_hints(self, hints: u32) -> Run {
        Run { hints, ..self }
    }

    /// The hints the run took.
    pub fn hints(&self) -> u32 {
        self.hints
    }

    /// The moves, in order.
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// The width of the way field, in bits (the shape's: `way_bits`).
    pub fn way_bits(&self) -> u8 {
        self.way_bits
    }

    /// Whether the run's way field fits `shape` (it was made on a maze of that shape's kind).
    pub fn fits(&self, shape: Shape) -> bool {
        self.way_bits == way_bits(shape)
    }

    /// A run of `steps` on a maze whose way table has `ways` ways (a floors maze's six).
    pub fn with_ways(ways: usize, steps: Vec<Step>) -> Run {
        Run {
            way_bits: way_bits_for(ways),
            steps,
            hints: 0,
        }
    }

    /// Whether the run's way field fits a way table of `ways` ways.
    pub fn fits_ways(&self, ways: usize) -> bool {
        self.way_bits == way_bits_for(ways)
    }

    /// When the last move was made, in centiseconds after the first (0 without moves).
    pub fn finish_cs(&self) -> u32 {
        self.steps.last().map_or(0, |s| s.cs)
    }

    /// The `run=` value. Refused: no moves, a way wider than the field, times that go
    /// backwards, a run over 100 hours, or a value over `MAX_RUN_LEN` characters.
    pub fn to_param(&self) -> Result<String, RunError> {
        if self.steps.is_empty() {
            return Err(RunError::NoMoves);
        }
        if u64::from(self.finish_cs()) > MAX_RUN_CS {
            return Err(RunError::TooSlow);
        }
        let width = u32::from(self.way_bits);
        let mut bits = Writer::default();
        bits.push(u64::from(width.saturating_sub(1)), 2);
        bits.number::<ORDER>(self.steps.len() as u64);
        let mut before = 0;
        for (index, step) in self.steps.iter().enumerate() {
            if u32::from(step.way) >> width != 0 {
                return Err(RunError::IllegalMove(index + 1));
            }
            let delta = step
                .cs
                .checked_sub(before)
                .ok_or(RunError::Backwards(index + 1))?;
            bits.push(u64::from(step.way), width);
            bits.number::<ORDER>(u64::from(delta));
            before = step.cs;
            if bits.chars() + 1 >= MAX_RUN_LEN {
                return Err(RunError::TooLong(bits.chars() + 2));
            }
        }
        // Without hints, the run is written as before them (version 1).
        let version = match self.hints {
            0 => RUN_VERSION,
            hints => {
                bits.number::<ORDER>(u64::from(hints));
                HINTED_RUN_VERSION
            }
        };
        let text = bits.finish(version);
        match text.len() {
            n if n > MAX_RUN_LEN => Err(RunError::TooLong(n)),
            _ => Ok(text),
        }
    }

    /// Reads a `run=` value: its form only (the moves are checked against the maze later).
    pub fn parse(text: &str) -> Result<Run, RunError> {
        // The first paint's build reads version 1 alone (it shows no ghost; the game reads the
        // link again): the first download does not grow by the hints' count.
        let hinted = text.starts_with(HINTED_RUN_VERSION);
        let version = if hinted {
            HINTED_RUN_VERSION
        } else {
            RUN_VERSION
        };
        let sextets = sextets(text, version, MAX_RUN_LEN).map_err(|e| match e {
            Malformed::Empty => RunError::Empty,
            Malformed::TooLong(n) => RunError::TooLong(n),
            Malformed::UnknownVersion => RunError::UnknownVersion,
            Malformed::BadCharacter(c) => RunError::BadCharacter(c),
        })?;
        let mut bits = Reader::new(&sextets);
        let way_bits = bits.take(2).ok_or(RunError::Truncated)? as u8 + 1;
        let count = bits.number::<ORDER>().ok_or(RunError::Truncated)?;
        if count == 0 {
            return Err(RunError::NoMoves);
        }
        // A claim of more moves than the bits can hold is refused before anything is kept.
        let least = count.saturating_mul(u64::from(way_bits) + MIN_DELTA_BITS);
        if least > bits.left() {
            return Err(RunError::Truncated);
        }
        let mut steps = Vec::with_capacity(count as usize);
        let mut total: u64 = 0;
        for _ in 0..count {
            let way = bits.take(u32::from(way_bits)).ok_or(RunError::Truncated)?;
            let delta = bits.number::<ORDER>().ok_or(RunError::Truncated)?;
            total = total.saturating_add(delta);
            if total > MAX_RUN_CS {
                return Err(RunError::TooSlow);
            }
            steps.push(Step {
                way: way as u8,
                cs: total as u32,
            });
        }
        let hints = match hinted {
            true => bits.number::<ORDER>().ok_or(RunError::Truncated)?,
            false => 0,
        };
        // What follows must be the last character's zero padding, no more.
        if !bits.only_padding() {
            return Err(RunError::Leftover);
        }
        Ok(Run {
            way_bits,
            steps,
            hints: u32::try_from(hints).unwrap_or(u32::MAX),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(shape: Shape, steps: &[(u8, u32)]) -> Run {
        let steps = steps.iter().map(|&(way, cs)| Step { way, cs }).collect();
        Run::new(shape, steps)
    }

    #[test]
    fn a_run_with_hints_carries_their_count_and_one_without_is_written_as_before() {
        let plain = run(Shape::Hex, &[(1, 0), (4, 35), (0, 90)]);
        let text = plain.to_param().unwrap();
        assert!(text.starts_with(RUN_VERSION));
        let hinted = plain.clone().with_hints(3);
        let code = hinted.to_param().unwrap();
        assert!(code.starts_with(HINTED_RUN_VERSION));
        assert!(code.len() >= text.len(), "{code} after {text}");
        let back = Run::parse(&code).unwrap();
        assert_eq!((back.hints(), back.steps()), (3, plain.steps()));
        assert_eq!(Run::parse(&text).unwrap().hints(), 0);
        // A version 2 value must hold its count.
        let cut = format!("{HINTED_RUN_VERSION}{}", &text[1..]);
        assert!(Run::parse(&cut).is_err(), "{cut}");
    }

    #[test]
    fn every_shape_has_a_way_field_wide_enough() {
        assert_eq!(way_bits(Shape::Square), 2);
        assert_eq!(way_bits(Shape::Triangle), 2);
        assert_eq!(way_bits(Shape::Hex), 3);
        assert_eq!(way_bits(Shape::Circle), 4);
        for shape in Shape::ALL {
            assert!(shape.ways().len() <= 1 << way_bits(shape));
        }
    }

    #[test]
    fn a_known_value_is_written_bit_for_bit() {
        // 01 (2-bit ways), count 2 = 10010, way 1 = 01, delta 0 = 10000, way 2 = 10, delta
        // 20 = 0 100100: 011001 001100 001001 00100 and one bit of padding = Z M J I.
        let r = run(Shape::Square, &[(1, 0), (2, 20)]);
        let text = r.to_param().unwrap();
        assert_eq!(text, "1ZMJI");
        assert_eq!(Run::parse(&text), Ok(r));
    }

    #[test]
    fn numbers_take_the_bits_the_contract_says() {
        let bits = |n: u64| {
            let mut w = Writer::default();
            w.number::<ORDER>(n);
            w.bits()
        };
        assert_eq!((bits(0), bits(15), bits(16)), (5, 5, 7));
        for n in [0, 1, 15, 16, 47, 48, 1000, MAX_RUN_CS, u64::from(u32::MAX)] {
            let mut w = Writer::default();
            w.number::<ORDER>(n);
            let text = w.finish(RUN_VERSION);
            let sextets = sextets(&text, RUN_VERSION, MAX_RUN_LEN).unwrap();
            assert_eq!(Reader::new(&sextets).number::<ORDER>(), Some(n), "{n}");
        }
    }

    #[test]
    fn bad_forms_are_refused_each_with_its_error() {
        assert_eq!(Run::parse(""), Err(RunError::Empty));
        assert_eq!(Run::parse("1ZMJI").map(|r| r.steps().len()), Ok(2));
        assert_eq!(Run::parse("3ZMJI"), Err(RunError::UnknownVersion));
        assert_eq!(
            Run::parse("2ZMJI"),
            Err(RunError::Truncated),
            "no count of hints"
        );
        assert_eq!(Run::parse("1ZM=JI"), Err(RunError::BadCharacter('=')));
        assert_eq!(Run::parse("1"), Err(RunError::Truncated));
        assert_eq!(Run::parse("1ZM"), Err(RunError::Truncated));
        assert_eq!(Run::parse("1ZMJ"), Err(RunError::Truncated));
        assert_eq!(Run::parse("1ZMJIA"), Err(RunError::Leftover));
        assert_eq!(
            Run::parse("1ZMJJ"),
            Err(RunError::Leftover),
            "padding not zero"
        );
        // 01, count 0 = 10000.
        assert_eq!(Run::parse("1YA"), Err(RunError::NoMoves));
        let long = format!("1{}", "A".repeat(MAX_RUN_LEN));
        assert_eq!(Run::parse(&long), Err(RunError::TooLong(MAX_RUN_LEN + 1)));
        assert_eq!(
            Run::parse("1\u{fffd}"),
            Err(RunError::BadCharacter('\u{fffd}'))
        );
    }

    #[test]
    fn writing_refuses_what_cannot_be_read_back() {
        assert_eq!(run(Shape::Square, &[]).to_param(), Err(RunError::NoMoves));
        let back = run(Shape::Square, &[(0, 0), (1, 50), (2, 40)]);
        assert_eq!(back.to_param(), Err(RunError::Backwards(3)));
        let wide = run(Shape::Square, &[(0, 0), (4, 10)]);
        assert_eq!(wide.to_param(), Err(RunError::IllegalMove(2)));
        let slow = run(Shape::Square, &[(0, 0), (1, MAX_RUN_CS as u32 + 1)]);
        assert_eq!(slow.to_param(), Err(RunError::TooSlow));
        let many: Vec<(u8, u32)> = (0..4000).map(|i| (0, i * 1000)).collect();
        assert!(matches!(
            run(Shape::Square, &many).to_param(),
            Err(RunError::TooLong(_))
        ));
    }

    #[test]
    fn a_huge_delta_is_too_slow_and_a_huge_count_truncated() {
        // 01, count with 63 zeros: more moves than any value holds.
        let text = format!("1{}", "A".repeat(20));
        assert_eq!(Run::parse(&text), Err(RunError::Truncated));
        let r = run(Shape::Square, &[(0, 0), (1, MAX_RUN_CS as u32)]);
        assert_eq!(Run::parse(&r.to_param().unwrap()), Ok(r));
    }
}
