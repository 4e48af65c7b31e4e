//! What a maze link asks for, once its values are read and made to agree (`Params`): the maze
//! (seed, level or size, generator, kind, braid) and how it is played (fog, a challenge, a
//! ghost's run).

use super::challenge::Challenge;
use super::choice::Choice;
use super::draw_code::DrawCodeError;
use super::kind::Kind;
use super::problem::Problem;
use super::run_code::Run;
use super::table::{Param, Values};
use super::title::Title;
use crate::calendar::Date;
use crate::level::level_side;
use maze::generate_woven::WeaveError;
use maze::{Algorithm, Layout, LayoutError, Seed, Shape};

/// Why the maze a link asks for cannot be laid out (`Params::layout`): the numbers only, which
/// `src/text/problems.rs` words (`NoLayout`'s `Display`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoLayout {
    /// The shape, floors or drawing cannot be laid out at the size, or this build does not
    /// make them.
    Layout(LayoutError),
    /// The woven maze cannot be made.
    Weave(WeaveError),
    /// The drawing's code makes no maze.
    Drawing(DrawCodeError),
}

impl From<LayoutError> for NoLayout {
    fn from(error: LayoutError) -> NoLayout {
        NoLayout::Layout(error)
    }
}

/// One of the menu's choices as the menu makes it (`Params::choice`): the new link's values,
/// and each parameter of the maze in play that the link would refuse beside the choice, let go
/// (back to its default), with why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chosen {
    /// The new link's values, which read without a notice.
    pub values: Values,
    /// The parameters let go for the choice, each with the problem the link would have had.
    pub let_go: Vec<(Param, Problem)>,
}

/// What a maze link asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Params {
    /// The seed the maze grows from.
    pub seed: Seed,
    /// The level, 1 to `MAX_LEVEL`.
    pub level: u32,
    /// A side length that overrides the level's, if given.
    pub size: Option<u32>,
    /// The generator.
    pub algorithm: Algorithm,
    /// The day of a daily maze; its seed is then `daily-YYYYMMDD`.
    pub daily: Option<Date>,
    /// The journey level whose maze this is (`journey=`), named by it alone in a link.
    pub journey: Option<u32>,
    /// Fog of war (`mode=fog`): only cells near the player and cells seen before are shown.
    pub fog: bool,
    /// The maze seen from inside (`view=inside`); it changes nothing about the maze.
    pub inside: bool,
    /// Seconds to study the whole maze from above before going inside (`study=`, with
    /// `view=inside` only).
    pub study: Option<u32>,
    /// A time and move count to beat (`beat=<ms>-<moves>`), checked against the maze later.
    pub challenge: Option<Challenge>,
    /// The kind of maze: a plain shape (`shape=`, square by default), a word (`mask=`) or woven
    /// (`weave=1`).
    pub kind: Kind,
    /// The share of dead ends opened into loops (`braid=`, 0 to 100, 0 by default).
    pub braid: u32,
    /// A won run to race as a ghost (`run=`), checked against the maze later.
    pub run: Option<Run>,
    /// A drawn maze's name (`title=`), shown as text; it changes nothing about the maze.
    pub title: Option<Title>,
    /// The easiest or hardest of the seed's candidate mazes (`difficulty=`); `None`: the
    /// seed's own maze.
    pub dial: Option<super::Dial>,
    /// How many locked doors, each with its key, lie on the way (`doors=`, 1 to
    /// `maze::doors::MAX_DOORS`); `None`: none.
    pub doors: Option<u32>,
}

impl Params {
    /// Default parameters around `seed`: level 1, the level's size, the default algorithm, a
    /// plain square, no daily, no fog, no challenge.
    pub fn new(seed: Seed) -> Params {
        Params {
            seed,
            level: 1,
            size: None,
            algorithm: Algorithm::default(),
            daily: None,
            journey: None,
            fog: false,
            inside: false,
            study: None,
            challenge: None,
            kind: Kind::default(),
            braid: 0,
            run: None,
            title: None,
            dial: None,
            doors: None,
        }
    }

    /// The parameters `values` ask for, of the kind they build (`Values::kind`): a daily
    /// maze's seed is its day's, else `values.seed`, else `fresh`'s (a random one when it
    /// gives none); a title is kept only with the drawing it names (its entry refuses it
    /// otherwise).
    pub fn of_values(
        values: Values,
        kind: Kind,
        fresh: &mut dyn FnMut() -> Option<Seed>,
    ) -> Params {
        let seed = match values.daily {
            Some(date) => date.seed(),
            None => values.seed.or_else(fresh).unwrap_or_else(Seed::random),
        };
        let title = values.title.filter(|_| kind.drawn_code().is_some());
        // Refused with woven mazes (its entry says so). The page keeps them in its link, and
        // says it plays without them until it plays them.
        let doors = values.doors.filter(|_| !kind.is_woven());
        Params {
            seed,
            level: values.level,
            size: values.size,
            algorithm: values.algorithm,
            daily: values.daily,
            journey: values.journey,
            fog: values.fog,
            inside: values.inside,
            study: values.study.filter(|_| values.inside),
            challenge: values.challenge,
            kind,
            braid: values.braid,
            run: values.run,
            title,
            dial: values.dial,
            doors,
        }
    }

