//! The ghost of a friend's run on the board: a translucent ball gliding from cell to cell.

use super::list::{DrawList, Ink};
use super::viewport::Viewport;
use game::ghost::GhostAt;
use game::session::Session;
use maze::shape::Geometry;

/// How opaque the ghost's ball is.
const GHOST_ALPHA: f64 = 0.4;

/// The ghost's ball: translucent, gliding from its last cell to its new one.
pub fn draw_ghost(list: &mut DrawList, view: &Viewport, session: &Session, g: GhostAt) {
    let layout = &session.play().maze().layout;
    // On a floors maze, a ghost on another floor than the ball's is not in view.
    let floor = |f: &maze::shape::Floors, cell| f.floor_of(cell);
    let player = session.play().player();
    if layout.floors_of().is_some_and(|f| {
        floor(f, g.cell) != floor(f, player) || floor(f, g.from) != floor(f, player)
    }) {
        return;
    }
    let (Some(a), Some(b)) = (layout.center(g.from), layout.center(g.cell)) else {
        return;
    };
    let k = g.fraction.clamp(0.0, 1.0);
    let (x, y) = view.on_canvas([a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k]);
    list.alpha(GHOST_ALPHA);
    list.ink(Ink::PLAYER);
    list.disc(x, y, (view.s * 0.3).max(2.0));
    list.alpha(1.0);
}
