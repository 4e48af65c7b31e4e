//! The maze from inside: the ball's eye in its cell, looking at the side it faces
//! (`inside::Facing`), drawn from the cells near the ball as the game's build sends them
//! (`inside::Mesh`). Each frame finds the wall pieces in reach (`inside::Nearby`), what each
//! screen column sees first (`inside::Frame`), and paints the floor's marks, then each piece in
//! sight as a polygon shaded by distance, a shut door in its colour with its letter, then what
//! hides nothing behind it where nothing nearer hides it: bridges' edges overhead and keys
//! floating where they lie. A step glides the eye from cell to cell and a turn swings it; the
//! facing changes at once, so no press is lost during a glide.

use super::door_marks::badge;
use super::inside_map::SeenMap;
use super::list::{DrawList, Ink};
use inside::camera::NEAR;
use inside::facing::Turn;
use inside::mesh::{DOWN, EAST, FOG, NO_MAP, ON_WAY, UP, WALKED, key_of};
use inside::{Camera, Cells, Facing, Frame, FrameSize, Mesh, Nearby, Piece, What};

/// How far the eye gathers walls, in cells (the game sends cells a little farther).
pub const REACH: f64 = 14.0;
/// The depth at which a wall has faded into the background.
const FADE: f64 = 16.0;
/// With fog on, sight fades within a few cells.
const FOG_FADE: f64 = 4.5;
/// How long a step's glide or a turn's swing lasts, in milliseconds.
const GLIDE_MS: f64 = 160.0;
/// A bridge's edge over a tunnel's mouth, from this height to the top of the walls.
const BRIDGE_LOW: f64 = 0.62;
/// A key floats at this height, this far from its centre to its corners.
const KEY_AT: (f64, f64) = (0.42, 0.13);
/// The ghost's ball: its centre's height, its radius, how opaque it is.
const GHOST: (f64, f64, f64) = (0.25, 0.22, 0.4);

/// The inside view's state: what the ball faces, and the eye's glide to it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct InsideView {
    facing: Option<Facing>,
    /// The moves played when the mesh was last followed.
    moves: u32,
    /// The eye drawn last.
    drawn: Option<Camera>,
    /// A glide from an eye, started at the first frame after the press.
    glide: Option<(Camera, Option<f64>)>,
    /// The cells seen so far on this level, for the corner map.
    map: SeenMap,
    /// The last frame drawn, with its eye and screen (where a tap lands).
    last: Option<(Camera, FrameSize, Frame)>,
}

/// The eye of a facing: at its cell's centre, looking at its side.
fn eye(mesh: &Mesh, facing: Facing) -> Camera {
    let at = mesh.centre(facing.cell).unwrap_or([0.5, 0.5]);
    Camera::new(at, facing.angle(mesh))
}

impl InsideView {
    /// What the ball faces, once a mesh was followed.
    pub fn facing(&self) -> Option<Facing> {
        self.facing
    }

    /// Follows the ball to where `mesh` has it: on along a step from the cell it faced from,
    /// else (a new level, a restart) facing as a level starts: east in a square maze, else the
    /// first side in slot order whose wall is open.
    pub fn follow(&mut self, mesh: &Mesh) {
        let player = mesh.player();
        // Numbers that hold no ball's cell give nothing to face (and nothing is drawn).
        if mesh.centre(player).is_none() {
            self.facing = None;
            return;
        }
        let restarted = mesh.moves() == 0 && self.moves != 0;
        let moved = mesh.moves() > self.moves;
        let one = mesh.moves() == self.moves + 1;
        self.moves = mesh.moves();
        let stepped = match self.facing {
            // A level of another shape, with the ball on the same cell, starts afresh.
            Some(f) if f.cell == player && !restarted && f.side(mesh).is_some() => return,
            Some(_) if restarted || !moved => None,
            // A stair keeps the side faced.
            Some(f) if one && !adjacent(mesh, f.cell, player) => {
                Some(Facing { cell: player, ..f }).filter(|f| f.side(mesh).is_some())
            }
            Some(f) => Some(f.stepped(mesh, player)),
            None => None,
        };
        if stepped.is_some() && self.drawn.is_some() {
            self.start_glide();
        }
        let open = |w: u32| mesh.is_open(w);
        self.facing = stepped.or(Some(Facing::start(mesh, player, mesh.has(EAST), &open)));
    }

