//! The menu's choices as one type (`Choice`): what `Params::choose` makes, what the menu's
//! pictures show and which event the page announces; read from the page's `data-choice` name
//! once, where it crosses into wasm (`Choice::from_name`).

use super::table::Param;

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
}

impl Choice {
    /// Every choice, in the menu's order.
    pub const ALL: [Choice; 8] = [
        Choice::Difficulty,
        Choice::Algo,
        Choice::Shape,
        Choice::Braid,
        Choice::Weave,
        Choice::Floors,
        Choice::Mask,
        Choice::Fog,
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
}
