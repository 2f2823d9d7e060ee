/** `@docusaurus/BrowserOnly`: renders `children()` in the browser only, after hydration; `fallback` before. */
import type { ReactNode } from 'react';
import useIsBrowser from './useIsBrowser.tsx';

export default function BrowserOnly({ children, fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  const isBrowser = useIsBrowser();
  return <>{isBrowser && children ? children() : (fallback ?? null)}</>;
}
