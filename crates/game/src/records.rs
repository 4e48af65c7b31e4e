//! Records per maze: the best time and the fewest moves, each with the day it was set.
//!
//! Stored as text under the same key as the first best-time format (`best::best_key`). A value
//! is `r2;<ms or ->;<YYYY-MM-DD or ->;<moves or ->;<YYYY-MM-DD or ->`; a bare number (the old
//! best-time format) still reads as a best time, so no record is lost. Anything else is
//! ignored, never fatal.

use super::best::{BEST_KEY_PREFIX, MAX_BEST_MS, parse_best};
use link::calendar::Date;
use link::{Params, parse_query};
use maze::Seed;
use maze::solve::shortest_path;

/// Most moves a record may claim (more is treated as corrupt).
pub const MAX_MOVES: u32 = 100_000_000;

/// A maze's records.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// The best time in milliseconds.
    pub best_ms: Option<u64>,
    /// The day the best time was set.
    pub best_date: Option<Date>,
    /// The fewest moves.
    pub fewest_moves: Option<u32>,
    /// The day the fewest moves were set.
    pub fewest_date: Option<Date>,
}

/// Which records a finished run broke.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Improved {
    /// The run set a new best time.
    pub time: bool,
    /// The run set a new fewest-moves record.
    pub moves: bool,
}

impl Record {
    /// Reads a stored value; `None` for anything that is not a record.
    pub fn parse(text: &str) -> Option<Record> {
        if let Some(ms) = parse_best(text) {
            return Some(Record {
                best_ms: Some(ms),
                ..Record::default()
            });
        }
        let mut fields = text.trim_ascii().strip_prefix("r2;")?.split(';');
        let mut next = || fields.next();
        let day = |v: &str| Date::parse(v).ok();
        let best_ms = optional(next(), parse_best)?;
        let best_date = optional(next(), day)?;
        let fewest_moves = optional(next(), parse_moves)?;
        let fewest_date = optional(next(), day)?;
        if next().is_some() || (best_ms.is_none() && fewest_moves.is_none()) {
            return None;
        }
        Some(Record {
            best_ms,
            best_date,
            fewest_moves,
            fewest_date,
        })
    }

    /// The text to store.
    pub fn to_text(self) -> String {
        fn or_dash<T: ToString>(v: Option<T>) -> String {
            v.map_or_else(|| "-".to_owned(), |v| v.to_string())
        }
        format!(
            "r2;{};{};{};{}",
            or_dash(self.best_ms),
            or_dash(self.best_date),
            or_dash(self.fewest_moves),
            or_dash(self.fewest_date)
        )
    }

    /// Folds a finished run (`elapsed_ms`, `moves`, on `today`) into the record.
    pub fn update(self, elapsed_ms: f64, moves: u32, today: Option<Date>) -> (Record, Improved) {
        let mut record = self;
        let mut improved = Improved::default();
        if elapsed_ms.is_finite() {
            let ms = elapsed_ms.round().max(1.0);
            if ms <= MAX_BEST_MS as f64 && self.best_ms.is_none_or(|best| (ms as u64) < best) {
                record.best_ms = Some(ms as u64);
                record.best_date = today;
                improved.time = true;
            }
        }
        if (1..=MAX_MOVES).contains(&moves) && self.fewest_moves.is_none_or(|m| moves < m) {
            record.fewest_moves = Some(moves);
            record.fewest_date = today;
            improved.moves = true;
        }
        (record, improved)
    }

    /// Shortest-path moves against the fewest moves, in percent (100 is perfect).
    pub fn efficiency(self, shortest: u32) -> Option<u32> {
        let moves = self.fewest_moves.filter(|&m| m > 0)?;
        Some((u64::from(shortest) * 100 / u64::from(moves)).min(100) as u32)
    }
}

