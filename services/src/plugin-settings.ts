import type { Plugin, ServerRegisterPluginObject } from '@hapi/hapi';
import type { Config } from './config';

/** A request as its handler sees it: its route belongs to the plugin that added it. */
type RouteRequest = { readonly route: { readonly realm: { readonly pluginOptions: object } } };

/**
 * The settings a plugin is given as its hapi options: the keys it names,
 * picked from the configuration at start-up. Its `register` receives them as
 * `options` and hands them to what it builds; a route handler reads its own
 * plugin's with `of(request)`, from the route's realm (so never in a server
 * extension, where the route may be another plugin's).
 */
export interface PluginSettings<K extends keyof Config> {
  pick(config: Config): Pick<Config, K>;
  of(request: RouteRequest): Pick<Config, K>;
}

export function pluginSettings<K extends keyof Config>(...keys: K[]): PluginSettings<K> {
  return {
    pick: (config) => Object.fromEntries(keys.map((key) => [key, config[key]])) as Pick<Config, K>,
    of: (request) => request.route.realm.pluginOptions as Pick<Config, K>,
  };
}

/** The options type of a plugin whose settings are `S`. */
export type SettingsOf<S> = S extends PluginSettings<infer K> ? Pick<Config, K> : never;

/**
 * What many plugins and extensions read, decided once at start-up and kept in
 * `server.app.shared`: how the site is addressed (its public URL, a trusted
 * proxy), the key its sessions and links are signed with, and the mode that
 * decides Secure cookies.
 */
export type SharedSettings = Pick<Config, 'publicUrl' | 'trustProxy' | 'jwtSecret' | 'isProduction'>;

export const sharedSettings = ({ publicUrl, trustProxy, jwtSecret, isProduction }: Config): SharedSettings => ({ publicUrl, trustProxy, jwtSecret, isProduction });

/** A plugin and its settings picked from `config`, as `server.register` takes them. */
export function withSettings<K extends keyof Config>(plugin: Plugin<Pick<Config, K>>, settings: PluginSettings<K>, config: Config): ServerRegisterPluginObject<unknown> {
  return { plugin, options: settings.pick(config) } as ServerRegisterPluginObject<unknown>;
}

/** Plugins with settings and plugins without, as one list `server.register` takes. */
export function registrations(entries: Array<Plugin<void> | ServerRegisterPluginObject<unknown>>): ServerRegisterPluginObject<unknown>[] {
  return entries.map((entry) => ('register' in entry ? ({ plugin: entry } as ServerRegisterPluginObject<unknown>) : entry));
}
