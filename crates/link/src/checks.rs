//! What a full reading of a link checks beyond a value's form (the table's `check` column):
//! that a drawing keeps a piece that fills its shape at its size, and that a title shows as
//! text. The first paint's glance leaves both to the game (`glance_query`).

use super::draw_code::DrawnCode;
use super::problem::Problem;
use super::title::Title;
use super::values::Values;
use crate::level::level_side;
use maze::Shape;
use maze::shape::TooThin;

/// `draw=`: its drawing keeps a piece (else it is dropped, as a bad value), and whether that
/// piece fills the shape at its size, which the kind's rule then says (`Values::draw_thin`).
pub(super) fn drawing_makes_a_maze(v: &mut Values) -> Result<(), Problem> {
    let Some(drawing) = &v.draw else {
        return Ok(());
    };
    match drawing.kept() {
        Err(e) => {
            v.draw = None;
            Err(Problem::BadDrawing(e))
        }
        Ok(_) => {
            v.draw_thin = fits(drawing, v.shape, v).err();
            Ok(())
        }
    }
}

/// `title=`: whether the text shows as a title (`Title::parse`); a bad one is dropped.
pub(super) fn title_shows(v: &mut Values) -> Result<(), Problem> {
    let Some(given) = &v.title else {
        return Ok(());
    };
    let checked = Title::parse(given.as_str());
    v.title = checked.as_ref().ok().cloned();
    checked.map(|_| ())
}

/// Whether `drawing` makes a maze of `shape` at the size `values` give: a shape other than
/// square may have no two joined cells whose centres fall on a thin drawing (square scales the
/// drawing up instead), checked without making the maze (`Layout::drawing_fits`).
fn fits(drawing: &DrawnCode, shape: Shape, values: &Values) -> Result<(), TooThin> {
    if shape == Shape::Square {
        return Ok(());
    }
    let size = shape.chosen_size(values.size, level_side(values.level));
    match drawing.kept() {
        Ok(kept) if !maze::Layout::drawing_fits(&kept, shape, size) => Err(TooThin { shape, size }),
        _ => Ok(()),
    }
}
