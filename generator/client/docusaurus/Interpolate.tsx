/**
 * `@docusaurus/Interpolate`: `{name}` placeholders of a string replaced by values, which may be elements
 * (`<Interpolate values={{ link: <a href="…">here</a> }}>Read {link}</Interpolate>`).
 */
import { Fragment, isValidElement, type ReactNode } from 'react';

type Values = Record<string, ReactNode>;

export function interpolate(text: string, values?: Record<string, string | number>): string;
export function interpolate(text: string, values?: Values): ReactNode;
export function interpolate(text: string, values?: Values): ReactNode {
  // Odd pieces are the placeholders' names.
  const pieces = text.split(/\{(\w+)\}/);
  const parts = pieces.map((piece, i) => (i % 2 ? (values?.[piece] ?? `{${piece}}`) : piece));
  if (!parts.some((part) => isValidElement(part))) return parts.join('');
  return parts.map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one string, in order
    <Fragment key={i}>{part}</Fragment>
  ));
}

export default function Interpolate({ children, values }: { children: string; values?: Values }) {
  return <>{interpolate(children, values)}</>;
}