/// A stored field: `Some(None)` when missing or `-` (not set), `Some(Some(v))` when `parse`
/// accepts it, `None` (a corrupt record) when it does not.
fn optional<T>(text: Option<&str>, parse: impl Fn(&str) -> Option<T>) -> Option<Option<T>> {
    match text.filter(|v| *v != "-") {
        Some(v) => parse(v).map(Some),
        None => Some(None),
    }
}

fn parse_moves(text: &str) -> Option<u32> {
    (!text.is_empty() && text.len() <= 9 && text.bytes().all(|b| b.is_ascii_digit()))
        .then(|| text.parse().ok())
        .flatten()
        .filter(|m| (1..=MAX_MOVES).contains(m))
}

/// Mazes up to this many cells get an efficiency in the records table (made and solved when the
/// table is shown: about 4 ms each at 200×200); bigger ones show none.
pub const TABLE_EFFICIENCY_CELLS: u32 = 200 * 200;

/// The storage key of the records of the maze `params` describe: the link's parameters without
/// the challenge and the ghost (neither is part of the maze), after `best::BEST_KEY_PREFIX`.
pub fn key(params: &Params) -> String {
    let mut params = params.clone();
    params.challenge = None;
    params.run = None;
    super::best::best_key(&params)
}

/// One line of the records table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The query string of the maze (`seed=…&level=…` or `daily=…&level=…`, …).
    pub query: String,
    /// The maze in words: "seed abc · level 3" or "Daily 2026-11-30 · level 1", plus size,
    /// generator and fog when not default.
    pub label: String,
    /// The level (the table orders a maze's levels by number).
    pub level: u32,
    /// The records.
    pub record: Record,
    /// Shortest path against the fewest moves, in percent (small mazes only).
    pub efficiency: Option<u32>,
}

/// One row of the records table from a stored `(key, value)` pair: `None` unless the key is one
/// this game writes (the prefix and a canonical query without a challenge) and the value a valid
/// record.
pub fn row(key: &str, value: &str) -> Option<Row> {
    let query = key.strip_prefix(BEST_KEY_PREFIX)?;
    // `Seed::random` as everywhere else: one copy of `parse_query` in the wasm. A key without a
    // seed gets a random one and then fails the canonical-query check.
    let (params, errors) = parse_query(query, Seed::random);
    if !errors.is_empty() || params.challenge.is_some() || params.to_query() != query {
        return None;
    }
    let record = Record::parse(value)?;
    let side = params.side();
    let efficiency = if side.saturating_mul(side) <= TABLE_EFFICIENCY_CELLS {
        // The maze of the record's own shape and braid (square: `generate`'s, as before).
        super::level_maker::make_level(&params)
            .ok()
            .and_then(|(maze, square)| {
                let way = match square {
                    Some(grid) => shortest_path(&grid),
                    None => shortest_path(&maze),
                }?;
                Some(fewest_moves(&params, &maze, way))
            })
            .and_then(|moves| record.efficiency(moves))
    } else {
        None
    };
    Some(Row {
        query: query.to_owned(),
        label: label(&params),
        level: params.level,
        record,
        efficiency,
    })
}

/// The fewest moves that win the maze whose shortest path is `way`: with keys and doors, the
/// route through the keys.
fn fewest_moves(params: &Params, maze: &maze::ShapeMaze, way: Vec<u32>) -> u32 {
    let way = match params.doors() {
        Some(k) => maze::doors::place_and_route(maze, &way, k).1.unwrap_or(way),
        None => way,
    };
    way.len().saturating_sub(1) as u32
}

/// A row's cells as the table shows them: best time, its day, fewest moves, its day and the
/// efficiency, `–` where unset.
pub fn cells(row: &Row) -> [String; 5] {
    let r = row.record;
    let or_dash = |text: Option<String>| text.unwrap_or_else(|| "–".to_owned());
    [
        or_dash(
            r.best_ms
                .map(|ms| super::challenge_rules::format_time(ms as f64)),
        ),
        or_dash(r.best_date.map(|d| d.to_string())),
        or_dash(r.fewest_moves.map(|m| m.to_string())),
        or_dash(r.fewest_date.map(|d| d.to_string())),
        or_dash(row.efficiency.map(|e| format!("{e}%"))),
    ]
}

