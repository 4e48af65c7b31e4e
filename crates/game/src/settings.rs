//! The player's settings on this device: sound on or off, its volume, whether every move is
//! announced, whether I tells the distance to the exit and whether a link's ghost is shown.
//! Stored as `s1;sound=1;volume=70;moves=0;distance=0;ghost=1`; anything else reads as the
//! defaults, and a part left out (as every version before the ghost left out `ghost`) keeps its
//! default.

/// The storage key of the settings.
pub const SETTINGS_KEY: &str = "seedmaze.settings.v1";
/// The storage key of the colour theme (kept apart, as the first release stored it).
pub const THEME_KEY: &str = "seedmaze.theme";
/// The themes a player can choose; without a choice the page follows the system.
pub const THEMES: [&str; 3] = ["light", "dark", "contrast"];

/// The theme a stored value names, or `auto` (follow the system) for anything else.
pub fn theme(stored: Option<&str>) -> &'static str {
    THEMES
        .into_iter()
        .find(|&t| Some(t) == stored)
        .unwrap_or("auto")
}

/// The settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Sound plays (on by default; it starts with the first key or touch).
    pub sound: bool,
    /// Volume, 0 to 100.
    pub volume: u8,
    /// Every move is announced (off by default).
    pub announce_moves: bool,
    /// The I key also says how far the exit is (off by default: it is a hint).
    pub distance: bool,
    /// A link's ghost is drawn, timed and announced (on by default).
    pub ghost: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            sound: true,
            volume: 70,
            announce_moves: false,
            distance: false,
            ghost: true,
        }
    }
}

impl Settings {
    /// The settings stored as `text`; missing, corrupt or unknown parts read as the defaults.
    pub fn parse(text: &str) -> Settings {
        let mut settings = Settings::default();
        let mut parts = text.split(';');
        if parts.next() != Some("s1") {
            return settings;
        }
        for part in parts {
            match part.split_once('=') {
                Some(("sound", "0")) => settings.sound = false,
                Some(("sound", "1")) => settings.sound = true,
                Some(("moves", "0")) => settings.announce_moves = false,
                Some(("moves", "1")) => settings.announce_moves = true,
                Some(("distance", "0")) => settings.distance = false,
                Some(("distance", "1")) => settings.distance = true,
                Some(("ghost", "0")) => settings.ghost = false,
                Some(("ghost", "1")) => settings.ghost = true,
                Some(("volume", v)) => {
                    if let Ok(v) = v.parse::<u8>()
                        && v <= 100
                    {
                        settings.volume = v;
                    }
                }
                _ => {}
            }
        }
        settings
    }

    /// The text to store.
    pub fn to_text(self) -> String {
        format!(
            "s1;sound={};volume={};moves={};distance={};ghost={}",
            u8::from(self.sound),
            self.volume,
            u8::from(self.announce_moves),
            u8::from(self.distance),
            u8::from(self.ghost)
        )
    }

    /// These settings with `name` (`sound`, `volume`, `moves`, `distance`, `ghost`) set to
    /// `value`; unknown names and out-of-range values change nothing.
    pub fn with(mut self, name: &str, value: f64) -> Settings {
        match name {
            "sound" => self.sound = value != 0.0,
            "moves" => self.announce_moves = value != 0.0,
            "distance" => self.distance = value != 0.0,
            "ghost" => self.ghost = value != 0.0,
            "volume" if (0.0..=100.0).contains(&value) => self.volume = value.round() as u8,
            _ => {}
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_and_bad_text_reads_as_defaults() {
        let s = Settings::default()
            .with("sound", 0.0)
            .with("volume", 35.4)
            .with("moves", 1.0)
            .with("distance", 1.0)
            .with("ghost", 0.0);
        assert_eq!(
            s.to_text(),
            "s1;sound=0;volume=35;moves=1;distance=1;ghost=0"
        );
        assert_eq!(Settings::parse(&s.to_text()), s);
        for bad in ["", "junk", "s2;sound=0", "{\"sound\":0}"] {
            assert_eq!(Settings::parse(bad), Settings::default(), "{bad:?}");
        }
        let odd = Settings::parse("s1;sound=2;volume=900;moves=x;other=1;volume");
        assert_eq!(odd, Settings::default());
        assert_eq!(Settings::default().with("volume", 101.0).volume, 70);
        assert_eq!(Settings::default().with("volume", f64::NAN).volume, 70);
        assert_eq!(Settings::default().with("colour", 1.0), Settings::default());
    }

    #[test]
    fn the_ghost_is_on_by_default_and_older_stored_settings_keep_it_on() {
        assert!(Settings::default().ghost);
        // What the versions before the ghost stored: every other part read, the ghost shown.
        let old = Settings::parse("s1;sound=0;volume=35;moves=1;distance=1");
        assert!(old.ghost);
        assert_eq!((old.sound, old.volume, old.distance), (false, 35, true));
        assert!(!Settings::parse("s1;ghost=0").ghost);
        assert!(
            Settings::parse("s1;ghost=2").ghost,
            "a bad value keeps the default"
        );
        assert!(
            Settings::default()
                .with("ghost", 0.0)
                .with("ghost", 1.0)
                .ghost
        );
    }

    #[test]
    fn only_known_themes_are_kept() {
        assert_eq!(theme(Some("dark")), "dark");
        assert_eq!(theme(Some("contrast")), "contrast");
        for other in [None, Some(""), Some("auto"), Some("Dark"), Some("<b>")] {
            assert_eq!(theme(other), "auto", "{other:?}");
        }
    }
}
