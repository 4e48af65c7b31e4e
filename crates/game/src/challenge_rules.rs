//! Challenge links: a maze's URL plus a time and a move count to beat (`beat=<ms>-<moves>`).
//! The value, its form and its check against a maze live in `link`; here a run is worded
//! against it.

use link::Challenge;

/// What the page shows before play: "Beat 0:42.3 in 57 moves".
pub fn target_text(challenge: Challenge) -> String {
    text::challenge_target(challenge.time_ms, challenge.moves)
}

/// How a finished run (`time_ms`, `moves`) did against `challenge`, in one sentence.
pub fn verdict(challenge: Challenge, time_ms: f64, moves: u32) -> String {
    let mine = time_ms.round().max(0.0) as u64;
    text::challenge_verdict(challenge.time_ms, challenge.moves, mine, moves)
}

pub use text::format_time;

#[cfg(test)]
mod tests {
    use super::*;
    use link::ChallengeError;

    #[test]
    fn challenges_parse_and_reject_absurd_values() {
        let ok = Challenge::parse("42300-57", 40);
        assert_eq!(
            ok,
            Ok(Challenge {
                time_ms: 42_300,
                moves: 57
            })
        );
        assert_eq!(
            Challenge::parse("42300-39", 40),
            Err(ChallengeError::TooFewMoves(40))
        );
        assert_eq!(
            Challenge::parse("0-57", 40),
            Err(ChallengeError::AbsurdTime)
        );
        assert_eq!(
            Challenge::parse("100-57", 40),
            Err(ChallengeError::AbsurdTime)
        );
        assert_eq!(
            Challenge::parse("999999999999-57", 40),
            Err(ChallengeError::AbsurdTime)
        );
        assert_eq!(
            Challenge::parse("99999-99999999999", 40),
            Err(ChallengeError::AbsurdTime)
        );
        for bad in [
            "",
            "42300",
            "-57",
            "42300-",
            "4.2-57",
            "42300-57-1",
            "<b>-1",
            "+5-57",
        ] {
            assert_eq!(
                Challenge::parse(bad, 1),
                Err(ChallengeError::Format),
                "{bad:?}"
            );
        }
        let c = Challenge {
            time_ms: 42_300,
            moves: 57,
        };
        assert_eq!(Challenge::parse(&c.to_param(), 57), Ok(c));
    }

    #[test]
    fn texts_say_how_it_went() {
        let c = Challenge {
            time_ms: 42_300,
            moves: 57,
        };
        assert_eq!(target_text(c), "Beat 0:42.3 in 57 moves");
        assert_eq!(
            verdict(c, 40_000.0, 55),
            "You beat the time by 0:02.3 and used 2 fewer moves."
        );
        assert_eq!(
            verdict(c, 50_000.0, 60),
            "You were 0:07.7 slower and used 3 more moves."
        );
        assert_eq!(
            verdict(c, 42_300.0, 57),
            "You matched the time exactly and used as many moves."
        );
    }

    #[test]
    fn times_format_with_tenths() {
        assert_eq!(format_time(0.0), "0:00.0");
        assert_eq!(format_time(61_999.0), "1:01.9");
        assert_eq!(format_time(3_600_000.0), "1:00:00.0");
        assert_eq!(format_time(f64::NAN), "0:00.0");
        assert_eq!(format_time(-5.0), "0:00.0");
    }
}
