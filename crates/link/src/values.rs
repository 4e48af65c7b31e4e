//! Each value of a link as read on its own (`Values`), before they make `Params` together (the
//! table, `table`, reads them, writes them back and builds the kind of maze they ask for, its
//! entries in their order: `values_table`).

use super::challenge::Challenge;
use super::draw_code::DrawnCode;
use super::run_code::Run;
use super::title::Title;
use crate::calendar::Date;
use maze::mask::Mask;
use maze::{Algorithm, Seed, Shape};

/// The fewest and the most seconds a link's `study=` gives the whole maze before going inside.
pub const STUDY_SECONDS: (u32, u32) = (3, 60);

/// Each value of a link as read on its own, before they make `Params` together: what the
/// URL can say, a combination that makes no sense included (the menu's choices edit these).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Values {
    /// `seed=`, if given and valid.
    pub seed: Option<Seed>,
    /// `daily=`.
    pub daily: Option<Date>,
    /// `journey=`: the journey level whose maze the other values were set to.
    pub journey: Option<u32>,
    /// `level=` (1 by default).
    pub level: u32,
    /// `size=`.
    pub size: Option<u32>,
    /// `algo=`.
    pub algorithm: Algorithm,
    /// `shape=`.
    pub shape: Shape,
    /// `braid=`.
    pub braid: u32,
    /// `mask=`.
    pub mask: Option<Mask>,
    /// `draw=`.
    pub draw: Option<DrawnCode>,
    /// Why the drawing fills no maze of its shape at its size, as the link's check found
    /// (`Param::check`; a glance does not look).
    pub draw_thin: Option<maze::shape::TooThin>,
    /// `title=`.
    pub title: Option<Title>,
    /// `weave=1`.
    pub weave: bool,
    /// `floors=`.
    pub floors: Option<u32>,
    /// `difficulty=`.
    pub dial: Option<super::Dial>,
    /// `doors=`.
    pub doors: Option<u32>,
    /// `mode=fog`.
    pub fog: bool,
    /// `view=inside`.
    pub inside: bool,
    /// `study=`: seconds.
    pub study: Option<u32>,
    /// `beat=`.
    pub challenge: Option<Challenge>,
    /// `run=`.
    pub run: Option<Run>,
}

impl Default for Values {
    fn default() -> Values {
        Values {
            seed: None,
            daily: None,
            journey: None,
            level: 1,
            size: None,
            algorithm: Algorithm::default(),
            shape: Shape::Square,
            braid: 0,
            mask: None,
            draw: None,
            draw_thin: None,
            title: None,
            weave: false,
            floors: None,
            dial: None,
            doors: None,
            fog: false,
            inside: false,
            study: None,
            challenge: None,
            run: None,
        }
    }
}
