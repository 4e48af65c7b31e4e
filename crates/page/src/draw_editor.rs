//! The drawing editor's state: the grid being painted, the keyboard's cursor, the brush, and
//! the steps to undo. The page reports where a finger or the mouse is and which keys are
//! pressed; every rule of painting lives here, and the page draws `cells()`.

use maze::drawing::{Drawing, MAX_DRAW_SIDE};

/// The largest brush: a square this many cells a side.
pub const MAX_BRUSH: u32 = 5;
/// How many steps can be undone.
const UNDO_STEPS: usize = 40;

/// A key's meaning in the editor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditKey {
    /// Moves the cursor one cell (east, south, west, north: dx, dy).
    Move(i32, i32),
    /// Paints (or erases, in erase mode) the brush at the cursor.
    Apply,
}

/// The editor: a grid of cells and what painting does to it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrawEditor {
    width: u32,
    height: u32,
    cells: Vec<bool>,
    cursor: (u32, u32),
    brush: u32,
    erase: bool,
    undo: Vec<Vec<bool>>,
    /// The cell the stroke's last point fell on (`paint_at`), if it was on the grid.
    last: Option<(u32, u32)>,
}

impl DrawEditor {
    /// An empty `width × height` grid (each side within 2 and `MAX_DRAW_SIDE`).
    pub fn new(width: u32, height: u32) -> DrawEditor {
        let (width, height) = (
            width.clamp(2, MAX_DRAW_SIDE),
            height.clamp(2, MAX_DRAW_SIDE),
        );
        DrawEditor {
            width,
            height,
            cells: vec![false; width as usize * height as usize],
            cursor: (0, 0),
            brush: 1,
            erase: false,
            undo: Vec::new(),
            last: None,
        }
    }

    /// Columns.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Rows.
    pub fn height(&self) -> u32 {
        self.height
    }

    /// Every cell, row by row: painted or not.
    pub fn cells(&self) -> &[bool] {
        &self.cells
    }

    /// The keyboard's cursor, column and row.
    pub fn cursor(&self) -> (u32, u32) {
        self.cursor
    }

    /// The brush's side in cells.
    pub fn brush(&self) -> u32 {
        self.brush
    }

    /// Whether painting erases.
    pub fn erasing(&self) -> bool {
        self.erase
    }

    /// Sets the brush's side (1 to `MAX_BRUSH`).
    pub fn set_brush(&mut self, side: u32) {
        self.brush = side.clamp(1, MAX_BRUSH);
    }

    /// Paints or erases from now on.
    pub fn set_erase(&mut self, erase: bool) {
        self.erase = erase;
    }

    /// Starts a stroke: what it changes is undone in one step.
    pub fn begin_stroke(&mut self) {
        self.remember();
        self.last = None;
    }

    /// The brush at cell `(x, y)`, in the stroke begun last.
    pub fn paint(&mut self, x: u32, y: u32) {
        let half = (self.brush - 1) / 2;
        let (x0, y0) = (x.saturating_sub(half), y.saturating_sub(half));
        let state = !self.erase;
        for cy in y0..(y0 + self.brush).min(self.height) {
            for cx in x0..(x0 + self.brush).min(self.width) {
                if let Some(cell) = self.cells.get_mut((cy * self.width + cx) as usize) {
                    *cell = state;
                }
            }
        }
    }

    /// The brush at the point `(px, py)` of a board `board_w × board_h` wide that shows the
    /// grid whole, and on every cell of the line from the stroke's last point on the grid: a
    /// quick drag (whose points the browser gives far apart) paints a line, not dots. A point
    /// off the grid paints nothing. Returns whether it was on the grid.
    pub fn paint_at(&mut self, px: f64, py: f64, board_w: f64, board_h: f64) -> bool {
        let Some((x, y)) = self.cell_at(px, py, board_w, board_h) else {
            self.last = None;
            return false;
        };
        let (x0, y0) = self.last.unwrap_or((x, y));
        let (dx, dy) = (i64::from(x) - i64::from(x0), i64::from(y) - i64::from(y0));
        let steps = dx.abs().max(dy.abs()).max(1);
        for i in 0..=steps {
            // Rounded to the nearest cell along the line; both ends are on the grid.
            let along = |from: u32, d: i64| (i64::from(from) * steps + d * i + steps / 2) / steps;
            self.paint(along(x0, dx) as u32, along(y0, dy) as u32);
        }
        self.last = Some((x, y));
        true
    }

    /// The cell under the point `(px, py)` of a board `board_w × board_h` wide.
    fn cell_at(&self, px: f64, py: f64, board_w: f64, board_h: f64) -> Option<(u32, u32)> {
        if !(board_w > 0.0 && board_h > 0.0 && px.is_finite() && py.is_finite()) {
            return None;
        }
        let (fx, fy) = (px / board_w, py / board_h);
        if !(0.0..1.0).contains(&fx) || !(0.0..1.0).contains(&fy) {
            return None;
        }
        Some((
            (fx * f64::from(self.width)) as u32,
            (fy * f64::from(self.height)) as u32,
        ))
    }

    /// A key: moves the cursor (kept on the grid) or applies the brush there.
    pub fn key(&mut self, key: EditKey) {
        match key {
            EditKey::Move(dx, dy) => {
                let step = |v: u32, d: i32, n: u32| v.saturating_add_signed(d).min(n - 1);
                self.cursor = (
                    step(self.cursor.0, dx, self.width),
                    step(self.cursor.1, dy, self.height),
                );
            }
            EditKey::Apply => {
                self.remember();
                let (x, y) = self.cursor;
                self.paint(x, y);
            }
        }
    }

