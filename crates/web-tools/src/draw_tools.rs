//! The drawing editor's exports (the tools' build, loaded when the menu's Draw panel first
//! opens): `Editor` keeps the grid (`draw_editor`), the picture being read (`picture`), and
//! answers the page with cells to draw, sentences to show, a preview and the link to play.

use link::{self, draw_code};
use maze::drawing::picture::{self, Shades};
use maze::shape::Topology;
use maze::{Seed, Shape};
use page::draw_editor::{DrawEditor, EditKey};
use wasm_bindgen::JsError;
use wasm_bindgen::prelude::wasm_bindgen;

/// The editor of the menu's Draw panel.
#[wasm_bindgen]
pub struct Editor {
    editor: DrawEditor,
    shades: Option<Shades>,
    /// The shape the preview and Play it make.
    shape: Shape,
    /// What the last preview showed, in words (`text::draw_preview`).
    previewed: String,
    /// The title as typed, or the link's (Play it checks it: `checked_title`).
    title: String,
}

/// A drawn square maze's bounding grid (width, height); unused for the other shapes.
fn layout_sides(layout: &maze::Layout) -> (u32, u32) {
    match layout {
        maze::Layout::Masked(m) => (m.width(), m.height()),
        _ => (0, 0),
    }
}

/// The largest size a preview is made at, in the shape's unit: about 16,000 cells, which the page
/// makes and draws in a few milliseconds.
fn preview_size(shape: Shape) -> u32 {
    match shape {
        Shape::Square | Shape::Hex => 128,
        Shape::Triangle => 96,
        Shape::Circle => 64,
    }
}

/// The grid's side for a level of side `side`: the level's, within what a drawing may be.
fn grid_side(side: u32) -> u32 {
    side.clamp(8, maze::drawing::MAX_DRAW_SIDE)
}

#[wasm_bindgen]
impl Editor {
    /// An editor for the level `query` names: its drawing if it is a drawn maze, else an empty
    /// grid of the level's side.
    #[wasm_bindgen(constructor)]
    pub fn new(query: &str) -> Editor {
        let (params, _) = link::parse_query(query, Seed::random);
        let side = grid_side(params.side());
        let mut editor = DrawEditor::new(side, side);
        if let Some(drawing) = params.kind.drawn_code().and_then(|code| code.to_drawing()) {
            editor.load(&drawing);
        }
        Editor {
            editor,
            shades: None,
            shape: params.shape(),
            previewed: String::new(),
            title: params
                .title
                .as_ref()
                .map_or("", link::Title::as_str)
                .to_owned(),
        }
    }

    /// The title as the field shows it: the link's, or what was typed last.
    #[wasm_bindgen(getter)]
    pub fn title(&self) -> String {
        self.title.clone()
    }

    /// Names the drawing `text` (none when blank); a title the link cannot hold (too long, or
    /// with a character that does not show) is left out, and `summary` says why.
    pub fn set_title(&mut self, text: &str) {
        text.clone_into(&mut self.title);
    }

    /// The title Play it gives the link, or why the one typed is left out (the notice's words).
    fn checked_title(&self) -> Result<Option<link::Title>, String> {
        match self.title.trim() {
            "" => Ok(None),
            _ => link::Title::parse(&self.title)
                .map(Some)
                .map_err(|problem| {
                    link::ParamError::new(link::Param::Title, problem, &self.title).sentence()
                }),
        }
    }

    /// The names of the shapes a drawing can make, in menu order.
    pub fn shapes() -> Vec<String> {
        Shape::ALL.iter().map(|s| s.name().to_owned()).collect()
    }

    /// The shape the preview and Play it make.
    #[wasm_bindgen(getter)]
    pub fn shape(&self) -> String {
        self.shape.name().to_owned()
    }

    /// Makes the drawing in the shape named `name` (`shapes`); another name changes nothing.
    pub fn set_shape(&mut self, name: &str) {
        if let Some(shape) = Shape::from_name(name) {
            self.shape = shape;
        }
    }