    /// The cell one step forward and the slot it leaves by, when the way is open.
    pub fn ahead(&self, mesh: &Mesh) -> Option<(usize, u32)> {
        let facing = self.facing?;
        let (_, next) = facing.ahead(mesh, &|w| mesh.is_open(w))?;
        Some((facing.slot, next))
    }

    /// Turns on the spot (not a move).
    pub fn turn(&mut self, mesh: &Mesh, how: Turn) {
        if let Some(facing) = self.facing {
            self.start_glide();
            self.facing = Some(facing.turned(mesh, how));
        }
    }

    fn start_glide(&mut self) {
        self.glide = self.drawn.map(|from| (from, None));
    }

    /// The point of the floor plan at pixel (`x`, `y`) of the last frame, `None` on a wall or
    /// above the horizon (or before any frame).
    pub fn floor_at(&self, x: f64, y: f64) -> Option<[f64; 2]> {
        let (camera, screen, frame) = self.last.as_ref()?;
        frame.floor_at(camera, *screen, [x, y])
    }

    /// Whether the eye is still on its way.
    pub fn animating(&self) -> bool {
        self.glide.is_some()
    }

    /// The eye at `now`, `reduced` motion cutting the glide.
    fn camera(&mut self, target: Camera, now: f64, reduced: bool) -> Camera {
        let mut camera = target;
        if let Some((from, start)) = self.glide {
            let t0 = start.unwrap_or(now);
            let k = ((now - t0) / GLIDE_MS).clamp(0.0, 1.0);
            if reduced || k >= 1.0 {
                self.glide = None;
            } else {
                self.glide = Some((from, Some(t0)));
                let k = k * k * (3.0 - 2.0 * k);
                let turn = inside::facing::turn(from.angle, target.angle);
                let [x0, y0] = from.at;
                let [x1, y1] = target.at;
                let at = [x0 + (x1 - x0) * k, y0 + (y1 - y0) * k];
                camera = Camera::new(at, from.angle + turn * k);
            }
        }
        self.drawn = Some(camera);
        camera
    }

    /// The frame of `mesh` at `now` on a canvas of `width × height` device pixels.
    pub fn frame(
        &mut self,
        mesh: &Mesh,
        (width, height): (f64, f64),
        now: f64,
        reduced: bool,
    ) -> DrawList {
        self.follow(mesh);
        let mut list = DrawList::new();
        let Some(facing) = self.facing else {
            return list;
        };
        let camera = self.camera(eye(mesh, facing), now, reduced);
        let screen = FrameSize { width, height };
        let scene = Nearby::around(mesh, facing.cell, REACH, &|w| mesh.is_open(w));
        let frame = Frame::cast(&scene, &camera, screen);
        let fade = if mesh.has(FOG) { FOG_FADE } else { FADE };
        list.ink(Ink::BG);
        list.rect(0.0, 0.0, width, height);
        list.ink(Ink::FLOOR);
        list.rect(0.0, height / 2.0, width, height / 2.0);
        floor_marks(&mut list, mesh, &scene, &camera, screen, fade);
        walls(&mut list, mesh, &scene, &frame, (&camera, screen), fade);
        bridges(
            &mut list,
            mesh,
            facing.cell,
            &frame,
            (&camera, screen),
            fade,
        );
        keys(&mut list, mesh, &scene, &frame, (&camera, screen), fade);
        ghost(&mut list, mesh, &frame, (&camera, screen), fade);
        // A maze studied first is walked without the corner map.
        if !mesh.has(NO_MAP) {
            self.map.add(mesh, &scene, (&frame, &camera, screen));
            self.map
                .draw(&mut list, (width, height), camera.at, camera.angle);
        }
        list.alpha(1.0);
        self.last = Some((camera, screen, frame));
        list
    }
}

