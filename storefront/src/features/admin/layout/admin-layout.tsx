import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { onUnauthorized } from '@/lib/api-client';
import { clearStaffSession, hasStaffSession } from '@/lib/auth-storage';
import { logOutStaff } from '../api/log-out';
import { sessionEndedState } from '../lib/session-return';
import styles from './admin-layout.module.css';
import { AdminSidebar } from './admin-sidebar';

/**
 * The frame of every staff screen: only for a stored staff session. A refused token (expired, or
 * signed with an old secret) sends staff to log in again, and back to this page afterwards.
 */
export function AdminLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname } = location;
  const here = useRef(location);
  here.current = location;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const allowed = hasStaffSession();

  useEffect(
    () =>
      onUnauthorized(() => {
        clearStaffSession();
        const { pathname: from, search, state } = here.current;
        navigate(paths.login, { replace: true, state: sessionEndedState({ pathname: from, search, state }) });
      }),
    [navigate],
  );

  // A link followed on a phone closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each route change by design
  useEffect(() => setMenuOpen(false), [pathname]);

  // Escape closes the phone menu and gives the focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  if (!allowed) return <Navigate to={paths.home} replace />;

  const logOut = async () => {
    // The server ends the token first (it is read from storage); this browser forgets it whatever the answer.
    await logOutStaff().catch((error) => console.warn('The server did not end the staff session', error));
    clearStaffSession();
    navigate(paths.home);
  };

  return (
    <div className={styles.shell}>
      <header className={styles.topBar}>
        <button
          ref={menuButtonRef}
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="admin-sidebar"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">{menuOpen ? '×' : '☰'}</span> Menu
        </button>
        <span className={styles.topBrand}>Admin Panel</span>
      </header>
      <AdminSidebar id="admin-sidebar" open={menuOpen} onLogOut={logOut} />
      {menuOpen && (
        <button
          type="button"
          className={styles.scrim}
          aria-label="Close menu"
          tabIndex={-1}
          onClick={() => setMenuOpen(false)}
        />
      )}
      <main className={styles.main} id="admin-main">
        <Outlet />
      </main>
    </div>
  );
}
