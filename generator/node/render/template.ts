/** The HTML document around a prerendered page. */
import type { SiteConfig } from '../config/schema.ts';
import type { BootData } from '../../shared/site.ts';
import { baseUrlCheckScript, headTags, inlineJson, type HeadInput } from './head.ts';

export interface DocumentInput extends HeadInput {
  body: string;
  boot: BootData;
  /** Scripts of the shell (runtime, vendors, main) and of this page, in execution order. */
  shellJs: string[];
  pageJs: string[];
}

export function htmlDocument(input: DocumentInput, config: SiteConfig): string {
  const scripts = [
    ...input.shellJs.filter((s) => !/\/main\./.test(s) && !/\/main\.js$/.test(s)).map((src) => `<script defer src="${src}"></script>`),
    ...input.pageJs.map((src) => `<script defer data-page-chunk src="${src}"></script>`),
    ...input.shellJs.filter((s) => /\/main\./.test(s) || /\/main\.js$/.test(s)).map((src) => `<script defer src="${src}"></script>`),
  ];
  return `<!doctype html>
<html lang="${config.i18n.defaultLocale}" dir="ltr" data-theme="${config.colorMode.defaultMode}">
<head>
${headTags(input)}
</head>
<body>
<script>${baseUrlCheckScript(config.baseUrl)}</script>
<div id="__qdocs">${input.body}</div>
<script>window.__QDOCS_BOOT__=${inlineJson(input.boot)}</script>
${scripts.join('\n')}
</body>
</html>
`;
}
