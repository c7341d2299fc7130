import { useCallback, useId, useRef } from 'react';
import { useDialogFocus } from '../../lib/use-dialog-focus';
import { CodeStep } from './sign-in/CodeStep';
import { EmailStep } from './sign-in/EmailStep';
import { useSignIn, useSignInOffer } from './sign-in/use-sign-in';
import './contact-choice.css';
import './sign-in-providers.css';
import './sign-in/sign-in.css';

/** The product's sign-in dialog (e-mail, then the code). */
export interface SignInDialogProps {
  onClose: () => void;
  onSignedIn: () => void;
}

export default function SignInDialog({ onClose, onSignedIn }: SignInDialogProps) {
  const { state, dispatch, sendCode, resend, verify, back, startProvider } = useSignIn(onSignedIn);
  const { providers, phoneOffered } = useSignInOffer();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const { busy } = state;
  const close = useCallback(() => {
    if (!busy) onClose();
  }, [busy, onClose]);
  useDialogFocus(ref, close);

  return (
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && close()}>
      <div ref={ref} className="dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>Sign in</h2>
        {state.step === 'email' ? (
          <EmailStep
            state={state}
            dispatch={dispatch}
            phoneOffered={phoneOffered}
            providers={providers}
            onSubmit={(e) => void sendCode(e)}
            onProvider={(id) => void startProvider(id)}
            onCancel={close}
          />
        ) : (
          <CodeStep
            state={state}
            dispatch={dispatch}
            onSubmit={(e) => void verify(e)}
            onResend={() => void resend()}
            onBack={back}
            onCancel={close}
          />
        )}
      </div>
    </div>
  );
}
