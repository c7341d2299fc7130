import { useLayoutEffect, useRef } from 'react';

type Root = Document | ShadowRoot;

/** Each root's sheets from SdkStyle, with the element that stands where the SDK's `<style>` was. */
const placed = new Map<Root, { anchor: Element; sheet: CSSStyleSheet }[]>();

/**
 * The root's adopted sheets: its others first, then ours in the order of their places in the page, as the SDK's
 * `<style>` elements applied (a later one wins a tie: our own rules in the SDK's `style` option, after its
 * recipe's sheet, override the phone field's library sheet, which mounts later but sits earlier in the page).
 */
function adopt(root: Root): void {
  const ours = placed.get(root) ?? [];
  const mine = new Set(ours.map((p) => p.sheet));
  const others = root.adoptedStyleSheets.filter((s) => !mine.has(s));
  const ordered = [...ours].sort((a, b) =>
    a.anchor.compareDocumentPosition(b.anchor) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  root.adoptedStyleSheets = [...others, ...ordered.map((p) => p.sheet)];
}

/**
 * What supertokens-auth-react renders in place of its `<style>` elements (vite.config.ts, `sdkStylesAsSheets`):
 * the same CSS, adopted as a constructed stylesheet by the document or the shadow root the SDK's screen is in.
 * The server's CSP allows no inline `<style>` it has not hashed (ADR 0951), and the SDK's text depends on the
 * screen and on our own style option; a constructed sheet is the CSS object model, which the CSP does not govern.
 * Rendered as an empty `<template>`, which shows nothing and matches none of the SDK's selectors.
 */
export function SdkStyle({ children }: { children?: string | readonly string[] }) {
  const css = typeof children === 'string' ? children : (children ?? []).join('');
  const anchor = useRef<HTMLTemplateElement>(null);
  // Before the screen's first paint, as the `<style>` element applied.
  useLayoutEffect(() => {
    const element = anchor.current;
    const root = element?.getRootNode();
    if (!element || !(root instanceof Document || root instanceof ShadowRoot)) return;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    const entry = { anchor: element, sheet };
    placed.set(root, [...(placed.get(root) ?? []), entry]);
    adopt(root);
    return () => {
      const rest = (placed.get(root) ?? []).filter((p) => p !== entry);
      if (rest.length > 0) placed.set(root, rest);
      else placed.delete(root);
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet);
      adopt(root);
    };
  }, [css]);
  return <template ref={anchor} />;
}
