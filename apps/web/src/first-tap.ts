/**
 * The first script of every page: a few hundred bytes, its own async chunk, fetched beside the stylesheet and
 * run long before the app's entry (vite.config.ts injects it; ADR 0640). It keeps what a reader does with a
 * form the app has not hydrated yet:
 * - a submit of a form marked `data-first-tap` that nothing handled (React, once live, prevents the default
 *   itself) is held, so the browser does not send it as a page request, and is handed to the form when its
 *   component mounts (`claim`);
 * - the elements the reader touched, so a part of the page that waits for a first touch can wake up (`touched`).
 */
interface FirstTap {
  /** The form's component is live. True once if the reader pressed submit before; it should submit then. */
  claim(form: HTMLFormElement): boolean;
  /** Whether the reader focused, tapped or typed inside `area` before the app's code listened. */
  touched(area: Element): boolean;
}

declare global {
  interface Window {
    firstTap?: FirstTap;
  }
}

const held = new Set<HTMLFormElement>();
const targets: Node[] = [];

for (const type of ['focusin', 'pointerdown', 'keydown', 'input']) {
  document.addEventListener(
    type,
    (event) => {
      if (event.target instanceof Node && targets.length < 50) targets.push(event.target);
    },
    { capture: true, passive: true },
  );
}

// Bubble phase on the document: React's own handler (on the root, below) has already run and prevented the
// default if the form is live.
document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-first-tap') || event.defaultPrevented) return;
  event.preventDefault();
  held.add(form);
  targets.push(form);
});

window.firstTap = {
  claim: (form) => held.delete(form),
  touched: (area) => targets.some((t) => area.contains(t)),
};

export {};
