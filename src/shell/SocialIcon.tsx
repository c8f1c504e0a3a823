import type { SocialProfile } from '../generated/content.ts';

type Network = SocialProfile['network'];

/** How each network is named to screen readers and in tooltips. */
export const NETWORK_NAMES: Record<Network, string> = {
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  x: 'X (Twitter)',
  facebook: 'Facebook',
  youtube: 'YouTube',
};

// Simple 24×24 line drawings in the style of the site's icons, not the networks' own artwork.
const PATHS: Record<Network, string> = {
  linkedin: 'M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z M8 10v7 M8 7v.01 M12 17v-7 M12 13a3 3 0 0 1 6 0v4',
  instagram: 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5z M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M17.5 6.5v.01',
  x: 'M4 4l16 16 M20 4 4 20',
  facebook: 'M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z',
  youtube: 'M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17 M10 15l5-3-5-3z',
};

// The footer's contact icons live here too: importing the shared Icon would pull every icon into the
// first-load bundle of every page.
const CONTACT_PATHS = {
  mail: 'M2 4h20v16H2z M22 6l-10 7L2 6',
  phone: 'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z',
  'map-pin': 'M21 10c0 7-9 13-9 13s-9-6-9-13a9 9 0 0 1 18 0z M12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
} as const;

function LineIcon({ d, size }: { d: string; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

export const SocialIcon = ({ network }: { network: Network }) => <LineIcon d={PATHS[network]} size={20} />;

export const ContactIcon = ({ name }: { name: keyof typeof CONTACT_PATHS }) => <LineIcon d={CONTACT_PATHS[name]} size={18} />;
