/**
 * Tables scroll horizontally inside their wrapper on narrow screens. A wrapper that actually overflows becomes
 * focusable (and named), so keyboard users can scroll it too; measured after mount and on resize.
 * A parameter table (Name | Type | an unlabelled →/← column | Description) is marked so that phones show it as
 * one card per row instead (styles.css), with the description at full width.
 */
import { Children, isValidElement, useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';

const elements = (node: ReactNode) => Children.toArray(node).filter(isValidElement<{ children?: ReactNode }>);

/** The header cells' contents of an MDX table (`table > thead > tr > th`), or [] for a table without a header row. */
function headerCells(children: ReactNode): ReactNode[] {
  const thead = elements(children).find((child) => child.type === 'thead');
  const row = thead && elements(thead.props.children)[0];
  return row ? elements(row.props.children).map((cell) => cell.props.children) : [];
}

function isParameterTable(children: ReactNode): boolean {
  const cells = headerCells(children);
  return cells.length === 4 && (cells[2] == null || cells[2] === '') && cells.every((cell, i) => i === 2 || (cell != null && cell !== ''));
}

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
  const className = isParameterTable(props.children) ? 'table-wrapper table-wrapper--parameters' : 'table-wrapper';
  return (
    <div className={className} ref={wrapper} {...(scrolls ? { tabIndex: 0, role: 'group', 'aria-label': 'Table (scrolls horizontally)' } : {})}>
      <table {...props} />
    </div>
  );
}
