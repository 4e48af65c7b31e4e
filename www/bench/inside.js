// Three prototypes of the view from inside's drawing, timed on the same frames (docs/architecture.md, "The view from
// inside: how it draws"): the game's 2D canvas (Rust's commands through painter.js), WebGL2 (the same polygons as
// triangles) and a raycaster's pixel buffer (each polygon's columns filled into an ImageData). `?run&w=W&h=H` runs at
// once and puts the result in `window.insideResult` (benches/inside-draw.mjs reads it).
import initGame, * as game from '../pkg/seedmaze.js';
import initInside, * as inside from '../pkg/inside.js';
import { painter } from '../painter.js';

const FRAMES = 120;
const params = new URLSearchParams(location.search);
const canvas = document.getElementById('view');
canvas.width = Number(params.get('w') ?? 1280);
canvas.height = Number(params.get('h') ?? 800);

/** The frames: level 499's cells near the ball, the eye turning right once a frame (no glide), each frame's list. */
function frames(board, eye) {
  const mesh = board.inside_mesh();
  eye.show(mesh);
  const right = game.key_command('ArrowRight', false);
  const lists = [];
  for (let i = 0; i < FRAMES; i++) {
    eye.press(mesh, right);
    lists.push(eye.frame(canvas.width, canvas.height, i * 1000, true));
  }
  return lists;
}

/** The polygons of a list as [colour index, alpha, points…] (what the prototypes other than the painter draw). */
function polygons(list, arity) {
  const out = [];
  let ink = 0;
  let alpha = 1;
  let points = [];
  for (let i = 0; i < list.length; i += 1 + arity[list[i]]) {
    const [op, a, b, c, d] = [list[i], list[i + 1], list[i + 2], list[i + 3], list[i + 4]];
    if (op === 0) ink = a;
    else if (op === 4) alpha = a;
    else if (op === 1) out.push({ ink, alpha, points: [a, b, a + c, b, a + c, b + d, a, b + d] });
    else if (op === 7) points = [a, b];
    else if (op === 8) points.push(a, b);
    else if (op === 3 && points.length >= 6) out.push({ ink, alpha, points });
  }
  return out;
}

const rgb = (css) => {
  const probe = document.createElement('canvas').getContext('2d');
  probe.fillStyle = css;
  probe.fillRect(0, 0, 1, 1);
  return [...probe.getImageData(0, 0, 1, 1).data].slice(0, 3);
};

function time(draw, lists, flush) {
  for (const list of lists.slice(0, 10)) draw(list);
  flush();
  const t = performance.now();
  for (const list of lists) {
    draw(list);
    flush();
  }
  return (performance.now() - t) / lists.length;
}

/** WebGL2: each polygon a triangle fan, as triangles, in clip space, blended by its alpha. */
function webgl(colors, arity) {
  const gl = document.createElement('canvas').getContext('webgl2', { antialias: true });
  if (!gl) return null;
  gl.canvas.width = canvas.width;
  gl.canvas.height = canvas.height;
  const shader = (type, source) => {
    const s = gl.createShader(type);
    gl.shaderSource(s, source);
    gl.compileShader(s);
    return s;
  };
  const program = gl.createProgram();
  gl.attachShader(
    program,
    shader(
      gl.VERTEX_SHADER,
      `#version 300 es
    in vec2 at; in vec4 colour; out vec4 c; uniform vec2 size;
    void main() { c = colour; gl_Position = vec4(at / size * vec2(2, -2) + vec2(-1, 1), 0, 1); }`,
    ),
  );
  gl.attachShader(
    program,
    shader(
      gl.FRAGMENT_SHADER,
      `#version 300 es
    precision mediump float; in vec4 c; out vec4 o; void main() { o = c; }`,
    ),
  );
  gl.linkProgram(program);
  gl.useProgram(program);
  gl.uniform2f(gl.getUniformLocation(program, 'size'), canvas.width, canvas.height);
  const buffer = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
  const at = gl.getAttribLocation(program, 'at');
  const colour = gl.getAttribLocation(program, 'colour');
  gl.enableVertexAttribArray(at);
  gl.enableVertexAttribArray(colour);
  gl.vertexAttribPointer(at, 2, gl.FLOAT, false, 24, 0);
  gl.vertexAttribPointer(colour, 4, gl.FLOAT, false, 24, 8);
  gl.enable(gl.BLEND);
  gl.blendFunc(gl.SRC_ALPHA, gl.ONE_MINUS_SRC_ALPHA);
  gl.viewport(0, 0, canvas.width, canvas.height);
  const rgbs = colors.map((c) => rgb(c).map((x) => x / 255));
  const pixel = new Uint8Array(4);
  return {
    draw(list) {
      const data = [];
      for (const { ink, alpha, points } of polygons(list, arity)) {
        const [r, g, b] = rgbs[ink] ?? [0, 0, 0];
        for (let k = 2; k + 3 < points.length; k += 2)
          for (const j of [0, k, k + 2]) data.push(points[j], points[j + 1], r, g, b, alpha);
      }
      gl.bufferData(gl.ARRAY_BUFFER, new Float32Array(data), gl.STREAM_DRAW);
      gl.drawArrays(gl.TRIANGLES, 0, data.length / 6);
    },
    flush: () => gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel),
    renderer: gl.getParameter(gl.RENDERER),
  };
}