    /// Journey level `k` of `seed`: the maze of its classic link, named by its level.
    pub fn journey(seed: Seed, k: u32) -> Params {
        let mut values = Values {
            journey: Some(k),
            ..Values::default()
        };
        crate::journey::enter(&mut values);
        let (kind, _) = values.kind();
        Params::of_values(values, kind, &mut || Some(seed.clone()))
    }

    /// Level 1 of the daily maze of `date`.
    pub fn daily(date: Date) -> Params {
        Params {
            daily: Some(date),
            ..Params::new(date.seed())
        }
    }

    /// The link's difficulty dial; `None` in the first paint's build, which has no dial (it
    /// leaves a link with one to the game, `read_query`'s `known`).
    pub fn dial(&self) -> Option<super::Dial> {
        self.dial
    }

    /// How many locked doors the link asks for (`doors=`); `None`: none.
    pub fn doors(&self) -> Option<u32> {
        self.doors
    }

    /// The `k`-th candidate a dial weighs: these parameters with the seed `Seed::candidate(k)`
    /// and no dial.
    pub fn candidate(&self, k: u32) -> Params {
        Params {
            seed: self.seed.candidate(k),
            dial: None,
            ..self.clone()
        }
    }

    /// The maze's side length: `size` if given, else the level's.
    pub fn side(&self) -> u32 {
        self.size.unwrap_or_else(|| level_side(self.level))
    }

    /// The shape of the maze's cells (a word or woven maze is square).
    pub fn shape(&self) -> Shape {
        self.kind.shape()
    }

    /// Whether this is a plain square maze, made and played through the square's wall bytes;
    /// a word maze has square cells but goes the way of the other shapes (`layout`).
    pub fn plain_square(&self) -> bool {
        self.kind.plain_square()
    }

    /// The layout of the maze: a woven maze's (its crossings drawn from the seed), a word
    /// maze's, or a shape's; or why not (a drawing too thin for its shape, a size out of
    /// range).
    pub fn layout(&self) -> Result<Layout, NoLayout> {
        let side = self.side();
        match &self.kind {
            Kind::Woven => {
                maze::generate_woven::woven_layout(&self.seed, side, side, self.algorithm)
                    .map_err(NoLayout::Weave)
            }
            Kind::Word(mask) => Ok(Layout::masked(mask, side).map_err(LayoutError::Size)?),
            Kind::Drawn(code, _) | Kind::WovenDrawing(code) => {
                let kept = code.kept().map_err(NoLayout::Drawing)?;
                self.drawn_layout(&kept)
            }
            Kind::Plain(shape) => {
                Ok(Layout::new(*shape, self.shape_size()).map_err(LayoutError::ShapeSize)?)
            }
            Kind::Floors(count) => Ok(Layout::floors(side, *count)?),
        }
    }

    /// The layout of a drawn maze of the drawing's kept piece `kept`: woven, square or another
    /// shape.
    fn drawn_layout(&self, kept: &maze::drawing::Kept) -> Result<Layout, NoLayout> {
        match (&self.kind, self.shape()) {
            (Kind::WovenDrawing(_), _) => {
                let region = Layout::drawn(kept, self.side()).map_err(LayoutError::Size)?;
                maze::generate_woven::weave_drawn(&self.seed, region, self.algorithm)
                    .map_err(NoLayout::Weave)
            }
            (_, Shape::Square) => Ok(Layout::drawn(kept, self.side()).map_err(LayoutError::Size)?),
            (_, other) => Ok(Layout::drawn_on(kept, other, self.shape_size())?),
        }
    }

    /// The maze's size in its shape's unit (rows, or rings for the circle): `size` if given,
    /// else the level's (`Shape::level_size`), within the shape's range. Square: `side()`.
    pub fn shape_size(&self) -> u32 {
        self.shape().chosen_size(self.size, level_side(self.level))
    }

    /// These parameters as a link's values: what `to_query` writes, and what the menu's
    /// choices edit before a new link is read.
    pub fn values(&self) -> Values {
        let mut values = Values {
            seed: Some(self.seed.clone()),
            daily: self.daily,
            journey: self.journey,
            level: self.level,
            size: self.size,
            algorithm: self.algorithm,
            braid: self.braid,
            fog: self.fog,
            inside: self.inside,
            study: self.study,
            challenge: self.challenge,
            run: self.run.clone(),
            title: self.title.clone(),
            dial: self.dial,
            doors: self.doors,
            ..Values::default()
        };
        match &self.kind {
            Kind::Plain(shape) => values.shape = *shape,
            Kind::Word(mask) => values.mask = Some(mask.clone()),
            Kind::Drawn(drawing, shape) => {
                values.draw = Some(drawing.clone());
                values.shape = *shape;
            }
            Kind::Woven => values.weave = true,
            Kind::WovenDrawing(drawing) => {
                values.draw = Some(drawing.clone());
                values.weave = true;
            }
            Kind::Floors(count) => values.floors = Some(*count),
        }
        values
    }

