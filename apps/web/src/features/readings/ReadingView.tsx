import type { ReadingKind } from '@app/contracts/reading-limits';
import type { Highlight, TreeOfLifeLights } from '@app/contracts/readings';
import { withoutLeadingHeading } from '@app/contracts/reading-text';
import { lexer } from 'marked';
import { lazy, type ReactNode, type RefObject, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { emailReading } from './api';
import { bringIntoView } from './bring-into-view';
import { Markdown } from './Markdown';
import { BackToContents, ReadingContents } from './ReadingContents';
import { CONTENTS_MIN_CHARACTERS, CONTENTS_MIN_SECTIONS, sectionIds } from './sections';
import { TreeOfLife } from './TreeOfLife';
import './readings.css';

// What the full report and a question add, with their prices: fetched, so loaded after a free reading.
const NextSteps = lazy(() => import('./NextSteps'));
// A saved reading's PDF and share link (the share feature, loaded with a saved reading only).
const KeepAndShare = lazy(() => import('./KeepAndShare'));
// A signed-out reader's free reading, kept on this device: a share link made from it (no account needed).
const DeviceShare = lazy(() => import('./DeviceShare'));

export interface ReadingViewProps {
  title: string;
  markdown: string;
  highlights: Highlight[];
  /** What the reading lights on the Tree of Life; absent on readings saved without one. */
  tree?: TreeOfLifeLights | null | undefined;
  /** A line at the top of the reading, e.g. "50 tokens spent · 70 left". */
  receipt?: string | undefined;
  /** A saved reading's id: offers to e-mail it to the reader. */
  readingId?: string | null | undefined;
  /** A free simple report ends with what the paid readings add. */
  kind?: ReadingKind | undefined;
  /** A fresh result: scrolled into view and focused at its heading when it appears. */
  focusOnShow?: boolean;
}

/**
 * Reads a few lines of a reading's kinds of Markdown once, before any reading comes: the first lexing of a reading
 * compiles marked's patterns, which on a throttled phone cost more than the answer's own lexing (issue 25).
 */
export function warmReadingView(): void {
  sectionIds(lexer('# A\n\n## B\n\nC *d* **e** [f](/g)\n\n- h\n- i\n\n> j\n\n| k | l |\n|---|---|\n| m | n |\n'));
}

/**
 * A reading on parchment: the person's numbers as small cards, then the Tree of Life beside the text
 * (above it on narrow screens); print, copy, and e-mail when it is saved.
 */
export function ReadingView({
  title,
  markdown,
  highlights,
  tree,
  receipt,
  readingId,
  kind,
  focusOnShow = false,
}: ReadingViewProps) {
  const body = withoutLeadingHeading(markdown);
  const article = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const prose = useRef<HTMLDivElement>(null);
  const tokens = useMemo(() => lexer(body), [body]);
  const sectionsAt = useMemo(() => sectionIds(tokens), [tokens]);
  // A long reading (the comprehensive one runs to ~26 phone screens) opens with its table of contents.
  const sections = useMemo(() => {
    const all = [...sectionsAt.values()];
    return all.length >= CONTENTS_MIN_SECTIONS && body.length >= CONTENTS_MIN_CHARACTERS ? all : [];
  }, [sectionsAt, body]);
  useSectionInAddress(sections.length > 0);
  useEffect(() => {
    if (focusOnShow && article.current && heading.current) bringIntoView(article.current, heading.current);
  }, [focusOnShow, title]);
  // The heading comes first in the page, then its actions (Print, Copy text, Share link…), then the rest of the
  // parchment: focus lands on the heading when a reading comes, and the next Tab reaches the first action (ADR 1406).
  // On screen the actions still sit above the parchment, whose top is the heading's own box (readings.css: order).
  return (
    <article ref={article} className={tree ? 'reading reading--with-tree' : 'reading'} aria-labelledby="reading-title">
      {receipt && <p className="reading__receipt">{receipt}</p>}
      <div className="reading__head">
        <h2 ref={heading} id="reading-title" className="reading__title" tabIndex={-1}>
          {title}
        </h2>
      </div>
      <ReadingActions title={title} body={body} prose={prose} readingId={readingId}>
        {readingId && (
          <Suspense fallback={null}>
            <KeepAndShare readingId={readingId} title={title} />
          </Suspense>
        )}
        {!readingId && kind === 'simple' && (
          <Suspense fallback={null}>
            <DeviceShare title={title} />
          </Suspense>
        )}
      </ReadingActions>
      <div className="parchment reading__sheet">
        {sections.length > 0 && <ReadingContents sections={sections} />}
        {highlights.length > 0 && <Highlights highlights={highlights} />}
        <div className="reading__body">
          {tree && <TreeOfLife tree={tree} highlights={highlights} names={pairNames(title)} />}
          <div ref={prose} className="prose" data-testid="reading-text">
            <Markdown tokens={tokens} sections={sectionsAt} />
          </div>
        </div>
      </div>
      {sections.length > 0 && <BackToContents article={article} />}
      {kind === 'simple' && (
        <Suspense fallback={null}>
          <NextSteps />
        </Suspense>
      )}
    </article>
  );
}

/** Print, copy the text as the page shows it, and (a saved reading) e-mail it; a status line says how a copy went. */
function ReadingActions({
  title,
  body,
  prose,
  readingId,
  children,
}: {
  title: string;
  body: string;
  prose: RefObject<HTMLDivElement | null>;
  readingId: string | null | undefined;
  /** The share group (Share link, a saved reading's PDF): in the same row, after the other buttons. */
  children?: ReactNode;
}) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      // The text as the page shows it: no Markdown marks ("##", "**").
      await navigator.clipboard.writeText(`${title}\n\n${prose.current?.innerText.trim() ?? body}`);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="reading__actions">
      <button type="button" className="button button--ghost button--small" onClick={() => window.print()}>
        Print
      </button>
      <button type="button" className="button button--ghost button--small" onClick={() => void copy()}>
        {copied === 'copied' ? 'Copied' : 'Copy text'}
      </button>
      {children}
      {readingId && <EmailButton readingId={readingId} />}
      <span className="visually-hidden" role="status">
        {copied === 'copied'
          ? 'Reading copied to the clipboard'
          : copied === 'failed'
            ? 'Could not copy the reading'
            : ''}
      </span>
    </div>
  );
}

