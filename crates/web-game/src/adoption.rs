//! Adopting a maze made elsewhere: `PageAdoption` takes a maze made by the page's worker (or
//! anywhere else) in steps, and `Game`'s `adopt_solution`, `settle` and `adopt_order` take
//! what the worker sends after the walls (the solution, a square's erasure order).

use super::copy::copy_step;
use super::game_facade::{Arriving, Game, Level, State};
use super::js::install_panic_hook;
use super::page_plan::PagePlan;
use super::win::join_verdicts;
use game;
use game::session::adopt::{self, Parts};
use maze::shape::Topology;
use wasm_bindgen::JsError;
use wasm_bindgen::prelude::wasm_bindgen;

/// A maze made elsewhere, copied into wasm memory and then checked in slices
/// (`adopt::Adoption`), so that a page can adopt a huge maze without a long task: `advance`
/// until it returns true, then `finish`. `from_worker` takes the page's own worker's parts
/// (structure checked, not re-solved: `adopt::Origin::Core`); the constructor, anything else
/// (every check). The same name in JavaScript.
#[wasm_bindgen]
pub struct PageAdoption {
    plan: game::Plan,
    origin: adopt::Origin,
    parts: Parts,
    /// The worker's arrays, still to copy into `parts` a step at a time (no solution: it
    /// comes later, to `Game.adopt_solution`).
    incoming: Incoming,
    inner: Option<adopt::Adoption>,
    /// Another shape's ids from the page's worker, being checked.
    shape: Option<game::session::ShapeCheck>,
    /// The plan continued the player's last level.
    resumed: bool,
}

/// The JS arrays a `PageAdoption` takes: walls, removed, and the solution unless it comes later.
type Incoming = (
    js_sys::Uint8Array,
    js_sys::Uint32Array,
    Option<js_sys::Uint32Array>,
);

impl PageAdoption {
    /// Takes the JS arrays `incoming` (walls, removed, solution) of `plan`'s maze, made by
    /// `origin`, after checking their lengths against the plan.
    fn taking(
        plan: &PagePlan,
        incoming: Incoming,
        origin: adopt::Origin,
    ) -> Result<PageAdoption, JsError> {
        install_panic_hook();
        let square = plan.plan.params().plain_square();
        // Other shapes send no wall bytes; their walls are at most three per cell.
        let cells = u64::from(plan.cells());
        let (walls, removed, solution) = (
            u64::from(incoming.0.length()),
            u64::from(incoming.1.length()),
            incoming.2.as_ref().map_or(0, |s| u64::from(s.length())),
        );
        if walls != if square { cells } else { 0 } || removed > 3 * cells || solution > cells {
            return Err(JsError::new(&format!(
                "a {side}×{side} maze cannot have {walls} wall bytes, {removed} erased walls and \
                 a {solution}-cell solution",
                side = plan.plan.side()
            )));
        }
        // Checked against the plan's size above, which `game::Plan` clamps to the largest level.
        let capacity = |n: u64| usize::try_from(n).unwrap_or(0);
        Ok(PageAdoption {
            plan: plan.plan.clone(),
            origin,
            parts: Parts {
                walls: Vec::with_capacity(capacity(walls)),
                removed: Vec::with_capacity(capacity(removed)),
                solution: Vec::with_capacity(capacity(solution)),
            },
            incoming,
            inner: None,
            shape: None,
            resumed: plan.resumed,
        })
    }
}

#[wasm_bindgen]
impl PageAdoption {
    /// Prepares to take `plan`'s maze made anywhere but the page's own worker: its wall bytes,
    /// erased ids and solution, every check made (the solution searched again). Throws when a
    /// length cannot belong to the plan's maze (nothing is allocated from a length that was not
    /// checked). Nothing is copied yet: `advance` copies in steps.
    #[wasm_bindgen(constructor)]
    pub fn new(
        plan: &PagePlan,
        walls: js_sys::Uint8Array,
        removed: js_sys::Uint32Array,
        solution: js_sys::Uint32Array,
    ) -> Result<PageAdoption, JsError> {
        PageAdoption::taking(
            plan,
            (walls, removed, Some(solution)),
            adopt::Origin::Outside,
        )
    }

