import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isSafeHref } from './safeHref.ts';

interface SmartLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  newTab?: boolean;
  'aria-label'?: string;
}

/** Site pages navigate client-side; everything else is a plain link. Schemas already restrict hrefs to safe schemes. */
export function SmartLink({ href, children, className, newTab, ...rest }: SmartLinkProps) {
  if (!isSafeHref(href)) return <span className={className}>{children}</span>;
  const external = /^(https?:|mailto:|tel:)/.test(href);
  const target = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  // Files served as-is (sitemap.xml) are not routes: a plain link loads them.
  if (external || /\.\w+$/.test(href)) {
    return <a href={href} className={className} {...target} {...rest}>{children}</a>;
  }
  return <Link to={href} className={className} {...target} {...rest}>{children}</Link>;
}
