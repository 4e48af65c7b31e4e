//! What the device keeps of the journey (docs/journey.md): the best stars of each level won,
//! with the seed the journey is played on, and the tips already shown. Pure text in and out:
//! the page reads and writes local storage, these functions decide.

use link::journey::{MAX_JOURNEY, Mechanic, stage};
use maze::Seed;

/// The local-storage key of the journey's progress: `seed=S&stars=…`, one digit (0 to 3) per
/// level from level 1, 0 for a level not won.
pub const JOURNEY_KEY: &str = "seedmaze.journey.v1";
/// The local-storage key of the tips shown: their mechanics' names, comma-separated.
pub const TIPS_KEY: &str = "seedmaze.tips.v1";
/// The local-storage key of the ladder a new game climbs: `journey` or `classic`.
pub const LADDER_KEY: &str = "seedmaze.ladder.v1";

/// The journey's progress on this device: its seed and each level's best stars.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The seed the journey is played on (the map's links carry it).
    pub seed: Seed,
    /// The best stars of level k at index k − 1 (0: not won).
    pub stars: Vec<u8>,
}

impl Progress {
    /// Reads a stored value; `None` when it is not one of ours whole (a corrupt or foreign
    /// value is refused, never half read).
    pub fn read(stored: &str) -> Option<Progress> {
        // Split at a character, not a string: a string's search and its slicing's panic
        // messages would add 5 KB to the game's build.
        let (seed, stars) = stored.strip_prefix("seed=")?.split_once('&')?;
        let stars = stars.strip_prefix("stars=")?;
        let seed = Seed::parse(seed).ok()?;
        let stars = stars
            .bytes()
            .map(|b| matches!(b, b'0'..=b'3').then(|| b - b'0'))
            .collect::<Option<Vec<u8>>>()?;
        (stars.len() <= MAX_JOURNEY as usize).then_some(Progress { seed, stars })
    }

    /// The stored form (`read` reads it back).
    pub fn write(&self) -> String {
        let digits: String = self.stars.iter().map(|&n| char::from(b'0' + n)).collect();
        format!("seed={}&stars={digits}", self.seed)
    }

    /// The progress after a win of level `k` (1 to `MAX_JOURNEY`) on `seed` with `stars`: the
    /// best stars kept, the seed the last one played.
    pub fn won(mut self, seed: &Seed, k: u32, stars: u8) -> Progress {
        let Some(index) = (k as usize)
            .checked_sub(1)
            .filter(|&i| i < MAX_JOURNEY as usize)
        else {
            return self;
        };
        if self.stars.len() <= index {
            self.stars.resize(index + 1, 0);
        }
        if let Some(best) = self.stars.get_mut(index) {
            *best = (*best).max(stars.min(3));
        }
        self.seed = seed.clone();
        self
    }

    /// A journey with nothing won yet, on `seed`.
    pub fn new(seed: Seed) -> Progress {
        Progress {
            seed,
            stars: Vec::new(),
        }
    }

    /// The best stars of level `k` (0 when not won).
    pub fn stars_of(&self, k: u32) -> u8 {
        (k as usize)
            .checked_sub(1)
            .and_then(|i| self.stars.get(i))
            .copied()
            .unwrap_or(0)
    }

    /// The first level not won after the last one won: where the journey goes on (1 for none,
    /// `MAX_JOURNEY` at most).
    pub fn next(&self) -> u32 {
        let last = self.stars.iter().rposition(|&n| n > 0).map_or(0, |i| i + 1);
        (last as u32 + 1).min(MAX_JOURNEY)
    }

    /// Whether level `k` is reached: won, or the first level, or just after one won.
    pub fn reached(&self, k: u32) -> bool {
        k == 1 || self.stars_of(k) > 0 || self.stars_of(k.saturating_sub(1)) > 0
    }
}

/// One tile of the journey's map: a level reached (won, or the next one), its link and stars.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tile {
    /// The journey level.
    pub k: u32,
    /// Its link's query: the journey's seed and `journey=K`.
    pub query: String,
    /// Its best stars (0: not won yet).
    pub stars: u8,
    /// The next level to play: the first not won after the last one won.
    pub next: bool,
}

/// The journey's map from the stored progress (`None`: nothing stored): a tile for each level
/// reached, and whether the stored value was refused as corrupt (the map then starts anew,
/// and the value is left as it is until the next journey win).
pub fn map(stored: Option<&str>) -> (Vec<Tile>, bool) {
    let progress = stored.map(Progress::read);
    let refused = matches!(progress, Some(None));
    let Some(Some(progress)) = progress else {
        let first = Tile {
            k: 1,
            query: super::progress::FIRST_JOURNEY.to_owned(),
            stars: 0,
            next: true,
        };
        return (vec![first], refused);
    };
    let next = progress.next();
    let tiles = (1..=MAX_JOURNEY)
        .filter(|&k| progress.reached(k))
        .map(|k| Tile {
            k,
            query: format!("seed={}&journey={k}", progress.seed),
            stars: progress.stars_of(k),
            next: k == next && progress.stars_of(k) == 0,
        })
        .collect();
    (tiles, false)
}