    /// Starts again on an empty grid `side` cells a side (0: the level's side in `query`).
    pub fn resize(&mut self, side: u32, query: &str) {
        let side = match side {
            0 => grid_side(link::parse_query(query, Seed::random).0.side()),
            n => grid_side(n),
        };
        self.editor = DrawEditor::new(side, side);
    }

    /// Columns.
    #[wasm_bindgen(getter)]
    pub fn width(&self) -> u32 {
        self.editor.width()
    }

    /// Rows.
    #[wasm_bindgen(getter)]
    pub fn height(&self) -> u32 {
        self.editor.height()
    }

    /// Every cell, row by row: 1 painted, 0 not.
    pub fn cells(&self) -> Vec<u8> {
        self.editor.cells().iter().map(|&c| u8::from(c)).collect()
    }

    /// The cursor's column and row.
    pub fn cursor(&self) -> Vec<u32> {
        let (x, y) = self.editor.cursor();
        vec![x, y]
    }

    /// The brush's side, 1 to `draw_editor::MAX_BRUSH`.
    pub fn set_brush(&mut self, side: u32) {
        self.editor.set_brush(side);
    }

    /// The largest brush.
    pub fn max_brush() -> u32 {
        page::draw_editor::MAX_BRUSH
    }

    /// Paints (false) or erases (true) from now on.
    pub fn set_erase(&mut self, erase: bool) {
        self.editor.set_erase(erase);
    }

    /// Whether painting erases (the Erase button shows it).
    pub fn erasing(&self) -> bool {
        self.editor.erasing()
    }

    /// A finger or the mouse went down: a new stroke.
    pub fn begin_stroke(&mut self) {
        self.editor.begin_stroke();
    }

    /// The stroke goes through the point `(x, y)` of a board `w × h` wide; whether it is on it.
    pub fn paint_at(&mut self, x: f64, y: f64, w: f64, h: f64) -> bool {
        self.editor.paint_at(x, y, w, h)
    }

    /// A key pressed on the grid (`KeyboardEvent.key`): the arrows move the cursor, Space and
    /// Enter paint or erase there. Whether the key was the editor's.
    pub fn key(&mut self, key: &str) -> bool {
        let edit = match key {
            "ArrowRight" => EditKey::Move(1, 0),
            "ArrowDown" => EditKey::Move(0, 1),
            "ArrowLeft" => EditKey::Move(-1, 0),
            "ArrowUp" => EditKey::Move(0, -1),
            " " | "Enter" => EditKey::Apply,
            _ => return false,
        };
        self.editor.key(edit);
        true
    }

    /// Unpaints everything.
    pub fn clear(&mut self) {
        self.editor.clear();
    }

    /// Swaps painted and unpainted cells.
    pub fn invert(&mut self) {
        self.editor.invert();
    }

    /// Takes back the last change; false when there is none.
    pub fn undo(&mut self) -> bool {
        self.editor.undo()
    }

    /// Checks a picture file before it is decoded: its size in bytes and its first bytes.
    pub fn check_file(bytes: f64, head: &[u8]) -> Result<(), JsError> {
        picture::check_file(bytes as u64, head).map_err(|e| JsError::new(&e.to_string()))
    }

    /// The threshold a picture starts with.
    pub fn default_threshold() -> u8 {
        picture::DEFAULT_THRESHOLD
    }

    /// Starts reading a `width × height` picture into a grid the editor's longer side long.
    pub fn picture(&mut self, width: u32, height: u32) -> Result<(), JsError> {
        let side = self.editor.width().max(self.editor.height());
        let shades = Shades::new(width, height, side).map_err(|e| JsError::new(&e.to_string()))?;
        self.shades = Some(shades);
        Ok(())
    }

    /// Rows of the picture from row `top` on, four bytes a pixel (RGBA).
    pub fn picture_rows(&mut self, top: u32, rgba: &[u8]) {
        if let Some(shades) = &mut self.shades {
            shades.add_rows(top, rgba);
        }
    }

