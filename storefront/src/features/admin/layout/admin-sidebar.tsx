import { NavLink } from 'react-router';
import { useShopSettings } from '@/api/shop-settings';
import styles from './admin-layout.module.css';
import { useIsOwner } from '../lib/staff-role';
import { ADMIN_LINKS } from './admin-links';

interface AdminSidebarProps {
  id: string;
  open: boolean;
  onLogOut: () => void;
}

/** The staff navigation: a fixed column on wide screens, a slide-in menu on phones. */
export function AdminSidebar({ id, open, onLogOut }: AdminSidebarProps) {
  const { shopName } = useShopSettings();
  const isOwner = useIsOwner();
  const links = ADMIN_LINKS.filter((link) => isOwner || !link.ownerOnly);
  return (
    <aside id={id} className={open ? `${styles.sidebar} ${styles.sidebarOpen}` : styles.sidebar}>
      <div className={styles.brand}>
        <span className={styles.brandName}>{shopName}</span>
        <span className={styles.brandRole}>Admin Panel</span>
      </div>
      <nav aria-label="Admin">
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) => (isActive ? `${styles.link} ${styles.linkActive}` : styles.link)}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" className={styles.logout} onClick={onLogOut}>
        Logout
      </button>
    </aside>
  );
}
