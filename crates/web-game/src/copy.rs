//! Copies JS typed arrays into wasm memory a step at a time, so that adopting a huge maze from
//! the worker (`adoption`) never makes one long task.

/// Copies up to `budget` more elements of `from` onto the end of `to`, straight into wasm
/// memory (no vector in between); false when all were already there.
pub(super) fn copy_step<A: JsSubarray>(from: &A, to: &mut Vec<A::Item>, budget: u32) -> bool {
    let (done, total) = (to.len(), from.len());
    if done as u32 >= total {
        return false;
    }
    let end = (done as u32).saturating_add(budget).min(total);
    to.resize(end as usize, A::Item::default());
    if let Some(slot) = to.get_mut(done..) {
        from.copy_into(done as u32, end, slot);
    }
    true
}

/// The typed arrays `copy_step` reads from.
pub(super) trait JsSubarray {
    type Item: Copy + Default;
    fn len(&self) -> u32;
    /// Copies elements `from..to` of the JS array into `into` (`to - from` long).
    fn copy_into(&self, from: u32, to: u32, into: &mut [Self::Item]);
}

impl JsSubarray for js_sys::Uint8Array {
    type Item = u8;
    fn len(&self) -> u32 {
        self.length()
    }
    fn copy_into(&self, from: u32, to: u32, into: &mut [u8]) {
        self.subarray(from, to).copy_to(into);
    }
}

impl JsSubarray for js_sys::Uint32Array {
    type Item = u32;
    fn len(&self) -> u32 {
        self.length()
    }
    fn copy_into(&self, from: u32, to: u32, into: &mut [u32]) {
        self.subarray(from, to).copy_to(into);
    }
}
