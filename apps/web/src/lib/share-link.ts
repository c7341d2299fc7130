/**
 * Shares a link with the phone's own share sheet (Web Share API) where there is one, else copies it.
 * Returns what happened, for the status line.
 */
export async function shareOrCopy(data: {
  title: string;
  url: string;
}): Promise<'shared' | 'copied' | 'cancelled' | 'failed'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Not allowed here (e.g. a desktop without a share target): fall back to copying.
    }
  }
  try {
    await navigator.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

export const SHARE_STATUS: Record<string, string> = {
  shared: 'Shared.',
  copied: 'Link copied to the clipboard.',
  cancelled: '',
  failed: 'Could not copy the link; copy it from the box.',
};
