//! The menu's pictures: a small maze of what each of its choices makes (difficulty, shape,
//! loops, weave, floors, word, fog, and the generator), made and drawn by the game's own code
//! (`Plan`, `Screen`) on a tiny canvas. A choice the level has off is shown on, so that the
//! picture says what it would make.

use super::list::DrawList;
use super::screen::Screen;
use super::viewport::Viewport;
use game::Plan;
use link::{Choice, Params};
use maze::Seed;
use maze::shape::Geometry;

/// The seed every picture is made from: the same picture for everyone, whatever the level.
const PICTURE_SEED: &str = "picture";

/// The side of a generator's picture, in cells.
const GENERATOR_SIDE: u32 = 12;

/// The value `choice` (`Params::choose`'s) is shown with: the level's own, or, where the level
/// has it off, what it makes when on; `None` for a choice without a picture (the study).
pub fn shown_value(params: &Params, choice: Choice) -> Option<String> {
    let kind = &params.kind;
    Some(match choice {
        Choice::Difficulty => params.dial().map_or("hard", |d| d.name()).to_owned(),
        Choice::Shape => params.shape().name().to_owned(),
        Choice::Braid if params.braid > 0 => params.braid.to_string(),
        Choice::Braid => "50".to_owned(),
        Choice::Weave | Choice::Fog => "1".to_owned(),
        Choice::Floors => kind.floors().unwrap_or(2).to_string(),
        Choice::Mask => kind.mask().map_or("AB", |m| m.as_given()).to_owned(),
        Choice::Algo => params.algorithm.name().to_owned(),
        Choice::Study => return None,
    })
}

/// The picture of `choice` for a level of `params` on a `w`×`h` canvas at `dpr`: level 1 of
/// `PICTURE_SEED` (a generator's: `GENERATOR_SIDE` cells a side) with that choice made
/// (`shown_value`) and nothing else, as a frame of the game's screen; `None` for a choice
/// without a picture.
pub fn picture(params: &Params, choice: Choice, (w, h, dpr): (f64, f64, f64)) -> Option<DrawList> {
    let value = shown_value(params, choice)?;
    let base = Params::new(Seed::parse(PICTURE_SEED).ok()?);
    let mut values = match base.choose(choice, &value) {
        Some(chosen) => chosen.ok()?,
        // What the plain maze has already (a square shape).
        None => base.values(),
    };
    // A generator's texture needs more room than level 1's 8 cells a side.
    if choice == Choice::Algo {
        values.size = Some(GENERATOR_SIDE);
    }
    let session = Plan::from_query(&values.to_query(), || base.seed.clone()).start();
    let play = session.play();
    let bounds = match play.square() {
        Some(grid) => [0.0, 0.0, f64::from(grid.width()), f64::from(grid.height())],
        None => play.maze().layout.view_bounds(play.player()),
    };
    // Cells as big as the whole maze allows, however small: no camera.
    let cell = Viewport::whole_cell(w, h, dpr, bounds).max(1.0);
    // Reduced motion: the picture is one still frame.
    let mut screen = Screen::new(true);
    screen.resize(&session, (w, h, dpr), cell);
    Some(screen.frame(&session, 0.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The choices with a picture: all but the study.
    fn choices() -> impl Iterator<Item = Choice> {
        Choice::ALL.into_iter().filter(|&c| c != Choice::Study)
    }

    fn params(query: &str) -> Params {
        link::parse_query(query, || Seed::parse("x").unwrap()).0
    }

    #[test]
    fn every_choice_draws_its_own_picture() {
        let plain = params("seed=a&level=9");
        let drawn: Vec<Vec<f32>> = choices()
            .map(|c| picture(&plain, c, (96.0, 96.0, 2.0)).unwrap().into_vec())
            .collect();
        for (choice, list) in choices().zip(&drawn) {
            assert!(list.len() > 20, "{choice:?} drew {} numbers", list.len());
        }
        // A plain level shows each mode on: no two pictures alike.
        for (i, a) in drawn.iter().enumerate() {
            for b in drawn.iter().skip(i + 1) {
                assert_ne!(a, b);
            }
        }
        assert!(picture(&plain, Choice::Study, (96.0, 96.0, 2.0)).is_none());
        // The generator's picture is the level's generator's: each of the thirteen its own.
        let generators: Vec<Vec<f32>> = maze::Algorithm::ALL
            .iter()
            .map(|a| {
                let level = params(&format!("seed=a&level=9&algo={}", a.name()));
                picture(&level, Choice::Algo, (96.0, 96.0, 2.0))
                    .unwrap()
                    .into_vec()
            })
            .collect();
        for (i, a) in generators.iter().enumerate() {
            for b in generators.iter().skip(i + 1) {
                assert_ne!(a, b);
            }
        }
    }

    #[test]
    fn a_picture_shows_the_level_s_own_choice() {
        assert_eq!(
            shown_value(&params("shape=hex"), Choice::Shape).as_deref(),
            Some("hex")
        );
        assert_eq!(
            shown_value(&params("braid=30"), Choice::Braid).as_deref(),
            Some("30")
        );
        assert_eq!(
            shown_value(&params("floors=3"), Choice::Floors).as_deref(),
            Some("3")
        );
        assert_eq!(
            shown_value(&params(""), Choice::Floors).as_deref(),
            Some("2")
        );
        let hex = picture(&params("shape=hex"), Choice::Shape, (96.0, 96.0, 1.0)).unwrap();
        let square = picture(&params(""), Choice::Shape, (96.0, 96.0, 1.0)).unwrap();
        assert_ne!(hex.into_vec(), square.into_vec());
    }
}
