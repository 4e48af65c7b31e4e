//! The rule of keys and doors in play (`doors=`, `maze::doors` places them): walking onto a
//! key picks it up; a door blocks until its key is held, then opens and stays open. `Play` asks
//! it on every move of a level that has them.

use maze::doors::Doors;

/// What a move met at a door or a key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Met {
    /// Nothing: no door on the passage, no key on the cell.
    Nothing,
    /// Door `index` is locked and its key is not held: the move does not happen.
    Locked(usize),
    /// Door `index` opened with its key (it stays open).
    Opened(usize),
    /// Key `index` was picked up on arriving.
    Picked(usize),
}

/// The doors and keys of a level being played, and which keys are held and doors open.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Locks {
    doors: Doors,
    held: u8,
    open: u8,
    /// How many doors lie between the start and the ball: each door is a gate (every walk
    /// between its sides passes it), so passing one moves the ball to the zone on its far side.
    zone: u32,
}

impl Locks {
    /// The locks of `doors`, every door shut and no key held (a key on the start is picked
    /// up at once).
    pub fn new(doors: Doors) -> Locks {
        let mut locks = Locks {
            doors,
            held: 0,
            open: 0,
            zone: 0,
        };
        locks.arrive(0);
        locks
    }

    /// The doors and keys.
    pub fn doors(&self) -> &Doors {
        &self.doors
    }

    /// Whether key `index` is held.
    pub fn holds(&self, index: usize) -> bool {
        self.held & bit(index) != 0
    }

    /// Whether door `index` is open.
    pub fn is_open(&self, index: usize) -> bool {
        self.open & bit(index) != 0
    }

    /// The keys held, one bit each (bit 0 for key A).
    pub fn held(&self) -> u8 {
        self.held
    }

    /// How many doors lie between the start and the ball (0 before the first door).
    pub fn zone(&self) -> u32 {
        self.zone
    }

    /// The door on the passage between cells `a` and `b`, if any.
    pub fn door_between(&self, a: u32, b: u32) -> Option<usize> {
        for (i, &[x, y]) in self.doors.doors.iter().enumerate() {
            if (x, y) == (a, b) || (x, y) == (b, a) {
                return Some(i);
            }
        }
        None
    }

    /// A move from `from` to `to` through an open passage: `Locked` when a shut door without
    /// its key is in the way (the move must not happen), `Opened` when its key opens it now.
    pub fn pass(&mut self, from: u32, to: u32) -> Met {
        let Some(d) = self.door_between(from, to) else {
            return Met::Nothing;
        };
        let met = if self.is_open(d) {
            Met::Nothing
        } else if self.holds(d) {
            self.open |= bit(d);
            Met::Opened(d)
        } else {
            return Met::Locked(d);
        };
        // Through door d: onto the exit's side of it, or back onto the start's.
        let forward = self.doors.doors.get(d).is_some_and(|&[a, _]| a == from);
        self.zone = d as u32 + u32::from(forward);
        met
    }

    /// The key not yet held that lies on `cell`, if any.
    pub fn key_at(&self, cell: u32) -> Option<usize> {
        for (k, &at) in self.doors.keys.iter().enumerate() {
            if at == cell && !self.holds(k) {
                return Some(k);
            }
        }
        None
    }

    /// Arriving on `cell`: `Picked` when a key not yet held lies there.
    pub fn arrive(&mut self, cell: u32) -> Met {
        let Some(k) = self.key_at(cell) else {
            return Met::Nothing;
        };
        self.held |= bit(k);
        Met::Picked(k)
    }

    /// Walks `cells` (each next to the one before) through the doors, picking up keys on the
    /// way: the number of the first move a locked door refuses (1 for the first), if any.
    pub fn follow(&mut self, cells: &[u32]) -> Option<usize> {
        for (n, pair) in cells.windows(2).enumerate() {
            if let [from, to] = *pair {
                let refused = matches!(self.pass(from, to), Met::Locked(_));
                self.arrive(to);
                if refused {
                    return Some(n + 1);
                }
            }
        }
        None
    }

    /// Back to the start: every door shut, no key held but one on the start.
    pub fn restart(&mut self) {
        (self.held, self.open, self.zone) = (0, 0, 0);
        self.arrive(0);
    }

    /// The keys held, as the bar says them ("Keys: A, C", "Keys: none").
    pub fn held_text(&self) -> String {
        let mut letters = String::new();
        for i in (0..self.doors.keys.len()).filter(|&i| self.holds(i)) {
            if !letters.is_empty() {
                letters.push_str(", ");
            }
            letters.push(maze::doors::letter(i));
        }
        text::keys_held(&letters)
    }
}

/// The bit of key or door `index` in `held` and `open`.
fn bit(index: usize) -> u8 {
    1u8.checked_shl(index as u32).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn locks() -> Locks {
        // A corridor 0-1-2-3-4 with door A between 1 and 2, its key on 5 (off the way at 1).
        Locks::new(Doors {
            doors: vec![[1, 2]],
            keys: vec![5],
            key_zones: vec![0],
            at: vec![1],
        })
    }

    #[test]
    fn a_door_blocks_until_its_key_is_held_then_opens_and_stays_open() {
        let mut l = locks();
        assert_eq!(l.pass(0, 1), Met::Nothing);
        assert_eq!(l.pass(1, 2), Met::Locked(0));
        assert_eq!(l.pass(2, 1), Met::Locked(0), "from either side");
        assert_eq!(l.held_text(), "Keys: none");
        assert_eq!(l.arrive(5), Met::Picked(0));
        assert_eq!(l.arrive(5), Met::Nothing, "picked once");
        assert_eq!(l.held_text(), "Keys: A");
        assert_eq!(l.zone(), 0);
        assert_eq!(l.pass(1, 2), Met::Opened(0));
        assert_eq!(l.zone(), 1, "past door A");
        assert_eq!(
            text::door_locked(0),
            "The red door A is locked: it needs key A."
        );
        assert_eq!(
            text::key_picked(1),
            "You pick up the blue key B: it opens door B."
        );
        assert_eq!(l.pass(2, 1), Met::Nothing, "it stays open");
        assert_eq!(l.zone(), 0, "back before door A");
        l.restart();
        assert_eq!(l.pass(1, 2), Met::Locked(0), "shut again on a restart");
    }

    #[test]
    fn the_bar_names_the_keys_held_in_order() {
        let mut l = Locks::new(Doors {
            doors: vec![[1, 2], [3, 4], [5, 6]],
            keys: vec![7, 8, 9],
            key_zones: vec![0, 0, 0],
            at: vec![1, 3, 5],
        });
        for cell in [9, 7] {
            l.arrive(cell);
        }
        assert_eq!(l.held_text(), "Keys: A, C");
    }

    #[test]
    fn a_key_on_the_start_is_held_from_the_first_move() {
        let l = Locks::new(Doors {
            doors: vec![[3, 4]],
            keys: vec![0],
            key_zones: vec![0],
            at: vec![3],
        });
        assert!(l.holds(0));
    }
}
