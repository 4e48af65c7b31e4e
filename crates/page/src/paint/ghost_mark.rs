//! The ghost of a friend's run on the board: a translucent ball gliding from cell to cell.

use super::list::{DrawList, Ink};
use super::viewport::Viewport;
use game::ghost::GhostAt;
use game::session::Session;
use maze::shape::Geometry;

/// Where the ghost is on the floor plan, gliding from its last cell's centre to its new one's;
/// `None` on a floors maze when it is on another floor than the ball's (not in view).
pub fn ghost_place(session: &Session, g: GhostAt) -> Option<[f64; 2]> {
    let layout = &session.play().maze().layout;
    let player = session.play().player();
    let floor = |cell: u32| layout.floors_of().map(|f| f.floor_of(cell));
    if floor(g.cell) != floor(player) || floor(g.from) != floor(player) {
        return None;
    }
    let (a, b) = (layout.center(g.from)?, layout.center(g.cell)?);
    let k = g.fraction.clamp(0.0, 1.0);
    Some([a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k])
}

/// How opaque the ghost's ball is.
const GHOST_ALPHA: f64 = 0.4;

/// The ghost's ball: translucent, gliding from its last cell to its new one.
pub fn draw_ghost(list: &mut DrawList, view: &Viewport, session: &Session, g: GhostAt) {
    let Some(at) = ghost_place(session, g) else {
        return;
    };
    let (x, y) = view.on_canvas(at);
    list.alpha(GHOST_ALPHA);
    list.ink(Ink::PLAYER);
    list.disc(x, y, (view.s * 0.3).max(2.0));
    list.alpha(1.0);
}
