// The least a page can do to show level 1's 8×8 grid and take keys, with no wasm and no rules: the start-up
// benchmark's baseline (benches/start-up.mjs), which no page of the game can beat on the same machine.
const canvas = document.getElementById('maze');
const box = canvas.getBoundingClientRect();
canvas.width = box.width * devicePixelRatio;
canvas.height = box.height * devicePixelRatio;
const ctx = canvas.getContext('2d', { alpha: false });
ctx.fillStyle = '#fff';
ctx.fillRect(0, 0, canvas.width, canvas.height);
const cell = Math.min(canvas.width, canvas.height) / 8;
ctx.beginPath();
for (let i = 0; i <= 8; i++) {
  ctx.moveTo(0, i * cell);
  ctx.lineTo(8 * cell, i * cell);
  ctx.moveTo(i * cell, 0);
  ctx.lineTo(i * cell, 8 * cell);
}
ctx.stroke();
performance.mark('seedmaze:first-paint');
document.addEventListener('keydown', () => {});
performance.mark('seedmaze:playable');
performance.mark('seedmaze:first-maze');
document.documentElement.dataset.ready = 'true';
