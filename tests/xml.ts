/** Reading feeds in tests: an XML document parsed by xml-js, its elements found by name. */
import { xml2js, type Element } from 'xml-js';

export type { Element };

export function parseXml(text: string): Element {
  return xml2js(text) as Element;
}

/** The elements of a document or element by name, depth first (itself included). */
export function elements(node: Element, name: string): Element[] {
  const own = node.name === name ? [node] : [];
  return [...own, ...(node.elements ?? []).flatMap((child) => elements(child, name))];
}

/** The element's own children of that name. */
export function children(node: Element, name: string): Element[] {
  return (node.elements ?? []).filter((e) => e.name === name);
}

/** An element's text (its text and CDATA children); '' for none. */
export function textOf(node: Element | undefined): string {
  return (node?.elements ?? []).map((e) => e.text ?? e.cdata ?? '').join('');
}
