// Sound: plays the tones Rust decides for each cue (`Game.feedback`: six numbers a tone, at the
// player's volume, none with sound off) with Web Audio, synthesised, no files. The context
// starts with the first key or touch, as browsers require.
let context = null;
const WAVES = ['sine', 'triangle'];

/** Creates or resumes the audio context (call from a user gesture). */
export function unlock() {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') context.resume();
  } catch {
    context = null;
  }
}

/** Plays `tones`. */
export function play(tones) {
  if (!context || tones.length === 0) return;
  const start = context.currentTime + 0.01;
  for (let i = 0; i + 5 < tones.length; i += 6) {
    const [at, freq, length, pan, gain, wave] = tones.subarray(i, i + 6);
    const t0 = start + at;
    const osc = new OscillatorNode(context, { type: WAVES[wave] ?? 'sine', frequency: freq });
    const env = new GainNode(context, { gain: 0 });
    env.gain.setValueAtTime(0, t0);
    env.gain.linearRampToValueAtTime(gain, t0 + 0.01);
    env.gain.exponentialRampToValueAtTime(0.0001, t0 + length);
    osc.connect(env).connect(new StereoPannerNode(context, { pan })).connect(context.destination);
    osc.start(t0);
    osc.stop(t0 + length + 0.02);
  }
}
