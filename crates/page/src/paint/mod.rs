//! What the canvas shows, as lists of drawing commands in device pixels: the page runs them and
//! decides nothing. `viewport` places the maze on the canvas (cell size, camera), `board` draws
//! a square maze (the full grid, then the erased walls erased), `shape_board` a maze of any
//! other shape from its geometry (with `strokes`, its wall strokes, and `crossing`, a woven
//! maze's bridges), `screen` keeps the canvas over time (moves, the camera, the win's trace,
//! `overview`, the whole maze at a glance, `floor_glide`, the view between floors, and the
//! marks over the board: `door_marks`, `hint_mark`, `ghost_mark`)
//! and runs the shows (`show`, with `carve_show`, the carve replay, and `search_show`, the
//! search view), `sheet` lays out a PNG or a printed sheet, `first_frame` is the page's
//! first picture, walked until the game takes over, and `menu_picture` the menu's small
//! pictures of each challenge choice.

pub mod board;
pub mod carve_show;
pub mod crossing;
pub mod door_marks;
pub mod first_frame;
pub mod floor_glide;
pub mod ghost_mark;
pub mod hint_mark;
pub mod inside_map;
pub mod inside_view;
pub mod list;
pub mod menu_picture;
pub mod overview;
pub mod screen;
pub mod search_show;
pub mod shape_board;
pub mod sheet;
pub mod show;
pub mod stairs;
pub mod strokes;
pub mod viewport;
