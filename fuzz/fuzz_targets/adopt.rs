//! A worker's maze handed to the page, corrupted: the real parts of a small square level with
//! bytes, ids and cells changed, adopted in steps of any size from either
//! origin (the page's own worker, or anywhere else), and another shape's erasures likewise.
//! Adoption never panics, accepts the plan's own parts whole, and whatever it accepts has a
//! solution from the start to the exit. The same parts also go the page's worker's way: walls
//! and ids first (`Adoption::unsolved`), the solution later (`Adopting::solution`), where
//! a session never shows a solution it has not accepted. And a square's walls alone
//! (`Adoption::walls_first`), its erasure order checked after (`OrderCheck`): an order is taken
//! exactly when its check passed, and a taken one lists the walls the bytes open, once each.
#![no_main]

use libfuzzer_sys::fuzz_target;
use seedmaze::game::Plan;
use seedmaze::game::session::adopt::{Adoption, OrderCheck, Origin};
use seedmaze::game::session::adopt_shape;
use seedmaze::maze::Seed;

fn seed() -> Seed {
    Seed::parse("fuzzadopt").expect("a valid seed")
}

fuzz_target!(|input: (u8, u8, Vec<(u8, u32)>, Vec<u16>, u8)| {
    let (size, how, changes, budgets, shape) = input;
    let side = 2 + u32::from(size % 14);
    let algorithm = ["union-find", "perfect", "backtracker", "pathcut"][usize::from(how >> 4) % 4];
    let plan = Plan::from_query(
        &format!("seed=fuzzadopt&size={side}&algo={algorithm}"),
        seed,
    );
    let Ok(real) = plan.make_parts() else {
        return;
    };
    let mut parts = real.clone();
    // Each change lands in the walls, the erased ids or the solution, or cuts one short.
    for &(kind, value) in &changes {
        let at = value as usize;
        match kind % 6 {
            0 => {
                let i = at % parts.walls.len().max(1);
                if let Some(byte) = parts.walls.get_mut(i) {
                    *byte ^= (value >> 8) as u8;
                }
            }
            1 => {
                let i = at % parts.removed.len().max(1);
                if let Some(id) = parts.removed.get_mut(i) {
                    *id = value >> 4;
                }
            }
            2 => {
                let i = at % parts.solution.len().max(1);
                if let Some(cell) = parts.solution.get_mut(i) {
                    *cell = value >> 4;
                }
            }
            3 => parts.removed.truncate(at % (parts.removed.len() + 1)),
            4 => parts.solution.truncate(at % (parts.solution.len() + 1)),
            _ => parts.removed.push(value % (2 * side * side + 3)),
        }
    }
    let origin = if how & 1 == 0 {
        Origin::Core
    } else {
        Origin::Outside
    };
    let mut adoption = Adoption::new(plan.clone(), parts.clone(), origin);
    let mut steps = budgets.iter().cycle();
    let done = loop {
        let budget = steps.next().map_or(usize::MAX, |&b| usize::from(b).max(1));
        match adoption.advance(budget) {
            Ok(true) => break true,
            Ok(false) => continue,
            Err(_) => break false,
        }
    };
    let adopted = adoption.finish();
    assert_eq!(done, adopted.is_ok(), "advance and finish agree");
    if let Ok(session) = adopted {
        // Anything accepted has a solution from the start to the exit; the plan's own parts
        // are accepted whole.
        let solution = session.solution();
        assert_eq!(solution.first(), Some(&0));
        assert_eq!(solution.last(), Some(&(side * side - 1)));
        if parts == real {
            assert_eq!(solution, real.solution.as_slice());
        }
    }
    // Walls and ids first, the solution later: the same verdict on the walls; before the
    // solution nothing is shown, and an accepted one walks from the start to the exit.
    let mut first = Adoption::unsolved(plan.clone(), parts.clone(), origin);
    let mut steps = budgets.iter().cycle();
    while let Ok(false) = first.advance(steps.next().map_or(usize::MAX, |&b| usize::from(b).max(1)))
    {
    }
    if let Ok(mut session) = first.finish() {
        assert!(!session.solving().ready() && session.solution().is_empty());
        assert!(!session.toggle_solution(), "shown before it arrived");
        match session.adopt().solution(parts.solution.clone(), origin) {
            Ok(taken) => {
                assert!(taken && session.solving().ready());
                let solution = session.solution();
                assert_eq!(solution.first(), Some(&0));
                assert_eq!(solution.last(), Some(&(side * side - 1)));
                assert_eq!(solution, parts.solution.as_slice());
            }
            Err(_) => {
                assert!(!session.solving().ready() && session.solution().is_empty());
                // Found here instead: a path from the start to the exit, or none at all
                // (walls that pass every check may still wall the exit off).
                session.adopt().solve_here();
                let solution = session.solution();
                assert!(solution.is_empty() || solution.first() == Some(&0));
                assert!(solution.is_empty() || solution.last() == Some(&(side * side - 1)));
            }
        }
        // A second solution (a stale message) changes nothing.
        let before = session.solution().to_vec();
        assert_eq!(session.adopt().solution(vec![0], origin), Ok(false));
        assert_eq!(session.solution(), before.as_slice());
    }
    // A square's walls alone, the erasure order after.
    let mut walls = Adoption::walls_first(plan.clone(), parts.walls.clone(), origin);
    let mut steps = budgets.iter().cycle();
    let mut budget = || steps.next().map_or(usize::MAX, |&b| usize::from(b).max(1));
    while let Ok(false) = walls.advance(budget()) {}
    if let Ok(mut session) = walls.finish() {
        assert!(!session.solving().order_ready() && session.play().maze().removed.is_empty());
        let open = session.play().maze().open_walls().clone();
        let mut check = OrderCheck::new(parts.removed.clone(), &open);
        let passed = loop {
            match check.advance(&open, budget()) {
                Ok(true) => break true,
                Ok(false) => continue,
                Err(_) => break false,
            }
        };
        assert_eq!(
            session.adopt().order(check).is_ok(),
            passed,
            "taken exactly when passed"
        );
        if parts.walls == real.walls && parts.removed == real.removed {
            assert!(passed, "the real order passes");
        }
        if !passed {
            assert!(!session.solving().order_ready());
            session.adopt().order_from_walls();
        }
        assert!(session.solving().order_ready());
        let removed = &session.play().maze().removed;
        assert_eq!(removed.len(), open.count());
        assert!(removed.iter().all(|&wall| open.is_erased(wall)));
        if passed {
            assert_eq!(removed, &parts.removed);
        }
    }
    // Another shape's erasures and solution from nowhere: a sentence, never a panic.
    let shape = ["hex", "triangle", "circle"][usize::from(shape) % 3];
    let other = Plan::from_query(&format!("seed=fuzzadopt&shape={shape}&size={side}"), seed);
    let removed: Vec<u32> = changes.iter().map(|&(_, v)| v % 400).collect();
    let solution: Vec<u32> = budgets.iter().map(|&b| u32::from(b) % 200).collect();
    for origin in [Origin::Core, Origin::Outside] {
        let _ = adopt_shape(
            other.params().clone(),
            (removed.clone(), solution.clone()),
            Vec::new(),
            origin,
        );
    }
});
