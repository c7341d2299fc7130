import type { ReadingResponse } from '@app/contracts/readings';
import { type RefObject, useCallback, useEffect, useMemo, useRef } from 'react';
import { type Location, useLocation, useNavigate, useNavigationType } from 'react-router';
import { rememberedPersonDetails } from '../../lib/person-details';
import { type SessionState, useSession } from '../../lib/session';
import { navigateAtOnce } from '../../lib/urgent-navigation';
import { keepOnDevice, keptReading } from './kept-reading';
import type { PersonValues } from './PersonFields';
import { addressIn, type ReadingAddress, searchOf } from './reading-address';
import { entryOf, type ReadingEntry } from './reading-entry';
import { useHydrated } from './use-hydrated';
import { type Shown, useShownReading } from './use-shown-reading';

interface ReadingAddressOptions<F> {
  /** The form's values now: kept in the history entries, so Back shows the form as it was filled. */
  form: F;
  /** Whether a value from a history entry (or the device) is this form's values. */
  isForm(value: unknown): value is F;
  /** Whose details the values hold. */
  person(form: F): PersonValues;
  /**
   * Fills a freshly mounted form from its history entry (after Back to another page, or a reload). `withPerson`
   * is false for a signed-in reader's "someone else": the form's own "for me" choice fills the person instead.
   */
  restore(form: F, withPerson: boolean): void;
  /** The form, brought into view when Back returns to it. */
  formRef: RefObject<HTMLElement | null>;
  /** Back or Forward: the last submission's message no longer belongs to the page. */
  onTraverse(): void;
}

/**
 * Gives every reading its own address the moment it exists (ADR 0632). `open(reading)` pushes a history entry for
 * it (react-router's navigate, i.e. history.pushState), after keeping the form's values in the current entry, so
 * Back shows the filled form and Forward the reading again; a reload or a bookmark opens the address again (from
 * the entry, the device, or the server). `shown` is what the page should show under its form.
 */
export function useReadingAddress<F>(options: ReadingAddressOptions<F>): {
  shown: Shown;
  open(reading: ReadingResponse): void;
  /** Changes whenever the shown reading is a different one (a key for its view). */
  showKey: string;
} {
  const location = useLocation();
  const hydrated = useHydrated();
  const session = useSession();
  const latest = useRef(options);
  latest.current = options;
  const address = useMemo(() => addressIn(location.search), [location.search]);
  const entry = useMemo(() => entryOf(location.state), [location.state]);
  const shown = useShownReading(address, entry, hydrated, session);
  useRestoredForm(latest, address, entry, hydrated, session);
  useTraversal(latest, location.key, entry, hydrated, shown.status !== 'none');
  const open = useOpen(latest, location);
  return { shown, open, showKey: location.key };
}

type Latest<F> = { readonly current: ReadingAddressOptions<F> };

/** Once the session is known: a remounted form takes its values from its history entry (or the kept reading). */
function useRestoredForm<F>(
  latest: Latest<F>,
  address: ReadingAddress | null,
  entry: ReadingEntry,
  hydrated: boolean,
  session: SessionState,
): void {
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !hydrated || session.status === 'loading') return;
    restored.current = true;
    const { isForm, restore, person } = latest.current;
    const snapshot = entry.form ?? (address && 'kept' in address ? keptReading(address.kept)?.form : undefined);
    if (!isForm(snapshot)) return;
    restore(snapshot, session.status === 'signed-out' || isOwn(person(snapshot)));
  }, [latest, hydrated, session.status, entry, address]);
}

/**
 * Brings the form back into view, and keeps it there for a moment while what Back restores (the details, a
 * notice, late fonts) changes its height, unless the reader scrolls first: the browser's scroll anchoring would
 * otherwise keep a field in place and push the form's top out of view.
 */