    /// As the constructor, for the walls and erased ids of the page's own worker (`make_level`,
    /// this same module), without the solution: their structure is checked (lengths, bytes,
    /// ids), and the game starts before the solution exists; the worker's `solve_level` sends
    /// it to `Game.adopt_solution` (a walk checked, not searched again). A square's walls come alone:
    /// `removed` is not read, and its erasure order comes with the solution. Data from
    /// anywhere else goes through the constructor.
    pub fn from_worker(
        plan: &PagePlan,
        walls: js_sys::Uint8Array,
        removed: js_sys::Uint32Array,
    ) -> Result<PageAdoption, JsError> {
        PageAdoption::taking(plan, (walls, removed, None), adopt::Origin::Core)
    }

    /// One step of about `budget` units: copies that many more wall bytes, ids or cells into
    /// wasm memory, or once all are in, checks that many more; true once every check passed;
    /// throws an `Error` naming the first problem.
    pub fn advance(&mut self, budget: u32) -> Result<bool, JsError> {
        let (walls, removed, solution) = &self.incoming;
        let budget = budget.max(1);
        let ids_now = !self.walls_first();
        // Copying ends when the checks begin: they take the parts over.
        if self.inner.is_none()
            && (copy_step(walls, &mut self.parts.walls, budget)
                || (ids_now && copy_step(removed, &mut self.parts.removed, budget))
                || solution
                    .as_ref()
                    .is_some_and(|s| copy_step(s, &mut self.parts.solution, budget)))
        {
            return Ok(false);
        }
        // Other shapes' ids from the page's worker are checked in steps here, anyone else's
        // in one pass by `finish` (with the solution, searched again).
        if !self.plan.params().plain_square() {
            return match self.shape_check()? {
                Some(check) => check.advance(budget as usize).map_err(|e| JsError::new(&e)),
                None => Ok(true),
            };
        }
        if self.inner.is_none() {
            self.inner = Some(self.core());
        }
        let Some(inner) = self.inner.as_mut() else {
            return Ok(false);
        };
        inner
            .advance(budget as usize)
            .map_err(|e| JsError::new(&e.to_string()))
    }

    /// Completes the checks and starts the level; throws an `Error` if the data does not fit.
    pub fn finish(&mut self) -> Result<Game, JsError> {
        if !self.plan.params().plain_square() {
            while !self.advance(1 << 20)? {}
            let session = match self.shape.take() {
                Some(check) => check.finish(),
                None => {
                    let parts = std::mem::take(&mut self.parts);
                    let (params, notices) =
                        (self.plan.params().clone(), self.plan.notices().to_vec());
                    let made = (parts.removed, parts.solution);
                    game::session::adopt_shape(params, made, notices, self.origin)
                }
            }
            .map_err(|e| JsError::new(&e))?;
            return Ok(State::new(session, self.resumed).into_game());
        }
        let inner = match self.inner.take() {
            Some(inner) => inner,
            None => self.core(),
        };
        let session = inner.finish().map_err(|e| JsError::new(&e.to_string()))?;
        Ok(State::new(session, self.resumed).into_game())
    }
}

impl PageAdoption {
    /// The core's adoption of the copied parts, with the solution or awaiting it (and, for a
    /// square from the page's worker, its erasure order too).
    fn core(&mut self) -> adopt::Adoption {
        let (plan, parts) = (self.plan.clone(), std::mem::take(&mut self.parts));
        match self.incoming.2 {
            Some(_) => adopt::Adoption::new(plan, parts, self.origin),
            None if self.walls_first() => {
                adopt::Adoption::walls_first(plan, parts.walls, self.origin)
            }
            None => adopt::Adoption::unsolved(plan, parts, self.origin),
        }
    }

