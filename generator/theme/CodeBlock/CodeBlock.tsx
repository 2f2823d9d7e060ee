/**
 * Renders a code block highlighted at build time: optional title bar, language label and a copy button.
 * Token colours come from CSS, so light and dark themes switch without re-rendering. Line numbers
 * (`showLineNumbers`, `showLineNumbers=5`) are CSS counters: they are not part of the text, so the copy button
 * copies the code alone (magic comments were already removed at build time). A start other than 1 is set through
 * the CSSOM after hydration: the site's Content-Security-Policy (`style-src 'self'`) ignores inline style attributes.
 */
import { useLayoutEffect, useRef, useState, type HTMLAttributes } from 'react';

type PreProps = HTMLAttributes<HTMLPreElement> & { 'data-title'?: string; 'data-language'?: string; 'data-line-start'?: string };

export default function CodeBlock({ children, 'data-title': title, 'data-language': language, 'data-line-start': lineStart, style, ...rest }: PreProps) {
  const pre = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);
  useLayoutEffect(() => {
    if (pre.current) pre.current.style.counterReset = lineStart ? `line ${Number(lineStart) - 1}` : '';
  }, [lineStart]);
  const copy = async () => {
    // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, with the line breaks of block-level lines
    const text = pre.current?.innerText ?? '';
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // Clipboard API refused (insecure context): fall back to a selection copy.
      const area = document.createElement('textarea');
      area.value = text;
      document.body.appendChild(area);
      area.select();
      document.execCommand('copy');
      area.remove();
    }
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2000);
  };
  return (
    <div className="code-block">
      {title && <div className="code-block__title">{title}</div>}
      <div className="code-block__body">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a code block scrolls sideways, so keyboard users must be able to focus it (axe: scrollable-region-focusable) */}
        <pre ref={pre} tabIndex={0} {...rest} data-language={language} data-line-start={lineStart} style={style}>
          {children}
        </pre>
        <button type="button" className="code-block__copy" onClick={copy} aria-label={copied ? 'Copied' : 'Copy code to clipboard'}>
          {copied ? 'Copied' : 'Copy'}
        </button>
        <span className="visually-hidden" role="status" aria-live="polite">
          {copied ? 'Code copied to clipboard' : ''}
        </span>
      </div>
    </div>
  );
}
