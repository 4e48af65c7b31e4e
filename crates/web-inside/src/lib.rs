//! The view from inside a maze (V): its own wasm build, which the page loads the first time the
//! player asks for it, so that neither the first download nor the game's build grows. It keeps
//! no game: the game's build sends the cells near the ball each frame (`Board#inside_mesh`),
//! and plays the steps this view asks for (`keymap::SLOT_CODE`). Here the ball's facing is
//! kept, turned and followed, and the frame is drawn as the painter's commands.
// Input reaches this crate from the page: no panics and no unchecked indexing anywhere in it.
#![cfg_attr(
    not(test),
    deny(
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::panic,
        clippy::indexing_slicing
    )
)]

use inside::Mesh;
use inside::ahead::ahead;
use inside::facing::compass;
use page::keymap::{InsidePress, SLOT_CODE, join_code, split_code};
use page::paint::inside_view::InsideView;
use wasm_bindgen::prelude::wasm_bindgen;

/// The view from inside: the ball's facing and the eye's glide, over the last cells sent.
#[wasm_bindgen]
#[derive(Default)]
pub struct Inside {
    view: InsideView,
    mesh: Mesh,
}

#[wasm_bindgen]
impl Inside {
    /// A view that has seen no cells yet.
    #[wasm_bindgen(constructor)]
    pub fn new() -> Inside {
        web::js::install_panic_hook();
        Inside::default()
    }

    /// Takes the cells near the ball (`Board#inside_mesh`'s numbers): after a move the ball
    /// faces on along its step; on a new level or a restart, as a level starts.
    pub fn show(&mut self, mesh: Vec<f64>) {
        self.mesh = Mesh::decode(mesh);
        self.view.follow(&self.mesh);
    }

    /// What move `code` (from the game's `key_command`, a swipe or the gamepad) does from
    /// inside, with the cells near the ball (`mesh`, as `show` takes them): a step forward
    /// becomes the game's code for a step through the side faced (`SLOT_CODE`, a roll with
    /// Shift); a turn turns here and gives `undefined` (no move; `said` words it); any other
    /// move is the game's as it is.
    pub fn press(&mut self, mesh: Vec<f64>, code: u16) -> Option<u16> {
        self.show(mesh);
        let (move_code, roll) = split_code(code);
        match InsidePress::of_move(move_code) {
            None => Some(code),
            Some(InsidePress::Turn(how)) => {
                self.view.turn(&self.mesh, how);
                None
            }
            Some(InsidePress::Forward) => {
                let slot = self.view.facing()?.slot;
                let slot = u8::try_from(slot).ok()?;
                Some(join_code(SLOT_CODE.saturating_add(slot), roll))
            }
        }
    }

    /// Where the ball faces and what lies ahead, in words: "Facing east. Corridor ahead, 3
    /// cells, then a fork."
    pub fn said(&self) -> String {
        let Some(f) = self.view.facing() else {
            return String::new();
        };
        let mesh = &self.mesh;
        let way = ahead(mesh, f, &|w| mesh.is_open(w), &|w| mesh.door(w));
        text::ahead_said(compass(f.angle(mesh)), way)
    }

    /// What switching the view says: inside (`on`), where the ball faces and how to move;
    /// else the view from above.
    pub fn view_said(&self, on: bool) -> String {
        text::view_said(on.then(|| self.said()).as_deref())
    }

    /// The frame at `now` (ms) on a canvas of `width × height` device pixels, as the painter's
    /// commands; `reduced` motion cuts the glides.
    pub fn frame(&mut self, width: f64, height: f64, now: f64, reduced: bool) -> Vec<f32> {
        self.view
            .frame(&self.mesh, (width, height), now, reduced)
            .into_vec()
    }

    /// The point of the floor plan under a tap at (`x`, `y`) CSS pixels on the canvas (`dpr`
    /// device pixels each) in the last frame, `[x, y]` in maze units for the game's `tap`;
    /// `undefined` on a wall or above the horizon.
    pub fn floor_at(&self, x: f64, y: f64, dpr: f64) -> Option<Vec<f64>> {
        self.view.floor_at(x * dpr, y * dpr).map(Vec::from)
    }

    /// Whether the eye is still gliding (the page keeps drawing frames).
    #[wasm_bindgen(getter)]
    pub fn animating(&self) -> bool {
        self.view.animating()
    }
}

// Talc instead of dlmalloc: a smaller and faster allocator (docs/size.md).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
