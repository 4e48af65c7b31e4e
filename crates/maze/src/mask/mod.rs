//! Word mazes (`mask=TEXT`, `--mask TEXT`): the text a maze fills, the built-in font that draws
//! it and the region of square cells its letters cover.
//!
//! A mask is 1 to 12 characters from `A–Z`, `0–9` and space, case-insensitive: the maze is the
//! same for `hello` and `HELLO` (the hash reads the upper-case text), but a link keeps the text
//! as it was given.

mod font;
mod region;

pub use font::{GLYPH_HEIGHT, GLYPH_WIDTH, glyph};
pub use region::{MIN_SCALE, Region, scale_for_side};

/// The most characters a mask may have.
pub const MAX_MASK_LEN: usize = 12;

/// Why a mask text was refused (its words: its `Display`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MaskError {
    /// The text was empty.
    Empty,
    /// The text had more than `MAX_MASK_LEN` characters (the count is given).
    TooLong(usize),
    /// The text had a character the font does not draw (the first one is given).
    BadCharacter(char),
}

/// A valid mask text, as given and in upper case.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Mask {
    given: String,
    upper: String,
}

impl Mask {
    /// Checks a mask text: 1 to `MAX_MASK_LEN` characters, each a letter, a digit or a space.
    pub fn parse(text: &str) -> Result<Mask, MaskError> {
        if text.is_empty() {
            return Err(MaskError::Empty);
        }
        if let Some(bad) = text.chars().find(|&c| glyph(c).is_none()) {
            return Err(MaskError::BadCharacter(bad));
        }
        // Every character is ASCII by now, so bytes count characters.
        if text.len() > MAX_MASK_LEN {
            return Err(MaskError::TooLong(text.len()));
        }
        Ok(Mask {
            given: text.to_owned(),
            upper: text.to_ascii_uppercase(),
        })
    }

    /// The text as it was given (JSON's `mask`, the link's `mask=`).
    pub fn as_given(&self) -> &str {
        &self.given
    }

    /// The text in upper case: what the font draws and the hash reads.
    pub fn text(&self) -> &str {
        &self.upper
    }

    /// The text for a query string, spaces as `%20` (the only character that needs escaping).
    pub fn query_value(&self) -> String {
        self.given.replace(' ', "%20")
    }
}

impl std::fmt::Display for Mask {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.given)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_are_checked_and_kept_as_given() {
        let mask = Mask::parse("Hi 42").unwrap();
        assert_eq!((mask.as_given(), mask.text()), ("Hi 42", "HI 42"));
        assert_eq!(mask.query_value(), "Hi%2042");
        assert_eq!(Mask::parse(""), Err(MaskError::Empty));
        assert_eq!(Mask::parse("A-B"), Err(MaskError::BadCharacter('-')));
        assert_eq!(Mask::parse("é"), Err(MaskError::BadCharacter('é')));
        assert_eq!(Mask::parse(&"W".repeat(13)), Err(MaskError::TooLong(13)));
        assert!(Mask::parse(&"W".repeat(12)).is_ok());
        assert_eq!(
            MaskError::BadCharacter('<').to_string(),
            "the mask has the character '<'; only A-Z, 0-9 and spaces are allowed"
        );
    }
}