/** A raycaster's pixel buffer: each polygon's columns, top to bottom edge, filled into an ImageData. */
function pixels(colors, arity, ctx) {
  const image = ctx.createImageData(canvas.width, canvas.height);
  const buffer = new Uint32Array(image.data.buffer);
  const packed = colors.map((c) => {
    const [r, g, b] = rgb(c);
    return [r, g, b];
  });
  const { width, height } = canvas;
  return {
    draw(list) {
      for (const { ink, alpha, points } of polygons(list, arity)) {
        const [r, g, b] = packed[ink] ?? [0, 0, 0];
        // A convex polygon: each column from its lowest to its highest crossing.
        const xs = points.filter((_, k) => k % 2 === 0);
        const x0 = Math.max(0, Math.ceil(Math.min(...xs)));
        const x1 = Math.min(width - 1, Math.floor(Math.max(...xs)));
        const n = points.length / 2;
        for (let x = x0; x <= x1; x++) {
          let top = Infinity;
          let bottom = -Infinity;
          for (let k = 0; k < n; k++) {
            const [ax, ay, bx, by] = [
              points[2 * k],
              points[2 * k + 1],
              points[(2 * k + 2) % (2 * n)],
              points[(2 * k + 3) % (2 * n)],
            ];
            if ((ax <= x && x <= bx) || (bx <= x && x <= ax)) {
              const y = ax === bx ? Math.min(ay, by) : ay + ((x - ax) * (by - ay)) / (bx - ax);
              const y2 = ax === bx ? Math.max(ay, by) : y;
              top = Math.min(top, y, y2);
              bottom = Math.max(bottom, y, y2);
            }
          }
          const [y0, y1] = [Math.max(0, Math.ceil(top)), Math.min(height - 1, Math.floor(bottom))];
          for (let y = y0; y <= y1; y++) {
            const i = y * width + x;
            const old = buffer[i];
            const blend = (c, s) => Math.round(c * alpha + ((old >>> s) & 255) * (1 - alpha));
            buffer[i] = 0xff000000 | (blend(b, 16) << 16) | (blend(g, 8) << 8) | blend(r, 0);
          }
        }
      }
      ctx.putImageData(image, 0, 0);
    },
    flush: () => ctx.getImageData(0, 0, 1, 1),
  };
}

async function run() {
  const status = document.getElementById('status');
  status.textContent = 'making level 499…';
  await initGame();
  await initInside();
  const started = game.Game.start(game.PagePlan.from_query('seed=bench&level=499&view=inside'));
  const board = started.board();
  const eye = new inside.Inside();
  const lists = frames(board, eye);
  const arity = inside.draw_arity ? inside.draw_arity() : game.draw_arity();
  const ctx = canvas.getContext('2d');
  const paint = painter(game);
  const colors = paint.readColors();
  const result = { width: canvas.width, height: canvas.height, frames: FRAMES };
  // Rust's part alone: the frame's commands.
  result.rust_ms = time(
    () => eye.frame(canvas.width, canvas.height, 0, true),
    lists,
    () => {},
  );
  result.canvas_2d_ms = time(
    (list) => paint.paint(ctx, list, colors),
    lists,
    () => ctx.getImageData(0, 0, 1, 1),
  );
  const gl = webgl(colors, arity);
  result.webgl2_ms = gl ? time(gl.draw, lists, gl.flush) : null;
  result.webgl2_renderer = gl?.renderer ?? 'no WebGL2 in this browser';
  const buffer = pixels(colors, arity, ctx);
  result.pixel_buffer_ms = time(buffer.draw, lists, buffer.flush);
  // The least a pixel buffer costs, whatever fills it: showing it (putImageData) and the flush.
  const image = ctx.createImageData(canvas.width, canvas.height);
  result.pixel_upload_ms = time(() => ctx.putImageData(image, 0, 0), lists, buffer.flush);
  for (const k of Object.keys(result)) if (typeof result[k] === 'number') result[k] = +result[k].toFixed(3);
  document.getElementById('result').textContent = JSON.stringify(result, null, 2);
  status.textContent = 'done';
  window.insideResult = result;
}

document.getElementById('run').addEventListener('click', run);
if (params.has('run')) run();