/// Whether a side of `from` leads to `to`.
fn adjacent(mesh: &Mesh, from: u32, to: u32) -> bool {
    (0..mesh.slots()).any(|slot| {
        mesh.side(from, slot)
            .is_some_and(|(_, through)| through.is_some_and(|(_, next)| next == to))
    })
}

/// How strongly a thing at `depth` shows through the fade.
fn sight(depth: f64, fade: f64) -> f64 {
    (1.0 - depth / fade).clamp(0.0, 1.0)
}

/// Every piece in sight, shaded by distance and by how squarely it faces the eye (the spans
/// do not overlap: their order does not matter); a shut door in its colour, with its letter.
fn walls(
    list: &mut DrawList,
    mesh: &Mesh,
    scene: &Nearby,
    frame: &Frame,
    (camera, screen): (&Camera, FrameSize),
    fade: f64,
) {
    let right = camera.right();
    for seen in &frame.seen {
        let Some(piece) = scene.pieces.get(seen.piece) else {
            continue;
        };
        let d = [piece.b[0] - piece.a[0], piece.b[1] - piece.a[1]];
        let across = (d[0] * right[0] + d[1] * right[1]).abs() / d[0].hypot(d[1]).max(1e-9);
        let door = piece.wall.and_then(|w| mesh.door(w));
        let (ink, lit) = match (piece.what, door) {
            (_, Some(k)) => (Ink::door(usize::from(k)), 1.0),
            (What::Exit, _) => (Ink::EXIT, 1.0),
            (What::Wall | What::Border, _) => (Ink::WALL, 0.72 + 0.28 * across),
        };
        for span in &seen.spans {
            let shown = sight(span.depth[0].min(span.depth[1]), fade) * lit;
            if shown <= 0.0 {
                continue;
            }
            shade(list, (camera, screen), span, [0.0, 1.0], (ink, shown));
        }
        // The door's letter on its widest span, where it can be read.
        let widest = seen
            .spans
            .iter()
            .max_by(|a, b| (a.x[1] - a.x[0]).total_cmp(&(b.x[1] - b.x[0])));
        if let (Some(k), Some(span)) = (door, widest) {
            let depth = (span.depth[0] + span.depth[1]) / 2.0;
            let x = (span.x[0] + span.x[1]) / 2.0;
            let r = camera.focal(screen) * 0.16 / depth;
            if span.x[1] - span.x[0] > 2.0 * r && sight(depth, fade) > 0.0 {
                list.alpha(sight(depth, fade));
                badge(
                    list,
                    (x, camera.row(screen, depth, 0.5)),
                    r,
                    usize::from(k),
                    false,
                );
            }
        }
    }
}

/// `span` from height `h[0]` to `h[1]` in `ink`, `shown` as strongly as it shows through the
/// fade: the ink whole, then the background over it as far as it fades (one colour over the
/// sky and the floor alike, and no darker seam where two walls meet: their edges blend colours
/// that are nearly the same).
fn shade(
    list: &mut DrawList,
    view: (&Camera, FrameSize),
    span: &inside::columns::Span,
    h: [f64; 2],
    (ink, shown): (Ink, f64),
) {
    for (ink, alpha) in [(ink, 1.0), (Ink::BG, 1.0 - shown)] {
        list.ink(ink);
        list.alpha(alpha);
        quad(list, view, span, h);
    }
}

/// The bridges' edges over tunnels' mouths, from `BRIDGE_LOW` to the walls' top, where nothing
/// nearer hides them; not those of the crossing the eye stands on (its bridge is underfoot).
fn bridges(
    list: &mut DrawList,
    mesh: &Mesh,
    eye_cell: u32,
    frame: &Frame,
    (camera, screen): (&Camera, FrameSize),
    fade: f64,
) {
    for b in mesh.bridges().iter().filter(|b| b.cell != eye_cell) {
        let piece = Piece {
            a: b.a,
            b: b.b,
            what: What::Wall,
            wall: None,
        };
        for span in frame.in_front(&piece, camera, screen) {
            let shown = sight(span.depth[0].min(span.depth[1]), fade);
            if shown > 0.0 {
                shade(
                    list,
                    (camera, screen),
                    &span,
                    [BRIDGE_LOW, 1.0],
                    (Ink::WALL, shown),
                );
            }
        }
    }
}

