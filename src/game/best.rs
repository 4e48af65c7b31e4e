//! Best times per (seed, level, size, algorithm), as text kept in the browser's storage.
//!
//! Storage is untrusted: a value someone else wrote, or a corrupt one, is ignored, never fatal.

use crate::share::Params;

/// Longest best time accepted (100 hours, in ms); anything longer is treated as corrupt.
pub const MAX_BEST_MS: u64 = 100 * 60 * 60 * 1000;
/// Version tag in front of every best-time storage key.
pub const BEST_KEY_PREFIX: &str = "seedmaze.best.v1?";

/// The storage key of the best time for the maze `params` describe.
pub fn best_key(params: &Params) -> String {
    format!("{BEST_KEY_PREFIX}{}", params.to_query())
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

/// The text to store when `elapsed_ms` beats `stored` (or `stored` is missing or corrupt);
/// `None` when it does not, or when the time itself is absurd.
pub fn improved_best(stored: Option<&str>, elapsed_ms: f64) -> Option<String> {
    if !elapsed_ms.is_finite() {
        return None;
    }
    let elapsed = elapsed_ms.round().max(1.0);
    if elapsed > MAX_BEST_MS as f64 {
        return None;
    }
    let ms = elapsed as u64;
    match stored.and_then(parse_best) {
        Some(best) if best <= ms => None,
        _ => Some(ms.to_string()),
    }
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

    #[test]
    fn only_a_better_time_is_stored() {
        assert_eq!(improved_best(None, 1234.4), Some("1234".into()));
        assert_eq!(improved_best(Some("garbage"), 1234.6), Some("1235".into()));
        assert_eq!(improved_best(Some("2000"), 1500.0), Some("1500".into()));
        assert_eq!(improved_best(Some("1000"), 1500.0), None);
        assert_eq!(improved_best(Some("1500"), 1500.0), None);
        assert_eq!(improved_best(None, f64::NAN), None);
        assert_eq!(improved_best(None, f64::INFINITY), None);
        assert_eq!(improved_best(None, 0.0), Some("1".into()));
    }
}
