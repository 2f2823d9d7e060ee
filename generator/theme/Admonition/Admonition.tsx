/**
 * :::note / tip / info / warning / caution / danger / important blocks, each with its own label and colour.
 * A title written in Markdown (`:::tip[Title **bold**]`) arrives as an `mdxAdmonitionTitle` child, as in Docusaurus.
 */
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

const LABELS: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', caution: 'Caution', danger: 'Danger', important: 'Important' };
const ICONS: Record<string, string> = { note: 'ℹ', tip: '💡', info: 'ℹ', warning: '⚠', caution: '⚠', danger: '⛔', important: '❗' };
/** Docusaurus's older names for some types. */
const ALIASES: Record<string, string> = { secondary: 'note', success: 'tip' };

/** Splits the Markdown title (if any) from the body. */
function extractTitle(children: ReactNode): { title?: ReactNode; body: ReactNode } {
  const items = Children.toArray(children);
  const index = items.findIndex((item) => isValidElement(item) && item.type === 'mdxAdmonitionTitle');
  if (index < 0) return { body: children };
  const title = (items[index] as ReactElement<{ children?: ReactNode }>).props.children;
  return { title, body: items.filter((_, i) => i !== index) };
}

export default function Admonition({
  type = 'note',
  title,
  icon,
  className,
  children,
}: {
  type?: string;
  title?: ReactNode;
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  const kind = LABELS[type] ? type : (ALIASES[type] ?? 'note');
  const extracted = extractTitle(children);
  return (
    <div className={`admonition admonition--${kind}${className ? ` ${className}` : ''}`} role="note">
      <div className="admonition__heading">
        <span className="admonition__icon" aria-hidden="true">
          {icon ?? ICONS[kind]}
        </span>
        {title ?? extracted.title ?? LABELS[kind]}
      </div>
      <div className="admonition__content">{extracted.body}</div>
    </div>
  );
}
