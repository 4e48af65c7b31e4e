//! The player, the movement rule, the move count, the trail of footprints and the win.

use super::timer::Timer;
use crate::maze::{Direction, Maze};

/// What a step did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Outcome {
    /// The player moved one cell.
    Moved = 0,
    /// A wall or the border was in the way; nothing changed.
    Blocked = 1,
    /// The player moved onto the exit and won the level.
    Won = 2,
    /// The level was already won; nothing changed.
    Finished = 3,
}

/// One level being played: the maze, the player's cell, moves, footprints and time.
#[derive(Clone, Debug)]
pub struct Play {
    maze: Maze,
    player: u32,
    moves: u32,
    won: bool,
    visited: Vec<u8>,
    trail: Vec<u32>,
    timer: Timer,
}

impl Play {
    /// Starts a level with the player on cell 0.
    pub fn new(maze: Maze) -> Play {
        let mut visited = vec![0; maze.grid.cells() as usize];
        if let Some(first) = visited.first_mut() {
            *first = 1;
        }
        Play {
            maze,
            player: 0,
            moves: 0,
            won: false,
            visited,
            trail: vec![0],
            timer: Timer::default(),
        }
    }

    /// Tries to move one cell in `dir` at time `now` (ms); walls and the border block.
    pub fn step(&mut self, dir: Direction, now: f64) -> Outcome {
        if self.won {
            return Outcome::Finished;
        }
        let grid = &self.maze.grid;
        let next = match grid.neighbor(self.player, dir) {
            Some(next) if grid.is_open(self.player, dir) => next,
            _ => return Outcome::Blocked,
        };
        self.timer.start(now);
        self.player = next;
        self.moves += 1;
        if let Some(seen) = self.visited.get_mut(next as usize)
            && *seen == 0
        {
            *seen = 1;
            self.trail.push(next);
        }
        if next == grid.exit() {
            self.won = true;
            self.timer.stop(now);
            return Outcome::Won;
        }
        Outcome::Moved
    }

    /// Puts the player back on the start with no moves, footprints or time.
    pub fn restart(&mut self) {
        self.player = 0;
        self.moves = 0;
        self.won = false;
        self.visited.fill(0);
        if let Some(first) = self.visited.first_mut() {
            *first = 1;
        }
        self.trail.clear();
        self.trail.push(0);
        self.timer = Timer::default();
    }

    /// The maze being played.
    pub fn maze(&self) -> &Maze {
        &self.maze
    }

    /// The player's cell.
    pub fn player(&self) -> u32 {
        self.player
    }

    /// Successful moves so far.
    pub fn moves(&self) -> u32 {
        self.moves
    }

    /// Whether the exit was reached.
    pub fn won(&self) -> bool {
        self.won
    }

    /// One byte per cell: 1 where the player has been.
    pub fn visited(&self) -> &[u8] {
        &self.visited
    }

    /// Visited cells in the order they were first reached.
    pub fn trail(&self) -> &[u32] {
        &self.trail
    }

    /// The play clock.
    pub fn timer(&self) -> &Timer {
        &self.timer
    }

    /// The play clock, for pausing and resuming.
    pub fn timer_mut(&mut self) -> &mut Timer {
        &mut self.timer
    }
}
