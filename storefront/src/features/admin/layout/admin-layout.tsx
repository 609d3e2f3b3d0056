import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError, onUnauthorized } from '@/lib/api-client';
import { clearStaffSession, hasStaffSession } from '@/lib/auth-storage';
import { logOutStaff } from '../api/log-out';
import { useStaffSession } from '../api/staff-session';
import ui from '../components/admin-ui.module.css';
import { LoadingState } from '../components/loading-state';
import { sessionEndedState } from '../lib/session-return';
import styles from './admin-layout.module.css';
import { CurrentStaffContext } from '../lib/staff-role';
import { OWNER_ONLY_PATHS } from './admin-links';
import { AdminSidebar } from './admin-sidebar';
import { OwnerOnlyNotice } from './owner-only-notice';

/** Each entry into the staff area checks the session afresh (see useStaffSession). */
let visits = 0;

/**
 * The frame of every staff screen: only for a stored staff session that the server still accepts,
 * checked before any screen shows. A refused token (expired, logged out, ended everywhere or by a
 * password change), on that check or on any staff call, sends staff to log in again, and back to
 * this page afterwards.
 */
export function AdminLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname } = location;
  const here = useRef(location);
  here.current = location;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // Read on entry: a refused token is cleared before the way to the login is taken, and must not send staff home.
  const [allowed] = useState(hasStaffSession);
  const [visit] = useState(() => ++visits);
  const session = useStaffSession(allowed ? visit : null);
  const checkedPath = useRef(pathname);

  // Moving to another staff screen asks again (the first screen's check is the one on entry).
  useEffect(() => {
    if (checkedPath.current === pathname) return;
    checkedPath.current = pathname;
    void session.mutate();
  }, [pathname, session.mutate]);

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
  if (!session.data) {
    const refused = session.error instanceof ApiError && session.error.status === 401;
    return (
      <main className={styles.check} id="admin-main">
        {session.error && !refused ? (
          <div className={ui.card} role="alert">
            <p>The staff area could not be reached. Please check your connection.</p>
            <button type="button" className={ui.button} onClick={() => void session.mutate()}>
              Try again
            </button>
          </div>
        ) : (
          <LoadingState text="Checking your session..." />
        )}
      </main>
    );
  }

  const logOut = async () => {
    // The server ends the token first (it is read from storage); this browser forgets it whatever the answer.
    await logOutStaff().catch((error) => console.warn('The server did not end the staff session', error));
    clearStaffSession();
    navigate(paths.home);
  };

  const { role, email } = session.data;
  return (
    <CurrentStaffContext value={{ role, email }}>
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
          {role !== 'owner' && OWNER_ONLY_PATHS.includes(pathname) ? <OwnerOnlyNotice /> : <Outlet />}
        </main>
      </div>
    </CurrentStaffContext>
  );
}
