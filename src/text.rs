//! Numbers as a player reads them, in English. Kept in Rust so that the page needs no `Intl`
//! (whose first use loads ICU data: 15–30 ms on the page's thread at start-up, measured).

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

/// The carve replay's and search view's speed for the slider's value 0..=100: 1 to 100,000
/// steps per second, evenly spaced on a log scale (values above 100 count as 100).
pub fn animation_rate(slider: u32) -> u32 {
    let exponent = f64::from(slider.min(100)) / 20.0;
    10f64.powf(exponent).round() as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_grouped_by_thousands() {
        let cases = [
            (0, "0"),
            (7, "7"),
            (999, "999"),
            (1000, "1,000"),
            (12_345, "12,345"),
            (999_999, "999,999"),
            (1_000_000, "1,000,000"),
            (4_000_000, "4,000,000"),
            (u64::from(u32::MAX), "4,294,967,295"),
        ];
        for (n, text) in cases {
            assert_eq!(count(n), text);
        }
    }

    #[test]
    fn the_animation_rate_spans_one_to_a_hundred_thousand() {
        assert_eq!(animation_rate(0), 1);
        assert_eq!(animation_rate(20), 10);
        assert_eq!(animation_rate(50), 316);
        assert_eq!(animation_rate(60), 1000);
        assert_eq!(animation_rate(100), 100_000);
        assert_eq!(animation_rate(500), 100_000);
        let rates: Vec<u32> = (0..=100).map(animation_rate).collect();
        assert!(rates.windows(2).all(|w| w[0] <= w[1]));
    }
}
