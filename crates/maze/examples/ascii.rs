//! Prints a square maze as text, its shortest path marked, with the path's length.
//!
//! `cargo run -p seedmaze-maze --example ascii -- [seed] [width] [height] [generator]`: by
//! default the seed `readme`, 12 × 8 cells and the union-find generator.

use seedmaze_maze::{Algorithm, Direction, Grid, Seed, generate, solve};
use std::error::Error;
use std::process::ExitCode;

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        // The errors say what was wrong in a sentence (`Display`).
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), Box<dyn Error>> {
    let mut args = std::env::args().skip(1);
    let seed = Seed::parse(&args.next().unwrap_or_else(|| "readme".to_string()))?;
    let width = args.next().map_or(Ok(12), |w| w.parse())?;
    let height = args.next().map_or(Ok(8), |h| h.parse())?;
    let algorithm = match args.next() {
        Some(name) => Algorithm::from_name(&name).ok_or_else(|| {
            format!(
                "no generator {name:?}; the generators: {}",
                Algorithm::NAMES
            )
        })?,
        None => Algorithm::UnionFind,
    };
    let maze = generate(&seed, width, height, algorithm)?;
    let path = solve::square_shortest_path(&maze.grid).unwrap_or_default();
    print!("{}", draw(&maze.grid, &path));
    println!(
        "seed {seed}, {width}x{height}, {}: the shortest path takes {} moves",
        algorithm.name(),
        path.len().saturating_sub(1)
    );
    Ok(())
}

/// `grid` in `+`, `-` and `|`, the cells of `path` marked `.`, the entrance (west of the start,
/// top left) and the exit (east of the last cell, bottom right) open.
fn draw(grid: &Grid, path: &[u32]) -> String {
    let width = grid.width();
    let mut on_path = vec![false; grid.cells() as usize];
    for &cell in path {
        on_path[cell as usize] = true;
    }
    let mut text = "+---".repeat(width as usize) + "+\n";
    for y in 0..grid.height() {
        let row: Vec<u32> = (y * width..(y + 1) * width).collect();
        // The row's cells and their east walls.
        text += if y == 0 { " " } else { "|" };
        for &cell in &row {
            text += if on_path[cell as usize] { " . " } else { "   " };
            let open = grid.is_open(cell, Direction::East) || cell == grid.exit();
            text += if open { " " } else { "|" };
        }
        // Their south walls.
        text += "\n+";
        for &cell in &row {
            let open = grid.is_open(cell, Direction::South);
            text += if open { "   +" } else { "---+" };
        }
        text += "\n";
    }
    text
}