/// The keys lying in the cells gathered, each a diamond in its colour with its letter,
/// floating at its cell's centre where no wall nearer hides it.
fn keys(
    list: &mut DrawList,
    mesh: &Mesh,
    scene: &Nearby,
    frame: &Frame,
    (camera, screen): (&Camera, FrameSize),
    fade: f64,
) {
    let (height, size) = KEY_AT;
    for &cell in &scene.cells {
        let (Some(k), Some(c)) = (key_of(mesh.marks(cell)), mesh.centre(cell)) else {
            continue;
        };
        let Some((x, depth, shown)) = floating(frame, (camera, screen), c, fade) else {
            continue;
        };
        list.alpha(shown);
        let r = camera.focal(screen) * size / depth;
        let y = camera.row(screen, depth, height);
        badge(list, (x, y), r, usize::from(k), true);
    }
}

/// Where a thing floating over the floor at `at` shows: its column, its depth and how strongly
/// it shows through the fade; `None` behind the eye, faded out, or where a wall nearer hides it.
fn floating(
    frame: &Frame,
    (camera, screen): (&Camera, FrameSize),
    at: [f64; 2],
    fade: f64,
) -> Option<(f64, f64, f64)> {
    let p = camera.view(at);
    let x = camera.column(screen, p);
    let hidden = frame
        .depth
        .get(x.max(0.0) as usize)
        .is_none_or(|&d| d < p[0]);
    let shown = sight(p[0], fade);
    (p[0] >= 2.0 * NEAR && !hidden && shown > 0.0).then_some((x, p[0], shown))
}

/// The ghost of a friend's run, a translucent ball where no wall nearer hides it.
fn ghost(
    list: &mut DrawList,
    mesh: &Mesh,
    frame: &Frame,
    (camera, screen): (&Camera, FrameSize),
    fade: f64,
) {
    let Some(at) = mesh.ghost() else {
        return;
    };
    let (height, radius, alpha) = GHOST;
    let Some((x, depth, shown)) = floating(frame, (camera, screen), at, fade) else {
        return;
    };
    list.alpha(alpha * shown);
    list.ink(Ink::PLAYER);
    let r = camera.focal(screen) * radius / depth;
    list.disc(x, camera.row(screen, depth, height), r);
}

/// A span of wall from height `h[0]` to `h[1]`, half a pixel wider each side, as one filled
/// polygon.
fn quad(
    list: &mut DrawList,
    (camera, screen): (&Camera, FrameSize),
    span: &inside::columns::Span,
    [low, high]: [f64; 2],
) {
    let [x0, x1] = [span.x[0] - 0.5, span.x[1] + 0.5];
    let [z0, z1] = span.depth;
    list.move_to(x0, camera.row(screen, z0, high));
    list.line_to(x1, camera.row(screen, z1, high));
    list.line_to(x1, camera.row(screen, z1, low));
    list.line_to(x0, camera.row(screen, z0, low));
    list.fill();
}

/// The marks on the floor of the cells gathered: the way shown (a hint's or the solution's),
/// footprints, then stairs (three steps up, a dark hole down); the walls painted after them
/// hide those behind a wall.
fn floor_marks(
    list: &mut DrawList,
    mesh: &Mesh,
    scene: &Nearby,
    camera: &Camera,
    screen: FrameSize,
    fade: f64,
) {
    let square = |r: f64| vec![[[-r, -r], [r, -r], [r, r], [-r, r]]];
    let steps: Vec<[[f64; 2]; 4]> = [-0.3, -0.06, 0.18]
        .iter()
        .map(|&y| [[-0.3, y], [0.3, y], [0.3, y + 0.12], [-0.3, y + 0.12]])
        .collect();
    let marks = [
        (ON_WAY, Ink::PATH, square(0.22)),
        (WALKED, Ink::TRAIL, square(0.1)),
        (UP, Ink::WALL, steps),
        (DOWN, Ink::WALL, square(0.3)),
    ];
    for (mark, ink, shapes) in &marks {
        list.ink(*ink);
        for &cell in &scene.cells {
            if mesh.marks(cell) & mark != 0
                && let Some(c) = mesh.centre(cell)
            {
                for corners in shapes {
                    on_floor(list, (camera, screen), c, corners, fade);
                }
            }
        }
    }
}

