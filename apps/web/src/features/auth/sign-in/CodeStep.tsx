import { type Dispatch, type FormEvent, useEffect, useRef } from 'react';
import { Field } from '../../../lib/Field';
import { CodeInput } from '../../../lib/CodeInput';
import { FormActions } from '../../../lib/FormActions';
import { noticeText, type SignInEvent, type SignInState } from './sign-in-state';

/** The second step: the 6-digit code that was sent, with resend, back and cancel. */
export function CodeStep({
  state,
  dispatch,
  onSubmit,
  onResend,
  onBack,
  onCancel,
}: {
  state: SignInState;
  dispatch: Dispatch<SignInEvent>;
  onSubmit: (event: FormEvent) => void;
  onResend: () => void;
  onBack: () => void;
  onCancel: () => void;
}) {
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => codeRef.current?.focus(), []);
  const phone = state.channel === 'phone';
  const notice = noticeText(state);
  return (
    <form onSubmit={onSubmit}>
      {notice && (
        <p className="field__hint" role="status">
          {notice}
        </p>
      )}
      <Field
        label="Code"
        hint={phone ? 'The 6 digits from the text message.' : 'The 6 digits from the e-mail.'}
        error={state.error || undefined}
      >
        {(control) => (
          <CodeInput
            control={control}
            inputRef={codeRef}
            name="code"
            className="code-input"
            value={state.code}
            onChange={(value) => dispatch({ type: 'typed', field: 'code', value })}
          />
        )}
      </Field>
      <FormActions
        className="dialog__actions"
        busy={state.busy}
        submit="Sign in"
        submitting="Checking…"
        onCancel={onCancel}
      >
        <button type="button" className="button button--ghost" onClick={onResend} disabled={state.busy}>
          Resend code
        </button>
        <button type="button" className="button button--ghost" onClick={onBack}>
          {phone ? 'Back to phone number' : 'Back to Email'}
        </button>
      </FormActions>
    </form>
  );
}
