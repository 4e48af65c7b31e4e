//! Studying the whole maze from above before the view goes inside (`study=S` with
//! `view=inside`): S seconds from the level's first frame, or until the first press, which is
//! not a move (`inside_input` runs it).

/// Studying the whole maze from above before the view goes inside (`study=`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Study {
    /// None asked, or over.
    Over,
    /// Asked for this many seconds, from the level's first frame.
    Asked(u32),
    /// Until this time (ms, the page's clock).
    Until(f64),
    /// Over, and not yet said.
    Ended,
}

impl Study {
    /// The study a level's `study=` asks for.
    pub fn asked(seconds: Option<u32>) -> Study {
        seconds.map_or(Study::Over, Study::Asked)
    }
}
