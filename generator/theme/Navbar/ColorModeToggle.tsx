/** Light/dark switch. The mode is applied before first paint by the inline head script; this keeps it in sync. */
import { useEffect, useState } from 'react';
import { readStorage, writeStorage, STORAGE_KEYS } from '../storage.ts';
import { useSite } from '../context.tsx';

type Mode = 'light' | 'dark';

function currentMode(): Mode {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

export default function ColorModeToggle() {
  const { colorMode } = useSite();
  const [mode, setMode] = useState<Mode>(colorMode.defaultMode);
  useEffect(() => {
    setMode(currentMode());
    if (!colorMode.respectPrefersColorScheme) return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = (event: MediaQueryListEvent) => {
      if (readStorage(STORAGE_KEYS.colorMode)) return; // the reader chose: stop following the system
      const next: Mode = event.matches ? 'dark' : 'light';
      document.documentElement.setAttribute('data-theme', next);
      setMode(next);
    };
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [colorMode.respectPrefersColorScheme]);
  const toggle = () => {
    const next: Mode = mode === 'dark' ? 'light' : 'dark';
    document.documentElement.setAttribute('data-theme', next);
    writeStorage(STORAGE_KEYS.colorMode, next);
    setMode(next);
  };
  return (
    <button
      type="button"
      className="icon-button color-mode-toggle"
      onClick={toggle}
      aria-label={`Switch between dark and light mode (currently ${mode} mode)`}
      title={`Switch between dark and light mode (currently ${mode} mode)`}
    >
      <span aria-hidden="true">{mode === 'dark' ? '☾' : '☀'}</span>
    </button>
  );
}
