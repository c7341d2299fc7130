import { useState } from 'react';
import type { ShareResponse } from '@app/contracts/profile';
import { API_BASE, apiFetch } from '../../lib/api';
import { SHARE_STATUS, shareOrCopy } from '../../lib/share-link';
import './keep-share.css';

/**
 * A saved reading's "Download PDF" and "Share link": the link shows the numbers and a summary, never the name
 * or date of birth, and the owner can stop sharing it at any time.
 */
export default function KeepAndShare({ readingId, title }: { readingId: string; title: string }) {
  const [link, setLink] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  const downloadPdf = async () => {
    setBusy(true);
    setStatus('Preparing the PDF…');
    try {
      const response = await fetch(`${API_BASE}/api/readings/${readingId}/pdf`, { credentials: 'include' });
      if (!response.ok) throw new Error();
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'reading.pdf';
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setStatus('PDF downloaded.');
    } catch {
      setStatus('Could not make the PDF. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const share = async () => {
    setBusy(true);
    try {
      const { url } = await apiFetch<ShareResponse>(`/api/readings/${readingId}/share`, { method: 'POST', body: {} });
      setLink(url);
      const result = await shareOrCopy({ title: 'My numerology reading', url });
      setStatus(SHARE_STATUS[result] ?? '');
    } catch (e) {
      setStatus(e instanceof Error ? e.message : 'Could not make a share link.');
    } finally {
      setBusy(false);
    }
  };

  const stop = async () => {
    setBusy(true);
    try {
      await apiFetch(`/api/readings/${readingId}/share`, { method: 'DELETE' });
      setLink(null);
      setStatus('The link no longer works.');
    } catch (e) {
      setStatus(e instanceof Error ? e.message : 'Could not stop sharing.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="keep-share no-print" aria-label={`Keep and share: ${title}`} role="group">
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={busy}
        onClick={() => void downloadPdf()}
      >
        Download PDF
      </button>
      <button type="button" className="button button--ghost button--small" disabled={busy} onClick={() => void share()}>
        Share link
      </button>
      {link && (
        <div className="keep-share__link">
          <label>
            <span className="field__hint">
              Anyone with this link sees your numbers and a summary, never your name or date of birth.
            </span>
            <input type="text" readOnly value={link} onFocus={(e) => e.target.select()} data-testid="share-url" />
          </label>
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={busy}
            onClick={() => void stop()}
          >
            Stop sharing
          </button>
        </div>
      )}
      <span role="status" className="field__hint">
        {status}
      </span>
    </div>
  );
}
