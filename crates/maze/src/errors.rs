//! What each of the core's errors says, in a sentence's words (`Display`): "size 1001 is out
//! of range …". The errors themselves carry the numbers, so a caller can word them its own way.

use crate::drawing::picture::{MAX_PICTURE_BYTES, MAX_PICTURE_SIDE, PictureError};
use crate::drawing::{DrawingError, MAX_DRAW_SIDE};
use crate::generate_woven::WeaveError;
use crate::grid::{MAX_SIDE, MIN_SIDE, SizeError};
use crate::mask::{MAX_MASK_LEN, MaskError};
use crate::quote::quoted_char;
use crate::seed::{MAX_SEED_LEN, SeedError};
use crate::shape::{LayoutError, ShapeSizeError, TooThin};
use std::fmt::{Display, Formatter, Result};

impl Display for SizeError {
    fn fmt(&self, f: &mut Formatter<'_>) -> Result {
        write!(
            f,
            "maze size {}x{} is out of range: each side must be {MIN_SIDE} to {MAX_SIDE}",
            self.width, self.height
        )
    }
}

impl std::error::Error for SizeError {}

impl Display for ShapeSizeError {
    fn fmt(&self, f: &mut Formatter<'_>) -> Result {
        let (min, max) = self.shape.size_range();
        write!(
            f,
            "size {} is out of range for a {} maze: {min} to {max} {}",
            self.size,
            self.shape.name(),
            self.shape.size_unit()
        )
    }
}

impl std::error::Error for ShapeSizeError {}

impl Display for TooThin {
    fn fmt(&self, f: &mut Formatter<'_>) -> Result {
        write!(
            f,
            "the drawing covers no two joined cells of a {} maze of {} {}; paint thicker \
             parts or play a bigger size",
            self.shape.name(),
            self.size,
            self.shape.size_unit()
        )
    }
}

impl std::error::Error for TooThin {}

impl Display for SeedError {
    fn fmt(&self, f: &mut Formatter<'_>) -> Result {
        match self {
            SeedError::Empty => write!(f, "the seed is empty"),
            SeedError::TooLong(n) => {
                write!(
                    f,
                    "the seed has {n} characters, more than the {MAX_SEED_LEN} allowed"
                )
            }
            SeedError::BadCharacter(c) => write!(
                f,
                "the seed has the character {}; only A-Z a-z 0-9 _ - are allowed",
                quoted_char(*c)
            ),
        }
    }
}

impl std::error::Error for SeedError {}

impl Display for DrawingError {
    fn fmt(&self, f: &mut Formatter<'_>) -> Result {
        match self {
            DrawingError::Size { width, height } => write!(
                f,
                "the drawing is {width}×{height} cells; each side must be 1 to {MAX_DRAW_SIDE}"
            ),
            DrawingError::Empty => write!(f, "nothing is painted"),
            DrawingError::Lone => {
                write!(f, "no two painted cells touch, so there is no way to walk")
            }
        }
    }
}

impl std::error::Error for DrawingError {}

impl Display for PictureError {
    fn fmt(&self, f: &mut Formatter<'_>) -> Result {
        match self {
            PictureError::Size { width, height } => write!(
                f,
                "the picture is {width}×{height} pixels; each side must be 1 to {MAX_PICTURE_SIDE}"
            ),
            PictureError::TooBig(bytes) => write!(
                f,
                "the file is {} MB; pictures of up to {} MB are taken",
                bytes.div_ceil(1024 * 1024),
                MAX_PICTURE_BYTES / (1024 * 1024)
            ),
            PictureError::NotAPicture => write!(f, "the file is not a picture that can be read"),
        }
    }
}

impl std::error::Error for PictureError {}

impl Display for WeaveError {
    fn fmt(&self, f: &mut Formatter<'_>) -> Result {
        match self {
            WeaveError::Size(e) => write!(f, "{e}"),
            WeaveError::Generator(a) => write!(
                f,
                "weave works with the union-find and perfect generators only, not {}",
                a.name()
            ),
            WeaveError::NotWoven => f.write_str("the maze has no crossings to weave"),
        }
    }
}

impl std::error::Error for WeaveError {}

impl Display for MaskError {
    fn fmt(&self, f: &mut Formatter<'_>) -> Result {
        match self {
            MaskError::Empty => write!(f, "the mask is empty"),
            MaskError::TooLong(n) => write!(
                f,
                "the mask has {n} characters, more than the {MAX_MASK_LEN} allowed"
            ),
            MaskError::BadCharacter(c) => write!(
                f,
                "the mask has the character {}; only A-Z, 0-9 and spaces are allowed",
                quoted_char(*c)
            ),
        }
    }
}

impl std::error::Error for MaskError {}

impl Display for LayoutError {
    fn fmt(&self, f: &mut Formatter<'_>) -> Result {
        match self {
            LayoutError::Size(e) => e.fmt(f),
            LayoutError::ShapeSize(e) => e.fmt(f),
            LayoutError::Floors { count, min, max } => {
                write!(f, "{count} floors is out of range: {min} to {max}")
            }
            LayoutError::TooThin(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for LayoutError {}

#[cfg(test)]
mod tests {
    use crate::shape::{FLOORS_RANGE, ShapeSizeError};
    use crate::{Layout, LayoutError, Shape};

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
    }
}
