/**
 * `@theme/Details`: a styled `<details>` that opens and closes with a height animation (none when the reader
 * prefers reduced motion). It stays a real `<details>`/`<summary>`: it works before hydration, the summary is
 * a keyboard control (Enter, Space), and find-in-page can open it. Nested details toggle independently.
 * A plain `<details>` written in a page renders through it (the compile stage's details plugin imports it
 * into those pages only). The summary is the `summary` prop, else the `<summary>` child.
 */
import {
  Children,
  cloneElement,
  isValidElement,
  useLayoutEffect,
  useRef,
  useState,
  type DetailsHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type ToggleEvent,
} from 'react';
import clsx from 'clsx';
import './styles.css';

export interface Props extends Omit<DetailsHTMLAttributes<HTMLDetailsElement>, 'summary'> {
  readonly summary?: ReactNode;
  readonly children?: ReactNode;
}

type SummaryElement = ReactElement<{ className?: string; children?: ReactNode }>;

function isSummary(node: ReactNode): node is SummaryElement {
  return isValidElement(node) && node.type === 'summary';
}

/** The summary to show and the rest of the body. */
function splitSummary(summary: ReactNode, children: ReactNode): { summary: SummaryElement; body: ReactNode } {
  const items = Children.toArray(children);
  const own = summary === undefined ? items.find(isSummary) : undefined;
  const body = own ? items.filter((item) => item !== own) : children;
  const chosen = own ?? summary;
  if (isSummary(chosen)) return { summary: cloneElement(chosen, { className: clsx('details__summary', chosen.props.className) }), body };
  return { summary: <summary className="details__summary">{chosen ?? 'Details'}</summary>, body };
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Longer for taller content, within bounds a reader does not wait on. */
function duration(height: number): number {
  return Math.min(450, Math.max(150, 150 + height / 4));
}

export default function Details({ summary, children, open: openProp = false, className, onToggle, ...props }: Props) {
  const parts = splitSummary(summary, children);
  const details = useRef<HTMLDetailsElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const animation = useRef<Animation | null>(null);
  // `expanded` is what the reader asked for; `open` (the element's attribute) only goes false once a close animation ends.
  const [expanded, setExpanded] = useState(Boolean(openProp));
  const [open, setOpen] = useState(Boolean(openProp));
  const toggled = useRef(false);

  useLayoutEffect(() => {
    if (!toggled.current) return;
    toggled.current = false;
    const element = content.current;
    if (!element) return;
    // Reversed half-way: start from the height it has now, not from an end.
    const from = element.getBoundingClientRect().height;
    const wasRunning = animation.current !== null;
    animation.current?.cancel();
    if (prefersReducedMotion() || typeof element.animate !== 'function') {
      if (!expanded) setOpen(false);
      return;
    }
    const to = expanded ? element.scrollHeight : 0;
    const start = expanded && !wasRunning ? 0 : from;
    element.style.overflow = 'hidden';
    const running = element.animate([{ height: `${start}px` }, { height: `${to}px` }], { duration: duration(Math.abs(to - start)), easing: 'ease-in-out' });
    animation.current = running;
    running.onfinish = () => {
      animation.current = null;
      element.style.overflow = '';
      if (!expanded) setOpen(false);
    };
    running.oncancel = () => {
      if (animation.current === running) animation.current = null;
    };
  }, [expanded]);

  const onClick = (event: MouseEvent<HTMLDetailsElement>) => {
    // Only this element's own summary toggles it: a click in a nested details, or in the body, is not ours.
    const clicked = (event.target as Element).closest?.('summary');
    if (!clicked || clicked.parentElement !== details.current) return;
    event.preventDefault();
    toggled.current = true;
    setExpanded(!expanded);
    if (!expanded) setOpen(true);
  };

  // The browser opened or closed it by itself (find-in-page, or a click before hydration finished): follow it.
  const onNativeToggle = (event: ToggleEvent<HTMLDetailsElement>) => {
    const now = event.currentTarget.open;
    if (now && !open) {
      setOpen(true);
      setExpanded(true);
    } else if (!now && open && expanded) {
      setOpen(false);
      setExpanded(false);
    }
    onToggle?.(event);
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click comes from the summary, which Enter and Space click too
    <details {...props} ref={details} open={open} data-collapsed={!expanded} className={clsx('details', className)} onClick={onClick} onToggle={onNativeToggle}>
      {parts.summary}
      <div ref={content} className="details__content">
        <div className="details__body">{parts.body}</div>
      </div>
    </details>
  );
}
