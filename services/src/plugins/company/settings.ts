import { pluginSettings } from '../../plugin-settings';

/** The registered company's details. */
export const companySettings = pluginSettings('company');
