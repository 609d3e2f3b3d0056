import { type Location, type NavigateFunction, useLocation, useNavigate } from 'react-router';

export interface RouterState {
  navigate?: NavigateFunction;
  location?: Location;
}

/** Rendered inside a test's router: hands the test `navigate` and the current location, as a data router's object did. */
export function RouterHandle({ into }: { into: RouterState }) {
  into.navigate = useNavigate();
  into.location = useLocation();
  return null;
}
