import { type ReactNode, type Ref, useId } from 'react';

/**
 * A labelled form field: the label, the control (given its id), an optional hint and error, both tied to
 * the control through aria-describedby.
 */
export function Field({
  label,
  hint,
  error,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  children: (control: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        ...(described ? { 'aria-describedby': described } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {hint && (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A success or error banner; errors are announced at once (role=alert), successes politely (role=status). */
export function Alert({
  kind,
  children,
  className,
  ref,
  focusable,
}: {
  kind: 'success' | 'error';
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
  /** Can take focus from script (to move the reader to it). */
  focusable?: boolean;
}) {
  return (
    <div
      ref={ref}
      className={`alert alert--${kind}${className ? ` ${className}` : ''}`}
      role={kind === 'error' ? 'alert' : 'status'}
      tabIndex={focusable ? -1 : undefined}
    >
      {children}
    </div>
  );
}

/** "Show older …" under a paged list: disabled and saying so while the next page loads. */
export function LoadMoreButton({
  loading,
  onClick,
  children,
}: {
  loading: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className="button button--ghost" disabled={loading} onClick={onClick}>
      {loading ? 'Loading…' : children}
    </button>
  );
}