/// The quadrilateral of `corners` (offsets from `c`) on the floor, left out when it reaches
/// behind the eye.
fn on_floor(
    list: &mut DrawList,
    (camera, screen): (&Camera, FrameSize),
    c: [f64; 2],
    corners: &[[f64; 2]; 4],
    fade: f64,
) {
    let corners = corners.map(|[x, y]| camera.view([c[0] + x, c[1] + y]));
    let depth = corners.iter().map(|p| p[0]).fold(f64::INFINITY, f64::min);
    if depth < NEAR || sight(depth, fade) <= 0.0 {
        return;
    }
    list.alpha(sight(depth, fade));
    for (i, p) in corners.iter().enumerate() {
        let (x, y) = (camera.column(screen, *p), camera.row(screen, p[0], 0.0));
        if i == 0 {
            list.move_to(x, y);
        } else {
            list.line_to(x, y);
        }
    }
    list.fill();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::inside_mesh::mesh;
    use game::Plan;
    use game::session::Session;
    use maze::Seed;
    use std::f64::consts::FRAC_PI_2;

    fn session(query: &str) -> Session {
        Plan::from_query(query, Seed::random).start()
    }

    #[test]
    fn a_square_starts_facing_east_turns_by_quarters_and_faces_on_along_a_step() {
        let mut s = session("seed=inside&level=3");
        let mut view = InsideView::default();
        let m = Mesh::decode(mesh(&s, None));
        view.follow(&m);
        let angle = |v: &InsideView, m: &Mesh| v.facing().unwrap().angle(m);
        assert!(angle(&view, &m).abs() < 1e-9, "east");
        view.turn(&m, Turn::Right);
        assert!((angle(&view, &m) - FRAC_PI_2).abs() < 1e-9, "south");
        // A step south from the start, when its wall is open; east otherwise.
        if view.ahead(&m).is_none() {
            view.turn(&m, Turn::Left);
        }
        let (_, next) = view.ahead(&m).expect("the start has a way out");
        let before = angle(&view, &m);
        assert_eq!(s.go_to(next, 0.0), game::StepOutcome::Moved);
        let m = Mesh::decode(mesh(&s, None));
        view.follow(&m);
        assert_eq!(view.facing().unwrap().cell, next);
        assert!(
            (angle(&view, &m) - before).abs() < 1e-9,
            "on along the step"
        );
        // Back at the start with no moves (a restart): facing as a level starts.
        s.restart();
        let m = Mesh::decode(mesh(&s, None));
        view.follow(&m);
        assert_eq!(view.facing().unwrap().cell, 0);
        assert!(angle(&view, &m).abs() < 1e-9, "east again");
    }

    #[test]
    fn a_stair_keeps_the_side_faced_and_a_step_faces_on() {
        let mut s = session("seed=inside&level=6&floors=3");
        let below = s.play().maze().layout.floors_of().unwrap().floor_cells();
        let mut view = InsideView::default();
        view.follow(&Mesh::decode(mesh(&s, None)));
        // Find a way from the start to a cell with an open stair up, then climb it.
        let solution = s.solution().to_vec();
        let climb = solution
            .windows(2)
            .position(|w| w[1] == w[0] + below)
            .expect("a climb on the way");
        for &cell in &solution[1..=climb] {
            assert_eq!(s.go_to(cell, 0.0), game::StepOutcome::Moved);
            view.follow(&Mesh::decode(mesh(&s, None)));
        }
        let before = view.facing().unwrap().slot;
        assert_eq!(s.go_to(solution[climb + 1], 0.0), game::StepOutcome::Moved);
        let m = Mesh::decode(mesh(&s, None));
        view.follow(&m);
        assert_eq!(view.facing().unwrap().cell, solution[climb + 1]);
        assert_eq!(
            view.facing().unwrap().slot,
            before,
            "the side faced is kept"
        );
    }

    #[test]
    fn a_ghost_ahead_in_the_open_is_a_ball_and_behind_a_wall_is_none() {
        use super::super::list::Op;
        use game::ghost::GhostAt;
        let s = session("seed=inside&level=3");
        let mut view = InsideView::default();
        view.follow(&Mesh::decode(mesh(&s, None)));
        let m = Mesh::decode(mesh(&s, None));
        if view.ahead(&m).is_none() {
            view.turn(&m, Turn::Right);
        }
        let (_, next) = view.ahead(&m).expect("the start has a way out");
        let at = |cell| GhostAt {
            cell,
            from: cell,
            fraction: 1.0,
        };
        let discs = |ghost: Option<GhostAt>, view: &mut InsideView| {
            let list = view.frame(&Mesh::decode(mesh(&s, ghost)), (300.0, 200.0), 0.0, true);
            ops(&list).iter().filter(|&&op| op == Op::Arc as u8).count()
        };
        let without = discs(None, &mut view);
        assert_eq!(
            discs(Some(at(next)), &mut view),
            without + 1,
            "the ghost one cell ahead"
        );
        // Behind the eye: not drawn.
        assert_eq!(discs(Some(at(m.player())), &mut view), without);
    }

    #[test]
    fn a_maze_studied_first_is_walked_without_the_corner_map() {
        use super::super::list::Op;
        let rects = |query: &str| {
            let s = session(query);
            let list = InsideView::default().frame(
                &Mesh::decode(mesh(&s, None)),
                (300.0, 200.0),
                0.0,
                true,
            );
            ops(&list)
                .iter()
                .filter(|&&op| op == Op::Rect as u8)
                .count()
        };
        assert_eq!(
            rects("seed=inside&level=3&view=inside"),
            3,
            "the sky, the floor, the map"
        );
        assert_eq!(
            rects("seed=inside&level=3&view=inside&study=5"),
            2,
            "no map"
        );
    }

    /// The opcodes of a drawing list, read with the painter's arities.
    fn ops(list: &DrawList) -> Vec<u8> {
        use super::super::list::ARITY;
        let items = list.as_slice();
        let mut out = Vec::new();
        let mut i = 0;
        while i < items.len() {
            let op = items[i] as u8;
            out.push(op);
            i += 1 + usize::from(ARITY[usize::from(op)]);
        }
        out
    }

    #[test]
    fn each_span_in_sight_is_painted_once_over_the_background_on_the_sky_and_the_floor() {
        use super::super::list::Op;
        let s = session("seed=inside&level=3&shape=hex");
        let m = Mesh::decode(mesh(&s, None));
        let mut view = InsideView::default();
        let (w, h) = (300.0, 200.0);
        let list = view.frame(&m, (w, h), 0.0, true);
        let facing = view.facing().unwrap();
        let scene = Nearby::around(&m, facing.cell, REACH, &|x| m.is_open(x));
        let frame = Frame::cast(
            &scene,
            &eye(&m, facing),
            FrameSize {
                width: w,
                height: h,
            },
        );
        let spans: usize = frame.seen.iter().map(|seen| seen.spans.len()).sum();
        assert!(spans >= 3, "a hex cell's walls and what lies past them");
        let ops = ops(&list);
        let rects: Vec<usize> = (0..ops.len())
            .filter(|&i| ops[i] == Op::Rect as u8)
            .collect();
        assert_eq!(
            rects.len(),
            3,
            "the sky, the floor, then the corner map's box"
        );
        // The view's own polygons, before the corner map.
        let polygons = ops[..rects[2]]
            .iter()
            .filter(|&&op| op == Op::MoveTo as u8)
            .count();
        // The only footprint is under the eye, out of sight.
        assert_eq!(s.play().visited().iter().filter(|&&v| v != 0).count(), 1);
        assert_eq!(
            polygons,
            2 * spans,
            "each span: the background, then its ink"
        );
    }
}
