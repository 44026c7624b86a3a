/** A tiny store shared by every Link and the progress bar: when did the current navigation start? */
type Listener = () => void;

let startedAt: number | null = null;
const listeners = new Set<Listener>();

export function startRouteProgress() {
  startedAt = performance.now();
  listeners.forEach((listener) => listener());
}

export function finishRouteProgress() {
  if (startedAt === null) return;
  startedAt = null;
  listeners.forEach((listener) => listener());
}

export function subscribeRouteProgress(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const routeProgressStartedAt = () => startedAt;
