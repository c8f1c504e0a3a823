import type { ReactNode } from 'react';
import { SiteLink } from '../routing/address.tsx';
import { isSafeHref } from './safeHref.ts';

interface SmartLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  newTab?: boolean;
  'aria-label'?: string;
  'aria-current'?: 'page';
}

/** Site pages go through SiteLink (the router's link in the dev server); everything else is a plain link. Schemas already restrict hrefs to safe schemes. */
export function SmartLink({ href, children, className, newTab, ...rest }: SmartLinkProps) {
  if (!isSafeHref(href)) return <span className={className}>{children}</span>;
  const external = /^(https?:|mailto:|tel:)/.test(href);
  const target = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  // Files served as-is (sitemap.xml) are not routes: a plain link loads them.
  if (external || /\.\w+$/.test(href)) {
    return <a href={href} className={className} {...target} {...rest}>{children}</a>;
  }
  return <SiteLink href={href} className={className} {...target} {...rest}>{children}</SiteLink>;
}
