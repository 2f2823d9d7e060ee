/**
 * The config's `clientModules`: imported (so run) before the first page renders, as Docusaurus's are; their
 * `onRouteUpdate` hooks are called when a navigation starts and `onRouteDidUpdate` once the new page is shown (and
 * for the first page), with `{ location, previousLocation }`.
 */
import modules from '@generated/client-modules.js';
import type { RouteArgs } from '../shared/clientModule.ts';

export type { ClientModule, RouteLocation } from '../shared/clientModule.ts';

const call = (hook: 'onRouteUpdate' | 'onRouteDidUpdate', args: RouteArgs) => {
  for (const module of modules) {
    try {
      module[hook]?.(args);
    } catch (error) {
      console.error(`A client module's ${hook} failed:`, error);
    }
  }
};

export const hasClientModules = modules.length > 0;
export const routeUpdate = (args: RouteArgs) => call('onRouteUpdate', args);
export const routeDidUpdate = (args: RouteArgs) => call('onRouteDidUpdate', args);
