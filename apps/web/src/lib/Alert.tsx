import type { ReactNode, Ref } from 'react';

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
