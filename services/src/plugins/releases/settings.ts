import { pluginSettings, type SettingsOf } from '../../plugin-settings';

/** The remotes, where releases are kept and how they are polled and deployed, the built shell their contracts are checked against. */
export const releasesSettings = pluginSettings('remotes', 'releases', 'dist');

export type ReleasesSettings = SettingsOf<typeof releasesSettings>;

/** What the release service reads: the releases' folder and how many are kept, the shell's build. */
export type ReleaseFolders = Pick<ReleasesSettings, 'releases' | 'dist'>;
