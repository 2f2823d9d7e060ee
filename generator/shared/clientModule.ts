/** The shape of a config `clientModules` entry's namespace: its optional route hooks (client/clientModules.ts calls them). */
export interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
}
export interface RouteArgs {
  location: RouteLocation;
  previousLocation: RouteLocation | null;
}
export interface ClientModule {
  onRouteUpdate?: (args: RouteArgs) => (() => void) | undefined;
  onRouteDidUpdate?: (args: RouteArgs) => void;
}
