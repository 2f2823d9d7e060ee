/** `@docusaurus/Translate`: the site has one locale, so a message is its default text, with `{name}` values filled in. */
import { createElement, Fragment, type ReactNode } from 'react';

type Values = Record<string, ReactNode>;

function interpolate(message: string, values?: Values): ReactNode {
  if (!values) return message;
  const parts = message.split(/(\{\w+\})/).map((part) => (/^\{\w+\}$/.test(part) ? (values[part.slice(1, -1)] ?? part) : part));
  return parts.every((p) => typeof p === 'string' || typeof p === 'number') ? parts.join('') : createElement(Fragment, null, ...parts);
}

export function translate({ message, id }: { message?: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  return String(interpolate(message ?? id ?? '', values));
}

export default function Translate({ children, id, values }: { children?: string; id?: string; description?: string; values?: Values }) {
  return <>{interpolate(children ?? id ?? '', values)}</>;
}
