//! Drawing commands for a 2D canvas in device pixels: the page runs them in order and decides
//! nothing. A command is an opcode followed by its numbers, all in one flat `f32` list, so a
//! frame crosses into JavaScript as one typed array.

/// A colour of the page's palette, by index (`PALETTE` names them; the search shades follow).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ink(pub u8);

impl Ink {
    /// Outside the maze.
    pub const BG: Ink = Ink(0);
    /// A cell's floor (and what erases a wall).
    pub const FLOOR: Ink = Ink(1);
    /// Walls and the entrance arrow.
    pub const WALL: Ink = Ink(2);
    /// The ball.
    pub const PLAYER: Ink = Ink(3);
    /// The exit's mark and arrow.
    pub const EXIT: Ink = Ink(4);
    /// The solution path.
    pub const PATH: Ink = Ink(5);
    /// Footprints.
    pub const TRAIL: Ink = Ink(6);
    /// Cells the fog hides.
    pub const FOG: Ink = Ink(7);
    /// The path the search view found.
    pub const SEARCH_PATH: Ink = Ink(8);

    /// Shade `i` of `SHADES` of the search view, from early to late expansions.
    pub fn shade(i: u32) -> Ink {
        Ink(PALETTE.len() as u8 + i.min(SHADES - 1) as u8)
    }

    /// Door and key `i`'s colour (`DOOR_COLOURS`, after the shades).
    pub fn door(i: usize) -> Ink {
        let i = i.min(DOOR_COLOURS.len() - 1) as u8;
        Ink(PALETTE.len() as u8 + SHADES as u8 + i)
    }

    /// The letters on doors' and keys' tiles (white, after the door colours).
    pub const LETTER: Ink = Ink(PALETTE.len() as u8 + SHADES as u8 + DOOR_COLOURS.len() as u8);
}

/// The doors' and keys' colours, red, blue, green, purple, then their letters' white: the same
/// in every theme, dark enough under a white letter and ringed in the wall's ink on the board.
pub const DOOR_COLOURS: [&str; 4] = ["#b91c1c", "#1d4ed8", "#15803d", "#7e22ce"];

/// The palette's colours by name (CSS custom properties `--bg` …), in `Ink` order.
pub const PALETTE: [&str; 9] = [
    "bg",
    "floor",
    "wall",
    "player",
    "exit",
    "path",
    "trail",
    "fog",
    "search-path",
];
/// How many shades the search view blends from `--search-early` to `--search-late`.
pub const SHADES: u32 = 16;
/// Black on white whatever the page's theme: the print and PNG palette, in `Ink` order (the
/// ball and footprints vanish into the floor, so a print shows only the maze and the path).
pub const PRINT_PALETTE: [&str; 9] = [
    "#ffffff", "#ffffff", "#000000", "#ffffff", "#15803d", "#c2410c", "#ffffff", "#ffffff",
    "#c2410c",
];

/// Opcodes; each is followed by as many numbers as `ARITY` says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Op {
    /// `ink`: the colour of what follows.
    Ink = 0,
    /// `x y w h`: a filled rectangle.
    Rect = 1,
    /// `x y w h`: a rectangle added to the pending shape (filled by `Fill`): many small
    /// erasures cost one fill call.
    Hole = 2,
    /// Fills the pending shape and starts a new one.
    Fill = 3,
    /// `a`: the opacity of what follows (0..1).
    Alpha = 4,
    /// `w`: the width of the lines `Stroke` draws (round caps and joins).
    Width = 5,
    /// Strokes the pending shape (lines and arcs) and starts a new one.
    Stroke = 6,
    /// `x y`: starts a new piece of the pending shape at a point.
    MoveTo = 7,
    /// `x y`: a straight line from the last point to this one.
    LineTo = 8,
    /// `cx cy r a0 a1`: an arc (clockwise, canvas angles) from the last point, which should be
    /// the arc's start.
    Arc = 9,
}

impl Op {
    /// Every opcode in code order (as long as `ARITY`, so that a new one is listed).
    pub const ALL: [Op; ARITY.len()] = [
        Op::Ink,
        Op::Rect,
        Op::Hole,
        Op::Fill,
        Op::Alpha,
        Op::Width,
        Op::Stroke,
        Op::MoveTo,
        Op::LineTo,
        Op::Arc,
    ];

