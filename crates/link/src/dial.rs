//! The difficulty dial (`difficulty=easy|hard`): which of a seed's candidate mazes a level
//! takes, the easiest or the hardest by the measured score (`game::level_maker`). Without it, a
//! level is the seed's own maze, as every link before the dial.

/// Easier or harder than the seed's own maze.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dial {
    /// The candidate with the lowest score.
    Easy,
    /// The candidate with the highest score.
    Hard,
}

impl Dial {
    /// The menu's difficulties: `normal` (the seed's own maze, a link without the dial) and
    /// each dial's name.
    pub const MENU: [&'static str; 3] = ["normal", "easy", "hard"];

    /// The names a link takes, as a sentence lists them.
    pub const NAMES: &'static str = "easy, hard";

    /// Its name in a link (`easy`, `hard`).
    pub fn name(self) -> &'static str {
        match self {
            Dial::Easy => "easy",
            Dial::Hard => "hard",
        }
    }

    /// Whether a candidate scored `score` is chosen over the best before it, scored `best`: a
    /// strictly easier or harder one (the first of equals stays).
    pub fn prefers(self, score: f64, best: f64) -> bool {
        match self {
            Dial::Easy => score < best,
            Dial::Hard => score > best,
        }
    }

    /// The dial of `name`, if it is one.
    pub fn from_name(name: &str) -> Option<Dial> {
        match name {
            "easy" => Some(Dial::Easy),
            "hard" => Some(Dial::Hard),
            _ => None,
        }
    }
}
