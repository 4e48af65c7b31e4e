//! The link's parameters as data: one entry per URL parameter (`params!` below, made into code
//! by `param_macro`) says its name in the URL, how its value is read into `Values`, how it is
//! written back into a query, what a notice says was used instead, its own sentences, the kind
//! of maze it builds if it picks one, and its CLI flag, help and refusals. The entry makes its
//! `Param` tag, and each column a method of it, which `parse_query`, `to_query`, notices, the
//! menu's choices (`Params::choose`) and the CLI's flags, refusals and `--help` all call: a new
//! parameter is one entry here and its field in `Values` (and, for a new kind of maze, its
//! `Kind` variant).

use super::challenge::Challenge;
use super::checks;
use super::cli::{Cli, LINK_SENTENCES};
use super::dial::Dial;
use super::draw_code::DrawnCode;
use super::kind::Kind;
use super::kind_rules::{self, kruskal_only, rows_allow, rows_only, rows_only_flag, square_only};
use super::param_macro::params;
use super::problem::{Problem, named, parse_number, seed_problem, shown};
use super::run_code::Run;
use super::title::{MAX_TITLE_LEN, Title};
use crate::calendar::Date;
use crate::journey_level::MAX_JOURNEY;
use crate::level::{MAX_LEVEL, level_side};
use crate::quote::quoted_char;
use maze::braid::MAX_BRAID;
use maze::doors::MAX_DOORS;
use maze::grid::{MAX_SIDE, MIN_SIDE};
use maze::mask::{MAX_MASK_LEN, Mask, MaskError};
use maze::seed::MAX_SEED_LEN;
use maze::shape::FLOORS_RANGE;
use maze::{Algorithm, Seed, Shape};

use super::values::STUDY_SECONDS;
pub use super::values::Values;

/// How a parameter that picks the kind of maze builds it over the kind the entries before it
/// built: `None` when the link does not ask for it, else the kind or why it cannot be had.
pub type KindRule = fn(&Values, &Kind) -> Option<Result<Kind, Problem>>;

