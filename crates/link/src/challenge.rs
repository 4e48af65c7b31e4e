//! The `beat=` value: a time and a move count to beat on one maze, checked for form and
//! believability here and against the maze's shortest path by the game (`game::challenge_rules`).

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
}
