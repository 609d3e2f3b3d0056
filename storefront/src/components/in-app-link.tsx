import {
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
} from 'react';
import { createPath, useHref, useLocation, useNavigate } from 'react-router';

type FollowLink = (event: MouseEvent<HTMLAnchorElement>) => void;

const FollowLinkContext = createContext<FollowLink | null>(null);
/** The router's base path ('/' for English, '/ur' for Urdu), which a plain anchor's address must carry. */
const BasePathContext = createContext('/');

/** A shop path as an address under the router's base path: '/products' is '/ur/products' in Urdu. */
function addressOf(basePath: string, to: string): string {
  if (basePath === '/') return to;
  return to === '/' ? basePath : `${basePath}${to}`;
}

function pathOf(basePath: string, address: string): string {
  if (basePath === '/' || !address.startsWith(basePath)) return address;
  return address.slice(basePath.length) || '/';
}

/** A click the browser should handle itself: a new tab or window (a modifier key), another button. */
function isForBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  );
}

/**
 * Lets `InAppLink`s under it navigate in the page, as React Router's `Link` does, through one
 * `useNavigate` for the whole shop. The handler it gives is the same for the page's whole life, so the
 * links never render again for a navigation.
 */
export function InAppLinkProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const basePath = useHref('/');
  const latest = useRef({ navigate, location, basePath });
  useLayoutEffect(() => {
    latest.current = { navigate, location, basePath };
  });
  const follow = useCallback<FollowLink>((event) => {
    if (isForBrowser(event)) return;
    const address = event.currentTarget.getAttribute('href');
    if (!address) return;
    event.preventDefault();
    const { navigate: go, location: here, basePath: base } = latest.current;
    const to = pathOf(base, address);
    // A link to the page already shown replaces its history entry, as Link does.
    go(to, { replace: to === createPath(here) });
  }, []);
  return (
    <FollowLinkContext value={follow}>
      <BasePathContext value={basePath}>{children}</BasePathContext>
    </FollowLinkContext>
  );
}

interface InAppLinkProps {
  /** A path of the shop, from `config/paths`. */
  to: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link to a page of the shop, for the grids and sliders that show many: a plain anchor whose click
 * the provider's single handler follows. React Router's `Link` resolves its path on every render
 * (a JSON round trip of the route matches) and renders again for every URL change, which a grid of
 * cards paid on each search keystroke. Outside a provider it is a plain link.
 */
export function InAppLink({ to, className, children }: InAppLinkProps) {
  const follow = useContext(FollowLinkContext);
  const basePath = useContext(BasePathContext);
  return (
    <a className={className} href={addressOf(basePath, to)} onClick={follow ?? undefined}>
      {children}
    </a>
  );
}
