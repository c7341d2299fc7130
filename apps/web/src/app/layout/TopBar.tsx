import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { AuthButton } from '../../features/auth/AuthButton';
import { TokenBadge } from '../../features/tokens/TokenBadge';
import { useSession } from '../../lib/session';

export function TopBar() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const session = useSession();
  const menuId = useId();

  // Navigating closes the menu.
  useEffect(() => setOpen(false), [pathname]);
  // Escape closes it too.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="topbar">
      <div className="topbar__inner">
        <Link to="/" className="topbar__logo" aria-label="Kabbalah Numerology, home">
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>Kabbalah Numerology</span>
        </Link>
        <button
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
          <NavLink to="/" end>
            Home
          </NavLink>
          <NavLink to="/analysis">Analysis</NavLink>
          <NavLink to="/blog">Blog</NavLink>
          {session.status === 'signed-in' && <NavLink to="/readings">My readings</NavLink>}
          <div className="topbar__actions">
            <TokenBadge />
            <AuthButton />
          </div>
        </nav>
      </div>
    </header>
  );
}
