import type { RefAttributes } from 'react';
import {
  Form as RouterForm,
  Link as RouterLink,
  Navigate as RouterNavigate,
  NavLink as RouterNavLink,
  useNavigate as useRouterNavigate,
  type FormProps,
  type LinkProps,
  type NavigateOptions,
  type NavigateProps,
  type NavLinkProps,
  type To,
} from 'react-router';
import { localizedPath, type Locale } from '@estate/shared';
import { useLocale } from './i18n/use-locale';

/**
 * React Router's links, navigation and forms in the page's language (issue 16): a site path such
 * as `/properties/x` becomes `/ar/properties/x` on an Arabic page, so every link keeps the
 * language its page's URL names. Features import these, never React Router's own (lint keeps it so).
 */
export function localizeTo(to: To, locale: Locale): To {
  if (typeof to === 'string') return localizedPath(to, locale);
  return to.pathname ? { ...to, pathname: localizedPath(to.pathname, locale) } : to;
}

export function Link({ to, ...props }: LinkProps & RefAttributes<HTMLAnchorElement>) {
  return <RouterLink to={localizeTo(to, useLocale())} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps & RefAttributes<HTMLAnchorElement>) {
  return <RouterNavLink to={localizeTo(to, useLocale())} {...props} />;
}

export function Navigate({ to, ...props }: NavigateProps) {
  return <RouterNavigate to={localizeTo(to, useLocale())} {...props} />;
}

export function Form({ action, ...props }: FormProps & RefAttributes<HTMLFormElement>) {
  const locale = useLocale();
  return <RouterForm action={action === undefined ? undefined : localizedPath(action, locale)} {...props} />;
}

/** `useNavigate()` whose site paths stay in the page's language (numbers go through the history). */
export function useNavigate() {
  const navigate = useRouterNavigate();
  const locale = useLocale();
  return (to: To | number, options?: NavigateOptions) =>
    typeof to === 'number' ? navigate(to) : navigate(localizeTo(to, locale), options);
}