/// The records table from stored `(key, value)` pairs (see `row`): grouped by seed or day,
/// levels in number order (2 before 10), then the rest of the label.
pub fn table<'a>(entries: impl IntoIterator<Item = (&'a str, &'a str)>) -> Vec<Row> {
    let mut rows: Vec<Row> = entries.into_iter().filter_map(|(k, v)| row(k, v)).collect();
    // The label up to its first " · " (a char pattern: a string pattern costs 1.5 KB of wasm).
    let maze = |row: &Row| row.label.split('·').next().unwrap_or_default().to_owned();
    rows.sort_by(|a, b| (maze(a), a.level, &a.label).cmp(&(maze(b), b.level, &b.label)));
    rows
}

/// The maze of `params` in words, for the records table.
fn label(params: &Params) -> String {
    let mut text = match params.daily {
        Some(date) => format!("Daily {date} · level {}", params.level),
        None => format!("seed {} · level {}", params.seed, params.level),
    };
    if let Some(size) = params.size {
        text.push_str(&format!(" · {size}×{size}"));
    }
    if params.algorithm != maze::Algorithm::default() {
        text.push_str(&format!(" · {}", params.algorithm.name()));
    }
    if params.shape() != maze::Shape::Square {
        text.push_str(&format!(" · {}", params.shape().name()));
    }
    if params.kind.is_woven() {
        text.push_str(" · woven");
    }
    if let Some(mask) = params.kind.mask() {
        text.push_str(&format!(" · word \"{}\"", mask.as_given()));
    }
    if params.kind.drawn_code().is_some() {
        text.push_str(" · drawing");
    }
    if params.braid != 0 {
        text.push_str(&format!(" · braid {}", params.braid));
    }
    if params.fog {
        text.push_str(" · fog");
    }
    if let Some(k) = params.doors() {
        text.push_str(&format!(" · {k} doors"));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand_core::SeedableRng;
    use rand_xoshiro::SplitMix64;

    fn day(text: &str) -> Option<Date> {
        Date::parse(text).ok()
    }

    #[test]
    fn records_round_trip_and_old_best_times_still_read() {
        let r = Record {
            best_ms: Some(4200),
            best_date: day("2026-11-30"),
            fewest_moves: Some(57),
            fewest_date: day("2026-11-29"),
        };
        assert_eq!(r.to_text(), "r2;4200;2026-11-30;57;2026-11-29");
        assert_eq!(Record::parse(&r.to_text()), Some(r));
        let old = Record::parse("4200");
        assert_eq!(
            old.map(|r| (r.best_ms, r.fewest_moves)),
            Some((Some(4200), None))
        );
        let partial = Record::parse("r2;-;-;57;-");
        assert_eq!(partial.map(|r| r.fewest_moves), Some(Some(57)));
    }

    #[test]
    fn corrupt_values_are_ignored() {
        for bad in [
            "",
            "r2;",
            "r2;-;-;-;-",
            "r2;0;-;5;-",
            "r2;5;2026-02-30;5;-",
            "r2;5;-;0;-",
            "r2;5;-;5;-;extra",
            "{\"ms\":5}",
            "r3;5;-;5;-",
            "r2;5;-;999999999999;-",
        ] {
            assert_eq!(Record::parse(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn updates_keep_the_best_of_each() {
        let today = day("2026-11-30");
        let (r, i) = Record::default().update(5000.4, 40, today);
        assert_eq!(
            (r.best_ms, r.fewest_moves, i),
            (
                Some(5000),
                Some(40),
                Improved {
                    time: true,
                    moves: true
                }
            )
        );
        let (r2, i2) = r.update(6000.0, 35, day("2026-12-01"));
        assert_eq!((r2.best_ms, r2.fewest_moves), (Some(5000), Some(35)));
        assert_eq!(
            i2,
            Improved {
                time: false,
                moves: true
            }
        );
        assert_eq!((r2.best_date, r2.fewest_date), (today, day("2026-12-01")));
        let (r3, i3) = r2.update(f64::NAN, 0, today);
        assert_eq!((r3, i3), (r2, Improved::default()));
        assert_eq!(r2.efficiency(28), Some(80));
        assert_eq!(Record::default().efficiency(28), None);
    }

    #[test]
    fn the_table_lists_only_good_records_of_our_keys() {
        let entries = [
            (
                "seedmaze.best.v1?seed=abc&level=1",
                "r2;4200;2026-11-30;14;2026-11-30",
            ),
            ("seedmaze.best.v1?seed=abc&level=2", "5000"),
            (
                "seedmaze.best.v1?daily=2026-11-30&level=1",
                "r2;-;-;20;2026-11-30",
            ),
            ("seedmaze.best.v1?seed=abc&level=3", "junk"),
            ("seedmaze.best.v1?level=1&seed=abc", "4200"),
            ("seedmaze.best.v1?seed=abc&level=1&beat=5000-20", "4200"),
            ("seedmaze.best.v1?seed=a%20b&level=1", "4200"),
            ("seedmaze.best.v1", "4200"),
            ("other", "4200"),
        ];
        let rows = table(entries.iter().map(|(k, v)| (*k, *v)));
        let labels: Vec<&str> = rows.iter().map(|r| r.label.as_str()).collect();
        assert_eq!(
            labels,
            [
                "Daily 2026-11-30 · level 1",
                "seed abc · level 1",
                "seed abc · level 2"
            ]
        );
        assert_eq!(rows[1].record.best_ms, Some(4200));
        assert!(rows[1].efficiency.is_some_and(|e| e > 0 && e <= 100));
        assert_eq!(rows[2].efficiency, None, "no moves recorded");
        let mut params = Params::new(Seed::random_from(&mut SplitMix64::seed_from_u64(1)));
        let plain = key(&params);
        params.challenge = link::Challenge::parse_text("5000-20").ok();
        assert_eq!(key(&params), plain);
        assert_eq!(
            cells(&rows[1]).last().map(String::as_str),
            rows[1].efficiency.map(|e| format!("{e}%")).as_deref()
        );
        assert_eq!(cells(&rows[2])[0], "0:05.0");
        assert_eq!(cells(&rows[2])[2], "–");
        assert_eq!(cells(&rows[0])[0], "–");
        assert_eq!(cells(&rows[0])[2], "20");
    }

    #[test]
    fn levels_are_listed_in_number_order() {
        let entries = [
            ("seedmaze.best.v1?seed=abc&level=10", "5000"),
            ("seedmaze.best.v1?seed=abc&level=2", "5000"),
            ("seedmaze.best.v1?seed=abd&level=1", "5000"),
            ("seedmaze.best.v1?seed=abc&level=2&algo=prim", "5000"),
        ];
        let rows = table(entries.iter().map(|(k, v)| (*k, *v)));
        let labels: Vec<&str> = rows.iter().map(|r| r.label.as_str()).collect();
        assert_eq!(
            labels,
            [
                "seed abc · level 2",
                "seed abc · level 2 · prim",
                "seed abc · level 10",
                "seed abd · level 1"
            ]
        );
    }

    #[test]
    fn a_maze_with_doors_is_listed_apart_and_its_efficiency_counts_the_route() {
        let session = crate::testing::session("seed=abc&level=2&doors=2", "unused");
        let moves = session.solution().len() - 1;
        let with = key(session.params());
        assert_ne!(
            with,
            key(crate::testing::session("seed=abc&level=2", "x").params())
        );
        let value = format!("r2;4200;2026-11-30;{moves};2026-11-30");
        let rows = table([(with.as_str(), value.as_str())]);
        assert_eq!(rows.len(), 1);
        assert_eq!(rows[0].label, "seed abc · level 2 · 2 doors");
        assert_eq!(
            rows[0].efficiency,
            Some(100),
            "the route's moves are the fewest"
        );
    }
}
