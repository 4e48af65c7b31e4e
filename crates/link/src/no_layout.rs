//! What a link's missing layout says (`NoLayout`'s `Display`).

use crate::NoLayout;
use std::fmt::{Display, Formatter, Result};

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
