// Colour themes: light, dark and high contrast. By default the page follows the system
// (`prefers-color-scheme`, `prefers-contrast: more`) through style.css's media queries; a chosen
// theme is remembered in localStorage (any other stored value is ignored). The colours
// themselves live in style.css only.
const KEY = 'seedmaze.theme';
const THEMES = ['light', 'dark', 'contrast'];

function apply(theme) {
  if (THEMES.includes(theme)) document.documentElement.dataset.theme = theme;
  else delete document.documentElement.dataset.theme;
}

/** Applies the remembered theme now; `onChange()` runs whenever the colours may have changed. */
export function initTheme(onChange) {
  const select = document.getElementById('theme-select');
  let theme = 'auto';
  try {
    const stored = localStorage.getItem(KEY);
    if (THEMES.includes(stored)) theme = stored;
  } catch {
    /* storage off: the system's theme */
  }
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
}
