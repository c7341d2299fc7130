import type { Highlight, TreeOfLifeLights } from '@app/contracts/readings';
import { useState } from 'react';
import { Markdown } from './Markdown';
import { TreeOfLife } from './TreeOfLife';
import './readings.css';

export interface ReadingViewProps {
  title: string;
  markdown: string;
  highlights: Highlight[];
  /** What the reading lights on the Tree of Life; absent on readings saved without one. */
  tree?: TreeOfLifeLights | null | undefined;
  /** A line under the reading, e.g. "50 tokens spent · balance 70 tokens". */
  receipt?: string | undefined;
}

/**
 * A reading on parchment: the person's numbers as small cards, then the Tree of Life beside the text
 * (above it on narrow screens); print and copy.
 */
export function ReadingView({ title, markdown, highlights, tree, receipt }: ReadingViewProps) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const body = withoutLeadingHeading(markdown);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`${title}\n\n${body}`);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <article className={tree ? 'reading reading--with-tree' : 'reading'} aria-labelledby="reading-title">
      <div className="reading__actions">
        <button type="button" className="button button--ghost button--small" onClick={() => window.print()}>
          Print
        </button>
        <button type="button" className="button button--ghost button--small" onClick={() => void copy()}>
          {copied === 'copied' ? 'Copied' : 'Copy text'}
        </button>
        <span className="visually-hidden" role="status">
          {copied === 'copied' ? 'Reading copied to the clipboard' : copied === 'failed' ? 'Could not copy the reading' : ''}
        </span>
      </div>
      <div className="parchment">
        <h2 id="reading-title" className="reading__title">
          {title}
        </h2>
        {highlights.length > 0 && (
          <ul className="reading__highlights" aria-label="Your numbers">
            {highlights.map((h) => (
              <li key={h.label} className="reading__highlight">
                <span className="reading__highlight-label">{h.label}</span>
                <span className={h.value.length > 8 ? 'reading__highlight-value reading__highlight-value--long' : 'reading__highlight-value'}>
                  {h.value}
                </span>
                <span className="reading__highlight-meaning">{h.meaning}</span>
              </li>
            ))}
          </ul>
        )}
        <div className="reading__body">
          {tree && <TreeOfLife tree={tree} highlights={highlights} />}
          <div className="prose" data-testid="reading-text">
            <Markdown source={body} />
          </div>
        </div>
      </div>
      {receipt && <p className="reading__receipt">{receipt}</p>}
    </article>
  );
}

/**
 * The text without its own first-level heading: the engine opens with "# A numerology reading for …",
 * which the view already shows as the reading's title above the numbers.
 */
export function withoutLeadingHeading(markdown: string): string {
  return markdown.replace(/^\s*# [^\n]*\n+/, '');
}
