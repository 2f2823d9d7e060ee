/**
 * Below 996 px the search box opens detached, as a full-screen dialog: `narrow` says the box would, `detached` that it
 * is (the page behind does not scroll meanwhile).
 */
import { useEffect, useState } from 'react';

const DETACHED_QUERY = '(max-width: 996px)';

export function useDetached(): { narrow: boolean; detached: boolean; setDetached: (detached: boolean) => void } {
  const [narrow, setNarrow] = useState(false);
  const [detached, setDetached] = useState(false);

  useEffect(() => {
    const mq = window.matchMedia(DETACHED_QUERY);
    const update = () => {
      setNarrow(mq.matches);
      if (!mq.matches) setDetached(false);
    };
    update();
    mq.addEventListener('change', update);
    return () => mq.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    if (!detached) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [detached]);

  return { narrow, detached, setDetached };
}
