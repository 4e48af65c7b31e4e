//! The words of rolls and taps: where a walk along a corridor stopped, and why a tap did not walk.
use maze::corridor::{Rest, TapRefusal};
use maze::shape::Heading;

/// Where a roll or a tap's walk stopped, with the ways on from there (`ways`, the way back left
/// out): "Stopped at a fork: north, east.", "Stopped at a dead end."; nothing at the exit, where
/// the win speaks.
pub fn stopped(rest: Rest, ways: &[Heading]) -> Option<String> {
    let place = match rest {
        Rest::Fork => "Stopped at a fork",
        Rest::DeadEnd => return Some("Stopped at a dead end.".to_owned()),
        Rest::Exit => return None,
        Rest::Stair => "Stopped at the stairs",
        Rest::Crossing => "Stopped at a crossing",
        Rest::Tapped => "There",
        Rest::Halted => "Stopped",
    };
    Some(match ways {
        [] => format!("{place}."),
        _ => format!("{place}: {}.", super::joined(&super::way_words(ways), ", ")),
    })
}

/// What a hint says (`game::hints`): "East, then at the fork, south, to the exit." — the way out
/// of the ball's cell, then each decision point's kind and the way taken there: a stair's way is
/// up or down; a crossing's says whether the route went over its bridge or under it (`under`).
/// A turn without a way (`None`) is where the route ends: "East, up to the next fork."
pub fn hint_said(
    first: Option<Heading>,
    turns: &[(Rest, bool, Option<Heading>)],
    end: Option<&str>,
) -> String {
    let mut said = String::new();
    // The way words are ASCII: Unicode's case tables would cost the wasm several KB.
    let mut letters = first.map_or("", super::way_word).chars();
    if let Some(c) = letters.next() {
        said.push(c.to_ascii_uppercase());
        said.push_str(letters.as_str());
    }
    for &(rest, under, way) in turns {
        let Some(way) = way else {
            said.push_str(match rest {
                Rest::Stair => ", up to the stairs",
                Rest::Crossing => ", up to the bridge",
                _ => ", up to the next fork",
            });
            continue;
        };
        let place = match (rest, under) {
            (Rest::Stair, _) => "at the stairs",
            (Rest::Crossing, true) => "under the bridge",
            (Rest::Crossing, false) => "over the bridge",
            _ => "at the fork",
        };
        said.push_str(&format!(", then {place}, {}", super::way_word(way)));
    }
    if let Some(end) = end {
        said.push_str(", to ");
        said.push_str(end);
    }
    said.push('.');
    said
}

/// Why a tap did not walk.
pub fn tap_refused(refusal: TapRefusal) -> &'static str {
    match refusal {
        TapRefusal::Outside => "That is off the maze.",
        TapRefusal::Wall => "That is a wall.",
        TapRefusal::Here => "The ball is there already.",
        TapRefusal::BeyondFork => "That is past a fork: choose the way there yourself.",
    }
}

/// The keys line's part on rolls and taps (`keys_line`).
pub const ROLL_KEYS: &str =
    "Shift with a way rolls to the next fork; tap or click a cell along a corridor to go there";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stop_names_the_place_and_the_ways_on() {
        assert_eq!(
            stopped(Rest::Fork, &[Heading::North, Heading::East]).as_deref(),
            Some("Stopped at a fork: north, east.")
        );
        assert_eq!(
            stopped(Rest::DeadEnd, &[]).as_deref(),
            Some("Stopped at a dead end.")
        );
        assert_eq!(stopped(Rest::Exit, &[Heading::West]), None);
        assert_eq!(
            stopped(Rest::Stair, &[Heading::Up, Heading::West]).as_deref(),
            Some("Stopped at the stairs: up, west.")
        );
        assert_eq!(stopped(Rest::Halted, &[]).as_deref(), Some("Stopped."));
        assert!(tap_refused(TapRefusal::BeyondFork).contains("fork"));
    }
}
