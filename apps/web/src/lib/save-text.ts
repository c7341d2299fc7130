/** Copies text to the clipboard; false where the browser refuses (no permission, not a secure page). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Saves text as a file the browser downloads (a plain-text .txt, UTF-8), made on the device, sent nowhere. */
export function downloadText(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the address is freed a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
