/** A page chunk that failed to load: the error in a red box and a Retry button; a spinner only after a delay. */
import { useEffect, useState } from 'react';

export const SPINNER_DELAY_MS = 200;

export function DelayedSpinner() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), SPINNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return visible ? (
    <div className="loading" role="status">
      <span className="loading__spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading page…</span>
    </div>
  ) : null;
}

export default function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div className="load-error" role="alert">
      <p>{error.message}</p>
      <button type="button" className="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
