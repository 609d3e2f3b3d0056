import type { StaffSession } from '@shop/contracts';
import { createContext, useContext } from 'react';

/**
 * The staff account using the staff area, from the session check of the layout. The server refuses
 * what its role may not do; this only hides it. Outside the layout (a screen rendered on its own,
 * as in a component test) it is null and nothing is hidden.
 */
export const CurrentStaffContext = createContext<Pick<StaffSession, 'email' | 'role'> | null>(null);

export function useIsOwner(): boolean {
  const staff = useContext(CurrentStaffContext);
  return staff === null || staff.role === 'owner';
}

/** The e-mail of the account logged in; null outside the staff layout. */
export function useCurrentStaffEmail(): string | null {
  return useContext(CurrentStaffContext)?.email ?? null;
}
