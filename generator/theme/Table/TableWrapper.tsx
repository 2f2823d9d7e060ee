/**
 * Tables scroll horizontally inside their wrapper on narrow screens. A wrapper that actually overflows becomes
 * focusable (and named), so keyboard users can scroll it too; measured after mount and on resize.
 */
import { useEffect, useRef, useState, type HTMLAttributes } from 'react';

export default function TableWrapper(props: HTMLAttributes<HTMLTableElement>) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = wrapper.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div className="table-wrapper" ref={wrapper} {...(scrolls ? { tabIndex: 0, role: 'group', 'aria-label': 'Table (scrolls horizontally)' } : {})}>
      <table {...props} />
    </div>
  );
}
