/** `@docusaurus/isInternalUrl`: a URL with no scheme (and not protocol-relative) is the site's own, as in Docusaurus. */
export function hasProtocol(url: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url);
}

export default function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !hasProtocol(url);
}
