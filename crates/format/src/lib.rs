//! Text renderings of a maze for the CLI and downloads: ASCII art (square, word, woven and
//! floors mazes), SVG and JSON.
// Input reaches this crate from URLs, storage, key presses and worker messages: no panics and
// no unchecked indexing anywhere in it (its tests aside).
#![cfg_attr(
    not(test),
    deny(
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::panic,
        clippy::indexing_slicing
    )
)]
mod ascii;
mod doors_art;
mod floors_art;
mod json;
mod mask_ascii;
mod shape_svg;
mod svg;
mod woven_art;

pub use ascii::ascii;
pub use doors_art::{ascii_with_doors, door_marks, doors_ascii};
pub use floors_art::{floors_ascii, floors_walls, stair_marks};
pub use json::json;
pub use mask_ascii::mask_ascii;
pub use shape_svg::{shape_svg, shape_svg_with_doors};
pub use svg::svg;
pub use woven_art::{woven_ascii, woven_svg};

use link::Params;
use maze::Grid;

/// The line written under a printed or exported maze, so it can be found again:
/// `seedmaze · seed S · level K · W×H · algorithm`.
pub fn caption(params: &Params) -> String {
    let side = params.side();
    let size = match params.kind.floors() {
        Some(count) => text::floors_size(side, count),
        None => text::size_label(params.shape(), params.shape_size(), (side, side)),
    };
    let mut braid = match params.braid {
        0 => String::new(),
        n => format!(" · braid {n}"),
    };
    if let Some(mask) = params.kind.mask() {
        braid.push_str(&format!(" · word \"{}\"", mask.as_given()));
    }
    if params.kind.drawn_code().is_some() {
        braid.push_str(" · drawn");
    }
    let weave = if params.kind.is_woven() {
        " · weave"
    } else {
        ""
    };
    format!(
        "seedmaze · seed {} · level {} · {size} · {}{braid}{weave}",
        params.seed,
        params.level,
        params.algorithm.name()
    )
}
use maze::grid::{EAST_WALL, SOUTH_WALL};

/// Whether a horizontal wall stands above row `y` (0..=height) at column `x`.
pub(crate) fn wall_above(grid: &Grid, x: u32, y: u32) -> bool {
    if y == 0 || y == grid.height() {
        return true;
    }
    let cell = (y - 1) * grid.width() + x;
    grid.walls()
        .get(cell as usize)
        .is_some_and(|b| b & SOUTH_WALL != 0)
}

/// Whether a vertical wall stands left of column `x` (0..=width) in row `y`; the entrance
/// (west of cell 0) and the exit (east of the last cell) are open.
pub(crate) fn wall_left_of(grid: &Grid, x: u32, y: u32) -> bool {
    let (w, h) = (grid.width(), grid.height());
    if x == 0 {
        return y != 0;
    }
    if x == w {
        return y != h - 1;
    }
    let cell = y * w + x - 1;
    grid.walls()
        .get(cell as usize)
        .is_some_and(|b| b & EAST_WALL != 0)
}
