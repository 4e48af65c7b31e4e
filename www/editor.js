// The menu's Draw panel: a grid painted with a finger, the mouse or the keys, a picture's dark parts, a preview of
// the maze it makes, and Play it. The tools' build (`Editor`, src/web/draw_tools.rs) holds every rule and sentence;
// this file reports input, reads a picture's pixels and draws the grid. The picture never leaves the device.
const $ = (id) => document.getElementById(id);

/** Loads the Draw panel's body (draw.html) and wires it over the tools' build `tools` and the page's `api`. */
export function initDraw(api, tools) {
  fetch('draw.html')
    .then((response) => (response.ok ? response.text() : Promise.reject(new Error(response.statusText))))
    .then((html) => {
      $('draw-body').innerHTML = html;
      wireDraw(api, tools);
    })
    .catch((error) => api.say(error.message));
  return { levelStarted() {} };
}

function wireDraw(api, tools) {
  const panel = $('draw-panel');
  const grid = $('draw-grid');
  let editor = null;
  let preview = null;
  const query = () => api.level()?.query() ?? '';
  const start = () => {
    editor ??= new tools.Editor(query());
    const shapes = $('draw-shape');
    if (!shapes.length) shapes.append(...tools.Editor.shapes().map((name) => new Option(name, name)));
    shapes.value = editor.shape;
    $('draw-threshold').value = String(tools.Editor.default_threshold());
    $('draw-brush').max = String(tools.Editor.max_brush());
    $('draw-title').value = editor.title;
    changed();
  };
  panel.addEventListener('toggle', () => panel.open && start());
  // After each change: the grid drawn again; unless a stroke goes on (`stroking`), the preview and whether Play it
  // can play (a maze is made for them once a stroke, not at every pointer move); then the sentences.
  function changed({ cursor = false, stroking = false } = {}) {
    drawGrid(grid, editor);
    if (cursor) $('draw-cursor').textContent = editor.cursor_text();
    if (!stroking) {
      const svg = editor.preview_svg(query());
      if (preview) URL.revokeObjectURL(preview);
      preview = svg ? URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' })) : null;
      $('draw-preview').hidden = !preview;
      if (preview) $('draw-preview').src = preview;
      $('draw-play').disabled = !svg;
    }
    $('draw-summary').textContent = editor.summary();
  }
  wirePointer(grid, () => editor, changed);
  grid.addEventListener('keydown', (event) => {
    if (!editor || event.ctrlKey || event.metaKey || event.altKey || !editor.key(event.key)) return;
    event.preventDefault();
    changed({ cursor: true });
  });
  grid.addEventListener('focus', () => {
    if (editor) $('draw-cursor').textContent = editor.cursor_text();
  });
  const on = (id, act, type = 'click') =>
    $(id).addEventListener(type, () => {
      if (!editor) return;
      act();
      changed();
    });
  on('draw-undo', () => editor.undo());
  on('draw-clear', () => editor.clear());
  on('draw-invert', () => editor.invert());
  on('draw-erase', () => {
    editor.set_erase(!editor.erasing());
    $('draw-erase').setAttribute('aria-pressed', String(editor.erasing()));
  });
  $('draw-brush').addEventListener('input', () => editor?.set_brush(Number($('draw-brush').value)));
  on('draw-size', () => editor.resize(Number($('draw-size').value), query()), 'change');
  on('draw-shape', () => editor.set_shape($('draw-shape').value), 'change');
  // A title changes the link, not the maze: no new preview.
  $('draw-title').addEventListener('input', () => {
    editor?.set_title($('draw-title').value);
    if (editor) $('draw-summary').textContent = editor.summary();
  });
  wirePicture(() => editor, tools, changed, api.say);
  $('draw-play').addEventListener('click', () => {
    const play = editor?.play_query(query());
    if (!play) return;
    api.closeMenu();
    api.loadQuery(play);
  });
  if (panel.open) start();
}

