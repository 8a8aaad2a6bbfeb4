import { Suspense, type ReactNode } from 'react';

/**
 * A part below the first screen that React hydrates in a task of its own,
 * yielding to the browser between such parts instead of blocking a phone for
 * the whole page at once. It is a Suspense boundary in which nothing
 * suspends: the server writes it complete, and the fallback is never shown.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
