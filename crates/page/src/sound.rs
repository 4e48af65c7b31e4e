//! What the game sounds like: every cue as a list of tones, which the page synthesises with Web
//! Audio (no sound files). Decided here, so that the page only plays what it is given.
use game::play::Climb;
use maze::Direction;

/// One tone of a cue.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tone {
    /// Seconds after the cue starts.
    pub at: f32,
    /// Pitch in Hz.
    pub freq: f32,
    /// Seconds it lasts.
    pub length: f32,
    /// Stereo position, -1 (left) to 1 (right).
    pub pan: f32,
    /// Loudness before the player's volume, 0 to 1.
    pub gain: f32,
    /// The wave: 0 sine, 1 triangle.
    pub wave: u8,
}

/// Something the player hears.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cue {
    /// A step into the next cell: soft.
    Step,
    /// A wall in the way: low and short.
    Bump,
    /// The exit reached: a rising chime.
    Win,
    /// The I key: a tone per open way, left and right panned, north high and south low.
    Look(Vec<Direction>),
    /// Up or down a floors maze's stairs: two tones rising, or falling.
    Climb(Climb),
    /// A roll or a tap's walk came to rest: two quick tones, the second lower.
    Stop,
    /// A tap that does not walk (past a fork, on a wall, off the maze): one short buzz.
    Refused,
    /// A key picked up: three quick high tones, rising (a jingle).
    Key,
    /// A door opened with its key: a low tone sliding up in two steps (it swings open).
    Door,
    /// A locked door in the way: two low buzzes (a rattle), not a wall's single bump.
    Locked,
}

fn tone(at: f32, freq: f32, length: f32, pan: f32, gain: f32, wave: u8) -> Tone {
    Tone {
        at,
        freq,
        length,
        pan,
        gain,
        wave,
    }
}

/// The tones of `cue`.
pub fn tones(cue: &Cue) -> Vec<Tone> {
    match cue {
        Cue::Step => vec![tone(0.0, 520.0, 0.045, 0.0, 0.12, 0)],
        Cue::Bump => vec![tone(0.0, 140.0, 0.09, 0.0, 0.35, 1)],
        Cue::Win => rising(&[523.25, 659.25, 783.99, 1046.5], 0.1, 0.22, 0.25),
        Cue::Climb(climb) => {
            let (from, to) = match climb {
                Climb::Up => (440.0, 660.0),
                Climb::Down => (660.0, 440.0),
            };
            vec![
                tone(0.0, from, 0.07, 0.0, 0.2, 0),
                tone(0.08, to, 0.09, 0.0, 0.2, 0),
            ]
        }
        Cue::Stop => vec![
            tone(0.0, 700.0, 0.05, 0.0, 0.18, 0),
            tone(0.06, 466.16, 0.08, 0.0, 0.18, 0),
        ],
        Cue::Refused => vec![tone(0.0, 220.0, 0.06, 0.0, 0.25, 1)],
        Cue::Key => rising(&[1046.5, 1318.5, 1568.0], 0.05, 0.06, 0.18),
        Cue::Door => vec![
            tone(0.0, 196.0, 0.1, 0.0, 0.3, 1),
            tone(0.1, 293.66, 0.16, 0.0, 0.25, 1),
        ],
        Cue::Locked => vec![
            tone(0.0, 110.0, 0.05, 0.0, 0.35, 1),
            tone(0.08, 110.0, 0.05, 0.0, 0.35, 1),
        ],
        Cue::Look(open) => {
            let mut tones = Vec::new();
            for (i, dir) in open.iter().enumerate() {
                let (freq, pan) = match dir {
                    Direction::North => (880.0, 0.0),
                    Direction::East => (587.33, 0.8),
                    Direction::South => (329.63, 0.0),
                    Direction::West => (587.33, -0.8),
                };
                tones.push(tone(i as f32 * 0.14, freq, 0.1, pan, 0.3, 0));
            }
            tones
        }
    }
}

/// Notes `freqs` one after another, `gap` seconds apart, each `length` long at `gain`.
fn rising(freqs: &[f32], gap: f32, length: f32, gain: f32) -> Vec<Tone> {
    let mut tones = Vec::new();
    for (i, &f) in freqs.iter().enumerate() {
        tones.push(tone(i as f32 * gap, f, length, 0.0, gain, 0));
    }
    tones
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_cue_is_heard_apart() {
        assert_eq!(tones(&Cue::Step).len(), 1);
        assert!(
            tones(&Cue::Bump)[0].freq < tones(&Cue::Step)[0].freq,
            "a bump is lower than a step"
        );
        let win = tones(&Cue::Win);
        assert!(
            win.windows(2)
                .all(|w| w[1].freq > w[0].freq && w[1].at > w[0].at),
            "a rising chime"
        );
        let look = tones(&Cue::Look(vec![
            Direction::North,
            Direction::East,
            Direction::South,
            Direction::West,
        ]));
        assert_eq!(
            look.iter().map(|t| t.pan).collect::<Vec<_>>(),
            [0.0, 0.8, 0.0, -0.8]
        );
        assert!(look[0].freq > look[1].freq && look[1].freq > look[2].freq);
        assert!(tones(&Cue::Look(vec![])).is_empty());
        let (up, down) = (
            tones(&Cue::Climb(Climb::Up)),
            tones(&Cue::Climb(Climb::Down)),
        );
        assert!(
            up[1].freq > up[0].freq && down[1].freq < down[0].freq,
            "a climb rises, a descent falls"
        );
        assert_ne!(up.len(), tones(&Cue::Step).len(), "a climb is not a step");
        let (stop, refused) = (tones(&Cue::Stop), tones(&Cue::Refused));
        assert!(
            stop.len() == 2 && stop[1].freq < stop[0].freq,
            "a stop falls"
        );
        assert!(stop != up && stop != down, "a stop is not a climb");
        assert!(refused.len() == 1 && refused[0].freq != tones(&Cue::Bump)[0].freq);
        let (key, door, locked) = (tones(&Cue::Key), tones(&Cue::Door), tones(&Cue::Locked));
        assert!(
            key.windows(2).all(|w| w[1].freq > w[0].freq),
            "a key jingles up"
        );
        assert!(key[0].freq > win[0].freq, "above the win's chime");
        assert!(
            door.len() == 2 && door[1].freq > door[0].freq,
            "a door swings up"
        );
        assert!(door != up, "a door is not a climb");
        assert!(
            locked.len() == 2 && locked[0].freq < tones(&Cue::Bump)[0].freq,
            "a locked door rattles below a wall's bump"
        );
        for t in win.iter().chain(&look) {
            assert!(
                (0.0..=1.0).contains(&t.gain) && (-1.0..=1.0).contains(&t.pan) && t.length > 0.0
            );
        }
    }
}
