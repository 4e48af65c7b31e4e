//! A journey level as data (`JourneyLevel`: the classic link it plays, and what it brings in),
//! and the builder its table is written with (`journey_table`).

use super::dial::Dial;
use super::values::Values;
use maze::{Algorithm, Shape};

/// The last journey level.
pub const MAX_JOURNEY: u32 = 499;

/// What a journey level brings in for the first time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mechanic {
    /// Rolling to the next fork (Shift and an arrow, a double tap).
    Rolls,
    /// The hint (`?`): the way to the next fork.
    Hints,
    /// Hexagon cells.
    Hex,
    /// Loops (`braid=`).
    Loops,
    /// Fog of war (`mode=fog`).
    Fog,
    /// Keys and doors (`doors=`).
    Doors,
    /// Triangle cells.
    Triangle,
    /// Bridges and tunnels (`weave=1`).
    Weave,
    /// Floors joined by stairs (`floors=`).
    Floors,
    /// Rings around a centre (`shape=circle`).
    Circle,
    /// The view from inside (`view=inside`).
    Inside,
    /// Studying the map before going inside (`study=`).
    Study,
    /// The hardest of the seed's candidate mazes (`difficulty=hard`).
    Hard,
    /// Another generator's texture (`algo=`).
    Generators,
}

impl Mechanic {
    /// Every mechanic, in the order the journey brings them in.
    pub const ALL: [Mechanic; 14] = [
        Mechanic::Rolls,
        Mechanic::Hints,
        Mechanic::Hex,
        Mechanic::Loops,
        Mechanic::Fog,
        Mechanic::Doors,
        Mechanic::Triangle,
        Mechanic::Weave,
        Mechanic::Floors,
        Mechanic::Circle,
        Mechanic::Inside,
        Mechanic::Study,
        Mechanic::Hard,
        Mechanic::Generators,
    ];

    /// Its name in the CLI's JSON (`new`).
    pub fn name(self) -> &'static str {
        match self {
            Mechanic::Rolls => "rolls",
            Mechanic::Hints => "hints",
            Mechanic::Hex => "hex",
            Mechanic::Loops => "loops",
            Mechanic::Fog => "fog",
            Mechanic::Doors => "doors",
            Mechanic::Triangle => "triangle",
            Mechanic::Weave => "weave",
            Mechanic::Floors => "floors",
            Mechanic::Circle => "circle",
            Mechanic::Inside => "inside",
            Mechanic::Study => "study",
            Mechanic::Hard => "hard",
            Mechanic::Generators => "generators",
        }
    }
}

/// One journey level: the classic link it plays, as the values it sets, and what it brings in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JourneyLevel {
    level: u16,
    /// The size in the shape's unit; 0: the level's.
    size: u16,
    shape: Shape,
    algorithm: Algorithm,
    braid: u8,
    weave: bool,
    floors: u8,
    doors: u8,
    dial: Option<Dial>,
    fog: bool,
    inside: bool,
    study: u8,
    new: Option<Mechanic>,
}

/// A plain square of `size` cells a side (0: the level's), which the builder methods below add
/// modes to; its classic level is the journey level's own number (`stage`).
pub(crate) const fn at(size: u16) -> JourneyLevel {
    JourneyLevel {
        level: 1,
        size,
        shape: Shape::Square,
        algorithm: Algorithm::UnionFind,
        braid: 0,
        weave: false,
        floors: 0,
        doors: 0,
        dial: None,
        fog: false,
        inside: false,
        study: 0,
        new: None,
    }
}

/// Journey level `k` as a glance knows it without the table: level 1's plain square for 1, else
/// the number alone (the first paint leaves that level to the game, `Params::journey`).
pub(crate) fn plain_level(k: u32) -> JourneyLevel {
    at(0).at_level(k.min(u32::from(u16::MAX)) as u16)
}

impl JourneyLevel {
    pub(crate) const fn hex(self) -> JourneyLevel {
        JourneyLevel {
            shape: Shape::Hex,
            ..self
        }
    }
    pub(crate) const fn triangle(self) -> JourneyLevel {
        JourneyLevel {
            shape: Shape::Triangle,
            ..self
        }
    }
    pub(crate) const fn circle(self) -> JourneyLevel {
        JourneyLevel {
            shape: Shape::Circle,
            ..self
        }
    }
    pub(crate) const fn algo(self, algorithm: Algorithm) -> JourneyLevel {
        JourneyLevel { algorithm, ..self }
    }
    pub(crate) const fn braid(self, braid: u8) -> JourneyLevel {
        JourneyLevel { braid, ..self }
    }
    pub(crate) const fn weave(self) -> JourneyLevel {
        JourneyLevel {
            weave: true,
            ..self
        }
    }
    pub(crate) const fn floors(self, floors: u8) -> JourneyLevel {
        JourneyLevel { floors, ..self }
    }
    pub(crate) const fn doors(self, doors: u8) -> JourneyLevel {
        JourneyLevel { doors, ..self }
    }
    pub(crate) const fn hard(self) -> JourneyLevel {
        JourneyLevel {
            dial: Some(Dial::Hard),
            ..self
        }
    }
    pub(crate) const fn fog(self) -> JourneyLevel {
        JourneyLevel { fog: true, ..self }
    }
    pub(crate) const fn inside(self) -> JourneyLevel {
        JourneyLevel {
            inside: true,
            ..self
        }
    }
    pub(crate) const fn study(self, seconds: u8) -> JourneyLevel {
        JourneyLevel {
            inside: true,
            study: seconds,
            ..self
        }
    }
    /// The level brings `mechanic` in.
    pub(crate) const fn brings(self, mechanic: Mechanic) -> JourneyLevel {
        JourneyLevel {
            new: Some(mechanic),
            ..self
        }
    }

    /// The mechanic this level brings in, if any.
    pub fn mechanic(&self) -> Option<Mechanic> {
        self.new
    }

    /// Its size in the shape's unit (0: the level's).
    pub fn size(&self) -> u16 {
        self.size
    }

    /// The same maze as classic level `level`: journey level K's link says `level=K`.
    pub(crate) fn at_level(self, level: u16) -> JourneyLevel {
        JourneyLevel { level, ..self }
    }

    /// The same level at another size (the journey's sizes are tuned to its curve).
    pub fn resized(self, size: u16) -> JourneyLevel {
        JourneyLevel { size, ..self }
    }

    /// Its classic link for `seed`: `seed=…&level=…` and its modes.
    pub fn query(&self, seed: &maze::Seed) -> String {
        let mut values = Values {
            seed: Some(seed.clone()),
            ..Values::default()
        };
        self.apply(&mut values);
        values.to_query()
    }

    /// Sets `values`' maze to this level's: every maze parameter as the classic link's (the
    /// seed, a challenge and a ghost's run stay).
    pub fn apply(&self, values: &mut Values) {
        let optional = |n: u8| (n > 0).then_some(u32::from(n));
        values.daily = None;
        values.level = u32::from(self.level);
        values.size = (self.size > 0).then_some(u32::from(self.size));
        values.algorithm = self.algorithm;
        values.shape = self.shape;
        values.braid = u32::from(self.braid);
        values.mask = None;
        values.draw = None;
        values.draw_thin = None;
        values.title = None;
        values.weave = self.weave;
        values.floors = optional(self.floors);
        values.dial = self.dial;
        values.doors = optional(self.doors);
        values.fog = self.fog;
        values.inside = self.inside;
        values.study = optional(self.study);
    }
}
