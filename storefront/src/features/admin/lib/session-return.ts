import { paths } from '@/config/paths';

/** Where staff were when the server refused their token: where login takes them back to. */
export interface ReturnPlace {
  pathname: string;
  search?: string;
  state?: unknown;
}

/** The navigation state of /login after the server refused the staff token. */
export function sessionEndedState(place: ReturnPlace) {
  return { sessionEnded: true, from: place };
}

export function hasSessionEnded(state: unknown): boolean {
  return Boolean(state && typeof state === 'object' && (state as { sessionEnded?: unknown }).sessionEnded);
}

/** The staff page to open after logging in: the one the session ended on, else the dashboard. */
export function placeAfterLogin(state: unknown): ReturnPlace {
  const from = state && typeof state === 'object' ? (state as { from?: Partial<ReturnPlace> }).from : null;
  const staffPaths: readonly string[] = Object.values(paths.admin);
  if (from && typeof from.pathname === 'string' && staffPaths.includes(from.pathname)) {
    return {
      pathname: from.pathname,
      search: typeof from.search === 'string' ? from.search : '',
      state: from.state,
    };
  }
  return { pathname: paths.admin.dashboard };
}
