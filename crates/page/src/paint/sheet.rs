//! A maze drawn for paper or a PNG: black on white, cells of a print-friendly size, a margin
//! and a caption below, in bands of rows so that no single task draws a huge maze at once.

use super::board::{self, Scene};
use super::list::DrawList;
use super::shape_board::{self, ShapeScene};
use super::viewport::{Viewport, round};

/// Cell size of a print (px), and the smallest one.
const CELL: f64 = 24.0;
const MIN_CELL: f64 = 2.0;
/// The largest side of a printed maze in px: huge mazes get small cells.
const MAX_SIDE: f64 = 4000.0;
/// Cells drawn per band (2 px cells: about 12 ms per 25,000 cells here).
const CELLS_PER_BAND: u32 = 25_000;

/// Where a printed maze and its caption go on the sheet.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sheet {
    /// The sheet's width (px).
    pub width: f64,
    /// The sheet's height (px).
    pub height: f64,
    /// The caption's font size (px); the caption fits in `width` less two margins.
    pub font: f64,
    /// The caption's centre line.
    pub caption_y: f64,
    /// The margin around the maze.
    pub margin: f64,
    /// How many bands of rows `band` draws.
    pub bands: u32,
    rows: u32,
    view: Viewport,
}

/// The page around a maze, whatever its shape: the print's unit, the sheet's size, the margin
/// and the caption's place.
struct Page {
    unit: f64,
    width: f64,
    height: f64,
    font: f64,
    caption_y: f64,
    margin: f64,
}

impl Page {
    /// The page for a maze `wf`×`hf` units big.
    fn around(wf: f64, hf: f64) -> Page {
        let s = (MAX_SIDE / wf.max(hf)).floor().clamp(MIN_CELL, CELL);
        let margin = (s * 0.9).ceil().max(12.0);
        let font = round(wf * s / 60.0).max(14.0);
        Page {
            unit: s,
            // Room for a caption of about 40 characters under a narrow maze.
            width: (wf * s + 2.0 * margin).max(font * 22.0 + 2.0 * margin),
            height: hf * s + 2.0 * margin + round(font * 1.6),
            font,
            caption_y: margin + hf * s + round(font * 0.3) + round(font * 0.8),
            margin,
        }
    }

    /// The sheet on this page, drawn through `view` in `bands` bands of `rows` rows.
    fn sheet(self, view: Viewport, rows: u32, bands: u32) -> Sheet {
        Sheet {
            width: self.width,
            height: self.height,
            font: self.font,
            caption_y: self.caption_y,
            margin: self.margin,
            bands,
            rows,
            view,
        }
    }
}

impl Sheet {
    /// The sheet for a `w`×`h` maze.
    pub fn new(w: u32, h: u32) -> Sheet {
        let (wf, hf) = (f64::from(w.max(1)), f64::from(h.max(1)));
        let page = Page::around(wf, hf);
        let mut view = Viewport::fit(page.width, page.height, 1.0, (w, h), 0, page.unit);
        view.oy = page.margin;
        let rows = (CELLS_PER_BAND / w.max(1)).max(1);
        page.sheet(view, rows, h.max(1).div_ceil(rows))
    }

    /// The sheet for a maze of another shape within `bounds` (maze units) and `cells` cells,
    /// in bands of about `CELLS_PER_BAND` cells each.
    pub fn for_shape(bounds: [f64; 4], cells: u32) -> Sheet {
        let (wf, hf) = (
            (bounds[2] - bounds[0]).max(1.0),
            (bounds[3] - bounds[1]).max(1.0),
        );
        let page = Page::around(wf, hf);
        let s = page.unit;
        let mut view = Viewport::fit_box(page.width, page.height, 1.0, bounds, (0.0, 0.0), s);
        view.t = shape_board::thickness(s);
        view.oy = page.margin;
        // Bands of pixel rows: `rows` is then in px and `view.h` the maze's height in px.
        view.h = (hf * s).ceil() as u32;
        let bands = (cells / CELLS_PER_BAND).max(1);
        let rows = view.h.div_ceil(bands).max(1);
        page.sheet(view, rows, view.h.max(1).div_ceil(rows))
    }

    /// Band `i` of a sheet made by `for_shape`, as `band` does for square.
    pub fn shape_band(&self, i: u32, scene: &ShapeScene) -> (f64, f64, DrawList) {
        // Rows are pixel rows here, and the last band takes the caption's strip too.
        let (top, height, view) = self.band_view(i, 1.0, self.height);
        let mut list = DrawList::new();
        shape_board::draw_all(&mut list, &view, scene);
        (top, height, list)
    }

    /// Band `i`'s top and height on the sheet, and the view that draws it in the band's own
    /// coordinates: `rows` rows of `unit` px a band, the last one ending at `end`.
    fn band_view(&self, i: u32, unit: f64, end: f64) -> (f64, f64, Viewport) {
        let y = i * self.rows;
        let top = if i == 0 {
            0.0
        } else {
            self.margin + f64::from(y) * unit
        };
        let bottom = if y + self.rows >= self.view.h {
            end
        } else {
            self.margin + f64::from(y + self.rows) * unit
        };
        let view = Viewport {
            ch: bottom - top,
            oy: self.margin - top,
            ..self.view
        };
        (top, bottom - top, view)
    }

    /// Band `i`: its top and height on the sheet, and what to draw there, in the band's own
    /// coordinates (the page clips to the band and moves the origin to its top).
    pub fn band(&self, i: u32, scene: &Scene) -> (f64, f64, DrawList) {
        let s = self.view.s;
        let below = self.margin + f64::from(self.view.h) * s + self.margin;
        let (top, height, view) = self.band_view(i, s, below);
        let mut list = DrawList::new();
        board::draw_all(&mut list, &view, scene);
        (top, height, list)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn big_mazes_get_small_cells_and_many_bands() {
        let small = Sheet::new(10, 10);
        assert_eq!(small.view.s, CELL);
        assert_eq!(small.bands, 1);
        let big = Sheet::new(2000, 2000);
        assert_eq!(big.view.s, MIN_CELL);
        assert_eq!(big.bands, 2000_u32.div_ceil(CELLS_PER_BAND / 2000));
        assert!(big.width <= MAX_SIDE + 2.0 * big.margin);
    }
}
