/**
 * The first script of every page: a few hundred bytes, its own chunk, which the build puts inline in each page's
 * <head> (allowed by the CSP through its hash; the dev server loads it as a module), so it runs long before the
 * app's entry (vite.config.ts injects it; ADR 0640, 0680). It keeps what a reader does with a form the app has
 * not hydrated yet:
 * - a submit of a form marked `data-first-tap` that nothing handled (React, once live, prevents the default
 *   itself) is held, so the browser does not send it as a page request, and is handed to the form when its
 *   component mounts (`claim`);
 * - the elements the reader touched, so a part of the page that waits for a first touch can wake up (`touched`);
 * - the buttons the reader clicked, so a part whose code came later can press the last one again (`takeClick`).
 * It also loads the app itself, after the first paint (`loadApp`, below).
 */
interface FirstTap {
  /** The form's component is live. True once if the reader pressed submit before; it should submit then. */
  claim(form: HTMLFormElement): boolean;
  /** Whether the reader focused, tapped or typed inside `area` before the app's code listened. */
  touched(area: Element): boolean;
  /** A click the app handled: it is not handed out by `takeClick`. */
  delivered(click: Event): void;
  /** The last button clicked inside `area` and not delivered since the page opened or the last take there. */
  takeClick(area: Element): HTMLButtonElement | undefined;
}

declare global {
  interface Window {
    firstTap?: FirstTap;
  }
}

// A browser without the SDK's session cookie (sFrontToken, the test AuthButton makes once the app runs) is marked
// before the body is painted: a page for signed-in readers shows it its sign-in prompt from the HTML (ADR 1403).
if (!document.cookie.split(';').some((c) => c.trim().startsWith('sFrontToken='))) {
  document.documentElement.dataset.session = 'none';
}

const held = new Set<HTMLFormElement>();
const targets: Node[] = [];
const clicks: { event: Event; button: HTMLButtonElement }[] = [];

for (const type of ['focusin', 'pointerdown', 'keydown', 'input']) {
  document.addEventListener(
    type,
    (event) => {
      if (event.target instanceof Node && targets.length < 50) targets.push(event.target);
    },
    { capture: true, passive: true },
  );
}

// Capture phase: React, or a part still waiting for its code, may stop the click before it bubbles.
document.addEventListener(
  'click',
  (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && clicks.push({ event, button }) > 50) clicks.shift();
  },
  { capture: true, passive: true },
);

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
  delivered: (click) => {
    const index = clicks.findIndex((c) => c.event === click);
    if (index >= 0) clicks.splice(index, 1);
  },
  takeClick: (area) => {
    // Every click inside `area` is taken, the last one returned; clicks elsewhere wait for their own part.
    const inside = clicks.filter((c) => area.contains(c.button));
    for (const c of inside) clicks.splice(clicks.indexOf(c), 1);
    return inside.at(-1)?.button;
  },
};

/**
 * The app's code and the web fonts are asked for only once the page has been painted from its HTML (issue 25,
 * ADR 0680): the built page names them on this script's tag (`data-entry`, `data-modules`, `data-fonts`) instead
 * of in tags of its own, which the browser would fetch while the first paint waited (on a slow phone the 80 kB
 * React chunk and three fonts share the line with the page). The modules are preloaded together, so the entry
 * does not discover its imports one round trip later. A page in a background tab paints nothing: its code loads
 * at once. Without `data-entry` (the dev server) the page's own script tags load the app.
 */
function loadApp(): void {
  const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');
  const entry = tag?.dataset.entry;
  if (!tag || !entry || tag.dataset.loaded) return;
  tag.dataset.loaded = 'true';
  const add = (element: HTMLLinkElement | HTMLScriptElement) => document.head.append(element);
  const fonts = typeof FontFace === 'function' && tag.dataset.fonts ? tag.dataset.fonts.split(';') : [];
  for (const href of fonts.length ? [] : (tag.dataset.styles ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    add(link);
  }
  for (const href of (tag.dataset.modules ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    add(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  add(script);
  if (fonts.length) loadFonts(fonts);
}

/**
 * The web fonts join the page only once all of them are here, together (ADR 1405): text is then laid out again
 * once, in its own fonts. As an @font-face stylesheet they made the page lay out all of its text three times or
 * more: when the sheet came (each face now "loading", the text still in its stand-in), then as each file arrived;
 * the first of these was the page's longest task after its first paint (~150 ms on Lighthouse's phone, issue 25).
 * A face whose file fails is left out; the text keeps its stand-in (global.css), as a failed @font-face did.
 */
function loadFonts(faces: string[]): void {
  const loads = faces.map((face) => {
    const [family = '', weight = '400', style = 'normal', url = ''] = face.split('|');
    return new FontFace(family, `url(${url}) format("woff2")`, { weight, style, display: 'swap' }).load();
  });
  void Promise.allSettled(loads).then((results) => {
    for (const r of results) if (r.status === 'fulfilled') document.fonts.add(r.value);
  });
}

function afterFirstPaint(): void {
  // The app shell (a route not prerendered: the sign-in's later screens, the operator console) has nothing to paint
  // before the app renders it: waiting for a paint was waiting for the fallback below, 1.5 s for nothing (ADR 1403).
  if (document.visibilityState === 'hidden' || !document.getElementById('root')?.firstElementChild) return loadApp();
  const later = () => setTimeout(loadApp, 0);
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // The browser says when the first content is on screen. Frames are no proof: under load CI saw the page's code
    // asked for 10-30 ms before first-contentful-paint, two animation frames after the HTML was parsed.
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      later();
    }).observe({ type: 'paint', buffered: true });
  } else {
    // The frame's callbacks run before it is painted; the next frame's come after it.
    requestAnimationFrame(() => requestAnimationFrame(later));
  }
  // Should nothing be painted or frames stop (the tab hidden meanwhile), the code still comes.
  setTimeout(loadApp, 1500);
}

// An async script may run before the page is parsed: the app needs all of its HTML.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstPaint, { once: true });
else afterFirstPaint();

export {};
