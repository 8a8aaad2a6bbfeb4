/** A platform's icon, chosen by its name; unknown platforms get a link icon. */
const PATHS: Record<string, string> = {
  facebook: 'M14 9h3V5h-3c-2.8 0-4 1.8-4 4.3V11H7v4h3v9h4v-9h3l1-4h-4V9.5c0-.4.3-.5.6-.5z',
  twitter: 'M4 4l7 9.3L4 21h2l6-6.6L17 21h4l-7.3-9.8L20.5 4h-2l-5.6 6.1L8 4z',
  x: 'M4 4l7 9.3L4 21h2l6-6.6L17 21h4l-7.3-9.8L20.5 4h-2l-5.6 6.1L8 4z',
  instagram: 'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-1.5a1 1 0 100 2 1 1 0 000-2z',
  linkedin: 'M5 9h3v11H5zM6.5 4a1.75 1.75 0 110 3.5 1.75 1.75 0 010-3.5zM10 9h3v1.6c.5-.9 1.7-1.8 3.4-1.8 3.2 0 3.6 2.1 3.6 4.8V20h-3v-5.6c0-1.4 0-3-1.9-3s-2.1 1.4-2.1 2.9V20h-3z',
  youtube: 'M21.6 7.2a2.5 2.5 0 00-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 00-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 001.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 001.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
};
const LINK = 'M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1';

export function SocialIcon({ platform }: { platform: string }) {
  const path = PATHS[platform.trim().toLowerCase()];
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      {path ? <path d={path} fill="currentColor" /> : <path d={LINK} fill="none" stroke="currentColor" strokeWidth="2" />}
    </svg>
  );
}
