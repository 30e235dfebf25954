// A field's error appears when the shopper leaves it, and pushes what is below it down. When the
// shopper leaves the field by pressing the pay button, that happens between the press and the
// release: Firefox lays the page out again in between, the button has moved from under the
// pointer, the click lands beside it and nothing is paid (found by the e2e suite on Firefox ESR).
// So work that moves the layout waits while a press is going on, and runs just after its click.

interface Guard {
  later: (work: () => void) => void;
}

const guards = new WeakMap<Document, Guard>();

/** Longest a press holds work back: a press released outside the page never sends pointerup. */
const MAX_HOLD_MS = 1000;

function createGuard(doc: Document): Guard {
  const win = doc.defaultView;
  let pressing = false;
  const held: Array<() => void> = [];
  const flush = () => {
    pressing = false;
    for (const work of held.splice(0)) work();
  };
  // Once per document, for the life of the page: three passive listeners, whatever loads and unloads.
  doc.addEventListener('pointerdown', () => (pressing = true), { capture: true, passive: true });
  // After the click the release fires, not before it.
  const release = () => pressing && win?.setTimeout(flush, 0);
  doc.addEventListener('pointerup', release, { capture: true, passive: true });
  doc.addEventListener('pointercancel', release, { capture: true, passive: true });
  return {
    later: (work) => {
      if (!pressing || !win) return work();
      if (held.push(work) === 1) win.setTimeout(flush, MAX_HOLD_MS);
    },
  };
}

/** Starts watching presses in `doc` (once per document): before the first field can be left. */
export function watchPresses(doc: Document): Guard {
  let guard = guards.get(doc);
  if (!guard) {
    guard = createGuard(doc);
    guards.set(doc, guard);
  }
  return guard;
}

/** Runs `work` now, or just after the click of a press going on in `doc`. */
export function afterPress(doc: Document, work: () => void): void {
  watchPresses(doc).later(work);
}
