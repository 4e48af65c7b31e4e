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
  floors: (json) => {
    // Floor f of `width × height` cells drawn f·(width + 1) units east of the ground floor; a stair is no side.
    const [width, below] = [json.width, json.width * json.height];
    return {
      centre: (i) => {
        const [f, j] = [Math.floor(i / below), i % below];
        return [f * (width + 1) + (j % width) + 0.5, Math.floor(j / width) + 0.5];
      },
      sides: () => [0, 1, 2, 3].map((k) => (k * Math.PI) / 2),
      east: true,
      // The key that climbs from one cell to another, if they are a stair apart.
      climb: (from, to) => (to === from + below ? 'PageUp' : to === from - below ? 'PageDown' : null),
    };
  },
  circle: (json) => {
    // A centre cell of radius 1, then rings of unit width numbered clockwise from north; ring 1 has 6 cells, each
    // further ring as many as the one inside it, or twice as many when they would be 1.5 units wide or more there.
    const rings = json.size;
    const counts = [1, 6];
    for (let k = 2; k <= rings; k++) {
      const inner = counts[k - 1];
      counts.push((TAU * (k + 0.5)) / inner >= 1.5 ? 2 * inner : inner);
    }
    const starts = [0];
    for (const n of counts) starts.push(starts[starts.length - 1] + n);
    const c = rings + 1;
    // A point at `r` from the middle, `a` clockwise from north.
    const at = (r, a) => [c + r * Math.sin(a), c - r * Math.cos(a)];
    const place = (i) => {
      let k = 0;
      while (starts[k + 1] <= i) k++;
      const n = counts[k];
      const j = i - starts[k];
      return { k, n, a0: (TAU * j) / n, a1: (TAU * (j + 1)) / n };
    };
    const centre = (i) => {
      if (i === 0) return [c, c];
      const { k, a0, a1 } = place(i);
      return at(k + 0.5, (a0 + a1) / 2);
    };
    return {
      centre,
      // Directions from the centre to the middles of the sides: inward arc, both radial sides, the outward arc or
      // the two where the next ring doubles; the centre's six arcs.
      sides: (i) => {
        const from = centre(i);
        if (i === 0) return [0, 1, 2, 3, 4, 5].map((j) => direction(from, at(1, (TAU * (2 * j + 1)) / 12)));
        const { k, n, a0, a1 } = place(i);
        const mid = (a0 + a1) / 2;
        const ends = [at(k, mid), at(k + 0.5, a1), at(k + 0.5, a0)];
        if (k < rings && counts[k + 1] === 2 * n) ends.push(at(k + 1, (3 * a0 + a1) / 4), at(k + 1, (a0 + 3 * a1) / 4));
        else ends.push(at(k + 1, mid));
        return ends.map((p) => direction(from, p));
      },
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
    // A stair: its key, and the side faced is kept.
    const climb = g.climb?.(from, to);
    if (climb) {
      keys.push(climb);
      continue;
    }
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
