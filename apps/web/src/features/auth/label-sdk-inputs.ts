/**
 * "Back to Email" and "Sign out" under the SDK's forms are clickable <div>s: a button's role, a place in the
 * tab order, and Enter or Space to press them, as the sign-in dialog's own buttons have.
 */
function reachableByKeyboard(root: ParentNode): void {
  for (const row of root.querySelectorAll<HTMLElement>(
    '[data-supertokens~="secondaryLinkWithLeftArrow"]:not([role])',
  )) {
    if (row.parentElement?.closest('button, a')) continue;
    row.setAttribute('role', 'button');
    row.tabIndex = 0;
    row.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      row.click();
    });
  }
}

/**
 * The prebuilt sign-in UI shows each field's label as a <div> beside an unlabelled <input>. This names
 * every such input after the label in its form row (aria-label), and the icon-only back button "Back", now
 * and whenever the SDK re-renders (a new step, an error), inside its shadow root; and makes the SDK's
 * clickable rows keyboard buttons (reachableByKeyboard). Returns the function that stops watching.
 */
export function labelSdkInputs(): () => void {
  const label = (root: ParentNode) => {
    for (const input of root.querySelectorAll('input:not([aria-label])')) {
      const row = input.closest('[data-supertokens~="formRow"]');
      const text = row
        ?.querySelector('[data-supertokens~="label"]')
        ?.textContent?.replace(/\s*\*\s*$/, '')
        .trim();
      if (text) input.setAttribute('aria-label', text);
    }
    // The SDK's back arrow (on the factor pages) is an icon without words.
    for (const back of root.querySelectorAll('button[data-supertokens~="backButton"]:not([aria-label])')) {
      back.setAttribute('aria-label', 'Back');
    }
    reachableByKeyboard(root);
  };
  const watched = new WeakSet<Node>();
  const observer = new MutationObserver(() => scan());
  let waits = 0;
  const scan = () => {
    const host = document.getElementById('supertokens-root');
    if (!host) return;
    // The SDK attaches its shadow root just after inserting the host: look again shortly.
    if (!host.shadowRoot && waits++ < 40) {
      setTimeout(scan, 50);
      return;
    }
    const root: ParentNode = host.shadowRoot ?? host;
    if (!watched.has(root as Node)) {
      watched.add(root as Node);
      observer.observe(root as Node, { childList: true, subtree: true });
    }
    label(root);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  scan();
  return () => observer.disconnect();
}