    /// The check of another shape's ids from the page's worker (made on first need, once
    /// they are copied); `None` for data with a solution, which `finish` checks whole.
    fn shape_check(&mut self) -> Result<Option<&mut game::session::ShapeCheck>, JsError> {
        if self.incoming.2.is_some() {
            return Ok(None);
        }
        if self.shape.is_none() {
            let removed = std::mem::take(&mut self.parts.removed);
            let (params, notices) = (self.plan.params().clone(), self.plan.notices().to_vec());
            let check = game::session::ShapeCheck::new(params, removed, notices);
            self.shape = Some(check.map_err(|e| JsError::new(&e))?);
        }
        Ok(self.shape.as_mut())
    }

    /// A square's walls from the page's worker: adopted alone, the erasure order later.
    fn walls_first(&self) -> bool {
        self.origin == adopt::Origin::Core && self.plan.params().plain_square()
    }
}

impl State {
    pub(super) fn adopt_solution(
        &mut self,
        solution: Option<js_sys::Uint32Array>,
        removed: Option<js_sys::Uint32Array>,
        now: f64,
        doors: Option<js_sys::Uint32Array>,
        route: Option<js_sys::Uint32Array>,
    ) -> Option<String> {
        if self.session.solving().ready() {
            return None;
        }
        self.arrived(removed);
        self.offered_doors(doors, route);
        let moves = self.session.play().moves();
        let cells = self.session.play().maze().layout.cells();
        let refused = solution.and_then(|array| {
            // A length no path of this maze can have is refused before anything is copied.
            let path = (array.length() <= cells).then(|| array.to_vec());
            let adopted = match path {
                Some(path) => self.session.adopt().solution(path, adopt::Origin::Core),
                None => Err(adopt::AdoptError::SolutionEnds),
            };
            adopted
                .err()
                .map(|e| text::solution_refused(&e.to_string()))
        });
        self.session.adopt().solve_here();
        // Doors come with the solution: drawn now; when the ball had passed where one stands,
        // the level started again (`Adopting::solution` locks the doors), and the page says so.
        let mut refused = refused;
        if self.session.play().locks().is_some() {
            if moves > 0 && self.session.play().moves() == 0 {
                self.restart();
                refused = Some(text::DOORS_CAME_LATE.to_owned());
            }
            self.screen.repaint();
        }
        if self.session.play().won() {
            // A win before the solution: its trace starts now, and its sentence gets the
            // challenge's verdict.
            self.screen.won();
            if let Some(facts) = &mut self.won_facts {
                facts.verdict = join_verdicts(
                    self.session.race().challenge_verdict(now),
                    self.session.race().ghost_verdict(now),
                );
                self.won_text = Some(text::win(facts));
            }
        }
        // Nothing on the board changes otherwise (the solution was not shown): no repaint.
        refused
    }

    /// Offers the session the doors and route the worker placed on a level with doors (packed
    /// as `worker::pack_doors` does; checked before they are used, else placed here).
    fn offered_doors(
        &mut self,
        doors: Option<js_sys::Uint32Array>,
        route: Option<js_sys::Uint32Array>,
    ) {
        let cells = self.session.play().maze().layout.cells();
        // Lengths no level can have are not copied (a route walks each cell at most twice per key).
        let within = |a: &js_sys::Uint32Array, most: u32| a.length() <= most;
        if let (Some(doors), Some(route)) = (doors, route)
            && within(&doors, 5 * maze::doors::MAX_DOORS)
            && within(&route, cells.saturating_mul(2 * maze::doors::MAX_DOORS + 1))
        {
            let placed = super::worker::unpack_doors(&doors.to_vec());
            self.session.adopt().doors(placed, route.to_vec());
        }
    }

    /// Keeps the erasure order the worker sent, when it is awaited, for `settle`.
    fn arrived(&mut self, removed: Option<js_sys::Uint32Array>) {
        let removed = removed.filter(|_| !self.session.solving().order_ready());
        let maze = self.session.play().maze();
        // A length no order of this maze can have is refused before anything is allocated.
        let listed = removed.as_ref().map_or(0, js_sys::Uint32Array::length);
        let refused =
            (listed > maze.layout.wall_bound()).then(|| adopt::AdoptError::RemovedCount {
                listed: listed as usize,
                erased: maze.open_walls().count(),
            });
        self.arriving = Some(Arriving {
            ids: Vec::with_capacity(if refused.is_some() {
                0
            } else {
                listed as usize
            }),
            removed,
            check: None,
            refused,
        });
    }

