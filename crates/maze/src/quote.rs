//! Values quoted in messages (a bad seed, a bad link parameter, an unknown algorithm), escaped so
//! that a message never carries markup-like or invisible characters verbatim. A leaf module:
//! `maze`, `link` and `web` all quote values, and none of them may import another for it.

/// `text` with quotes, backslashes, control and non-ASCII characters written as escapes.
pub fn escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            ' '..='~' => out.push(c),
            _ => out.push_str(&format!("\\u{{{:x}}}", u32::from(c))),
        }
    }
    out
}

/// A character in single quotes, escaped like `escaped`.
pub fn quoted_char(c: char) -> String {
    let mut buffer = [0u8; 4];
    format!("'{}'", escaped(c.encode_utf8(&mut buffer)))
}

/// `n` with a comma between each group of three digits: 1234567 → "1,234,567".
pub fn count(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_escape_what_they_quote() {
        assert_eq!(escaped("a\"b\\c<d>"), "a\\\"b\\\\c<d>");
        assert_eq!(escaped("é\u{200b}\n"), "\\u{e9}\\u{200b}\\u{a}");
        assert_eq!(quoted_char('<'), "'<'");
        assert_eq!(quoted_char('\u{202e}'), "'\\u{202e}'");
    }
}
