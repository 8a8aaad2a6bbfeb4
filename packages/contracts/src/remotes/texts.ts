/**
 * What the shell says when a page belongs to a remote the visitor's role may
 * not load (the admin portal, for anyone but an administrator).
 */
export const ACCESS_DENIED = 'Access Denied';