/** The person's numbers as small cards above the text. */
function Highlights({ highlights }: { highlights: readonly Highlight[] }) {
  return (
    <ul className="reading__highlights" aria-label="Your numbers">
      {highlights.map((h) => (
        <li key={h.label} className="reading__highlight">
          <span className="reading__highlight-label">{h.label}</span>
          <span
            className={
              h.value.length > 8
                ? 'reading__highlight-value reading__highlight-value--long'
                : 'reading__highlight-value'
            }
          >
            {h.value}
          </span>
          <span className="reading__highlight-meaning">{h.meaning}</span>
        </li>
      ))}
    </ul>
  );
}

/** A compatibility reading's two first names, from its title ("A compatibility reading for Sarah and Dana"). */
function pairNames(title: string): [string, string] | undefined {
  const match = /^A compatibility reading for (.+) and (.+)$/.exec(title);
  return match ? [match[1]!, match[2]!] : undefined;
}

/** An address that names a section (/readings/<id>#section-…) opens the reading at it once the text is there. */
function useSectionInAddress(ready: boolean): void {
  useEffect(() => {
    const id = ready ? decodeURIComponent(window.location.hash.slice(1)) : '';
    const heading = id.startsWith('section-') ? document.getElementById(id) : null;
    if (heading) bringIntoView(heading, heading);
  }, [ready]);
}

/** Sends the saved reading to the reader's own address and says where it went (or why it did not). */
function EmailButton({ readingId }: { readingId: string }) {
  const [state, setState] = useState<
    { status: 'idle' | 'busy' } | { status: 'sent'; to: string } | { status: 'error'; message: string }
  >({ status: 'idle' });
  const send = async () => {
    setState({ status: 'busy' });
    try {
      const { sentTo } = await emailReading(readingId);
      setState({ status: 'sent', to: sentTo });
    } catch (error) {
      setState({
        status: 'error',
        message: error instanceof ApiError ? error.message : 'The e-mail could not be sent. Please try again later.',
      });
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={state.status === 'busy'}
        onClick={() => void send()}
      >
        {state.status === 'busy' ? 'Sending…' : state.status === 'sent' ? 'E-mail it again' : 'E-mail it to me'}
      </button>
      <p
        className={state.status === 'error' ? 'reading__email-note alert alert--error' : 'reading__email-note'}
        role={state.status === 'error' ? 'alert' : 'status'}
      >
        {state.status === 'sent' ? `Sent to ${state.to}.` : state.status === 'error' ? state.message : ''}
      </p>
    </>
  );
}