    /// The picture read so far, its parts darker than `threshold` (lighter when `invert`)
    /// painted, replaces the grid.
    pub fn picture_apply(&mut self, threshold: u8, invert: bool) -> Result<(), JsError> {
        let shades = self
            .shades
            .as_ref()
            .ok_or_else(|| JsError::new(&text::no_picture()))?;
        let drawing = shades
            .drawing_at(threshold, invert)
            .map_err(|e| JsError::new(&text::picture_refused(&e.to_string())))?;
        self.editor.load(&drawing);
        Ok(())
    }

    /// The cell under the cursor in words, for the grid's live region.
    pub fn cursor_text(&self) -> String {
        let (x, y) = self.editor.cursor();
        let at = (y * self.editor.width() + x) as usize;
        let painted = self.editor.cells().get(at) == Some(&true);
        text::draw_cursor(x, y, painted, self.editor.erasing())
    }

    /// What the drawing makes, in words: the grid, the maze's cells, the parts left out, then
    /// what the last preview showed (its size, or why there is none).
    pub fn summary(&self) -> String {
        let (w, h) = (self.editor.width(), self.editor.height());
        let drawn = match self.editor.to_drawing().map(|d| d.kept()) {
            None => text::draw_summary((w, h), None),
            Some(Err(e)) => text::draw_summary((w, h), Some(Err(e.to_string()))),
            Some(Ok(kept)) => text::draw_summary(
                (w, h),
                Some(Ok((kept.drawing.painted_count(), kept.pieces_dropped))),
            ),
        };
        let drawn = match self.previewed.as_str() {
            "" => drawn,
            previewed => format!("{drawn} {previewed}"),
        };
        match &self.checked_title() {
            Err(why) => text::title_left_out(&drawn, why),
            Ok(_) => drawn,
        }
    }

    /// The link's query to play this drawing in the level `query` names, in the editor's shape
    /// (no word, ghost or challenge; woven when that level is and the shape is square); `None`
    /// when the drawing makes no maze.
    pub fn play_query(&self, query: &str) -> Option<String> {
        let drawing = self.editor.to_drawing()?;
        drawing.kept().ok()?;
        let (params, _) = link::parse_query(query, Seed::random);
        let mut values = params.values();
        values.shape = self.shape;
        values.mask = None;
        // A woven level's drawing plays woven too, where weave works: on square.
        values.weave &= self.shape == Shape::Square;
        values.run = None;
        values.challenge = None;
        values.draw = Some(draw_code::DrawnCode::of(&drawing));
        values.title = self.checked_title().ok().flatten();
        Some(values.to_query())
    }

    /// The maze the drawing makes in the level `query` names, as SVG; `None` when it makes none
    /// (too thin for the shape at that size: `summary` says why).
    /// A big level's preview is made at a smaller size (`preview_size`), which `summary` says,
    /// so that it stays quick on the page's thread; Play it plays the level's own size.
    pub fn preview_svg(&mut self, query: &str) -> Option<String> {
        self.previewed.clear();
        let play = self.play_query(query)?;
        let (mut params, errors) = link::parse_query(&play, Seed::random);
        if params.kind.drawn_code().is_none() {
            // Left out of the link: too thin for the shape at the level's size.
            let why = errors
                .iter()
                .find(|e| e.param == link::Param::Draw)
                .map(link::ParamError::sentence);
            self.previewed = text::draw_preview(Err(why.unwrap_or_default()), None);
            return None;
        }
        let full = params.shape_size();
        let small = preview_size(params.shape()).min(full);
        let played_at = (small < full).then(|| {
            params.size = Some(small);
            text::size_label(params.shape(), full, (full, full))
        });
        let layout = params.layout();
        let made = match &layout {
            Ok(layout) => {
                let size = text::size_label(layout.shape(), layout.size(), layout_sides(layout));
                Ok((size, layout.cells()))
            }
            Err(why) => Err(why.to_string()),
        };
        self.previewed = text::draw_preview(made, played_at);
        let layout = layout.ok()?;
        let maze = maze::generate_shape(&params.seed, &layout, params.algorithm, params.braid);
        Some(format::shape_svg(&maze, None, ""))
    }
}
