//! The menu's choices as one type (`Choice`): what `Params::choose` makes, what the menu's
//! pictures show and which event the page announces; read from the page's `data-choice` name
//! once, where it crosses into wasm (`Choice::from_name`).

use super::dial::Dial;
use super::table::Param;
use maze::braid::MAX_BRAID;
use maze::shape::FLOORS_RANGE;
use maze::{Algorithm, Shape};

/// The word the menu's word stands for when what a choice combines with is weighed: any word
/// combines as any other (a bad one is the word's own problem, `Problem::BadMask`).
pub const ANY_WORD: &str = "A";

/// The menu's study times: none, then seconds (`study=`, which goes inside too).
pub const STUDY_MENU: [&str; 6] = ["off", "5", "10", "20", "30", "60"];

/// The step of the menu's loops slider (`braid`, 0 to `MAX_BRAID`).
pub const BRAID_STEP: u32 = 10;

/// One of the menu's choices: a link's parameter the menu sets, or fog.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// The difficulty dial (`difficulty`).
    Difficulty,
    /// The generator (`algo`).
    Algo,
    /// The shape (`shape`).
    Shape,
    /// The share of dead ends opened into loops (`braid`).
    Braid,
    /// Woven or not (`weave`).
    Weave,
    /// The floors (`floors`).
    Floors,
    /// The word of a word maze (`mask`).
    Mask,
    /// Fog of war on or off (`fog`; a link's `mode`).
    Fog,
    /// Studying the map first, inside (`study`, with `view=inside`).
    Study,
}

impl Choice {
    /// Every choice, in the menu's order.
    pub const ALL: [Choice; 9] = [
        Choice::Difficulty,
        Choice::Algo,
        Choice::Shape,
        Choice::Braid,
        Choice::Weave,
        Choice::Floors,
        Choice::Mask,
        Choice::Fog,
        Choice::Study,
    ];

    /// The link's parameter the choice sets.
    pub fn param(self) -> Param {
        match self {
            Choice::Difficulty => Param::Difficulty,
            Choice::Algo => Param::Algo,
            Choice::Shape => Param::Shape,
            Choice::Braid => Param::Braid,
            Choice::Weave => Param::Weave,
            Choice::Floors => Param::Floors,
            Choice::Mask => Param::Mask,
            Choice::Fog => Param::Mode,
            Choice::Study => Param::Study,
        }
    }

    /// Its name on the page (`data-choice`): its parameter's name in a link, but `fog` for the
    /// mode, which the menu only turns on and off.
    pub fn name(self) -> &'static str {
        match self {
            Choice::Fog => "fog",
            other => other.param().name(),
        }
    }

    /// The values the menu gives the choice, as `Params::choose` reads them: the generators,
    /// the shapes, the difficulties (`Dial::MENU`) and the floors (1 to `FLOORS_RANGE`'s most)
    /// in the menu's order, the loops in `BRAID_STEP`s, `0` and `1` for weave and fog, and no
    /// word or `ANY_WORD` for the word.
    pub fn values(self) -> Vec<String> {
        let texts = |names: &[&str]| names.iter().map(|&n| n.to_owned()).collect();
        match self {
            Choice::Difficulty => texts(&Dial::MENU),
            Choice::Algo => texts(&Algorithm::ALL.map(Algorithm::name)),
            Choice::Shape => texts(&Shape::ALL.map(Shape::name)),
            Choice::Braid => (0..=MAX_BRAID)
                .step_by(BRAID_STEP as usize)
                .map(|n| n.to_string())
                .collect(),
            Choice::Weave | Choice::Fog => texts(&["0", "1"]),
            Choice::Floors => (1..=FLOORS_RANGE.1).map(|n| n.to_string()).collect(),
            Choice::Mask => texts(&["", ANY_WORD]),
            Choice::Study => texts(&STUDY_MENU),
        }
    }

    /// The choice named `name` on the page; `None` for a name the menu does not have (a
    /// link's `mode` or `level` among them).
    pub fn from_name(name: &str) -> Option<Choice> {
        Choice::ALL.into_iter().find(|c| c.name() == name)
    }
}

/// A name that is not one of the menu's choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnknownChoice;

impl std::str::FromStr for Choice {
    type Err = UnknownChoice;

