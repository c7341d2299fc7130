import { type ReactNode, useEffect, useRef } from 'react';
import { useDialogs } from './dialogs';
import type { SessionState } from './session';

/**
 * What a page for signed-in readers (/account, /readings) shows while the session is unknown and to a reader
 * who is signed out (ADR 1403). Such a page is prerendered while the session is unknown, holding both "Loading…"
 * and its sign-in prompt: src/first-tap.ts marks a browser without the SDK's session cookie
 * (`<html data-session="none">`) before the body is painted, and the stylesheet shows that reader the prompt and
 * everyone else "Loading…". Once the app runs it decides from the same cookie (AuthButton): a signed-out reader
 * keeps the same prompt, the same element, and nothing is painted again. Renders nothing once signed in.
 */
export function SignInPrompt({ session, children }: { session: SessionState['status']; children: ReactNode }) {
  const { openSignIn } = useDialogs();
  const area = useRef<HTMLDivElement>(null);
  // A press on Sign In before the app's code ran went nowhere (src/first-tap.ts kept it): press it now.
  useEffect(() => {
    if (area.current && window.firstTap?.takeClick(area.current)) openSignIn();
  }, [openSignIn]);
  if (session === 'signed-in') return null;
  const unknown = session === 'loading';
  return (
    <>
      {unknown && (
        <p aria-busy="true" className="if-session-cookie">
          Loading…
        </p>
      )}
      <div ref={area} className={`form-panel stack${unknown ? ' if-no-session-cookie' : ''}`}>
        <p>{children}</p>
        <button type="button" className="button" onClick={() => openSignIn()}>
          Sign In
        </button>
      </div>
    </>
  );
}