/// The mechanic whose tip journey level `journey` shows, unless `shown` (the stored names)
/// already holds it: `None` off the journey or on a level that brings nothing new.
pub fn tip_due(journey: Option<u32>, shown: Option<&str>) -> Option<Mechanic> {
    let mechanic = stage(journey?).mechanic()?;
    let seen = shown
        .unwrap_or("")
        .split(',')
        .any(|name| name == mechanic.name());
    (!seen).then_some(mechanic)
}

/// The stored names of the tips shown, with `mechanic`'s added.
pub fn tip_shown(shown: Option<&str>, mechanic: Mechanic) -> String {
    match shown.filter(|s| !s.is_empty()) {
        Some(names) => format!("{names},{}", mechanic.name()),
        None => mechanic.name().to_owned(),
    }
}

/// Whether a new game climbs the journey: unless the player chose the classic ladder (the
/// stored `LADDER_KEY`).
pub fn journey_chosen(stored: Option<&str>) -> bool {
    stored != Some("classic")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seed(text: &str) -> Seed {
        Seed::parse(text).unwrap()
    }

    #[test]
    fn progress_reads_back_what_it_writes_and_keeps_the_best_stars() {
        let p = Progress::new(seed("trail"))
            .won(&seed("trail"), 1, 3)
            .won(&seed("trail"), 2, 1)
            .won(&seed("trail"), 2, 2)
            .won(&seed("trail"), 1, 1);
        assert_eq!(p.stars, vec![3, 2]);
        assert_eq!(p.write(), "seed=trail&stars=32");
        assert_eq!(Progress::read(&p.write()), Some(p.clone()));
        assert_eq!((p.next(), p.reached(3), p.reached(4)), (3, true, false));
        // A level won out of order (from a link) leaves the ones before it unwon.
        let jumped = p.won(&seed("other"), 6, 3);
        assert_eq!(jumped.write(), "seed=other&stars=320003");
        assert_eq!(
            (jumped.next(), jumped.reached(5), jumped.reached(7)),
            (7, false, true)
        );
    }

    #[test]
    fn a_corrupt_or_foreign_value_is_refused_whole() {
        for bad in [
            "",
            "seed=a",
            "seed=&stars=1",
            "seed=a&stars=14",
            "seed=a b&stars=1",
            "stars=1&seed=a",
            "{\"seed\":\"a\"}",
        ] {
            assert_eq!(Progress::read(bad), None, "{bad}");
        }
        assert_eq!(
            Progress::read(&format!("seed=a&stars={}", "1".repeat(500))),
            None
        );
        assert!(Progress::read("seed=a&stars=").is_some());
    }

    #[test]
    fn a_tip_is_due_once_on_the_level_that_brings_its_mechanic() {
        let k = (1..=40).find(|&k| stage(k).mechanic().is_some()).unwrap();
        let mechanic = stage(k).mechanic().unwrap();
        assert_eq!(tip_due(Some(k), None), Some(mechanic));
        let shown = tip_shown(None, mechanic);
        assert_eq!(tip_due(Some(k), Some(&shown)), None);
        assert_eq!(tip_due(Some(k), Some("other,names")), Some(mechanic));
        assert_eq!(tip_due(None, None), None, "off the journey");
        assert_eq!(tip_due(Some(1), None), None, "level 1 brings nothing");
        assert_eq!(
            tip_shown(Some("a"), mechanic),
            format!("a,{}", mechanic.name())
        );
    }

    #[test]
    fn the_map_shows_each_level_reached_with_its_stars_and_marks_the_next() {
        let (tiles, refused) = map(None);
        assert!(!refused);
        assert_eq!(tiles.len(), 1);
        assert_eq!(
            (tiles[0].k, tiles[0].query.as_str(), tiles[0].next),
            (1, "journey=1", true)
        );
        let (tiles, refused) = map(Some("seed=trail&stars=3210"));
        assert!(!refused);
        let seen: Vec<(u32, u8, bool)> = tiles.iter().map(|t| (t.k, t.stars, t.next)).collect();
        assert_eq!(
            seen,
            vec![(1, 3, false), (2, 2, false), (3, 1, false), (4, 0, true)]
        );
        assert_eq!(tiles[3].query, "seed=trail&journey=4");
        // A corrupt value is refused: the map starts anew and says so.
        let (tiles, refused) = map(Some("seed=trail&stars=9"));
        assert!(refused);
        assert_eq!(tiles.len(), 1);
    }

    #[test]
    fn the_journey_is_the_ladder_unless_classic_was_chosen() {
        assert!(journey_chosen(None));
        assert!(journey_chosen(Some("journey")));
        assert!(journey_chosen(Some("garbage")));
        assert!(!journey_chosen(Some("classic")));
    }
}
