import { useMemo } from 'react';
import { Redirect, useLocation as useWouterLocation, useSearch, useSearchParams as useWouterSearchParams } from 'wouter';

export interface AppLocation {
  pathname: string;
  /** With its leading `?`, or empty. */
  search: string;
}

export type To = string | AppLocation;

const href = (to: To) => (typeof to === 'string' ? to : `${to.pathname}${to.search}`);

/** The current location; the same object until it changes. */
export function useLocation(): AppLocation {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  return useMemo(() => ({ pathname, search: search ? `?${search}` : '' }), [pathname, search]);
}

export type NavigateFunction = (to: To, options?: { replace?: boolean }) => void;

export function useNavigate(): NavigateFunction {
  const [, navigate] = useWouterLocation();
  return useMemo<NavigateFunction>(() => (to, options) => navigate(href(to), options), [navigate]);
}

/** Goes to `to` once rendered (a redirect). */
export function Navigate({ to, replace }: { to: To; replace?: boolean }) {
  return <Redirect to={href(to)} replace={replace} />;
}

export function useSearchParams(): URLSearchParams {
  return useWouterSearchParams()[0];
}