    /// The opcode's name in the page's painter (www/painter.js), whose table lists what each
    /// opcode does in `ALL`'s order, each under this name (tests/shim.rs holds the two equal).
    pub fn name(self) -> &'static str {
        match self {
            Op::Ink => "ink",
            Op::Rect => "rect",
            Op::Hole => "hole",
            Op::Fill => "fill",
            Op::Alpha => "alpha",
            Op::Width => "width",
            Op::Stroke => "stroke",
            Op::MoveTo => "move",
            Op::LineTo => "line",
            Op::Arc => "arc",
        }
    }
}

/// How many numbers follow each opcode, by opcode (the page's interpreter uses the same table).
pub const ARITY: [u8; 10] = [1, 4, 4, 0, 1, 1, 0, 2, 2, 5];

/// A list of drawing commands.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DrawList {
    items: Vec<f32>,
    ink: Option<Ink>,
}

impl DrawList {
    /// An empty list.
    pub fn new() -> DrawList {
        DrawList::default()
    }

    /// The commands as the flat list the page runs.
    pub fn into_vec(self) -> Vec<f32> {
        self.items
    }

    /// The flat commands so far.
    pub fn as_slice(&self) -> &[f32] {
        &self.items
    }

    /// Whether nothing is drawn.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    fn push(&mut self, op: Op, args: &[f64]) {
        self.items.push(f32::from(op as u8));
        self.items.extend(args.iter().map(|&a| a as f32));
    }

    /// Sets the colour (skipped when it is already the current one).
    pub fn ink(&mut self, ink: Ink) {
        if self.ink != Some(ink) {
            self.ink = Some(ink);
            self.push(Op::Ink, &[f64::from(ink.0)]);
        }
    }

    /// A filled rectangle.
    pub fn rect(&mut self, x: f64, y: f64, w: f64, h: f64) {
        self.push(Op::Rect, &[x, y, w, h]);
    }

    /// A rectangle added to the pending shape.
    pub fn hole(&mut self, x: f64, y: f64, w: f64, h: f64) {
        self.push(Op::Hole, &[x, y, w, h]);
    }

    /// Fills the pending shape.
    pub fn fill(&mut self) {
        self.push(Op::Fill, &[]);
    }

    /// A filled disc (a path of its own: a circle, then a fill).
    pub fn disc(&mut self, x: f64, y: f64, r: f64) {
        self.move_to(x + r, y);
        self.arc(x, y, r, 0.0, std::f64::consts::TAU);
        self.fill();
    }

    /// A filled triangle (a path of its own).
    pub fn triangle(&mut self, [x1, y1, x2, y2, x3, y3]: [f64; 6]) {
        self.move_to(x1, y1);
        self.line_to(x2, y2);
        self.line_to(x3, y3);
        self.fill();
    }

    /// The opacity of what follows.
    pub fn alpha(&mut self, a: f64) {
        self.push(Op::Alpha, &[a]);
    }

    /// The width of the lines `stroke` draws.
    pub fn width(&mut self, w: f64) {
        self.push(Op::Width, &[w]);
    }

    /// Strokes the pending lines and arcs.
    pub fn stroke(&mut self) {
        self.push(Op::Stroke, &[]);
    }

    /// Starts a new piece of the pending shape at `(x, y)`.
    pub fn move_to(&mut self, x: f64, y: f64) {
        self.push(Op::MoveTo, &[x, y]);
    }

    /// A straight line to `(x, y)` in the pending shape.
    pub fn line_to(&mut self, x: f64, y: f64) {
        self.push(Op::LineTo, &[x, y]);
    }

    /// An arc around `(cx, cy)` of radius `r` from angle `a0` to `a1` (clockwise on screen).
    pub fn arc(&mut self, cx: f64, cy: f64, r: f64, a0: f64, a1: f64) {
        self.push(Op::Arc, &[cx, cy, r, a0, a1]);
    }

    /// Every command in order, as (opcode, numbers): for tests and tools that read a list.
    pub fn commands(&self) -> Commands<'_> {
        Commands { rest: &self.items }
    }
}

