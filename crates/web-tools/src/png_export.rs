//! The PNG export's layout in the tools' build: a maze drawn band by band on a sheet, black on
//! white, with its caption under it (www/panels.js draws it, on the page or in the worker).

use super::WebMaze;
use maze::shape::{Geometry, Topology};
use page::paint::board::Scene;
use page::paint::list::{self, DrawList, PRINT_PALETTE};
use page::paint::sheet::Sheet;
use wasm_bindgen::prelude::wasm_bindgen;

/// The print palette (black on white) by `Ink` index.
#[wasm_bindgen]
pub fn print_palette() -> Vec<String> {
    list::with_shades(&PRINT_PALETTE.map(str::to_owned), "#000000", "#000000")
}

/// A maze laid out for a PNG, drawn band by band (the level worker draws it off the page's
/// thread): black on white, with its caption under it.
#[wasm_bindgen]
pub struct Print {
    sheet: Sheet,
    walls: Vec<u8>,
    links: Option<Vec<u8>>,
    openings: [[f32; 4]; 2],
    exit: u32,
    /// A maze of another shape and its solution (when printed with it).
    shaped: Option<(maze::ShapeMaze, Option<Vec<u32>>)>,
}

#[wasm_bindgen]
impl Print {
    /// The print of `maze`, with its solution drawn when `with_solution`.
    #[wasm_bindgen(constructor)]
    pub fn new(maze: &WebMaze, with_solution: bool) -> Print {
        let grid = &maze.inner().grid;
        let links = with_solution.then(|| {
            let path = maze::solve::shortest_path(grid).unwrap_or_default();
            game::session::solution_links(&path, grid.width(), grid.cells())
        });
        Print {
            sheet: Sheet::new(grid.width(), grid.height()),
            walls: grid.walls().to_vec(),
            links,
            openings: grid.openings(),
            exit: grid.exit(),
            shaped: None,
        }
    }

    /// The print of the maze a link's `query` describes (any shape), with its solution when
    /// `with_solution`. Throws on a query whose maze cannot be made.
    pub fn for_query(query: &str, with_solution: bool) -> Result<Print, wasm_bindgen::JsError> {
        let (params, _) = link::parse_query(query, maze::Seed::random);
        let (maze, square) =
            game::level_maker::make_level(&params).map_err(|e| wasm_bindgen::JsError::new(&e))?;
        if let Some(grid) = square {
            let (removed, algorithm) = (maze.removed, maze.algorithm);
            let maze = maze::Maze {
                grid,
                removed,
                algorithm,
            };
            return Ok(Print::new(&WebMaze { maze }, with_solution));
        }
        let layout = &maze.layout;
        let solution = with_solution.then(|| maze.solution());
        Ok(Print {
            sheet: Sheet::for_shape(layout.bounds(), layout.cells()),
            walls: Vec::new(),
            links: None,
            openings: [[0.0; 4]; 2],
            exit: layout.exit(),
            shaped: Some((maze, solution)),
        })
    }

    /// `[width, height, font, caption_y, margin, bands]` of the sheet, in px.
    pub fn sheet(&self) -> Vec<f64> {
        let s = &self.sheet;
        vec![
            s.width,
            s.height,
            s.font,
            s.caption_y,
            s.margin,
            f64::from(s.bands),
        ]
    }

    /// Band `i`: `[top, height]` then its drawing commands (in the band's coordinates).
    pub fn band(&self, i: u32) -> Vec<f32> {
        if let Some((maze, path)) = &self.shaped {
            let open = |w: u32| maze.is_open(w);
            let scene = page::paint::shape_board::ShapeScene {
                layout: &maze.layout,
                open: &open,
                visited: &[],
                path: path.as_deref(),
                player: None,
                ball: false,
                fog: None,
            };
            return band_numbers(self.sheet.shape_band(i, &scene));
        }
        let visited = vec![0; self.walls.len()];
        let scene = Scene {
            walls: &self.walls,
            visited: &visited,
            links: self.links.as_deref(),
            openings: self.openings,
            exit: self.exit,
            player: None,
            fog: None,
        };
        band_numbers(self.sheet.band(i, &scene))
    }
}

/// A band as the page takes it: `[top, height]`, then its drawing commands.
fn band_numbers((top, height, list): (f64, f64, DrawList)) -> Vec<f32> {
    let mut out = vec![top as f32, height as f32];
    out.extend(list.into_vec());
    out
}
