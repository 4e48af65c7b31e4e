//! What the canvas shows, as lists of drawing commands in device pixels: the page runs them and
//! decides nothing. `view` places the maze, `board` draws it (the full grid, then the erased
//! walls erased), `screen` keeps the canvas over time (moves, the camera, the win's trace, the
//! carve replay, the search view), `print` lays out a PNG or a printed sheet, `first_frame` is
//! the page's first picture, walked until the game takes over, `crossing` a woven maze's bridges.

pub mod board;
pub mod crossing;
pub mod first_frame;
pub mod list;
pub mod print;
pub mod screen;
pub mod shaped;
pub mod view;
