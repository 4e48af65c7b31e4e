//! Writes `src/game/grade_table.rs`: the deciles of the difficulty score per cell of each
//! family's mazes at each measured level, over `seeds(level)` seeds (`game::grades::measure`).
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
    let mut rows = Vec::new();
    for family in Family::ALL {
        for &level in &LEVELS {
            let bounds = measure(family, level, seeds(level))
                .map(|d| (d * SCALE).round().clamp(0.0, f64::from(u32::MAX)) as u32);
            rows.push(row_bytes(bounds));
            eprintln!("{family:?} level {level}");
        }
    }
    println!(
        "/// Per family (`Family::ALL`'s order), per level of `LEVELS`, the nine decile bounds in"
    );
    println!(
        "/// ten-thousandths (`SCALE`), over 200 seeds each up to level 64, 12 above: a row a line, its"
    );
    println!(
        "/// first bound and then the eight increments, each a varint (seven bits a byte, the low first;"
    );
    println!("/// the high bit set on all but a number's last byte).");
    println!(
        "pub const TABLE: &[u8; {}] = b\"\\",
        rows.iter().map(Vec::len).sum::<usize>()
    );
    for row in rows {
        let escaped: String = row.iter().map(|b| format!("\\x{b:02x}")).collect();
        println!("    {escaped}\\");
    }
    println!("\";");
}

/// A row's bytes (`grade_table::TABLE`): its first bound, then the increments to each next (the
/// bounds never decrease), each a varint.
fn row_bytes(bounds: [u32; 9]) -> Vec<u8> {
    let mut bytes = Vec::new();
    let mut before = 0;
    for bound in bounds {
        let mut number = bound.saturating_sub(before);
        before = before.max(bound);
        while number >= 0x80 {
            bytes.push((number & 0x7f) as u8 | 0x80);
            number >>= 7;
        }
        bytes.push(number as u8);
    }
    bytes
}
