//! Picks the journey's sizes (`link::journey_table`) for its curve: each hand-made level's
//! modes at the size whose mean solution (24 seeds) is nearest the target curve, and each
//! practice mix's first size and step; with `--nudge`, the cells each level past the hundred
//! adds to the rule's size (`journey_table::NUDGE`). Run once with `cargo run --release --bin
//! journey-tune`; the table's lines are then written by hand with these sizes and frozen.
use seedmaze::game::journey_curve::{CURVE_SEEDS, point_of};
use seedmaze::link::journey::{JourneyLevel, MAX_JOURNEY, rule_size, stage};

/// The target curve: 17.2 moves at level 1, 3% more a level to 100 (a new mechanic's level at
/// 70% of it), then growing linearly to twice level 100's at 499.
fn target(k: u32, new: bool) -> f64 {
    let base = |k: u32| 17.2 * 1.03f64.powi(k.min(100) as i32 - 1);
    let t = if k <= 100 {
        base(k)
    } else {
        base(100) * (1.0 + f64::from(k - 100) / 399.0)
    };
    if new { 0.7 * t } else { t }
}

/// The size of `stage`'s modes whose mean moves is nearest `goal`, and those moves: the moves
/// grow with the size, so the size is bisected, then its neighbours weighed.
fn nearest(stage: JourneyLevel, goal: f64, from: u16) -> (u16, f64) {
    let moves = |size: u16| point_of(&stage.resized(size), CURVE_SEEDS).moves;
    let (mut low, mut high) = (from, from.max(4));
    while moves(high) < goal && high < 2000 {
        low = high;
        high = (high * 2).min(2000);
    }
    while high - low > 1 {
        let mid = (low + high) / 2;
        if moves(mid) < goal {
            low = mid
        } else {
            high = mid
        }
    }
    let (a, b) = (moves(low), moves(high));
    if (a / goal).ln().abs() <= (b / goal).ln().abs() {
        (low, a)
    } else {
        (high, b)
    }
}

/// `nearest`, kept to the curve's rule beside the level before it (`before` moves): a level that
/// brings a mechanic in under 95% of it, any other from 98% to 155% of it, where a size does.
fn fitting(stage: JourneyLevel, goal: f64, before: f64) -> (u16, f64) {
    let (size, moves) = nearest(stage, goal, 2);
    let fits = |m: f64| match stage.mechanic() {
        Some(_) => m <= 0.95 * before,
        None => (0.98 * before..=1.55 * before).contains(&m),
    };
    if fits(moves) {
        return (size, moves);
    }
    let near = (size.saturating_sub(4).max(2)..=size + 4)
        .map(|s| (s, point_of(&stage.resized(s), CURVE_SEEDS).moves))
        .filter(|&(_, m)| fits(m))
        .min_by(|a, b| (a.1 / goal).ln().abs().total_cmp(&(b.1 / goal).ln().abs()));
    near.unwrap_or((size, moves))
}

/// Each level past the hundred, from 101: the cells to add to the rule's size (`rule_size`) so
/// that the level's mean moves are at least 95% and at most 130% of the level's before it, and
/// within 5% of the target curve where the window allows, nearest the rule's own size.
fn nudges() -> Vec<i32> {
    let mut before = point_of(&stage(100), CURVE_SEEDS).moves;
    let mut nudges = Vec::new();
    for k in 101..=MAX_JOURNEY {
        let (st, base, goal) = (stage(k), rule_size(k), target(k, false));
        let moves = |size: i32| point_of(&st.resized(size.max(2) as u16), CURVE_SEEDS).moves;
        let fits = |m: f64| (0.95 * before..=1.3 * before).contains(&m);
        let (mut size, mut m) = (i32::from(base), moves(i32::from(base)));
        // The moves grow with the size: a cell at a time into the window, then towards the
        // target while it is more than 5% off and the window holds, a few cells at most.
        for _ in 0..40 {
            let step = if m < 0.95 * before {
                1
            } else if m > 1.3 * before {
                -1
            } else if (m / goal).ln().abs() > 1.05f64.ln() {
                let step = if m < goal { 1 } else { -1 };
                let next = moves(size + step);
                if !fits(next) || (next / goal).ln().abs() >= (m / goal).ln().abs() {
                    break;
                }
                step
            } else {
                break;
            };
            size += step;
            m = moves(size);
        }
        let nudge = size - i32::from(base);
        eprintln!("{k} size {size} ({nudge:+}): {m:.1}, {:.2}×", m / before);
        nudges.push(nudge);
        before = m;
    }
    nudges
}

fn main() {
    if std::env::args().any(|a| a == "--nudge") {
        let list: Vec<String> = nudges().iter().map(i32::to_string).collect();
        println!("nudge: {}", list.join(", "));
        return;
    }
    let mut sizes = vec![0u16];
    let hand = std::env::args().any(|a| a == "--hand");
    let mut before = point_of(&stage(1), CURVE_SEEDS).moves;
    for k in (2..=100u32).filter(|_| hand) {
        let st = stage(k);
        let goal = target(k, st.mechanic().is_some());
        let (size, moves) = fitting(st, goal, before);
        eprintln!(
            "{k} size {size}: {moves:.1} (goal {goal:.1}, {:.2}×)",
            moves / before
        );
        sizes.push(size);
        before = moves;
    }
    if hand {
        println!(
            "hand: {}",
            sizes
                .iter()
                .map(u16::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        );
        return;
    }
    // The mixes: round r of mix i is level 101 + 12r + i.
    let last_round = (499 - 101) / 12;
    let mut mixes = Vec::new();
    let only: Option<u32> = std::env::args()
        .skip_while(|a| a != "--mix")
        .nth(1)
        .and_then(|a| a.parse().ok());
    for i in (0..12u32).filter(|i| only.is_none_or(|o| o == *i)) {
        let first = stage(101 + i).resized(0);
        let (base, moves) = nearest(first, target(101 + i, false), 2);
        let k_last = 101 + 12 * last_round + i;
        let (end, end_moves) = nearest(first, target(k_last, false), base);
        let step = ((10.0 * f64::from(end - base) / f64::from(last_round)).round() as u16).max(1);
        eprintln!(
            "mix {i}: base {base} ({moves:.1}), end {end} ({end_moves:.1}), step {step} tenths"
        );
        mixes.push(format!("{step}:{base}"));
    }
    println!("mixes: {}", mixes.join(" "));
}
