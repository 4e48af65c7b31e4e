//! Play time, driven by timestamps the caller passes in (milliseconds, e.g. `performance.now`).

/// A stopwatch that starts at the first move, pauses while the page is hidden and stops at the win.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Timer {
    banked_ms: f64,
    running_since: Option<f64>,
    started: bool,
    paused: bool,
}

impl Timer {
    /// Starts the clock at `now` if it never ran (the first move).
    pub fn start(&mut self, now: f64) {
        if !self.started {
            self.started = true;
            if !self.paused {
                self.running_since = Some(now);
            }
        }
    }

    /// Stops the clock for good (the win), keeping the time so far.
    pub fn stop(&mut self, now: f64) {
        self.bank(now);
        self.started = true;
        self.paused = true;
    }

    /// Pauses a running clock (tab hidden).
    pub fn pause(&mut self, now: f64) {
        self.bank(now);
        self.paused = true;
    }

    /// Resumes a paused clock that had started (tab visible again).
    pub fn resume(&mut self, now: f64, finished: bool) {
        self.paused = false;
        if self.started && !finished && self.running_since.is_none() {
            self.running_since = Some(now);
        }
    }

    /// Elapsed play time at `now`, in milliseconds.
    pub fn elapsed_ms(&self, now: f64) -> f64 {
        let running = self.running_since.map_or(0.0, |t| (now - t).max(0.0));
        self.banked_ms + running
    }

    /// Whether the clock is counting now.
    pub fn is_running(&self) -> bool {
        self.running_since.is_some()
    }

    fn bank(&mut self, now: f64) {
        if let Some(t) = self.running_since.take() {
            self.banked_ms += (now - t).max(0.0);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_only_visible_play_time() {
        let mut t = Timer::default();
        assert_eq!(t.elapsed_ms(100.0), 0.0);
        t.start(1000.0);
        assert_eq!(t.elapsed_ms(1500.0), 500.0);
        t.pause(2000.0);
        assert_eq!(t.elapsed_ms(9000.0), 1000.0);
        t.resume(9000.0, false);
        t.stop(9250.0);
        assert_eq!(t.elapsed_ms(20_000.0), 1250.0);
        t.start(30_000.0);
        assert_eq!(t.elapsed_ms(40_000.0), 1250.0);
    }

    #[test]
    fn hidden_before_the_first_move_starts_paused() {
        let mut t = Timer::default();
        t.pause(0.0);
        t.start(10.0);
        assert!(!t.is_running());
        t.resume(50.0, false);
        assert_eq!(t.elapsed_ms(80.0), 30.0);
    }
}
