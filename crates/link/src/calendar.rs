//! Calendar days in UTC (2000 to 2199): the day of a daily maze (`daily=YYYY-MM-DD`, one seed
//! per day, the same for everyone) and the days records were set. Below `link` and `game`,
//! which both read and write dates.

use maze::Seed;

/// A calendar date in the proleptic Gregorian calendar (UTC), years 2000 to 2199.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    year: u32,
    month: u32,
    day: u32,
}

/// Why a `daily=` value was rejected.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DateError {
    /// Not of the form `YYYY-MM-DD`.
    Format,
    /// Well formed, but no such day (or outside 2000 to 2199).
    NoSuchDay,
}

impl std::fmt::Display for DateError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DateError::Format => write!(f, "the date must look like 2026-11-30"),
            DateError::NoSuchDay => write!(f, "there is no such day between 2000 and 2199"),
        }
    }
}

impl std::error::Error for DateError {}

const FIRST_YEAR: u32 = 2000;
const LAST_YEAR: u32 = 2199;
/// Days from 1970-01-01 to 2000-01-01.
const DAYS_TO_2000: i64 = 10_957;

impl Date {
    /// Parses `YYYY-MM-DD` strictly.
    pub fn parse(text: &str) -> Result<Date, DateError> {
        let bytes = text.as_bytes();
        let digits = |range: std::ops::Range<usize>| -> Option<u32> {
            let part = text.get(range)?;
            part.bytes()
                .all(|b| b.is_ascii_digit())
                .then(|| part.parse().ok())
                .flatten()
        };
        if bytes.len() != 10 || bytes.get(4) != Some(&b'-') || bytes.get(7) != Some(&b'-') {
            return Err(DateError::Format);
        }
        let (Some(year), Some(month), Some(day)) = (digits(0..4), digits(5..7), digits(8..10))
        else {
            return Err(DateError::Format);
        };
        Date::new(year, month, day).ok_or(DateError::NoSuchDay)
    }

    /// The date if it exists and lies in the supported years.
    pub fn new(year: u32, month: u32, day: u32) -> Option<Date> {
        let valid = (FIRST_YEAR..=LAST_YEAR).contains(&year)
            && (1..=12).contains(&month)
            && (1..=days_in_month(year, month)).contains(&day);
        valid.then_some(Date { year, month, day })
    }

    /// The UTC date at `unix_ms` milliseconds after 1970-01-01T00:00Z (`Date.now()`).
    pub fn from_unix_ms(unix_ms: f64) -> Option<Date> {
        if !unix_ms.is_finite() {
            return None;
        }
        let days = (unix_ms / 86_400_000.0).floor() as i64 - DAYS_TO_2000;
        let mut rest = u32::try_from(days).ok()?;
        let mut year = FIRST_YEAR;
        loop {
            let len = if is_leap(year) { 366 } else { 365 };
            if rest < len {
                break;
            }
            rest -= len;
            year += 1;
            if year > LAST_YEAR {
                return None;
            }
        }
        let mut month = 1;
        while rest >= days_in_month(year, month) {
            rest -= days_in_month(year, month);
            month += 1;
        }
        Date::new(year, month, rest + 1)
    }

    /// Days since 2000-01-01.
    pub fn day_number(self) -> u32 {
        let years: u32 = (FIRST_YEAR..self.year)
            .map(|y| if is_leap(y) { 366 } else { 365 })
            .sum();
        let months: u32 = (1..self.month).map(|m| days_in_month(self.year, m)).sum();
        years + months + self.day - 1
    }

    /// The seed of this day's maze: `daily-YYYYMMDD`.
    pub fn seed(self) -> Seed {
        let text = format!("daily-{:04}{:02}{:02}", self.year, self.month, self.day);
        Seed::parse(&text).unwrap_or_else(|_| Seed::random())
    }
}

impl std::fmt::Display for Date {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

fn is_leap(year: u32) -> bool {
    year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400))
}

fn days_in_month(year: u32, month: u32) -> u32 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_parse_strictly() {
        assert_eq!(
            Date::parse("2026-11-30").map(|d| d.to_string()),
            Ok("2026-11-30".into())
        );
        assert_eq!(
            Date::parse("2024-02-29").map(|d| d.to_string()),
            Ok("2024-02-29".into())
        );
        assert_eq!(Date::parse("2023-02-29"), Err(DateError::NoSuchDay));
        assert_eq!(Date::parse("2100-02-29"), Err(DateError::NoSuchDay));
        assert_eq!(Date::parse("1999-12-31"), Err(DateError::NoSuchDay));
        assert_eq!(Date::parse("2026-13-01"), Err(DateError::NoSuchDay));
        for bad in [
            "",
            "2026-1-30",
            "2026/11/30",
            "20261130",
            "2026-11-3x",
            "+026-11-30",
        ] {
            assert_eq!(Date::parse(bad), Err(DateError::Format), "{bad:?}");
        }
    }

    #[test]
    fn unix_time_maps_to_the_utc_day() {
        let day = |ms: f64| Date::from_unix_ms(ms).map(|d| d.to_string());
        assert_eq!(day(0.0), None);
        assert_eq!(day(946_684_800_000.0), Some("2000-01-01".into()));
        assert_eq!(day(1_795_996_799_999.0), Some("2026-11-29".into()));
        assert_eq!(day(1_795_996_800_000.0), Some("2026-11-30".into()));
        assert_eq!(day(1_796_083_200_000.0), Some("2026-12-01".into()));
        assert_eq!(day(1_709_164_800_000.0), Some("2024-02-29".into()));
        assert_eq!(day(f64::NAN), None);
        assert_eq!(day(1e20), None);
    }

    #[test]
    fn day_numbers_and_seeds_follow_the_calendar() {
        let d = |s: &str| Date::parse(s).unwrap_or_else(|e| panic!("{s}: {e}"));
        assert_eq!(d("2000-01-01").day_number(), 0);
        assert_eq!(d("2000-12-31").day_number(), 365);
        assert_eq!(
            d("2026-12-01").day_number(),
            d("2026-11-30").day_number() + 1
        );
        assert_eq!(d("2026-11-30").seed().as_str(), "daily-20261130");
        assert_ne!(d("2026-11-30").seed(), d("2026-12-01").seed());
        for n in [0u32, 59, 60, 365, 10_000, 73_000] {
            let ms = (f64::from(n) + DAYS_TO_2000 as f64) * 86_400_000.0 + 1.0;
            let date = Date::from_unix_ms(ms).unwrap_or_else(|| panic!("{n}"));
            assert_eq!(date.day_number(), n);
        }
    }
}
