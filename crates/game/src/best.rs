//! The storage key of a maze's records and the first best-time format (a bare number of ms),
//! which `records` still reads.
//!
//! Storage is untrusted: a value someone else wrote, or a corrupt one, is ignored, never fatal.

use link::Params;

/// Longest best time accepted (100 hours, in ms); anything longer is treated as corrupt.
pub const MAX_BEST_MS: u64 = 100 * 60 * 60 * 1000;
/// Version tag in front of every best-time storage key.
pub const BEST_KEY_PREFIX: &str = "seedmaze.best.v1?";

/// The storage key of the best time for the maze `params` describe (a drawing's title names
/// it but is not part of it: one record whatever its title).
pub fn best_key(params: &Params) -> String {
    let mut values = params.values();
    values.title = None;
    format!("{BEST_KEY_PREFIX}{}", values.to_query())
}

/// Parses a stored best time: whole milliseconds, 1 ms to 100 hours; anything else is `None`.
pub fn parse_best(stored: &str) -> Option<u64> {
    let text = stored.trim_ascii();
    if text.is_empty() || text.len() > 12 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse::<u64>()
        .ok()
        .filter(|&ms| (1..=MAX_BEST_MS).contains(&ms))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_times_are_validated() {
        assert_eq!(parse_best("4200"), Some(4200));
        assert_eq!(parse_best(" 4200\n"), Some(4200));
        for bad in [
            "",
            "0",
            "-5",
            "4.2",
            "1e3",
            "{\"ms\":5}",
            "999999999999999",
            "abc",
        ] {
            assert_eq!(parse_best(bad), None, "{bad:?}");
        }
        assert_eq!(parse_best(&MAX_BEST_MS.to_string()), Some(MAX_BEST_MS));
        assert_eq!(parse_best(&(MAX_BEST_MS + 1).to_string()), None);
    }
}
