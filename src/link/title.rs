//! A drawing's title (`title=`): a short name the bar and the share text show, only ever as
//! text. It names the maze for people and changes nothing about it: not the maze, its records,
//! nor a ghost's run.

use super::problem::Problem;

/// The most characters a title may have.
pub const MAX_TITLE_LEN: usize = 24;

/// A checked title: 1 to `MAX_TITLE_LEN` characters, none of them invisible or a control.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Title(String);

impl Title {
    /// Checks `text` (decoded) as a title.
    pub fn parse(text: &str) -> Result<Title, Problem> {
        // A title goes only with a drawing, which the first paint's and the square game's builds
        // hand over to the full game's (`gate`): they keep it as given, for the full game to
        // check, and a stored level with one to continue reads back the same.
        if !crate::gate::EVERYTHING {
            return Ok(Title(text.to_owned()));
        }
        let mut count = 0;
        for c in text.chars() {
            if hidden(c) {
                return Err(Problem::BadCharacter(c));
            }
            count += 1;
        }
        if text.bytes().all(|b| b == b' ') {
            Err(Problem::Empty)
        } else if count > MAX_TITLE_LEN {
            Err(Problem::TooLong(count))
        } else {
            Ok(Title(text.to_owned()))
        }
    }

    /// The title as given.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The title as a query writes it: every byte but the unreserved ASCII ones escaped.
    pub fn query_value(&self) -> String {
        let hex = |n: u8| char::from(if n < 10 { b'0' + n } else { b'A' + n - 10 });
        let mut out = String::new();
        for &b in self.0.as_bytes() {
            if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~') {
                out.push(char::from(b));
            } else {
                out.push('%');
                out.push(hex(b >> 4));
                out.push(hex(b & 15));
            }
        }
        out
    }
}

/// Whether `c` would not show as itself in a line of text: a control, a line or paragraph
/// break, a character that turns the text's direction or hides (zero width, the byte order
/// mark), or the stand-in for bytes that were not UTF-8. A title shown as text cannot then
/// reorder the bar around it or look like another.
fn hidden(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{200b}'..='\u{200f}'
                | '\u{2028}'..='\u{202e}'
                | '\u{2060}'..='\u{2069}'
                | '\u{061c}'
                | '\u{feff}'
                | '\u{fff9}'..='\u{fffd}'
        )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn titles_are_checked() {
        assert_eq!(
            Title::parse("My heart <3").map(|t| t.0),
            Ok("My heart <3".into())
        );
        assert_eq!(
            Title::parse("Сердце ♥ 心").map(|t| t.0),
            Ok("Сердце ♥ 心".into())
        );
        assert_eq!(Title::parse(""), Err(Problem::Empty));
        assert_eq!(Title::parse("   "), Err(Problem::Empty));
        assert_eq!(
            Title::parse(&"é".repeat(24)).map(|t| t.0.chars().count()),
            Ok(24)
        );
        assert_eq!(Title::parse(&"é".repeat(25)), Err(Problem::TooLong(25)));
        for c in [
            '\n', '\u{0}', '\u{7f}', '\u{85}', '\u{200b}', '\u{202e}', '\u{2066}', '\u{feff}',
            '\u{fffd}',
        ] {
            assert_eq!(
                Title::parse(&format!("a{c}b")),
                Err(Problem::BadCharacter(c)),
                "{c:?}"
            );
        }
    }

    #[test]
    fn a_title_is_written_escaped_and_read_back() {
        let title = Title::parse("Tom & Jerry's #1 ♥").expect("a title");
        let value = title.query_value();
        assert_eq!(value, "Tom%20%26%20Jerry%27s%20%231%20%E2%99%A5");
        assert!(
            value
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"%-_.~".contains(&b))
        );
    }
}