    pub(super) fn settle(&mut self, budget: u32) -> bool {
        self.settle_order(budget) && self.session.hints_mut().prepare(budget)
    }

    pub(super) fn adopt_order(&mut self) -> Option<String> {
        let arriving = self.arriving.take();
        if self.session.solving().order_ready() {
            return None;
        }
        let refused = arriving.and_then(|a| {
            a.removed?;
            let adopted = match a.refused {
                Some(problem) => Err(problem),
                // Refused unless it passed (`settle` may not have finished).
                None => self.session.adopt().order(a.check.unwrap_or_default()),
            };
            adopted.err().map(|e| text::order_refused(&e.to_string()))
        });
        self.session.adopt().order_from_walls();
        refused
    }
}

impl State {
    /// One step of about `budget` ids of the erasure order `adopt_solution` kept: copied into
    /// wasm memory, then checked against the level's open walls (each open, listed once, none
    /// missing); true once nothing is left to do (a problem found also ends it:
    /// `adopt_order` says it).
    fn settle_order(&mut self, budget: u32) -> bool {
        let Some(arriving) = self.arriving.as_mut() else {
            return true;
        };
        let Some(removed) = arriving
            .removed
            .as_ref()
            .filter(|_| arriving.refused.is_none())
        else {
            return true;
        };
        let budget = budget.max(1);
        if copy_step(removed, &mut arriving.ids, budget) {
            return false;
        }
        let open = self.session.play().maze().open_walls();
        let ids = &mut arriving.ids;
        let check = arriving
            .check
            .get_or_insert_with(|| adopt::OrderCheck::new(std::mem::take(ids), open));
        match check.advance(open, budget as usize) {
            Ok(done) => done,
            Err(problem) => {
                arriving.refused = Some(problem);
                true
            }
        }
    }
}

/// What the worker sends after a level's walls, taken by `life::start_level` (and tests).
impl Level {
    /// Takes what the page's own worker sent after this level's walls (`solve_level`) at `now`:
    /// the solution, a walk from the start to the exit through open walls, checked, not
    /// searched again, and what waited for it starts working (Show solution, a won level's
    /// trace and efficiency, the challenge's check: dropped with a notice when impossible); and
    /// a square's erasure order (read only while awaited), kept for `settle` to check in steps
    /// and `adopt_order` to take. Refused (its sentence returned) when the solution does not fit
    /// the maze, or `undefined` (the worker failed): the level is then solved here. Nothing
    /// changes when no solution was awaited (a stale one).
    pub fn adopt_solution(
        &self,
        solution: Option<js_sys::Uint32Array>,
        removed: Option<js_sys::Uint32Array>,
        now: f64,
        doors: Option<js_sys::Uint32Array>,
        route: Option<js_sys::Uint32Array>,
    ) -> Option<String> {
        self.state
            .borrow_mut()
            .adopt_solution(solution, removed, now, doors, route)
    }

    /// One step of the work a worker's level leaves once it plays: about `budget` ids of the
    /// erasure order `adopt_solution` kept, checked (`settle_order`), then about `budget` cells
    /// of the hints' search, so that the first hint answers at once; true once both are done.
    pub fn settle(&self, budget: u32) -> bool {
        self.state.borrow_mut().settle(budget)
    }

    /// Takes the erasure order once `settle` finished: the carve replay, which waited for it,
    /// can run. A refused one is said (its sentence returned); a refused or missing one (the
    /// worker failed) is replaced by the open walls in id order, whose replay ends in the same
    /// maze. Nothing changes when no order was awaited.
    pub fn adopt_order(&self) -> Option<String> {
        self.state.borrow_mut().adopt_order()
    }
}
