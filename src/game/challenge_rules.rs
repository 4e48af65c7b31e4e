//! Challenge links: a maze's URL plus a time and a move count to beat (`beat=<ms>-<moves>`).
//! The value and its form live in `link`; here it is judged against a maze and a run.

use crate::link::{Challenge, ChallengeError};

impl Challenge {
    /// Parses `<ms>-<moves>` and checks it against the maze's shortest path (`shortest` moves).
    pub fn parse(text: &str, shortest: u32) -> Result<Challenge, ChallengeError> {
        let challenge = Challenge::parse_text(text)?;
        challenge.fits(shortest)?;
        Ok(challenge)
    }

    /// Whether the challenge is possible on a maze whose shortest path has `shortest` moves.
    pub fn fits(self, shortest: u32) -> Result<(), ChallengeError> {
        if self.moves < shortest {
            return Err(ChallengeError::TooFewMoves(shortest));
        }
        Ok(())
    }

    /// What the page shows before play: "Beat 0:42.3 in 57 moves".
    pub fn target_text(self) -> String {
        crate::text::challenge_target(self.time_ms, self.moves)
    }

    /// How a finished run (`time_ms`, `moves`) did against the challenge, in one sentence.
    pub fn verdict(self, time_ms: f64, moves: u32) -> String {
        let mine = time_ms.round().max(0.0) as u64;
        crate::text::challenge_verdict(self.time_ms, self.moves, mine, moves)
    }
}

pub use crate::text::format_time;

#[cfg(test)]
mod tests {
    use super::*;

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
        assert_eq!(c.target_text(), "Beat 0:42.3 in 57 moves");
        assert_eq!(
            c.verdict(40_000.0, 55),
            "You beat the time by 0:02.3 and used 2 fewer moves."
        );
        assert_eq!(
            c.verdict(50_000.0, 60),
            "You were 0:07.7 slower and used 3 more moves."
        );
        assert_eq!(
            c.verdict(42_300.0, 57),
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
