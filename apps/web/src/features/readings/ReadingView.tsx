import type { Highlight } from '@app/contracts/readings';
import { useState } from 'react';
import { Markdown } from './Markdown';
import './readings.css';

export interface ReadingViewProps {
  title: string;
  markdown: string;
  highlights: Highlight[];
  /** A line under the reading, e.g. "50 tokens spent · balance 70 tokens". */
  receipt?: string | undefined;
}

/** A reading on parchment: the person's numbers as small cards, then the text; print and copy. */
export function ReadingView({ title, markdown, highlights, receipt }: ReadingViewProps) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`${title}\n\n${markdown}`);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <article className="reading" aria-labelledby="reading-title">
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
                <span className="reading__highlight-value">{h.value}</span>
                <span className="reading__highlight-meaning">{h.meaning}</span>
              </li>
            ))}
          </ul>
        )}
        <div className="prose" data-testid="reading-text">
          <Markdown source={markdown} />
        </div>
      </div>
      {receipt && <p className="reading__receipt">{receipt}</p>}
    </article>
  );
}
