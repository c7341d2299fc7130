import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { AuthButton } from '../../features/auth/AuthButton';
import { TokenBadge } from '../../features/tokens/TokenBadge';
import { useSession } from '../../lib/session';

const navClass = ({ isActive }: { isActive: boolean }) => `topbar__link${isActive ? ' active' : ''}`;

/** Fixed top bar; under 800px the links fold into a menu that closes on navigation, Escape or a click outside. */
export function TopBar() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const session = useSession();
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Navigating closes the menu (App scrolls to the top).
  useEffect(() => setOpen(false), [pathname]);

  // A press on the menu button before the app's code ran went nowhere (src/first-tap.ts kept it): open the menu.
  useEffect(() => {
    if (toggleRef.current && window.firstTap?.takeClick(toggleRef.current)) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (headerRef.current && !headerRef.current.contains(e.target as Node)) setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  // A click on the link of the page already shown does not change the path: close anyway.
  const close = () => setOpen(false);

  return (
    <header className="topbar" ref={headerRef}>
      <div className="topbar__inner">
        <Link to="/" className="topbar__logo" aria-label="Kabbalah Numerology, home" onClick={close}>
          <span className="topbar__mark" aria-hidden="true" />
          <span>Kabbalah Numerology</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="topbar__toggle"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden="true" className="topbar__toggle-icon" />
        </button>
        <nav id={menuId} className={`topbar__nav${open ? ' topbar__nav--open' : ''}`} aria-label="Main">
          <NavLink to="/" end className={navClass} onClick={close}>
            Home
          </NavLink>
          <NavLink to="/analysis" className={navClass} onClick={close}>
            Analysis
          </NavLink>
          <NavLink to="/blog" className={navClass} onClick={close}>
            Blog
          </NavLink>
          {session.status === 'signed-in' && (
            <>
              <NavLink to="/readings" className={navClass} onClick={close}>
                My readings
              </NavLink>
              <NavLink to="/daily" className={navClass} onClick={close}>
                Daily Numbers
              </NavLink>
              <NavLink to="/account" className={navClass} onClick={close}>
                Account
              </NavLink>
            </>
          )}
          <div className="topbar__actions">
            {/* A balance is a signed-in reader's: a signed-out visitor buys tokens after signing in. */}
            {session.status === 'signed-in' && <TokenBadge userId={session.userId} />}
            <AuthButton />
          </div>
        </nav>
      </div>
    </header>
  );
}
