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

use crate::maze::Shape;

/// Longest `run=` value accepted, in characters (a link must stay short enough to share).
pub const MAX_RUN_LEN: usize = 4_000;
/// Longest run accepted: 100 hours, in centiseconds (the longest challenge, too).
pub const MAX_RUN_CS: u64 = 100 * 60 * 60 * 100;
/// The format's version, the first character of every value.
pub const RUN_VERSION: char = '1';

/// The order of the Exp-Golomb code of every number: values below 2^ORDER take ORDER + 1 bits.
const ORDER: u32 = 4;
/// The URL-safe base64 alphabet (RFC 4648, section 5): a character's index is its six bits.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
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

impl std::error::Error for RunError {}

/// The width of the way field for `shape`: enough bits for every index of its way table.
pub fn way_bits(shape: Shape) -> u8 {
    let last = shape.ways().len().saturating_sub(1).max(1) as u32;
    (u32::BITS - last.leading_zeros()) as u8
}

impl Run {
    /// A run of `steps` on a maze of `shape` (checked later, against the maze: `Run::check`).
    pub fn new(shape: Shape, steps: Vec<Step>) -> Run {
        Run {
            way_bits: way_bits(shape),
            steps,
        }
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
        bits.number(self.steps.len() as u64);
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
            bits.number(u64::from(delta));
            before = step.cs;
            if bits.chars() >= MAX_RUN_LEN {
                return Err(RunError::TooLong(bits.chars() + 1));
            }
        }
        let text = bits.finish();
        match text.len() {
            n if n > MAX_RUN_LEN => Err(RunError::TooLong(n)),
            _ => Ok(text),
        }
    }

    /// Reads a `run=` value: its form only (the moves are checked against the maze later).
    pub fn parse(text: &str) -> Result<Run, RunError> {
        let mut chars = text.chars();
        let Some(version) = chars.next() else {
            return Err(RunError::Empty);
        };
        // Bytes first: counting the characters of a huge value is the only work it costs.
        if text.len() > MAX_RUN_LEN {
            let n = text.chars().count();
            if n > MAX_RUN_LEN {
                return Err(RunError::TooLong(n));
            }
        }
        if version != RUN_VERSION {
            return Err(RunError::UnknownVersion);
        }
        let sextets = chars
            .map(|c| sextet(c).ok_or(RunError::BadCharacter(c)))
            .collect::<Result<Vec<u8>, RunError>>()?;
        let mut bits = Reader::new(&sextets);
        let way_bits = bits.take(2).ok_or(RunError::Truncated)? as u8 + 1;
        let count = bits.number().ok_or(RunError::Truncated)?;
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
            let delta = bits.number().ok_or(RunError::Truncated)?;
            total = total.saturating_add(delta);
            if total > MAX_RUN_CS {
                return Err(RunError::TooSlow);
            }
            steps.push(Step {
                way: way as u8,
                cs: total as u32,
            });
        }
        // What follows the last move must be the last character's zero padding, no more.
        if bits.left() >= 6 || bits.take(bits.left() as u32) != Some(0) {
            return Err(RunError::Leftover);
        }
        Ok(Run { way_bits, steps })
    }
}

/// The six bits a character of the alphabet stands for.
fn sextet(c: char) -> Option<u8> {
    let byte = u8::try_from(c).ok()?;
    ALPHABET.iter().position(|&a| a == byte).map(|i| i as u8)
}

/// Bits written most significant first, six to a character.
#[derive(Default)]
struct Writer {
    text: String,
    acc: u8,
    len: u32,
}

impl Writer {
    fn push(&mut self, value: u64, width: u32) {
        for i in (0..width).rev() {
            self.acc = (self.acc << 1) | ((value >> i) & 1) as u8;
            self.len += 1;
            if self.len == 6 {
                self.emit();
            }
        }
    }

    fn emit(&mut self) {
        let c = ALPHABET
            .get(usize::from(self.acc & 63))
            .copied()
            .unwrap_or(b'A');
        self.text.push(char::from(c));
        (self.acc, self.len) = (0, 0);
    }

    /// `n` as an order-`ORDER` Exp-Golomb code: `v = n + 2^ORDER` in its `b` bits, after
    /// `b - ORDER - 1` zeros.
    fn number(&mut self, n: u64) {
        let v = n.saturating_add(1 << ORDER);
        let b = u64::BITS - v.leading_zeros();
        self.push(0, b - ORDER - 1);
        self.push(v, b);
    }

    /// Characters so far, the version's included.
    fn chars(&self) -> usize {
        self.text.len() + 1
    }

    /// The value: the version, the characters, the last one padded with zeros.
    fn finish(mut self) -> String {
        if self.len > 0 {
            self.acc <<= 6 - self.len;
            self.emit();
        }
        format!("{RUN_VERSION}{}", self.text)
    }
}

/// Bits read most significant first from six-bit values.
struct Reader<'a> {
    sextets: &'a [u8],
    at: u64,
}

impl<'a> Reader<'a> {
    fn new(sextets: &'a [u8]) -> Reader<'a> {
        Reader { sextets, at: 0 }
    }

    fn left(&self) -> u64 {
        (self.sextets.len() as u64 * 6).saturating_sub(self.at)
    }

    fn bit(&mut self) -> Option<u64> {
        let s = self.sextets.get((self.at / 6) as usize)?;
        let bit = (s >> (5 - self.at % 6)) & 1;
        self.at += 1;
        Some(u64::from(bit))
    }

    fn take(&mut self, width: u32) -> Option<u64> {
        (0..width).try_fold(0u64, |acc, _| Some((acc << 1) | self.bit()?))
    }

    /// An order-`ORDER` Exp-Golomb number; one too big for 63 bits reads as `u64::MAX` (every
    /// caller refuses it), `None` when the bits run out.
    fn number(&mut self) -> Option<u64> {
        let mut zeros = 0;
        while self.bit()? == 0 {
            zeros += 1;
            if zeros > 63 - ORDER - 1 {
                return Some(u64::MAX);
            }
        }
        let rest = self.take(zeros + ORDER)?;
        let v = (1u64 << (zeros + ORDER)) | rest;
        Some(v - (1 << ORDER))
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
        let mut w = Writer::default();
        w.number(0);
        assert_eq!((w.text.len(), w.len), (0, 5));
        let mut w = Writer::default();
        w.number(15);
        assert_eq!(w.len, 5);
        let mut w = Writer::default();
        w.number(16);
        assert_eq!(w.len + 6 * w.text.len() as u32, 7);
        for n in [0, 1, 15, 16, 47, 48, 1000, MAX_RUN_CS, u64::from(u32::MAX)] {
            let mut w = Writer::default();
            w.number(n);
            let text = w.finish();
            let sextets: Vec<u8> = text.chars().skip(1).filter_map(sextet).collect();
            assert_eq!(Reader::new(&sextets).number(), Some(n), "{n}");
        }
    }

    #[test]
    fn bad_forms_are_refused_each_with_its_error() {
        assert_eq!(Run::parse(""), Err(RunError::Empty));
        assert_eq!(Run::parse("1ZMJI").map(|r| r.steps().len()), Ok(2));
        assert_eq!(Run::parse("2ZMJI"), Err(RunError::UnknownVersion));
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
