import { DEFERRED_PRELOADS_ID, PAGE_STATE_ID, type PreloadHint } from '@plotwise/contracts';

/** However long the pictures take, the page becomes interactive by then. */
const LATEST_START_MS = 3_000;
const FIRST_TOUCH_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/** Asks for the files the server listed for hydration (the owning remote's entry and routes). */
function preloadListedFiles(): void {
  const text = document.getElementById(DEFERRED_PRELOADS_ID)?.textContent;
  if (!text) return;
  let hints: PreloadHint[];
  try {
    hints = JSON.parse(text) as PreloadHint[];
  } catch {
    return;
  }
  for (const hint of hints) {
    const link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('href', hint.href);
    link.setAttribute('as', hint.as);
    if (hint.as === 'fetch') link.setAttribute('crossorigin', '');
    document.head.append(link);
  }
}

/**
 * Resolves when the code that makes the page interactive should start
 * loading. A server-rendered page is already on screen: on a phone's network
 * its pictures (the largest of them is what the visitor waits for) get the
 * bandwidth first, and the shell's libraries and the remote follow once the
 * page has loaded, at the visitor's first touch, or after LATEST_START_MS,
 * whichever comes first. A page rendered in the browser starts at once.
 */
export function whenPageShown(): Promise<void> {
  if (!document.getElementById(PAGE_STATE_ID) || document.readyState === 'complete') {
    preloadListedFiles();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const start = () => {
      window.removeEventListener('load', start);
      for (const event of FIRST_TOUCH_EVENTS) document.removeEventListener(event, start, true);
      clearTimeout(timer);
      preloadListedFiles();
      resolve();
    };
    window.addEventListener('load', start);
    for (const event of FIRST_TOUCH_EVENTS) document.addEventListener(event, start, { capture: true, passive: true });
    const timer = setTimeout(start, LATEST_START_MS);
  });
}
