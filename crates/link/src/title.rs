//! A drawing's title (`title=`): a short name the bar and the share text show, only ever as
//! text. It names the maze for people and changes nothing about it: not the maze, its records,
//! nor a ghost's run.

use super::problem::Problem;

/// The most characters a title may have.
pub const MAX_TITLE_LEN: usize = 24;

/// A title as the link holds it: checked by the link's full reading (`parse`: 1 to
/// `MAX_TITLE_LEN` characters, without spaces around them, none hidden, at least one visible);
/// a glance keeps it as given (`given`), as a title only names a drawing, which the game reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Title(String);

impl Title {
    /// `text` (decoded) as given, to be checked (`parse`) by a full reading.
    pub fn given(text: &str) -> Title {
        Title(text.to_owned())
    }

    /// Checks `text` (decoded) as a title, the spaces around it left out.
    pub fn parse(text: &str) -> Result<Title, Problem> {
        let text = text.trim_matches(' ');
        let mut count = 0;
        for c in text.chars() {
            if hidden(c) {
                return Err(Problem::BadCharacter(c));
            }
            count += 1;
        }
        if text.chars().all(blank) {
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
/// break, a character that turns the text's direction or hides (Unicode's default-ignorable
/// ones: zero width, soft hyphen, the byte order mark, tags…), or the stand-in for bytes that
/// were not UTF-8. A title shown as text cannot then reorder the bar around it or pass for
/// another. The zero-width joiner and the variation selectors stay: emoji are made with them.
fn hidden(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{ad}'
                | '\u{34f}'
                | '\u{61c}'
                | '\u{17b4}'..='\u{17b5}'
                | '\u{180b}'..='\u{180f}'
                | '\u{200b}'..='\u{200c}'
                | '\u{200e}'..='\u{200f}'
                | '\u{2028}'..='\u{202e}'
                | '\u{2060}'..='\u{206f}'
                | '\u{feff}'
                | '\u{fff9}'..='\u{fffd}'
                | '\u{e0000}'..='\u{e0fff}'
        )
}

/// Whether `c` shows as nothing on its own: a space, a filler, a joiner or a variation
/// selector. A title of these alone is empty.
fn blank(c: char) -> bool {
    c.is_whitespace()
        || matches!(
            c,
            '\u{115f}'..='\u{1160}'
                | '\u{200d}'
                | '\u{2800}'
                | '\u{3164}'
                | '\u{fe00}'..='\u{fe0f}'
                | '\u{ffa0}'
        )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn titles_are_checked() {
        let parsed = |t: &str| Title::parse(t).map(|t| t.0);
        assert_eq!(parsed("My heart <3"), Ok("My heart <3".into()));
        assert_eq!(parsed("  Сердце ♥ 心 "), Ok("Сердце ♥ 心".into()));
        // Emoji joined by zero-width joiners and with variation selectors show as one picture.
        assert_eq!(
            parsed("👨\u{200d}👩\u{200d}👧 ❤\u{fe0f}"),
            Ok("👨\u{200d}👩\u{200d}👧 ❤\u{fe0f}".into())
        );
        for blank in [
            "",
            "   ",
            "\u{a0}\u{3000}",
            "\u{3164}\u{2800}",
            "\u{200d}\u{fe0f}",
        ] {
            assert_eq!(Title::parse(blank), Err(Problem::Empty), "{blank:?}");
        }
        assert_eq!(parsed(&"é".repeat(24)).map(|t| t.chars().count()), Ok(24));
        assert_eq!(Title::parse(&"é".repeat(25)), Err(Problem::TooLong(25)));
        let hidden = [
            '\n',
            '\u{0}',
            '\u{7f}',
            '\u{85}',
            '\u{ad}',
            '\u{200b}',
            '\u{202e}',
            '\u{2066}',
            '\u{feff}',
            '\u{fffd}',
            '\u{e0041}',
        ];
        for c in hidden {
            assert_eq!(
                Title::parse(&format!("a{c}b")),
                Err(Problem::BadCharacter(c)),
                "{c:?}"
            );
        }
    }

    #[test]
    fn a_title_is_written_escaped() {
        let title = Title::parse("Tom & Jerry's #1 ♥ 100%+").expect("a title");
        let value = title.query_value();
        assert_eq!(
            value,
            "Tom%20%26%20Jerry%27s%20%231%20%E2%99%A5%20100%25%2B"
        );
        assert!(
            value
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"%-_.~".contains(&b))
        );
    }
}