/// The commands of a list, in order.
pub struct Commands<'a> {
    rest: &'a [f32],
}

impl<'a> Iterator for Commands<'a> {
    type Item = (u8, &'a [f32]);

    fn next(&mut self) -> Option<Self::Item> {
        let (&op, rest) = self.rest.split_first()?;
        let arity = usize::from(*ARITY.get(op as usize)?);
        let args = rest.get(..arity)?;
        self.rest = rest.get(arity..).unwrap_or_default();
        Some((op as u8, args))
    }
}

/// The palette the page uses: the `PALETTE` colours it read, then `SHADES` blends from `early`
/// to `late` (each `#rrggbb`; a colour it cannot read stands for the whole blend).
pub fn with_shades(base: &[String], early: &str, late: &str) -> Vec<String> {
    let mut palette = base.to_vec();
    match (rgb(early), rgb(late)) {
        (Some(a), Some(b)) => {
            for i in 0..SHADES {
                let k = f64::from(i) / f64::from(SHADES - 1);
                // Whole numbers: formatting an `f64` would pull float printing into the wasm.
                let mix = |x: u8, y: u8| {
                    let (x, y) = (f64::from(x), f64::from(y));
                    (x + (y - x) * k).round() as u8
                };
                let [(r0, r1), (g0, g1), (b0, b1)] = [(a[0], b[0]), (a[1], b[1]), (a[2], b[2])];
                palette.push(format!(
                    "rgb({} {} {})",
                    mix(r0, r1),
                    mix(g0, g1),
                    mix(b0, b1)
                ));
            }
        }
        _ => {
            for _ in 0..SHADES {
                palette.push(early.to_owned());
            }
        }
    }
    for c in DOOR_COLOURS.iter().chain(&["#ffffff"]) {
        palette.push((*c).to_owned());
    }
    palette
}

/// `#rrggbb` as three bytes (CSS gives the colour with ASCII spaces around it at most).
fn rgb(hex: &str) -> Option<[u8; 3]> {
    let hex = hex.trim_ascii().strip_prefix('#')?;
    if hex.len() != 6 {
        return None;
    }
    let byte = |i: usize| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok();
    Some([byte(0)?, byte(2)?, byte(4)?])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_opcode_is_listed_at_its_code_with_its_own_name() {
        for (code, op) in Op::ALL.into_iter().enumerate() {
            assert_eq!(op as usize, code, "{op:?}");
        }
        let mut names: Vec<&str> = Op::ALL.map(Op::name).to_vec();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), Op::ALL.len(), "two opcodes share a name");
    }

    #[test]
    fn commands_read_back_what_was_written() {
        let mut list = DrawList::new();
        list.ink(Ink::WALL);
        list.ink(Ink::WALL);
        list.rect(1.0, 2.0, 3.0, 4.0);
        list.fill();
        list.disc(5.0, 6.0, 7.0);
        let read: Vec<_> = list
            .commands()
            .map(|(op, args)| (op, args.to_vec()))
            .collect();
        assert_eq!(
            read,
            vec![
                (0, vec![2.0]),
                (1, vec![1.0, 2.0, 3.0, 4.0]),
                (3, vec![]),
                (7, vec![12.0, 6.0]),
                (9, vec![5.0, 6.0, 7.0, 0.0, std::f64::consts::TAU as f32]),
                (3, vec![]),
            ]
        );
    }

    #[test]
    fn shades_blend_from_early_to_late() {
        let n = PALETTE.len();
        let palette = with_shades(&vec!["a".into(); n], "#000000", "#ff0010");
        // Then the doors' colours and their letters' white (not in the first paint's build).
        {
            assert_eq!(palette.len(), n + SHADES as usize + DOOR_COLOURS.len() + 1);
            assert_eq!(palette[Ink::door(1).0 as usize], DOOR_COLOURS[1]);
            assert_eq!(palette[Ink::LETTER.0 as usize], "#ffffff");
        }
        assert_eq!(palette[Ink::shade(0).0 as usize], "rgb(0 0 0)");
        assert_eq!(palette[Ink::shade(SHADES).0 as usize], "rgb(255 0 16)");
        assert_eq!(with_shades(&[], "red", "#000000")[0], "red");
    }
}
