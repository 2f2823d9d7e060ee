/** :::note / tip / info / caution / danger blocks. */
import type { ReactNode } from 'react';

const LABELS: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', caution: 'Caution', danger: 'Danger' };
const ICONS: Record<string, string> = { note: 'ℹ', tip: '💡', info: 'ℹ', caution: '⚠', danger: '⛔' };

export default function Admonition({ type = 'note', title, children }: { type?: string; title?: string; children?: ReactNode }) {
  const kind = LABELS[type] ? type : 'note';
  return (
    <div className={`admonition admonition--${kind}`} role="note">
      <div className="admonition__heading">
        <span className="admonition__icon" aria-hidden="true">
          {ICONS[kind]}
        </span>
        {title ?? LABELS[kind]}
      </div>
      <div className="admonition__content">{children}</div>
    </div>
  );
}
