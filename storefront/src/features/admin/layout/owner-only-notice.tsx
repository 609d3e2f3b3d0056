import { OWNER_ONLY_MESSAGE } from '@shop/contracts';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import ui from '../components/admin-ui.module.css';

/** Shown instead of an owner-only screen to a `staff` account that followed an old link to it. */
export function OwnerOnlyNotice() {
  return (
    <div className={ui.card} role="alert">
      <p>{OWNER_ONLY_MESSAGE}: ask the shop owner if something here needs changing.</p>
      <Link to={paths.admin.dashboard}>Back to the dashboard</Link>
    </div>
  );
}