// The parameters, one entry each, in the order a query is written. Each column: its name in
// the URL; how a decoded value is read into `Values`; how it is written back (`None`: left
// out); what a notice says was used instead; whether that names the parameter itself; its own
// notice sentences, given its name and the value as quoted; the kind of maze it builds, if it
// picks one (`KindRule`); its CLI flag and help.
params! {
    Daily {
        name: "daily",
        read: |t, v| {
            Date::parse(t)
                .map(|d| v.daily = Some(d))
                .map_err(Problem::BadDate)
        },
        write: |v| v.daily.map(|d| d.to_string()),
        used: |v| match (v.daily, &v.seed) {
            (Some(date), _) => date.to_string(),
            (None, seed) => format!("seed {}", seed_text(seed)),
        },
        used_names_itself: false,
        says: |problem, name, found| match problem {
            Problem::BadDate(e) => Some(format!("{name} {found} is not a day: {e}")),
            _ => None,
        },
        kind: None,
        cli: Cli {
            flag: Some("--daily"),
            value: "YYYY-MM-DD",
            help: || "the day's maze, the same for everyone (seed daily-YYYYMMDD)".into(),
            refused: LINK_SENTENCES,
        },
    },
    Seed {
        name: "seed",
        read: |t, v| {
            Seed::parse(t)
                .map(|s| v.seed = Some(s))
                .map_err(seed_problem)
        },
        // A daily maze's link names its day, whose seed it is.
        write: |v| v.daily.is_none().then(|| seed_text(&v.seed)),
        used: |v| seed_text(&v.seed),
        used_names_itself: false,
        says: |problem, name, found| match problem {
            Problem::TooLong(n) => Some(format!(
                "{name} {found} has {n} characters, more than the {MAX_SEED_LEN} allowed"
            )),
            Problem::BadCharacter(c) => Some(format!(
                "{name} {found} has the character {}; only A-Z a-z 0-9 _ - are allowed",
                quoted_char(*c)
            )),
            _ => None,
        },
        kind: None,
        cli: Cli {
            flag: Some("--seed"),
            value: "S",
            help: || format!("the seed, 1 to {MAX_SEED_LEN} of A-Z a-z 0-9 _ - (else random)"),
            refused: LINK_SENTENCES,
        },
    },
    // A journey link names its maze by its journey level: the maze parameters beside it are
    // ignored with a notice, and the level's own set (`journey::enter`).
    Journey {
        name: "journey",
        read: |t, v| parse_number(t, 1, MAX_JOURNEY).map(|k| v.journey = Some(k)),
        write: |v| v.journey.map(|k| k.to_string()),
        used: |v| v.journey.map_or("no journey (the classic ladder)".into(), |k| format!("journey level {k}")),
        used_names_itself: true,
        says: |_, _, _| None,
        kind: None,
        cli: Cli {
            flag: Some("--journey"),
            value: "K",
            help: || format!("journey level K, 1 to {MAX_JOURNEY}: the maze of its classic link (JSON: journey)"),
            refused: LINK_SENTENCES,
        },
    },
    Level {
        name: "level",
        read: |t, v| parse_number(t, 1, MAX_LEVEL).map(|n| v.level = n),
        write: |v| Some(v.level.to_string()),
        used: |v| v.level.to_string(),
        used_names_itself: false,
        says: |_, _, _| None,
        kind: None,
        cli: Cli {
            flag: Some("--level"),
            value: "K",
            help: || format!("the level, 1 to {MAX_LEVEL}: it sets the size"),
            refused: LINK_SENTENCES,
        },
    },
    Size {
        name: "size",
        read: |t, v| parse_number(t, MIN_SIDE, MAX_SIDE).map(|n| v.size = Some(n)),
        write: |v| v.size.map(|n| n.to_string()),
        used: |v| match v.size {
            Some(size) => size.to_string(),
            None => format!("{} (the level's size)", level_side(v.level)),
        },
        used_names_itself: false,
        says: |_, _, _| None,
        kind: None,
        cli: Cli {
            flag: Some("--size"),
            value: "N",
            help: || {
                "the size instead of the level's: a square's side, the rows of a hex or \
                 triangle maze, the rings of a circle"
                    .into()
            },
            refused: LINK_SENTENCES,
        },
    },
    Algo {
        name: "algo",
        read: |t, v| {
            named(t, Algorithm::from_name, Problem::UnknownAlgorithm).map(|a| v.algorithm = a)
        },
        write: |v| (v.algorithm != Algorithm::default()).then(|| v.algorithm.name().into()),
        used: |v| v.algorithm.name().into(),
        used_names_itself: false,
        // Thirteen names are too many for a notice on a phone: the menu lists them.
        says: |problem, name, found| match problem {
            Problem::UnknownAlgorithm => Some(format!(
                "{name} {found} is not a known generator (the menu lists them)"
            )),
            _ => None,
        },
        kind: None,
        cli: Cli {
            flag: Some("--algo"),
            value: "A",
            help: || format!("the generator: {}", Algorithm::NAMES),
            refused: |problem, _, value| match problem {
                Problem::UnknownAlgorithm => Some(format!(
                    "algo {value:?} is not a known algorithm ({})",
                    Algorithm::NAMES
                )),
                _ => None,
            },
        },
    },
    Shape {
        name: "shape",
        read: |t, v| named(t, Shape::from_name, Problem::UnknownShape).map(|s| v.shape = s),
        write: |v| (v.shape != Shape::Square).then(|| v.shape.name().into()),
        used: |v| v.shape.name().into(),
        used_names_itself: false,
        says: |problem, name, found| match problem {
            Problem::UnknownShape => Some(format!(
                "{name} {found} is not a known shape ({})",
                Shape::NAMES
            )),
            Problem::GeneratorNeedsSquare(a) => Some(rows_only(&format!("{name} {found}"), *a)),
            _ => None,
        },
        // Every maze has a shape: the plain kind, which the kinds after it build on.
        kind: Some(|v, _| Some(rows_allow(v, v.shape == Shape::Square).map(|()| Kind::Plain(v.shape)))),
        cli: Cli {
            flag: Some("--shape"),
            value: "SHAPE",
            help: || format!("the shape: {}", Shape::NAMES),
            // Every refused shape, as the command line said it before its flags came from
            // this table.
            refused: |problem, flag, value| match problem {
                Problem::GeneratorNeedsSquare(a) => Some(rows_only_flag(flag, *a)),
                _ => Some(format!("unknown shape {value:?} ({})", Shape::NAMES)),
            },
        },
    },
    Braid {
        name: "braid",
        read: |t, v| parse_number(t, 0, MAX_BRAID).map(|n| v.braid = n),
        write: |v| (v.braid != 0).then(|| v.braid.to_string()),
        used: |v| v.braid.to_string(),
        used_names_itself: false,
        says: |_, _, _| None,
        kind: None,
        cli: Cli {
            flag: Some("--braid"),
            value: "P",
            help: || format!("the share of dead ends opened into loops, 0 to {MAX_BRAID}"),
            // Every refused braid, as the command line said it before its flags came from
            // this table.
            refused: |_, _, value| {
                Some(format!("braid {value:?} is not a whole number from 0 to {MAX_BRAID}"))
            },
        },
    },
    Mask {
        name: "mask",
        read: |t, v| {
            Mask::parse(t)
                .map(|m| v.mask = Some(m))
                .map_err(Problem::BadMask)
        },
        write: |v| v.mask.as_ref().map(Mask::query_value),
        used: |v| match &v.mask {
            Some(mask) => format!("mask {}", shown(mask.as_given())),
            None => "no mask".into(),
        },
        used_names_itself: true,
        says: |problem, name, found| match problem {
            Problem::BadMask(MaskError::Empty) => Some(format!("{name} is empty")),
            Problem::BadMask(MaskError::TooLong(n)) => Some(format!(
                "{name} {found} has {n} characters, more than the {MAX_MASK_LEN} allowed"
            )),
            Problem::BadMask(MaskError::BadCharacter(c)) => Some(format!(
                "{name} {found} has the character {}; only A-Z, 0-9 and spaces are allowed",
                quoted_char(*c)
            )),
            Problem::MaskNeedsSquare(shape) => {
                Some(format!("{name} {found} {}", square_only(*shape)))
            }
            Problem::GeneratorNeedsSquare(a) => Some(rows_only(&format!("{name} {found}"), *a)),
            _ => None,
        },
        // A word maze is square: over another shape, the shape wins and the word goes.
        kind: Some(|v, kind| {
            let mask = v.mask.as_ref()?;
            Some(match kind.shape() {
                Shape::Square => rows_allow(v, false).map(|()| Kind::Word(mask.clone())),
                other => Err(Problem::MaskNeedsSquare(other)),
            })
        }),
        cli: Cli {
            flag: Some("--mask"),
            value: "TEXT",
            help: || {
                format!(
                    "a word maze: a square maze filling the letters of TEXT (A-Z, 0-9, space; \
                     1 to {MAX_MASK_LEN}), scaled to the level's side"
                )
            },
            refused: |problem, flag, _| match problem {
                Problem::MaskNeedsSquare(shape) => Some(format!("{flag} {}", square_only(*shape))),
                Problem::GeneratorNeedsSquare(a) => Some(rows_only_flag(flag, *a)),
                _ => None,
            },
        },
    },
    Draw {
        name: "draw",
        read: |t, v| {
            DrawnCode::read(t)
                .map(|d| v.draw = Some(d))
                .map_err(Problem::BadDrawing)
        },
        write: |v| v.draw.as_ref().map(|d| d.as_str().to_owned()),
        used: |v| if v.draw.is_some() { "the drawing" } else { "no drawing" }.into(),
        used_names_itself: true,
        says: |problem, name, found| match problem {
            Problem::BadDrawing(e) => Some(format!("{name} {found} was ignored: {e}")),
            Problem::DrawWithMask => Some(format!("{name} was left out: the link has a word (mask)")),
            Problem::DrawTooThin(e) => Some(format!("{name} was left out: {e}")),
            Problem::GeneratorNeedsSquare(a) => Some(rows_only(name, *a)),
            _ => None,
        },
        // A drawing fills any shape; over a word, the word wins and the drawing goes.
        kind: Some(|v, kind| {
            let drawing = v.draw.as_ref()?;
            Some(match kind {
                Kind::Plain(_) if v.draw_thin.is_some() => {
                    Err(Problem::DrawTooThin(v.draw_thin?))
                }
                Kind::Plain(shape) => {
                    rows_allow(v, false).map(|()| Kind::Drawn(drawing.clone(), *shape))
                }
                _ => Err(Problem::DrawWithMask),
            })
        }),
        // Its drawing keeps a piece (else it is dropped, as a bad value), and whether that
        // piece fills the shape at its size, which the kind's rule then says.
        check: checks::drawing_makes_a_maze,
        cli: Cli {
            flag: Some("--draw"),
            value: "CODE",
            help: || {
                "a drawn maze: a maze of the shape filling the drawing of a link's draw= code \
                 (its largest piece), scaled to the level's size"
                    .into()
            },
            refused: |problem, flag, _| match problem {
                Problem::DrawWithMask => Some(format!("{flag} and --mask cannot be combined")),
                Problem::DrawTooThin(e) => Some(format!("{flag} makes no maze here: {e}")),
                Problem::GeneratorNeedsSquare(a) => Some(rows_only_flag(flag, *a)),
                _ => None,
            },
        },
    },
    Title {
        name: "title",
        read: |t, v| {
            v.title = Some(Title::given(t));
            Ok(())
        },
        write: |v| v.title.as_ref().map(Title::query_value),
        used: |v| match &v.title {
            Some(title) => format!("title {}", shown(title.as_str())),
            None => "no title".into(),
        },
        used_names_itself: true,
        says: |problem, name, found| match problem {
            Problem::TooLong(n) => Some(format!(
                "{name} {found} has {n} characters, more than the {MAX_TITLE_LEN} allowed"
            )),
            Problem::BadCharacter(c) => Some(format!(
                "{name} {found} has the character {}, which does not show as text",
                quoted_char(*c)
            )),
            Problem::TitleNeedsDrawing => {
                Some(format!("{name} {found} was left out: it names a drawing (draw=)"))
            }
            Problem::TitleWithoutItsDrawing => {
                Some(format!("{name} {found} was left out with the drawing"))
            }
            _ => None,
        },
        // A title names a drawing: any other kind keeps its maze, untitled (and a drawing that
        // was left out takes its title with it).
        kind: Some(|v, kind| {
            v.title.as_ref()?;
            match (kind, &v.draw) {
                (Kind::Drawn(..), _) => None,
                (_, Some(_)) => Some(Err(Problem::TitleWithoutItsDrawing)),
                (_, None) => Some(Err(Problem::TitleNeedsDrawing)),
            }
        }),
        // Whether the text shows as a title: checked by a full reading, not a glance (the first
        // paint only needs to know that the link names a drawing).
        check: checks::title_shows,
        cli: Cli {
            flag: None,
            value: "TEXT",
            help: || format!("a drawing's name, 1 to {MAX_TITLE_LEN} characters, shown in the bar"),
            refused: LINK_SENTENCES,
        },
    },
    Weave {
        name: "weave",
        read: |t, v| parse_number(t, 0, 1).map(|n| v.weave = n == 1),
        write: |v| v.weave.then(|| "1".into()),
        used: |v| if v.weave { "weave 1" } else { "no weave" }.into(),
        used_names_itself: true,
        says: |problem, name, found| match problem {
            Problem::WeaveNeedsSquare(shape) => Some(format!(
                "{name} {found} weaves square mazes only, not {}",
                shape.name()
            )),
            Problem::WeaveWithMask => Some(format!("{name} {found} does not weave word mazes")),
            Problem::WeaveNeedsKruskal(algorithm) => {
                Some(format!("{name} {found} {}", kruskal_only(*algorithm)))
            }
            _ => None,
        },
        // Weave is for square Kruskal mazes, plain or drawn: anything else keeps its maze,
        // unwoven.
        kind: Some(kind_rules::weave),
        cli: Cli {
            flag: Some("--weave"),
            value: "",
            help: || "passages cross over and under (square; union-find or perfect)".into(),
            refused: |problem, flag, _| match problem {
                Problem::WeaveNeedsSquare(shape) => Some(format!("{flag} {}", square_only(*shape))),
                Problem::WeaveWithMask => Some(format!("{flag} does not weave word mazes (--mask)")),
                Problem::WeaveNeedsKruskal(algorithm) => {
                    Some(format!("{flag} {}", kruskal_only(*algorithm)))
                }
                _ => None,
            },
        },
    },
    Floors {
        name: "floors",
        // One floor is a plain maze (the menu offers it): read as no floors, so that its link
        // is the plain maze's, with no notice.
        read: |t, v| {
            let (min, max) = FLOORS_RANGE;
            parse_number(t, 1, max).map(|n| v.floors = (n >= min).then_some(n))
        },
        write: |v| v.floors.map(|n| n.to_string()),
        // The first paint leaves a floors link to the game's build, which says what it used
        // and what it refused.
        used: |v| match v.floors {
            Some(n) => format!("{n} floors"),
            None => "one floor".into(),
        },
        used_names_itself: true,
        says: |problem, name, found| match problem {
            Problem::FloorsNeedPlainSquare(what) => Some(format!(
                "{name} {found} makes plain square mazes only, not {what}"
            )),
            Problem::GeneratorNeedsSquare(a) => Some(rows_only(&format!("{name} {found}"), *a)),
            _ => None,
        },
        // Floors stack plain square mazes: any other kind keeps its maze, on one floor.
        kind: Some(kind_rules::floors),
        cli: Cli {
            flag: Some("--floors"),
            value: "K",
            help: || {
                let (_, max) = FLOORS_RANGE;
                format!(
                    "floors: 1 to {max} square floors joined by stairs (1: a plain maze), each \
                     about the level's side over the square root of K"
                )
            },
            refused: |problem, flag, _| match problem {
                Problem::GeneratorNeedsSquare(a) => Some(rows_only_flag(flag, *a)),
                _ => None,
            },
        },
    },
    // Left out of the first paint (`web_first_paint` leaves a dialled link to the game's build):
    // the first download does not grow by it.
    Difficulty {
        name: "difficulty",
        read: |t, v| match t {
            // The seed's own maze: what a link without `difficulty=` has, and the menu's choice.
            "normal" => {
                v.dial = None;
                Ok(())
            }
            _ => named(t, Dial::from_name, Problem::UnknownDial).map(|d| v.dial = Some(d)),
        },
        write: |v| v.dial.map(|d| d.name().into()),
        // The first paint leaves a dial's link to the game's build, which says what it used
        // and what it refused.
        used: |v| match v.dial {
            Some(dial) => format!("difficulty {}", dial.name()),
            None => "the seed's own maze".into(),
        },
        used_names_itself: true,
        says: |problem, name, found| match problem {
            Problem::UnknownDial => Some(format!(
                "{name} {found} is not a known difficulty (normal, {})",
                Dial::NAMES
            )),
            _ => None,
        },
        kind: None,
        cli: Cli {
            flag: Some("--difficulty"),
            value: "easy|hard",
            help: || {
                "the easiest or the hardest by measured difficulty of the seed's candidate \
                 mazes for the level (without it, the seed's own maze)"
                    .into()
            },
            refused: LINK_SENTENCES,
        },
    },
    // Left out of the first paint, as the dial: the first download does not grow by it.
    Doors {
        name: "doors",
        read: |t, v| parse_number(t, 1, MAX_DOORS).map(|n| v.doors = Some(n)),
        write: |v| v.doors.map(|n| n.to_string()),
        used: |v| match v.doors {
            Some(n) => format!("{n} doors"),
            None => "no doors".into(),
        },
        used_names_itself: true,
        says: |problem, name, found| match problem {
            Problem::DoorsNotWoven => Some(format!(
                "{name} {found}: woven mazes take no doors"
            )),
            _ => None,
        },
        // Doors lie on any maze but a woven one (a door under a bridge would not show).
        kind: Some(|v, kind| match (v.doors, kind.is_woven()) {
            (Some(_), true) => Some(Err(Problem::DoorsNotWoven)),
            _ => None,
        }),
        cli: Cli {
            flag: Some("--doors"),
            value: "K",
            help: || {
                format!(
                    "keys and doors: 1 to {MAX_DOORS} locked doors on the way to the exit, each \
                     with its key off the way (the same walls as without)"
                )
            },
            refused: LINK_SENTENCES,
        },
    },
    Mode {
        name: "mode",
        read: |t, v| match t {
            "fog" => {
                v.fog = true;
                Ok(())
            }
            // Fog off: what a link without `mode=` has, and the menu's choice of no fog.
            "normal" => {
                v.fog = false;
                Ok(())
            }
            _ => Err(Problem::UnknownMode),
        },
        write: |v| v.fog.then(|| "fog".into()),
        used: |v| if v.fog { "fog" } else { "normal" }.into(),
        used_names_itself: false,
        says: |problem, name, found| match problem {
            Problem::UnknownMode => Some(format!("{name} {found} is not a known mode (fog)")),
            _ => None,
        },
        kind: None,
        cli: Cli {
            flag: None,
            value: "fog",
            help: || "fog of war: only cells near the ball and cells seen before show".into(),
            refused: LINK_SENTENCES,
        },
    },
    View {
        name: "view",
        read: |t, v| {
            v.inside = t == "inside";
            (v.inside || t == "above").then_some(()).ok_or(Problem::UnknownView)
        },
        write: |v| v.inside.then(|| "inside".into()),
        used: |v| if v.inside { "the view from inside" } else { "the top view" }.into(),
        used_names_itself: false,
        says: |problem, name, found| match problem {
            Problem::UnknownView => Some(format!("{name} {found} is not a known view (inside, above)")),
            _ => None,
        },
        kind: None,
        cli: Cli {
            flag: None,
            value: "inside",
            help: || "the maze seen from inside the ball's cell; the maze does not change".into(),
            refused: LINK_SENTENCES,
        },
    },
    Study {
        name: "study",
        read: |t, v| parse_number(t, STUDY_SECONDS.0, STUDY_SECONDS.1).map(|s| v.study = Some(s)),
        write: |v| v.study.map(|s| s.to_string()),
        used: |v| v.study.map_or("no study".into(), |s| format!("{s} seconds of study")),
        used_names_itself: true,
        says: |problem, name, found| match problem {
            Problem::StudyNeedsInside => Some(format!(
                "{name} {found} was left out: the map is studied before going inside (view=inside)"
            )),
            _ => None,
        },
        // The map is studied from above before the view goes inside: only with `view=inside`.
        kind: Some(|v, _| (v.study.is_some() && !v.inside).then_some(Err(Problem::StudyNeedsInside))),
        cli: Cli {
            flag: None,
            value: "S",
            help: || {
                format!(
                    "with view=inside, the whole maze from above for {} to {} seconds first",
                    STUDY_SECONDS.0, STUDY_SECONDS.1
                )
            },
            refused: LINK_SENTENCES,
        },
    },
    Beat {
        name: "beat",
        read: |t, v| {
            let challenge = Challenge::parse_text(t).map_err(Problem::BadChallenge)?;
            v.challenge = Some(challenge);
            Ok(())
        },
        write: |v| v.challenge.map(Challenge::to_param),
        used: |v| match v.challenge {
            Some(c) => c.to_param(),
            None => "no challenge".into(),
        },
        used_names_itself: false,
        says: |problem, name, found| match problem {
            Problem::BadChallenge(e) => Some(format!("{name} {found} was ignored: {e}")),
            _ => None,
        },
        kind: None,
        cli: Cli {
            flag: None,
            value: "MS-MOVES",
            help: || "a time and a move count to beat".into(),
            refused: LINK_SENTENCES,
        },
    },
    Run {
        name: "run",
        read: |t, v| {
            Run::parse(t)
                .map(|r| v.run = Some(r))
                .map_err(Problem::BadRun)
        },
        // A parsed run always writes back; one made in code that cannot is left out.
        write: |v| v.run.as_ref().and_then(|r| r.to_param().ok()),
        used: |_| "no ghost".into(),
        used_names_itself: true,
        // The notice of a refused run is one sentence, whatever refused it (`text`).
        says: |problem, _, _| match problem {
            Problem::BadRun(e) => Some(e.to_string()),
            _ => None,
        },
        kind: None,
        cli: Cli {
            flag: None,
            value: "CODE",
            help: || "a won run to race as a ghost".into(),
            refused: LINK_SENTENCES,
        },
    },
}

/// A seed as a link writes it (every link read has one: `parse_query` makes sure).
fn seed_text(seed: &Option<Seed>) -> String {
    seed.as_ref().map(Seed::to_string).unwrap_or_default()
}