function showForm(form: Element | null): void {
  if (!form) return;
  form.scrollIntoView({ block: 'start' });
  if (typeof ResizeObserver === 'undefined') return;
  const keep = new ResizeObserver(() => form.scrollIntoView({ block: 'start' }));
  const stop = () => {
    keep.disconnect();
    for (const type of USER_SCROLLS) window.removeEventListener(type, stop);
  };
  keep.observe(form);
  for (const type of USER_SCROLLS) window.addEventListener(type, stop, { passive: true, once: true });
  window.setTimeout(stop, 2000);
}
const USER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Back or Forward: the page follows the entry. Back to the form brings the form into view (not wherever the
 * browser would leave a page that just lost a long reading); a reading brings its own title into view.
 */
function useTraversal<F>(
  latest: Latest<F>,
  key: string,
  entry: ReadingEntry,
  hydrated: boolean,
  showing: boolean,
): void {
  const navigationType = useNavigationType();
  const wasShowing = useRef<boolean | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    const before = wasShowing.current;
    wasShowing.current = showing;
    if (navigationType !== 'POP') return;
    if (before !== null) latest.current.onTraverse();
    // A form remounted by Back (another page was in between) or left by Back from its reading.
    const returned = before === null ? entry.form !== undefined : before;
    if (!showing && returned) showForm(latest.current.formRef.current);
    // Only when the entry changes, not when its reading finishes loading.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, hydrated]);
  useEffect(
    () => () => {
      // Left for another page: its entries scroll as browsers do (entries pushed from ours inherit 'manual').
      if (!isOurs(window.history.state)) window.history.scrollRestoration = 'auto';
    },
    [],
  );
}

/** `open(reading)`: the form kept in the current entry, then a new entry (and address) for the reading. */
function useOpen<F>(latest: Latest<F>, location: Location): (reading: ReadingResponse) => void {
  const navigate = useNavigate();
  const here = useRef(location);
  here.current = location;
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useCallback(
    (reading: ReadingResponse) => {
      if (!mounted.current) return; // the reader has left the page: a saved reading is in My readings
      const { form, person } = latest.current;
      let to: ReadingAddress | null = null;
      if (reading.readingId) to = { saved: reading.readingId };
      else if (!reading.declined && reading.kind === 'simple') {
        // Not saved by the server: a signed-out reader's free reading, kept on this device.
        const key = keepOnDevice(reading, person(form), form);
        if (key) to = { kept: key };
      }
      const from = here.current;
      const state = from.state && typeof from.state === 'object' ? (from.state as object) : {};
      // This page places itself on Back and Forward (the form, or the reading's title). The browser's own
      // restoration comes a frame after popstate and would undo it, e.g. a form left at a long reading's height:
      // the mode belongs to the entry, and the pushed one inherits it.
      window.history.scrollRestoration = 'manual';
      // Shown at once: the reading is here, and as a transition React rendered it 100-200 ms later (ADR 0952).
      navigateAtOnce(() => {
        navigate(
          { pathname: from.pathname, search: from.search, hash: from.hash },
          { replace: true, state: { ...state, form } },
        );
        navigate({ pathname: from.pathname, search: searchOf(to) }, { state: { reading, form } });
      });
    },
    [latest, navigate],
  );
}

/** Whether a history entry (react-router keeps the app's state under `usr`) is one this hook made. */
function isOurs(historyState: unknown): boolean {
  const usr: unknown =
    historyState && typeof historyState === 'object' ? (historyState as { usr?: unknown }).usr : null;
  const entry = entryOf(usr);
  return entry.reading !== undefined || entry.form !== undefined;
}

/** Whether the details are the reader's own as kept on this device (so restoring them as "for me" is right). */
function isOwn(person: PersonValues): boolean {
  const own = rememberedPersonDetails();
  return (
    !!own &&
    own.name === person.name.trim() &&
    own.dateOfBirth === person.dateOfBirth &&
    own.isMorning === person.isMorning
  );
}
