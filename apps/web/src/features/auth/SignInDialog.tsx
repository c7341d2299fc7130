/** The product's sign-in dialog (e-mail, then the code). Implemented by the auth feature. */
export interface SignInDialogProps {
  onClose: () => void;
  onSignedIn: () => void;
}

export default function SignInDialog({ onClose }: SignInDialogProps) {
  return (
    <div role="dialog" aria-modal="true" aria-label="Sign in">
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </div>
  );
}
