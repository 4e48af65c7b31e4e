// Keys pressed before the modules run (once the page is parsed), kept for boot.js to play once a maze does: a classic
// script in the head listens from the first moment. A repeat is the held key's; Space and Enter on a button are its.
{
  const kept = { events: [], seen() {}, stop: () => document.removeEventListener('keydown', keep) };
  function keep(event) {
    if (event.repeat || ([' ', 'Enter'].includes(event.key) && event.target.closest?.('button, a'))) return;
    kept.events.push(event);
    kept.seen(event);
  }
  document.addEventListener('keydown', keep);
  window.seedmazeKeys = kept;
}
