import { type ButtonHTMLAttributes, useEffect, useState } from 'react';
import { copyText } from './save-text';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type'> & {
  /** What is copied. */
  text: string;
  /** The button's words, e.g. "Copy key". */
  label: string;
  /** Said (and announced) once copied, e.g. "Key copied." */
  done: string;
  /** Said where copying is refused, e.g. "Could not copy: select the key and copy it." */
  failed: string;
  /** Attributes for the status line (the /auth pages style by data-supertokens inside their shadow root). */
  statusProps?: Record<string, string>;
};

/** A copy button with a status line that screen readers announce; the message goes after a few seconds. */
export function CopyButton({ text, label, done, failed, statusProps, ...button }: Props) {
  const [status, setStatus] = useState('');
  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(''), 6000);
    return () => clearTimeout(timer);
  }, [status]);
  return (
    <>
      <button {...button} type="button" onClick={() => void copyText(text).then((ok) => setStatus(ok ? done : failed))}>
        {label}
      </button>
      <span role="status" {...statusProps}>
        {status}
      </span>
    </>
  );
}
