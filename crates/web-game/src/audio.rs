//! Sound and touch: Rust plays the tones it decides (`sound::tones`) with Web Audio, synthesised,
//! no files, and vibrates where the device can. The audio context may start only after a
//! gesture, so the page calls `unlock_audio` from its first key, click or touch; until then,
//! and wherever Web Audio is missing, nothing plays and nothing fails.

use std::cell::RefCell;
use wasm_bindgen::prelude::wasm_bindgen;
use web_sys::{
    AudioContext, AudioContextState, GainNode, GainOptions, OscillatorNode, OscillatorOptions,
    OscillatorType, StereoPannerNode, StereoPannerOptions,
};

thread_local! {
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// Creates or resumes the audio context (call from a user gesture).
#[wasm_bindgen]
pub fn unlock_audio() {
    // `try_` forms: the panicking ones would bring panic messages into the download.
    let _ = CONTEXT.try_with(|cell| {
        let Ok(mut context) = cell.try_borrow_mut() else {
            return;
        };
        if context.is_none() {
            *context = AudioContext::new().ok();
        }
        if let Some(c) = context.as_ref()
            && c.state() == AudioContextState::Suspended
        {
            let _ = c.resume();
        }
    });
}

/// Plays tones given as six numbers each (seconds after now, Hz, seconds long, pan, gain,
/// wave 0 sine / 1 triangle), if the context has started.
pub fn play(tones: &[f32]) {
    let _ = CONTEXT.try_with(|cell| {
        if let Ok(Some(context)) = cell.try_borrow().as_deref() {
            let start = context.current_time() + 0.01;
            for tone in tones.chunks_exact(6) {
                if let [at, freq, length, pan, gain, wave] = *tone {
                    let _ = play_one(
                        context,
                        start + f64::from(at),
                        [freq, length, pan, gain, wave],
                    );
                }
            }
        }
    });
}

/// One tone: an oscillator through an envelope and a panner to the speakers.
fn play_one(
    context: &AudioContext,
    t0: f64,
    [freq, length, pan, gain, wave]: [f32; 5],
) -> Option<()> {
    let options = OscillatorOptions::new();
    options.set_frequency(freq);
    options.set_type(if wave == 1.0 {
        OscillatorType::Triangle
    } else {
        OscillatorType::Sine
    });
    let osc = OscillatorNode::new_with_options(context, &options).ok()?;
    let silent = GainOptions::new();
    silent.set_gain(0.0);
    let envelope = GainNode::new_with_options(context, &silent).ok()?;
    let level = envelope.gain();
    let length = f64::from(length);
    level.set_value_at_time(0.0, t0).ok()?;
    level.linear_ramp_to_value_at_time(gain, t0 + 0.01).ok()?;
    level
        .exponential_ramp_to_value_at_time(0.0001, t0 + length)
        .ok()?;
    let panning = StereoPannerOptions::new();
    panning.set_pan(pan);
    let panner = StereoPannerNode::new_with_options(context, &panning).ok()?;
    osc.connect_with_audio_node(&envelope).ok()?;
    envelope.connect_with_audio_node(&panner).ok()?;
    panner
        .connect_with_audio_node(&context.destination())
        .ok()?;
    osc.start_with_when(t0).ok()?;
    osc.stop_with_when(t0 + length + 0.02).ok()
}

/// Vibrates for `ms` where the device can.
pub fn vibrate(ms: u32) {
    if let Some(window) = web_sys::window() {
        let _ = window.navigator().vibrate_with_duration(ms);
    }
}
