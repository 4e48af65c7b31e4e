//! A level's life on a page, as rules: where it is made, and how the checks of a level made
//! elsewhere are cut into short tasks. The page's crate carries out what these decide.

use crate::plan::WORKER_CELLS;

/// Where a level is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Where {
    /// On the page's own thread: small levels, and any level when no worker can run.
    Here,
    /// In the page's worker, then checked on the page in short tasks.
    Worker,
}

impl Where {
    /// Where a level of `cells` cells is made: in the worker when it is big and `worker` (one
    /// can run), else here.
    pub fn choose(cells: u32, worker: bool) -> Where {
        if cells > WORKER_CELLS && worker {
            Where::Worker
        } else {
            Where::Here
        }
    }

    /// Its name in the page's record of the last level made: `main` or `worker`.
    pub fn name(self) -> &'static str {
        match self {
            Where::Here => "main",
            Where::Worker => "worker",
        }
    }
}

/// How many bytes, ids or cells one step of a check takes.
pub const STEP: u32 = 1 << 16;

/// A task takes steps until this many milliseconds have passed, so that a slower machine gets
/// more tasks, not longer ones.
pub const TASK_MS: f64 = 8.0;

/// What one task did: its steps, its milliseconds, and whether the work is done.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Task {
    /// Steps taken (at least one).
    pub steps: u32,
    /// Milliseconds it took, on the clock given.
    pub ms: f64,
    /// Whether the work is done.
    pub done: bool,
}

/// Takes steps of `advance(STEP)` (true once done) until the work is done or `TASK_MS` have
/// passed on `clock`; at least one step. The first error ends the task.
pub fn one_task<E>(
    mut clock: impl FnMut() -> f64,
    mut advance: impl FnMut(u32) -> Result<bool, E>,
) -> Result<Task, E> {
    let start = clock();
    let mut steps = 0;
    loop {
        let done = advance(STEP)?;
        steps += 1;
        let ms = clock() - start;
        if done || ms >= TASK_MS {
            return Ok(Task { steps, ms, done });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    #[test]
    fn big_levels_go_to_a_worker_when_one_runs() {
        let side = 200;
        assert_eq!(Where::choose(side * side, true), Where::Here);
        assert_eq!(Where::choose(side * side + 1, true), Where::Worker);
        assert_eq!(Where::choose(2000 * 2000, false), Where::Here);
        assert_eq!(Where::Worker.name(), "worker");
        assert_eq!(Where::Here.name(), "main");
    }

    #[test]
    fn a_task_ends_when_its_time_is_up_or_the_work_is_done() {
        // Each step takes 3 ms on this clock: a task fits three steps (9 ms >= 8).
        let now = Cell::new(0.0);
        let clock = || now.get();
        let mut left = 10;
        let mut step = |budget: u32| -> Result<bool, ()> {
            assert_eq!(budget, STEP);
            now.set(now.get() + 3.0);
            left -= 1;
            Ok(left == 0)
        };
        let first = one_task(clock, &mut step);
        assert_eq!(
            first,
            Ok(Task {
                steps: 3,
                ms: 9.0,
                done: false
            })
        );
        let second = one_task(clock, &mut step);
        assert_eq!(second.map(|t| t.steps), Ok(3));
        let third = one_task(clock, &mut step);
        assert_eq!(third.map(|t| t.steps), Ok(3));
        // One step left: done after it, well within the task's time.
        assert_eq!(
            one_task(clock, &mut step),
            Ok(Task {
                steps: 1,
                ms: 3.0,
                done: true
            })
        );
    }

    #[test]
    fn a_task_takes_one_step_even_on_a_slow_machine_and_stops_at_an_error() {
        let now = Cell::new(0.0);
        let slow = |_: u32| -> Result<bool, &str> {
            now.set(now.get() + 50.0);
            Ok(false)
        };
        assert_eq!(one_task(|| now.get(), slow).map(|t| t.steps), Ok(1));
        let mut calls = 0;
        let failing = |_: u32| {
            calls += 1;
            if calls == 2 {
                Err("bad byte")
            } else {
                Ok(false)
            }
        };
        assert_eq!(one_task(|| 0.0, failing), Err("bad byte"));
    }
}