/** Paints while a finger or the mouse is down on the grid: one stroke from down to up. */
function wirePointer(grid, editor, changed) {
  let down = false;
  const at = (event) => {
    const box = grid.getBoundingClientRect();
    return editor().paint_at(event.clientX - box.left, event.clientY - box.top, box.width, box.height);
  };
  grid.addEventListener('pointerdown', (event) => {
    if (!editor()) return;
    down = true;
    grid.setPointerCapture(event.pointerId);
    editor().begin_stroke();
    if (at(event)) changed({ stroking: true });
  });
  grid.addEventListener('pointermove', (event) => down && at(event) && changed({ stroking: true }));
  for (const type of ['pointerup', 'pointercancel'])
    grid.addEventListener(type, () => {
      if (!down) return;
      down = false;
      changed();
    });
}

/** A picture chosen or dropped: checked by Rust before decoding, decoded by the browser, its pixels read by Rust in
 * bands; the threshold and the switch read it again. */
function wirePicture(editor, tools, changed, say) {
  let loaded = false;
  const apply = () => {
    if (!loaded) return;
    try {
      editor().picture_apply(Number($('draw-threshold').value), $('draw-light').checked);
      changed();
    } catch (error) {
      say(error.message);
    }
  };
  const read = async (file) => {
    if (!file || !editor()) return;
    try {
      tools.Editor.check_file(file.size, new Uint8Array(await file.slice(0, 4096).arrayBuffer()));
      const bitmap = await createImageBitmap(file, { colorSpaceConversion: 'none', premultiplyAlpha: 'none' });
      editor().picture(bitmap.width, bitmap.height);
      const canvas = Object.assign(document.createElement('canvas'), { width: bitmap.width, height: bitmap.height });
      const context = canvas.getContext('2d', { willReadFrequently: true });
      context.drawImage(bitmap, 0, 0);
      bitmap.close();
      // Bands of about a million pixels: the picture's copy in memory stays small.
      const band = Math.max(1, Math.floor(2 ** 20 / canvas.width));
      for (let top = 0; top < canvas.height; top += band)
        editor().picture_rows(top, context.getImageData(0, top, canvas.width, band).data);
      loaded = true;
      apply();
    } catch (error) {
      say(error.message);
    }
  };
  $('draw-file').addEventListener('change', () => read($('draw-file').files[0]));
  const drop = $('draw-panel');
  drop.addEventListener('dragover', (event) => event.preventDefault());
  drop.addEventListener('drop', (event) => {
    event.preventDefault();
    read(event.dataTransfer?.files?.[0]);
  });
  $('draw-threshold').addEventListener('input', apply);
  $('draw-light').addEventListener('change', apply);
}

/** Draws `editor`'s grid on the canvas: painted cells in the wall's colour, the cursor as a ring. */
function drawGrid(canvas, editor) {
  const style = getComputedStyle(canvas);
  const css = canvas.clientWidth || canvas.width;
  const scale = window.devicePixelRatio || 1;
  const cell = Math.max(1, Math.floor((css * scale) / Math.max(editor.width, editor.height)));
  canvas.width = cell * editor.width;
  canvas.height = cell * editor.height;
  const context = canvas.getContext('2d');
  context.fillStyle = style.getPropertyValue('--floor');
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = style.getPropertyValue('--wall');
  const cells = editor.cells();
  for (let i = 0; i < cells.length; i++)
    if (cells[i]) context.fillRect((i % editor.width) * cell, Math.floor(i / editor.width) * cell, cell, cell);
  // Faint lines between cells, where cells are big enough to show them.
  if (cell >= 6) {
    context.fillStyle = style.getPropertyValue('--border');
    context.globalAlpha = 0.35;
    for (let i = 1; i < editor.width; i++) context.fillRect(i * cell, 0, 1, canvas.height);
    for (let i = 1; i < editor.height; i++) context.fillRect(0, i * cell, canvas.width, 1);
    context.globalAlpha = 1;
  }
  const [x, y] = editor.cursor();
  context.strokeStyle = style.getPropertyValue('--focus');
  context.lineWidth = Math.max(1, cell / 6);
  context.strokeRect(x * cell, y * cell, cell, cell);
}
