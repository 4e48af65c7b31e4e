//! What a build carries. The square game's build (`--features play`) and the first paint's
//! (`--features first-paint`, which paints and walks a plain square level) leave out every shape
//! but square, and word and woven mazes: there `Gate<T>` is
//! uninhabited, so the compiler drops every match arm and branch that holds one, and with them
//! their code (docs/size.md). Every other build, and every native one, carries them all:
//! `Gate<T>` is `T` itself.

#[cfg(not(all(target_arch = "wasm32", any(feature = "play", feature = "first-paint"))))]
mod carried {
    /// A part this build carries: the value itself.
    pub type Gate<T> = T;

    /// The value `make` builds; always made in this build.
    #[inline]
    pub fn make<T>(make: impl FnOnce() -> T) -> Option<Gate<T>> {
        Some(make())
    }

    /// The value inside a gate.
    #[inline]
    pub fn open<T>(gate: &Gate<T>) -> &T {
        gate
    }

    /// The value a gate holds, by value.
    #[inline]
    pub fn take<T>(gate: Gate<T>) -> T {
        gate
    }

    /// Whether this build carries everything (false only in the square game's and the first
    /// paint's builds).
    pub const EVERYTHING: bool = true;
}

#[cfg(all(target_arch = "wasm32", any(feature = "play", feature = "first-paint")))]
mod carried {
    use std::marker::PhantomData;

    /// No value: a layout holding one cannot exist.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Never {}

    /// A part this build leaves out: no value of it exists.
    pub struct Gate<T>(PhantomData<T>, Never);

    /// Never made in this build: `make` is not called (and not compiled in).
    #[inline]
    pub fn make<T>(_make: impl FnOnce() -> T) -> Option<Gate<T>> {
        None
    }

    /// The value inside a gate, which cannot be reached here.
    #[inline]
    pub fn open<T>(gate: &Gate<T>) -> &T {
        match gate.1 {}
    }

    /// The value a gate holds, which cannot be reached here.
    #[inline]
    pub fn take<T>(gate: Gate<T>) -> T {
        match gate.1 {}
    }

    /// Whether this build carries everything (false only in the square game's and the first
    /// paint's builds).
    pub const EVERYTHING: bool = false;

    impl<T> std::ops::Deref for Gate<T> {
        type Target = T;
        fn deref(&self) -> &T {
            match self.1 {}
        }
    }

    impl<T> Clone for Gate<T> {
        fn clone(&self) -> Self {
            match self.1 {}
        }
    }

    impl<T> std::fmt::Debug for Gate<T> {
        fn fmt(&self, _: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            match self.1 {}
        }
    }

    impl<T> PartialEq for Gate<T> {
        fn eq(&self, _: &Self) -> bool {
            match self.1 {}
        }
    }
}

pub use carried::*;