    /// Unpaints every cell (undoable).
    pub fn clear(&mut self) {
        self.remember();
        self.cells.fill(false);
    }

    /// Swaps painted and unpainted cells (undoable).
    pub fn invert(&mut self) {
        self.remember();
        for cell in &mut self.cells {
            *cell = !*cell;
        }
    }

    /// Takes back the last stroke, key or button; false when there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        match self.undo.pop() {
            Some(cells) => {
                self.cells = cells;
                true
            }
            None => false,
        }
    }

    /// Replaces the grid with `drawing` (a picture's, or a link's), undoably, at its size.
    pub fn load(&mut self, drawing: &Drawing) {
        if (drawing.width().max(2), drawing.height().max(2)) == (self.width, self.height) {
            self.remember();
        } else {
            // A grid of another size cannot be undone into this one.
            self.undo.clear();
        }
        self.width = drawing.width().max(2);
        self.height = drawing.height().max(2);
        let mut cells = vec![false; self.width as usize * self.height as usize];
        for y in 0..drawing.height() {
            for x in 0..drawing.width() {
                if let Some(cell) = cells.get_mut((y * self.width + x) as usize) {
                    *cell = drawing.painted(x, y);
                }
            }
        }
        self.cells = cells;
        self.cursor = (
            self.cursor.0.min(self.width - 1),
            self.cursor.1.min(self.height - 1),
        );
    }

    /// The drawing as it stands; `None` while nothing is painted.
    pub fn to_drawing(&self) -> Option<Drawing> {
        Drawing::new(self.width, self.height, self.cells.clone()).ok()
    }

    /// Keeps the grid as it is for `undo`; a full undo list forgets its oldest step.
    fn remember(&mut self) {
        if self.undo.len() == UNDO_STEPS {
            self.undo.remove(0);
        }
        self.undo.push(self.cells.clone());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn painted(e: &DrawEditor) -> usize {
        e.cells().iter().filter(|&&c| c).count()
    }

    #[test]
    fn a_stroke_paints_with_the_brush_and_undoes_in_one_step() {
        let mut e = DrawEditor::new(10, 8);
        e.set_brush(3);
        e.begin_stroke();
        assert!(e.paint_at(55.0, 45.0, 100.0, 80.0));
        assert!(e.paint_at(65.0, 45.0, 100.0, 80.0));
        assert!(!e.paint_at(100.0, 10.0, 100.0, 80.0), "off the grid");
        assert!(!e.paint_at(f64::NAN, 10.0, 100.0, 80.0));
        // Cells (5, 4) and (6, 4), each with a 3×3 brush: 4 columns by 3 rows.
        assert_eq!(painted(&e), 12);
        assert_eq!(
            e.cursor(),
            (0, 0),
            "the keys' cursor stays where the keys left it"
        );
        assert!(e.undo());
        assert_eq!(painted(&e), 0);
        assert!(!e.undo());
    }

    #[test]
    fn a_quick_drag_paints_the_line_between_its_points_not_dots() {
        let mut e = DrawEditor::new(16, 16);
        e.begin_stroke();
        // Cells (1, 1), then (12, 1), then (12, 12): two points far apart each time.
        for (x, y) in [(1, 1), (12, 1), (12, 12)] {
            assert!(e.paint_at(f64::from(x) + 0.5, f64::from(y) + 0.5, 16.0, 16.0));
        }
        assert_eq!(painted(&e), 12 + 11);
        let row = |y: u32| {
            (0..16)
                .filter(|&x| e.cells()[(y * 16 + x) as usize])
                .count()
        };
        assert_eq!((row(1), row(5), row(12)), (12, 1, 1));
        // A diagonal: one cell a row. A new stroke, or a point off the grid, starts afresh.
        let mut d = DrawEditor::new(16, 16);
        d.begin_stroke();
        d.paint_at(0.5, 0.5, 16.0, 16.0);
        d.paint_at(7.5, 7.5, 16.0, 16.0);
        assert_eq!(painted(&d), 8);
        assert!(!d.paint_at(-1.0, 0.5, 16.0, 16.0));
        d.paint_at(15.5, 0.5, 16.0, 16.0);
        d.begin_stroke();
        d.paint_at(15.5, 15.5, 16.0, 16.0);
        assert_eq!(painted(&d), 10);
    }

    #[test]
    fn keys_move_the_cursor_on_the_grid_and_apply_the_brush() {
        let mut e = DrawEditor::new(4, 3);
        e.key(EditKey::Move(-1, 0));
        assert_eq!(e.cursor(), (0, 0));
        for _ in 0..9 {
            e.key(EditKey::Move(1, 1));
        }
        assert_eq!(e.cursor(), (3, 2));
        e.key(EditKey::Apply);
        assert!(e.cells()[11]);
        e.set_erase(true);
        e.key(EditKey::Apply);
        assert!(!e.cells()[11]);
        assert!(e.undo());
        assert!(e.cells()[11]);
    }

    #[test]
    fn clear_invert_and_load_are_undoable() {
        let mut e = DrawEditor::new(3, 2);
        e.invert();
        assert_eq!(painted(&e), 6);
        e.clear();
        assert_eq!(painted(&e), 0);
        assert!(e.to_drawing().is_none());
        e.undo();
        assert_eq!(e.to_drawing().map(|d| d.painted_count()), Some(6));
        let picture = Drawing::new(5, 4, vec![true; 20]).unwrap();
        e.load(&picture);
        assert_eq!((e.width(), e.height(), painted(&e)), (5, 4, 20));
        assert_eq!(e.to_drawing(), Some(picture));
        // The grid before it was another size: nothing to undo to.
        assert!(!e.undo());
    }
}
