import { type FormEvent, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { Alert } from '../../lib/Alert';
import { Field } from '../../lib/Field';
import { newRequestKey } from './api';

type Stage = { step: 'edit' } | { step: 'confirm' | 'sending'; summary: string; requestKey: string; error?: string };

export interface ActionFormProps {
  /** The action's heading, e.g. "Grant tokens". */
  title: string;
  /** Fields of the action besides the reason (labelled with Field). */
  children?: ReactNode;
  /**
   * Checks the action's own fields: a sentence saying what will happen ("Give 20 tokens to …"), or
   * undefined when a field is invalid (the form shows that field's error itself).
   */
  check: () => string | undefined;
  /** Performs the action; answers what the operator is told afterwards. */
  send: (reason: string, requestKey: string) => Promise<string>;
  confirmLabel: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}

const reasonError = (reason: string) =>
  reason.trim().length < 3
    ? 'Say why (at least 3 characters).'
    : reason.length > 500
      ? 'Keep the reason under 500 characters.'
      : undefined;

/**
 * A console action: its fields, a required reason (kept in the audit log), then a confirmation that says
 * exactly what will happen. The confirmed submission gets one idempotency key, which a retry of the same
 * submission reuses, so a doubled click or a retried request counts once; changing the form makes a new
 * submission.
 */
export function ActionForm({ title, children, check, send, confirmLabel, onDone, onCancel }: ActionFormProps) {
  const headingId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [stage, setStage] = useState<Stage>({ step: 'edit' });
  const form = useRef<HTMLFormElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);

  // Opening the form puts the operator in its first field; confirming, on the confirm button.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }, []);
  useEffect(() => {
    if (stage.step === 'confirm' && !stage.error) confirmButton.current?.focus();
  }, [stage]);

  const reasonProblem = touched ? reasonError(reason) : undefined;
  const review = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const summary = check();
    if (reasonError(reason) || !summary) {
      // After the errors render, to the first field that has one.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setStage({ step: 'confirm', summary, requestKey: newRequestKey() });
  };
  const confirm = async () => {
    if (stage.step !== 'confirm') return;
    setStage({ ...stage, step: 'sending', error: undefined });
    try {
      onDone(await send(reason.trim(), stage.requestKey));
    } catch (error) {
      const message =
        error instanceof ApiError ? error.message : 'The request did not reach the server. Check the connection.';
      // The same submission keeps its key: "Confirm" again retries it safely.
      setStage({ ...stage, step: 'confirm', error: message });
    }
  };

  return (
    <form ref={form} className="form admin__action" aria-labelledby={headingId} onSubmit={review} noValidate>
      <h3 id={headingId}>{title}</h3>
      <fieldset className="admin__fields" disabled={stage.step !== 'edit'}>
        <legend className="visually-hidden">{title}</legend>
        {children}
        <Field label="Reason" hint="Required. Kept in the audit log with your address." error={reasonProblem}>
          {(control) => (
            <textarea
              {...control}
              rows={2}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        </Field>
      </fieldset>
      {stage.step === 'edit' ? (
        <div className="actions">
          <button type="submit" className="button">
            Review
          </button>
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Cancel
          </button>
        </div>
      ) : (
        <Confirmation
          id={`${headingId}-confirm`}
          stage={stage}
          confirmLabel={confirmLabel}
          confirmButton={confirmButton}
          onConfirm={() => void confirm()}
          onChange={() => setStage({ step: 'edit' })}
          onCancel={onCancel}
        />
      )}
    </form>
  );
}

/** "Please confirm: …" with the confirm, change and cancel buttons, all waiting while the action is sent. */
function Confirmation({
  id,
  stage,
  confirmLabel,
  confirmButton,
  onConfirm,
  onChange,
  onCancel,
}: {
  id: string;
  stage: Exclude<Stage, { step: 'edit' }>;
  confirmLabel: string;
  confirmButton: RefObject<HTMLButtonElement | null>;
  onConfirm: () => void;
  onChange: () => void;
  onCancel: () => void;
}) {
  const sending = stage.step === 'sending';
  return (
    <div className="admin__confirm stack" role="group" aria-labelledby={id}>
      <p id={id}>
        <strong>Please confirm:</strong> {stage.summary}
      </p>
      {stage.error && <Alert kind="error">{stage.error}</Alert>}
      <div className="actions">
        <button ref={confirmButton} type="button" className="button" disabled={sending} onClick={onConfirm}>
          {sending ? 'Working…' : confirmLabel}
        </button>
        <button type="button" className="button button--ghost" disabled={sending} onClick={onChange}>
          Change
        </button>
        <button type="button" className="button button--ghost" disabled={sending} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