    fn from_str(name: &str) -> Result<Choice, UnknownChoice> {
        Choice::from_name(name).ok_or(UnknownChoice)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_choice_is_read_back_from_its_name() {
        for choice in Choice::ALL {
            assert_eq!(choice.name().parse(), Ok(choice));
        }
        assert_eq!(Choice::Fog.name(), "fog");
        assert_eq!(Choice::Algo.name(), "algo");
        assert_eq!(Choice::from_name("mode"), None);
        assert_eq!("level".parse::<Choice>(), Err(UnknownChoice));
    }

    /// Mazes of every kind the menu can be opened on: each shape, a word, woven, floors,
    /// drawings (one too thin for hex at level 1), doors, a daily maze, other generators.
    const PLAYED: [&str; 19] = [
        "seed=pt&level=5",
        "seed=pt&level=5&shape=hex",
        "seed=pt&level=5&shape=triangle&braid=40",
        "seed=pt&size=30&shape=circle&braid=100",
        "seed=pt&level=5&mask=HI",
        "seed=pt&level=5&weave=1",
        "seed=pt&level=5&algo=perfect&weave=1&mode=fog",
        "seed=pt&level=5&floors=2",
        "seed=pt&level=5&algo=backtracker",
        "seed=pt&level=5&algo=pathcut&shape=hex&difficulty=hard",
        "seed=t&level=1&draw=1AyYGQ&title=Line",
        "seed=s&shape=hex&draw=1MSSlVURA&title=Ring",
        "seed=t&level=1&draw=1AyYGQ&weave=1",
        "seed=pt&level=5&doors=2",
        "seed=pt&level=5&doors=2&braid=40&mode=fog&difficulty=easy",
        "daily=2026-01-02&level=3&shape=hex",
        "seed=pt&level=3&floors=8&difficulty=hard",
        "seed=pt&level=5&algo=sidewinder&doors=2",
        "seed=pt&level=5&algo=aldous-broder&shape=hex",
    ];

    fn read(query: &str) -> (crate::Params, Vec<crate::ParamError>) {
        crate::parse_query(query, maze::Seed::random)
    }

    /// The menu's rule is the link's: over every maze played, every choice and every value the
    /// menu gives, a value the link refuses beside the maze (a notice on the choice's own
    /// parameter, read as a typed link) is `refusal`'s and `choice` refuses it, and any other
    /// is made into a link that reads without a notice, the parameters the typed link would
    /// have refused let go; a choice is `closed` exactly when every value but the one played
    /// is refused, and never only some (the page can only close a whole control).
    #[test]
    fn a_choice_the_menu_offers_reads_without_a_notice_and_a_closed_one_would_not() {
        for query in PLAYED {
            let (played, errors) = read(query);
            assert!(errors.is_empty(), "{query}: {errors:?}");
            for choice in Choice::ALL {
                let mut refused = 0;
                let mut offered = 0;
                for value in choice.values() {
                    let Some(asked) = played.choose(choice, &value) else {
                        continue;
                    };
                    let at = format!("{query}: {}={value:?}", choice.name());
                    let Ok(asked) = asked else {
                        panic!("{at}: the menu gives a bad value");
                    };
                    let typed = read(&asked.to_query()).1;
                    let own = typed.iter().find(|e| e.param == choice.param());
                    let own = own.map(|e| e.problem.clone());
                    assert_eq!(played.refusal(choice, &value), own, "{at}");
                    match (played.choice(choice, &value), own) {
                        (Some(Err(problem)), Some(own)) => {
                            assert_eq!(problem, own, "{at}");
                            refused += 1;
                        }
                        (Some(Ok(chosen)), None) => {
                            let made = read(&chosen.values.to_query()).1;
                            assert!(made.is_empty(), "{at}: {made:?}");
                            let let_go: Vec<Param> = chosen.let_go.iter().map(|l| l.0).collect();
                            let typed: Vec<Param> = typed.iter().map(|e| e.param).collect();
                            assert_eq!(let_go, typed, "{at}");
                            let param = choice.param();
                            assert_eq!(param.write(&chosen.values), param.write(&asked), "{at}");
                            offered += 1;
                        }
                        (made, own) => panic!("{at}: {made:?} but {own:?}"),
                    }
                }
                let at = format!("{query}: {}", choice.name());
                assert!(
                    refused == 0 || offered == 0,
                    "{at}: only some values refused"
                );
                assert_eq!(played.closed(choice).is_some(), refused > 0, "{at}");
            }
        }
    }

    /// On a hex maze the floors and weave are closed, as the link refuses them there; on a
    /// square they are open.
    #[test]
    fn floors_and_weave_are_closed_on_a_hex_maze() {
        use crate::Problem;
        let hex = read("seed=pt&level=5&shape=hex").0;
        assert_eq!(
            hex.closed(Choice::Floors),
            Some(Problem::FloorsNeedPlainSquare("hex"))
        );
        assert_eq!(
            hex.closed(Choice::Weave),
            Some(Problem::WeaveNeedsSquare(maze::Shape::Hex))
        );
        let square = read("seed=pt&level=5").0;
        for choice in Choice::ALL {
            assert_eq!(square.closed(choice), None, "{}", choice.name());
        }
        // Hex over floors: the floors go back to one, and the link says nothing.
        let floors = read("seed=pt&level=5&floors=2").0;
        let chosen = floors.choice(Choice::Shape, "hex").and_then(Result::ok);
        let chosen = chosen.map(|c| (c.values.to_query(), c.let_go));
        let let_go = vec![(Param::Floors, Problem::FloorsNeedPlainSquare("hex"))];
        assert_eq!(
            chosen,
            Some(("seed=pt&level=5&shape=hex".to_owned(), let_go))
        );
    }
}
