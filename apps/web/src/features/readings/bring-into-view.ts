/**
 * Scrolls `block` to the top of the view (below the sticky top bar, by the page's scroll-padding) and
 * moves keyboard and screen-reader focus to `target` without a second jump. Smooth only when the
 * reader has not asked for reduced motion.
 */
export function bringIntoView(block: Element, target: HTMLElement): void {
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.focus({ preventScroll: true });
  block.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
}
