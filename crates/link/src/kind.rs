//! The kind of maze a link asks for, as one type: a plain shape, a word, a drawing, a woven
//! square or drawing, or floors. A combination that makes no sense (a word on a hex maze, a
//! woven word) has no value here; the rules that refuse one live with the parameters that ask
//! for each kind (their entries in `table`, `Param::build_kind`), where the kind is built from
//! the URL's values.

use super::draw_code::DrawnCode;
use maze::Shape;
use maze::mask::Mask;

/// What kind of maze: which cells are in play and how passages join. A new kind (as floors
/// were) is a variant here, the entry of the parameter that asks for it (its
/// `kind` column), its arm in the matches the compiler then points at (`shape`,
/// `Params::layout`, `Params::values`, the CLI's `refused_sizes`), and its own modules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A maze of a shape, every cell in play (`shape=`, square by default).
    Plain(Shape),
    /// A square maze filling the letters of a text (`mask=`).
    Word(Mask),
    /// A maze of a shape filling a drawing's largest piece (`draw=`, with `shape=`): the
    /// drawing as the link gave it (`Drawing::kept` is what the maze fills).
    Drawn(DrawnCode, Shape),
    /// A square maze whose passages cross over and under (`weave=1`; the union-find and
    /// perfect generators only, which the weave generator checks too).
    Woven,
    /// A square drawn maze whose passages cross over and under (`draw=` with `weave=1`).
    WovenDrawing(DrawnCode),
    /// Square floors, this many (`FLOORS_RANGE`), one above the other, joined by stairs
    /// (`floors=`).
    Floors(u32),
}

impl Default for Kind {
    fn default() -> Kind {
        Kind::Plain(Shape::Square)
    }
}

impl Kind {
    /// The shape of the cells: a word or woven maze is square, a drawn one of any shape.
    pub fn shape(&self) -> Shape {
        match self {
            Kind::Plain(shape) | Kind::Drawn(_, shape) => *shape,
            Kind::Word(_) | Kind::Woven | Kind::WovenDrawing(_) | Kind::Floors(_) => Shape::Square,
        }
    }

    /// The text of a word maze, `None` for the other kinds.
    pub fn mask(&self) -> Option<&Mask> {
        match self {
            Kind::Word(mask) => Some(mask),
            _ => None,
        }
    }

    /// The drawing's code of a drawn maze, `None` for the other kinds.
    pub fn drawn_code(&self) -> Option<&DrawnCode> {
        match self {
            Kind::Drawn(drawing, _) | Kind::WovenDrawing(drawing) => Some(drawing),
            _ => None,
        }
    }

    /// Whether this is a plain square maze, made and played through the square's wall bytes.
    pub fn plain_square(&self) -> bool {
        matches!(self, Kind::Plain(Shape::Square))
    }

    /// How many floors, `None` for a maze of one.
    pub fn floors(&self) -> Option<u32> {
        match self {
            Kind::Floors(count) => Some(*count),
            _ => None,
        }
    }

    /// Whether this is a woven maze, a drawing or not (a match, not `==`, which would link the
    /// comparison of every kind's data into the first paint's build).
    pub fn is_woven(&self) -> bool {
        matches!(self, Kind::Woven | Kind::WovenDrawing(_))
    }
}