    /// These parameters with one of the menu's choices made, as a link would ask for them:
    /// `choice` sets its parameter (`Choice::param`; fog: `1` on, `0` off), whose entry reads
    /// `value` as a link's (`floors` `1`, as in a link, is no floors), but for no word (`mask`
    /// blank, the plain maze). The new link's values; `None`
    /// for a value the menu does not give or one that changes nothing; `Some(Err)` for a bad
    /// value.
    pub fn choose(&self, choice: Choice, value: &str) -> Option<Result<Values, Problem>> {
        let param = choice.param();
        let text = match (choice, value) {
            (Choice::Fog, "1") => "fog",
            (Choice::Fog, "0") => "normal",
            (Choice::Fog, _) => return None,
            (Choice::Mask, text) => text.trim(),
            (_, text) => text,
        };
        // A choice leaves the journey: the classic link of the maze in play, changed.
        let played = Values {
            journey: None,
            ..self.values()
        };
        let mut values = played.clone();
        match (choice, text) {
            (Choice::Mask, "") => values.mask = None,
            (Choice::Study, "off") => values.study = None,
            _ => {
                if let Err(problem) = values.read(param, text) {
                    return Some(Err(problem));
                }
            }
        }
        // The map is studied before going inside: a study chosen goes inside too.
        if choice == Choice::Study && values.study.is_some() {
            values.inside = true;
        }
        if choice == Choice::Mask {
            // A word replaces a drawing and its title, and is square; no word leaves the shape.
            values.draw = None;
            values.title = None;
            if values.mask.is_some() {
                values.shape = Shape::Square;
            }
        }
        if values == played {
            return None;
        }
        // A ghost's run belongs to the maze it was won on.
        values.run = None;
        Some(Ok(values))
    }

    /// One of the menu's choices as the menu makes it: `choose`'s values, where each parameter
    /// of the maze in play that the link would refuse beside the choice (a word when the shape
    /// is hex, floors when weave goes on) is let go, by the link's own checks
    /// (`Values::refusals`), so that the new link reads without a notice. `Some(Err)` for a bad
    /// value, or for a value the link refuses itself beside this maze (`refusal`: floors on a
    /// hex maze); `None` as `choose`.
    pub fn choice(&self, choice: Choice, value: &str) -> Option<Result<Chosen, Problem>> {
        let mut values = match self.choose(choice, value)? {
            Ok(values) => values,
            Err(problem) => return Some(Err(problem)),
        };
        let mut let_go = Vec::new();
        // One parameter let go at a time (a drawing's title goes after the drawing): at most
        // each once.
        for _ in Param::ALL {
            let refused = values.refusals();
            let mine = refused.iter().find(|(param, _)| *param == choice.param());
            if let Some((_, problem)) = mine {
                return Some(Err(problem.clone()));
            }
            let Some((param, problem)) = refused.into_iter().next() else {
                break;
            };
            values = values.without(param);
            let_go.push((param, problem));
        }
        Some(Ok(Chosen { values, let_go }))
    }

    /// Why the link refuses `choice`'s `value` itself beside the maze in play (floors on a hex
    /// maze, weave with the backtracker): the problem a link of that choice would give the
    /// choice's parameter (`Values::refusals`); `None` when it can be had, or changes nothing.
    pub fn refusal(&self, choice: Choice, value: &str) -> Option<Problem> {
        let values = self.choose(choice, value)?.ok()?;
        values
            .refusals()
            .into_iter()
            .find(|(param, _)| *param == choice.param())
            .map(|(_, problem)| problem)
    }

    /// Why the menu's `choice` is closed on the maze in play: every value it gives
    /// (`Choice::values`) but the one played is refused (`refusal`; the first one's problem).
    /// `None` when another value can be had.
    pub fn closed(&self, choice: Choice) -> Option<Problem> {
        let mut first = None;
        for value in choice.values() {
            // The value played, or a bad one (the menu gives none), is not weighed.
            let Some(Ok(values)) = self.choose(choice, &value) else {
                continue;
            };
            let refused = values.refusals();
            match refused
                .into_iter()
                .find(|(param, _)| *param == choice.param())
            {
                Some((_, problem)) => first = first.or(Some(problem)),
                None => return None,
            }
        }
        first
    }

    /// The query string that reproduces these parameters: `seed=…&level=…` (or `daily=…&level=…`),
    /// then the others in the table's order (`Param::ALL`: size, algo, shape, braid, mask,
    /// draw, title, weave, mode, beat, run) only when they are not the default, so that a link made before a
    /// parameter existed is written as it always was.
    pub fn to_query(&self) -> String {
        self.values().to_query()
    }

    /// The query of the maze alone: without the challenge and the ghost's run, which belong to
    /// the link they came with, nor the view, which the player switches while playing
    /// (progress is kept per maze, a drawing with its title).
    pub fn maze_query(&self) -> String {
        let mut values = self.values();
        values.challenge = None;
        values.run = None;
        values.inside = false;
        values.study = None;
        values.to_query()
    }
}
