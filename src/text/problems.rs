//! The words of what the maze core and the link refuse, as typed errors carrying numbers
//! (`LayoutError`, `NoLayout`): the layers below `text` speak no English of their own here,
//! and the callers above them say these through `Display`.

use crate::link::NoLayout;
use crate::maze::LayoutError;
use std::fmt::{Display, Formatter, Result};

impl Display for LayoutError {
    fn fmt(&self, f: &mut Formatter<'_>) -> Result {
        match self {
            LayoutError::Size(e) => e.fmt(f),
            LayoutError::ShapeSize(e) => e.fmt(f),
            LayoutError::Floors { count, min, max } => {
                write!(f, "{count} floors is out of range: {min} to {max}")
            }
            LayoutError::TooThin(e) => e.fmt(f),
            // Never shown: the page loads the full game's build for floors or a drawing.
            LayoutError::FloorsNotCarried => {
                f.write_str("this build does not make mazes of several floors")
            }
            LayoutError::DrawnNotCarried => f.write_str("this build does not make drawn mazes"),
        }
    }
}

impl std::error::Error for LayoutError {}

impl Display for NoLayout {
    fn fmt(&self, f: &mut Formatter<'_>) -> Result {
        match self {
            NoLayout::Layout(e) => e.fmt(f),
            NoLayout::Weave(e) => e.fmt(f),
            NoLayout::Drawing(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for NoLayout {}

#[cfg(test)]
mod tests {
    use crate::maze::shape::{FLOORS_RANGE, ShapeSizeError};
    use crate::maze::{Layout, LayoutError, Shape};

    #[test]
    fn refused_layouts_are_worded_here_with_their_numbers() {
        assert_eq!(
            Layout::floors(40, 9).map(|_| ()),
            Err(LayoutError::Floors {
                count: 9,
                min: FLOORS_RANGE.0,
                max: FLOORS_RANGE.1
            })
        );
        let said = |e: LayoutError| e.to_string();
        let floors = LayoutError::Floors {
            count: 9,
            min: 2,
            max: 8,
        };
        assert_eq!(said(floors), "9 floors is out of range: 2 to 8");
        let size = ShapeSizeError {
            shape: Shape::Circle,
            size: 1001,
        };
        assert_eq!(
            said(LayoutError::ShapeSize(size)),
            "size 1001 is out of range for a circle maze: 2 to 1000 rings"
        );
        assert_eq!(
            said(LayoutError::FloorsNotCarried),
            "this build does not make mazes of several floors"
        );
        assert_eq!(
            said(LayoutError::DrawnNotCarried),
            "this build does not make drawn mazes"
        );
    }
}
