// The CLI's solution as presses from inside, by the test's own reading of the contract (docs/contract.md, "The
// inside view"), for tests/e2e/inside.test.mjs and tests/browsers/inside.test.mjs: each shape's cells from the
// contract's table, not from the game's geometry.
const H = Math.sqrt(3) / 2;
const TAU = 2 * Math.PI;

/** Each shape's cells as the contract's table lays them out: a cell's centre, and the directions (radians, 0 east,
 * clockwise on screen) from it to the middles of its sides, every side (border ones too), from the contract's
 * geometry, not from the game's. */
const SHAPES = {
  square: (json) => {
    const width = json.width;
    return {
      centre: (i) => [(i % width) + 0.5, Math.floor(i / width) + 0.5],
      sides: () => [0, 1, 2, 3].map((k) => (k * Math.PI) / 2),
      // Slot order north, east, south, west; the square starts facing east anyway.
      east: true,
    };
  },
  hex: (json) => {
    // Pointy-top, odd rows shifted half a cell east; neighbours' centres one unit apart.
    const columns = json.size;
    return {
      centre: (i) => {
        const [c, r] = [i % columns, Math.floor(i / columns)];
        return [c + (r % 2) * 0.5 + 0.5, r * H + 0.5];
      },
      sides: () => [0, 1, 2, 3, 4, 5].map((k) => (k * Math.PI) / 3),
    };
  },
  triangle: (json) => {
    // Triangles of side 1, `2 × rows` a row; (c, r) points up when c + r is even.
    const columns = 2 * json.size;
    const up = (i) => ((i % columns) + Math.floor(i / columns)) % 2 === 0;
    return {
      centre: (i) => {
        const [c, r] = [i % columns, Math.floor(i / columns)];
        return [c / 2 + 0.5, r * H + (up(i) ? (2 * H) / 3 : H / 3)];
      },
      // An up triangle's base faces south, its slanted sides 210° and 330°; a down one's the other way round.
      sides: (i) => (up(i) ? [90, 210, 330] : [30, 150, 270]).map((d) => (d * Math.PI) / 180),
    };
  },
};

const norm = (a) => ((a % TAU) + TAU) % TAU;
/** The signed turn from `a` to `b` in (−π, π], positive clockwise. */
const turn = (a, b) => {
  const d = norm(b - a);
  return d > Math.PI ? d - TAU : d;
};
/** Of `sides`, the index of the one nearest direction `angle`, the clockwise one of two equally near. */
function nearest(sides, angle) {
  let best = 0;
  for (let k = 1; k < sides.length; k++) {
    const [tk, tb] = [turn(angle, sides[k]), turn(angle, sides[best])];
    if (Math.abs(Math.abs(tk) - Math.abs(tb)) < 1e-6 ? tk > tb : Math.abs(tk) < Math.abs(tb)) best = k;
  }
  return best;
}
const direction = ([ax, ay], [bx, by]) => norm(Math.atan2(by - ay, bx - ax));

/** The presses that walk `path` from inside, and the facing's turns the test expects (square: Down for a U-turn). */
export function presses(shape, json, path) {
  const g = SHAPES[shape](json);
  const sorted = (i) => [...g.sides(i)].map(norm).sort((a, b) => a - b);
  // At the start: east in a square, else the first open side in the shape's neighbour order. The paths here start
  // with a step whose side is the one the start faces when it is the only way open from cell 0.
  let sides = sorted(path[0]);
  let facing = nearest(sides, g.east ? 0 : direction(g.centre(path[0]), g.centre(path[1])));
  const keys = [];
  for (let i = 1; i < path.length; i++) {
    const [from, to] = [path[i - 1], path[i]];
    const want = nearest(sides, direction(g.centre(from), g.centre(to)));
    const n = sides.length;
    const right = (want - facing + n) % n;
    if (right === 2 && n === 4) keys.push('ArrowDown');
    else if (right <= n - right) for (let k = 0; k < right; k++) keys.push('ArrowRight');
    else for (let k = 0; k < n - right; k++) keys.push('ArrowLeft');
    keys.push('ArrowUp');
    // The step's direction, from centre to centre, picks the new cell's side.
    const step = direction(g.centre(from), g.centre(to));
    sides = sorted(to);
    facing = nearest(sides, step);
  }
  return keys;
}
