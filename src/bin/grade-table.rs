//! Writes `src/game/grade_table.rs`: the deciles of the difficulty score per cell of each
//! family's mazes at each measured level, over `SEEDS` seeds (`game::grades::measure`).
//! Run with `cargo run --release --bin grade-table > src/game/grade_table.rs`.
use seedmaze::game::grade_table::{LEVELS, SCALE};
use seedmaze::game::grades::{Family, measure};

/// Seeds measured per family and level: fewer for the big levels, whose scores vary less.
fn seeds(level: u32) -> u32 {
    if level <= 64 { 200 } else { 12 }
}

fn main() {
    println!(
        "//! The deciles of the difficulty score per cell (`game::grades`), by family and level: written"
    );
    println!("//! by `cargo run --release --bin grade-table`; do not edit by hand.");
    println!();
    println!("/// The levels measured.");
    let levels: Vec<String> = LEVELS.iter().map(u32::to_string).collect();
    println!(
        "pub const LEVELS: [u32; {}] = [{}];",
        LEVELS.len(),
        levels.join(", ")
    );
    println!();
    println!("/// The table's unit: a score per cell of 1 is `SCALE`.");
    println!("pub const SCALE: f64 = {SCALE:.1};");
    println!();
    println!(
        "/// Per family (`Family::ALL`'s order), per level of `LEVELS`, the nine decile bounds in"
    );
    println!("/// ten-thousandths (`SCALE`), over 200 seeds each up to level 64, 12 above.");
    println!(
        "pub const TABLE: [[[u32; 9]; {}]; {}] = [",
        LEVELS.len(),
        Family::ALL.len()
    );
    for family in Family::ALL {
        println!("    // {family:?}");
        println!("    [");
        for &level in &LEVELS {
            let row: Vec<String> = measure(family, level, seeds(level))
                .iter()
                .map(|d| format!("{}", (d * SCALE).round().clamp(0.0, f64::from(u32::MAX))))
                .collect();
            println!("        [{}],", row.join(", "));
            eprintln!("{family:?} level {level}");
        }
        println!("    ],");
    }
    println!("];");
}
