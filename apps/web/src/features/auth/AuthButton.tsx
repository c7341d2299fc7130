/** Sign In / Logout button in the top bar. (Wired by the auth feature.) */
export function AuthButton() {
  return (
    <button type="button" className="button button--small">
      Sign In
    </button>
  );
}
