//! Racing words: a challenge's target and verdict, a ghost's gap, verdict and place, a refused
//! ghost's run, and the notices of a link that changed what was asked.

use super::{count, format_time};

/// What the page shows before play against a challenge: "Beat 0:42.3 in 57 moves".
pub fn challenge_target(time_ms: u64, moves: u32) -> String {
    format!("Beat {} in {moves} moves", format_time(time_ms as f64))
}

/// How a finished run (`mine_ms` rounded, `moves`) did against a challenge of `time_ms` and
/// `target_moves`, in one sentence: "You beat the time by 0:02.3 and used 2 fewer moves."
pub fn challenge_verdict(time_ms: u64, target_moves: u32, mine_ms: u64, moves: u32) -> String {
    use std::cmp::Ordering;
    let time = match mine_ms.cmp(&time_ms) {
        Ordering::Less => format!(
            "You beat the time by {}",
            format_time((time_ms - mine_ms) as f64)
        ),
        Ordering::Equal => "You matched the time exactly".to_owned(),
        Ordering::Greater => format!(
            "You were {} slower",
            format_time((mine_ms - time_ms) as f64)
        ),
    };
    let steps = match moves.cmp(&target_moves) {
        Ordering::Less => format!("used {} fewer moves", target_moves - moves),
        Ordering::Equal => "used as many moves".to_owned(),
        Ordering::Greater => format!("used {} more moves", moves - target_moves),
    };
    format!("{time} and {steps}.")
}

/// The notice when a link's challenge (`param`, its `beat=` value) cannot be met on its maze.
pub fn challenge_ignored(param: &str, problem: &str) -> String {
    format!("beat {param} was ignored: {problem}; used no challenge instead")
}

/// A margin as a player reads it, rounded to tenths: "1.4 s" under a minute, "1:02.3" from a
/// minute on (the ghost's gap and verdict).
pub fn seconds(ms: f64) -> String {
    let ms = if ms.is_finite() { ms.abs() } else { 0.0 };
    // Integer tenths: float formatting would add about 15 KB to the wasm.
    let tenths = ((ms + 50.0) / 100.0).floor() as u64;
    if tenths < 600 {
        format!("{}.{} s", tenths / 10, tenths % 10)
    } else {
        format_time((tenths * 100) as f64)
    }
}

/// The HUD's ghost field: "ghost +1.4 s" when the ghost got as close to the exit as the
/// player is now 1.4 s earlier, "ghost −0.8 s" when it gets there 0.8 s later (`gap_ms` from
/// `Ghost::gap_ms`, positive when the ghost is ahead).
pub fn ghost_gap(gap_ms: f64) -> String {
    let shown = seconds(gap_ms);
    let sign = match gap_ms {
        _ if shown == seconds(0.0) => "",
        g if g > 0.0 => "+",
        _ => "\u{2212}",
    };
    format!("ghost {sign}{shown}")
}

/// `verdict`, and how many hints the ghost's run took when it took some: "The ghost won by
/// 0.8 s. The ghost took 2 hints."
pub fn ghost_hints(verdict: String, hints: u32) -> String {
    match hints {
        0 => verdict,
        n => format!("{verdict} The ghost took {}.", super::hints_words(n)),
    }
}

/// Who was faster, the player (`mine_ms`) or the ghost (`ghost_ms`), and by how much: "You
/// beat the ghost by 2.1 s." (said after the win).
pub fn ghost_verdict(mine_ms: f64, ghost_ms: f64) -> String {
    let margin = seconds(mine_ms - ghost_ms);
    if margin == seconds(0.0) {
        "You and the ghost finished together.".to_owned()
    } else if mine_ms < ghost_ms {
        format!("You beat the ghost by {margin}.")
    } else {
        format!("The ghost won by {margin}.")
    }
}

/// Where the ghost is for play by ear: "Ghost two cells ahead.", "Ghost one cell behind.",
/// "Ghost level with you."; `ahead` counts cells of distance to the exit (positive: the ghost
/// is nearer), `finished` says the ghost has reached the exit.
pub fn ghost_place(ahead: i64, finished: bool) -> String {
    if finished {
        return "The ghost has reached the exit.".to_owned();
    }
    let n = ahead.unsigned_abs();
    let where_ = if ahead > 0 { "ahead" } else { "behind" };
    match n {
        0 => "Ghost level with you.".to_owned(),
        1 => format!("Ghost one cell {where_}."),
        _ => format!("Ghost {} cells {where_}.", number_word(n)),
    }
}

/// A count in words up to twelve ("two"), in digits beyond ("1,234").
fn number_word(n: u64) -> String {
    const WORDS: [&str; 13] = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve",
    ];
    WORDS
        .get(n as usize)
        .map_or_else(|| count(n), |w| (*w).to_owned())
}
