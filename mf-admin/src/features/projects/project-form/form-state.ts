import type { AdminProject } from '@plotwise/contracts';

/** What the project form is doing: creating, or editing a project read whole with its version. */
export type FormState = { mode: 'create' } | { mode: 'edit'; project: AdminProject } | null;
