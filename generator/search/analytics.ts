/**
 * Optional analytics hook (site.config.ts `search.analytics`; off by default, so no request is ever made
 * unless an endpoint is configured). Result views are reported debounced (400 ms) in batches of at most
 * 20 ids, with navigator.sendBeacon, or a keepalive fetch POST when beacons are unavailable or refused.
 */
export interface AnalyticsConfig {
  endpoint: string;
  debounceMs: number;
  maxIds: number;
}

export interface ViewEvent {
  eventType: 'view';
  eventName: 'Search Results Viewed';
  query: string;
  objectIDs: string[];
  timestamp: number;
}

export interface ViewReporter {
  /** The reader now sees these results; reported once the list has stayed unchanged for `debounceMs`. */
  viewed(query: string, ids: string[]): void;
  cancel(): void;
}

const NOOP: ViewReporter = { viewed() {}, cancel() {} };

export function send(endpoint: string, event: ViewEvent): void {
  const body = JSON.stringify({ events: [event] });
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // Fall back to fetch below.
  }
  fetch(endpoint, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true }).catch(() => undefined);
}

export function createViewReporter(config: AnalyticsConfig | undefined, transport: typeof send = send): ViewReporter {
  if (!config?.endpoint) return NOOP;
  const maxIds = Math.max(1, config.maxIds);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastSent = '';
  return {
    viewed(query, ids) {
      clearTimeout(timer);
      if (!ids.length) return;
      timer = setTimeout(() => {
        const key = `${query}\u0000${ids.join('\u0000')}`;
        if (key === lastSent) return;
        lastSent = key;
        for (let i = 0; i < ids.length; i += maxIds) {
          transport(config.endpoint, { eventType: 'view', eventName: 'Search Results Viewed', query, objectIDs: ids.slice(i, i + maxIds), timestamp: Date.now() });
        }
      }, config.debounceMs);
    },
    cancel() {
      clearTimeout(timer);
    },
  };
}
