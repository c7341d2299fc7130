import type { ReactNode } from 'react';

/**
 * A form's row of actions: the submit button (disabled and renamed while busy), any other buttons given, then
 * Cancel, which stays usable so a slow request can always be left.
 */
export function FormActions({
  className,
  busy,
  submit,
  submitting,
  onCancel,
  children,
}: {
  /** The row's layout class: each place lays its buttons out its own way. */
  className: string;
  busy: boolean;
  submit: string;
  submitting: string;
  onCancel: () => void;
  /** Buttons between submit and Cancel. */
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      <button type="submit" className="button" disabled={busy}>
        {busy ? submitting : submit}
      </button>
      {children}
      <button type="button" className="button button--ghost" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
