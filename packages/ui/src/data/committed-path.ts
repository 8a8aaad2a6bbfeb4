/**
 * When a navigation has reached the screen. `navigate()` changes the address
 * at once but React shows the new route later (a transition); a change that
 * must wait for the new route, such as ending the session after a logout
 * (the admin guard would otherwise see a signed-out visitor on the admin page
 * it is leaving and send them to /admin/login with 'Access Denied'), waits
 * for the shell to announce the path it has committed.
 */
const EVENT = 'plotwise:path-committed';

/** Called by the shell after each route it has shown. */
export function announceCommittedPath(pathname: string): void {
  window.dispatchEvent(new CustomEvent<string>(EVENT, { detail: pathname }));
}

/** Resolves once `path` is on screen, or after `timeoutMs` (a remote running without the shell announces nothing). */
export function pathCommitted(path: string, timeoutMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener(EVENT, onCommit);
      clearTimeout(timer);
      resolve();
    };
    const onCommit = (event: Event) => {
      if ((event as CustomEvent<string>).detail === path) done();
    };
    window.addEventListener(EVENT, onCommit);
    const timer = setTimeout(done, timeoutMs);
  });
}
