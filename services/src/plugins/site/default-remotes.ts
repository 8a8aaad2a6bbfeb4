import { REMOTES, type RegisteredRemote } from '../../../../remotes.config.cjs';

/** A file of a remote this server serves itself: `/remotes/catalog/mf-manifest.json`. */
export interface LocalRemoteFile {
  remote: RegisteredRemote;
  /** Its path inside the remote's build folder. */
  file: string;
}

/** The registered remote whose folder a URL path is in, and the file's path there; null for any other path. */
export function localRemoteFile(urlPath: string): LocalRemoteFile | null {
  for (const remote of REMOTES) {
    if (urlPath.startsWith(remote.basePath)) return { remote, file: urlPath.slice(remote.basePath.length) };
  }
  return null;
}
