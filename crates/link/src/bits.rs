//! Bits packed into URL-safe text, shared by the link's codes (`run_code`, `draw_code`): bits
//! are written most significant first and read six at a time as URL-safe base64
//! (`A–Z a–z 0–9 - _`), the last character padded with zero bits, after one version character.
//! Numbers are Exp-Golomb codes of a given order.

/// Why a code's text is malformed before its bits are read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Malformed {
    /// No character at all.
    Empty,
    /// More characters than allowed (the count is given).
    TooLong(usize),
    /// The first character is not the version expected.
    UnknownVersion,
    /// A character outside the alphabet (the first is given).
    BadCharacter(char),
}

/// The six-bit values of a code's characters after its `version` character, at most `max_len`
/// characters in all.
pub(super) fn sextets(text: &str, version: char, max_len: usize) -> Result<Vec<u8>, Malformed> {
    let mut chars = text.chars();
    let Some(first) = chars.next() else {
        return Err(Malformed::Empty);
    };
    // Bytes first: counting the characters of a huge value is the only work it costs.
    if text.len() > max_len {
        let n = text.chars().count();
        if n > max_len {
            return Err(Malformed::TooLong(n));
        }
    }
    if first != version {
        return Err(Malformed::UnknownVersion);
    }
    chars
        .map(|c| sextet(c).ok_or(Malformed::BadCharacter(c)))
        .collect()
}

/// The URL-safe base64 alphabet (RFC 4648, section 5): a character's index is its six bits.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// The six bits a character of the alphabet stands for.
fn sextet(c: char) -> Option<u8> {
    let byte = u8::try_from(c).ok()?;
    ALPHABET.iter().position(|&a| a == byte).map(|i| i as u8)
}

/// Bits written most significant first, six to a character.
#[derive(Default)]
pub(super) struct Writer {
    text: String,
    acc: u8,
    len: u32,
}

impl Writer {
    pub(super) fn push(&mut self, value: u64, width: u32) {
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
    pub(super) fn number<const ORDER: u32>(&mut self, n: u64) {
        let v = n.saturating_add(1 << ORDER);
        let b = u64::BITS - v.leading_zeros();
        self.push(0, b - ORDER - 1);
        self.push(v, b);
    }

    /// Bits written so far.
    #[cfg(test)]
    pub(super) fn bits(&self) -> u32 {
        6 * self.text.len() as u32 + self.len
    }

    /// Characters written so far (the version's not counted).
    pub(super) fn chars(&self) -> usize {
        self.text.len()
    }

    /// The value: `version`, then the characters, the last one padded with zeros.
    pub(super) fn finish(mut self, version: char) -> String {
        if self.len > 0 {
            self.acc <<= 6 - self.len;
            self.emit();
        }
        format!("{version}{}", self.text)
    }
}

/// Bits read most significant first from six-bit values.
pub(super) struct Reader<'a> {
    sextets: &'a [u8],
    at: u64,
}

impl<'a> Reader<'a> {
    pub(super) fn new(sextets: &'a [u8]) -> Reader<'a> {
        Reader { sextets, at: 0 }
    }

    pub(super) fn left(&self) -> u64 {
        (self.sextets.len() as u64 * 6).saturating_sub(self.at)
    }

    fn bit(&mut self) -> Option<u64> {
        let s = self.sextets.get((self.at / 6) as usize)?;
        let bit = (s >> (5 - self.at % 6)) & 1;
        self.at += 1;
        Some(u64::from(bit))
    }

    pub(super) fn take(&mut self, width: u32) -> Option<u64> {
        (0..width).try_fold(0u64, |acc, _| Some((acc << 1) | self.bit()?))
    }

    /// An order-`ORDER` Exp-Golomb number; one too big for 63 bits reads as `u64::MAX` (every
    /// caller refuses it), `None` when the bits run out.
    pub(super) fn number<const ORDER: u32>(&mut self) -> Option<u64> {
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

    /// Whether what is left is the last character's zero padding, no more.
    pub(super) fn only_padding(&mut self) -> bool {
        self.left() < 6 && self.take(self.left() as u32) == Some(0)
    }
}
