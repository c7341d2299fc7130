import { useState } from 'react';
import { SHARE_STATUS, shareOrCopy } from './share-link';

/** "Share" for a public page (a blog post): the share sheet on phones, copying the link elsewhere. */
export default function ShareButton({ title, url }: { title: string; url?: string }) {
  const [status, setStatus] = useState('');
  const share = async () => {
    const result = await shareOrCopy({ title, url: url ?? window.location.href });
    setStatus(SHARE_STATUS[result] ?? '');
  };
  return (
    <span className="share-button">
      <button type="button" className="button button--ghost button--small" onClick={() => void share()}>
        Share
      </button>
      <span role="status" className="field__hint">
        {status}
      </span>
    </span>
  );
}
