import { pluginSettings } from '../../plugin-settings';

/** The files an hour and bytes a day each account may upload. */
export const uploadsSettings = pluginSettings('uploadQuota');
