/**
 * Which side of the 996 px breakpoint the window is on, re-read on resize with a 20 ms debounce (a window
 * being dragged fires resize events in bursts). 'ssr' until mounted, so hydration matches the prerendered HTML.
 */
import { useEffect, useState } from 'react';

export const DESKTOP_BREAKPOINT_PX = 996;
export const RESIZE_DEBOUNCE_MS = 20;

export type WindowSize = 'desktop' | 'mobile' | 'ssr';

function windowSize(): WindowSize {
  return window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT_PX + 1}px)`).matches ? 'desktop' : 'mobile';
}

export function useWindowSize(): WindowSize {
  const [size, setSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setSize(windowSize()), RESIZE_DEBOUNCE_MS);
    };
    setSize(windowSize());
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.clearTimeout(timer);
    };
  }, []);
  return size;
}
