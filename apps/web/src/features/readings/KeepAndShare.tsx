import { API_ROUTES, apiPath } from '@app/contracts/api-routes';
import { useState } from 'react';
import type { ShareResponse } from '@app/contracts/profile';
import { API_BASE, apiFetch } from '../../lib/api';
import { SHARE_STATUS, shareOrCopy } from '../../lib/share-link';
import { SharedLink, ShareStatus } from './SharedLink';
import { messageOr, useBusyStatus } from './use-busy-status';
import './keep-share.css';

/**
 * A saved reading's "Download PDF" and "Share link": the link shows the numbers and a summary, never the name
 * or date of birth, and the owner can stop sharing it at any time.
 */
export default function KeepAndShare({ readingId, title }: { readingId: string; title: string }) {
  const [link, setLink] = useState<string | null>(null);
  const { busy, status, setStatus, run } = useBusyStatus();

  const downloadPdf = () =>
    run(
      async () => {
        setStatus('Preparing the PDF…');
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
      },
      () => 'Could not make the PDF. Please try again.',
    );

  const share = () =>
    run(async () => {
      const { url } = await apiFetch<ShareResponse>(apiPath(API_ROUTES.readingShare, { id: readingId }), {
        method: 'POST',
        body: {},
      });
      setLink(url);
      const result = await shareOrCopy({ title: 'My numerology reading', url });
      setStatus(SHARE_STATUS[result] ?? '');
    }, messageOr('Could not make a share link.'));

  const stop = () =>
    run(async () => {
      await apiFetch(apiPath(API_ROUTES.readingShare, { id: readingId }), { method: 'DELETE' });
      setLink(null);
      setStatus('The link no longer works.');
    }, messageOr('Could not stop sharing.'));

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
      {link && <SharedLink url={link} busy={busy} onStop={() => void stop()} />}
      <ShareStatus status={status} />
    </div>
  );
}
