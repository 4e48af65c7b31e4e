//! Challenge links: a maze's URL plus a time and a move count to beat (`beat=<ms>-<moves>`).

/// Longest challenge time accepted (100 hours, in ms).
pub const MAX_CHALLENGE_MS: u64 = 100 * 60 * 60 * 1000;
/// Fastest believable pace: no one makes a move in less than this many ms on average.
pub const MIN_MS_PER_MOVE: u64 = 10;

/// A time and a move count to beat on one maze.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Challenge {
    /// The challenger's time in milliseconds.
    pub time_ms: u64,
    /// The challenger's moves.
    pub moves: u32,
}

/// Why a `beat=` value was ignored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChallengeError {
    /// Not of the form `<milliseconds>-<moves>`.
    Format,
    /// Fewer moves than the shortest path (given) allows.
    TooFewMoves(u32),
    /// A time of zero, over 100 hours, or faster than anyone can press keys.
    AbsurdTime,
}

impl std::fmt::Display for ChallengeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ChallengeError::Format => {
                write!(
                    f,
                    "the challenge must look like beat=42300-57 (milliseconds-moves)"
                )
            }
            ChallengeError::TooFewMoves(n) => {
                write!(
                    f,
                    "the challenge claims fewer moves than the shortest path ({n})"
                )
            }
            ChallengeError::AbsurdTime => write!(f, "the challenge time is not believable"),
        }
    }
}

impl std::error::Error for ChallengeError {}

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

    /// Parses `<ms>-<moves>`, checking the form and that the time is believable for the moves.
    pub fn parse_text(text: &str) -> Result<Challenge, ChallengeError> {
        let (time, moves) = text.split_once('-').ok_or(ChallengeError::Format)?;
        let number = |s: &str| -> Option<u64> {
            (!s.is_empty() && s.len() <= 12 && s.bytes().all(|b| b.is_ascii_digit()))
                .then(|| s.parse().ok())
                .flatten()
        };
        let (Some(time_ms), Some(moves)) = (number(time), number(moves)) else {
            return Err(ChallengeError::Format);
        };
        let moves = u32::try_from(moves).map_err(|_| ChallengeError::AbsurdTime)?;
        if moves == 0 {
            return Err(ChallengeError::TooFewMoves(1));
        }
        if time_ms == 0
            || time_ms > MAX_CHALLENGE_MS
            || time_ms < u64::from(moves) * MIN_MS_PER_MOVE
        {
            return Err(ChallengeError::AbsurdTime);
        }
        Ok(Challenge { time_ms, moves })
    }

    /// The `beat=` value for this challenge.
    pub fn to_param(self) -> String {
        format!("{}-{}", self.time_ms, self.moves)
    }

    /// What the page shows before play: "Beat 0:42.3 in 57 moves".
    pub fn target_text(self) -> String {
        format!(
            "Beat {} in {} moves",
            format_time(self.time_ms as f64),
            self.moves
        )
    }

    /// How a finished run (`time_ms`, `moves`) did against the challenge, in one sentence.
    pub fn verdict(self, time_ms: f64, moves: u32) -> String {
        let mine = time_ms.round().max(0.0) as u64;
        let time = match mine.cmp(&self.time_ms) {
            std::cmp::Ordering::Less => format!(
                "You beat the time by {}",
                format_time((self.time_ms - mine) as f64)
            ),
            std::cmp::Ordering::Equal => "You matched the time exactly".to_owned(),
            std::cmp::Ordering::Greater => format!(
                "You were {} slower",
                format_time((mine - self.time_ms) as f64)
            ),
        };
        let steps = match moves.cmp(&self.moves) {
            std::cmp::Ordering::Less => format!("used {} fewer moves", self.moves - moves),
            std::cmp::Ordering::Equal => "used as many moves".to_owned(),
            std::cmp::Ordering::Greater => format!("used {} more moves", moves - self.moves),
        };
        format!("{time} and {steps}.")
    }
}

/// A duration as `m:ss.t` (tenths), or `h:mm:ss.t` from an hour on.
pub fn format_time(ms: f64) -> String {
    let tenths = if ms.is_finite() {
        (ms.max(0.0) / 100.0).floor() as u64
    } else {
        0
    };
    let (t, secs) = (tenths % 10, tenths / 10);
    let (s, mins) = (secs % 60, secs / 60);
    if mins >= 60 {
        format!("{}:{:02}:{s:02}.{t}", mins / 60, mins % 60)
    } else {
        format!("{mins}:{s:02}.{t}")
    }
}

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
