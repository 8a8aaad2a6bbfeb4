/** Composition constants the shell reads at start-up; no zod here, so they cost the first page nothing. */

/** How long the shell waits for a remote before it shows the Retry message instead of a skeleton. */
export const REMOTE_LOAD_TIMEOUT_MS_DEFAULT = 15_000;
