// Issue 7: colour themes. Light, dark and high contrast; by default the page follows the
// system (`prefers-color-scheme`, `prefers-contrast: more`) through the media queries of
// together.css. A chosen theme is remembered in localStorage; a stored value that is not one of
// ours is ignored. The colours themselves live in CSS only.
const KEY = 'seedmaze.theme';
export const THEMES = ['light', 'dark', 'contrast'];

function stored() {
  try {
    const value = localStorage.getItem(KEY);
    return THEMES.includes(value) ? value : 'auto';
  } catch {
    return 'auto';
  }
}

function apply(theme) {
  const root = document.documentElement;
  if (THEMES.includes(theme)) root.dataset.theme = theme;
  else delete root.dataset.theme;
}

/** Applies the remembered theme now; `onChange()` runs whenever the colours may have changed. */
export function initTheme(onChange) {
  const select = document.getElementById('theme-select');
  const theme = stored();
  apply(theme);
  select.value = theme;
  select.addEventListener('change', () => {
    const chosen = THEMES.includes(select.value) ? select.value : 'auto';
    apply(chosen);
    try {
      if (chosen === 'auto') localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, chosen);
    } catch {
      /* storage off or full: the theme still applies to this visit */
    }
    onChange();
  });
  for (const query of ['(prefers-color-scheme: dark)', '(prefers-contrast: more)']) {
    matchMedia(query).addEventListener('change', onChange);
  }
}
