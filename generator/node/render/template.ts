/** The HTML document around a prerendered page. */
import type { SiteConfig } from '../config/schema.ts';
import { BOOT_DATA_ID, type BootData } from '../../shared/site.ts';
import { BASE_URL_CHECK_SCRIPT, firstPaintTargets, headTags, htmlAttributes, inlineJson, type HeadInput } from './head.ts';

export interface DocumentInput extends HeadInput {
  body: string;
  boot: BootData;
  /** Scripts of the shell (runtime, vendors, main) and of this page, in execution order. */
  shellJs: string[];
  pageJs: string[];
}

export function htmlDocument(input: DocumentInput, config: SiteConfig): string {
  const [before, after] = documentFrame({ firstPaint: firstPaintTargets(input.body), ...input }, config);
  return before + input.body + after;
}

/** The document around its body: what comes before the body and what comes after it. */
export function documentFrame(input: Omit<DocumentInput, 'body'>, config: SiteConfig): [before: string, after: string] {
  const scripts = [
    ...input.shellJs.filter((s) => !/\/main\./.test(s) && !/\/main\.js$/.test(s)).map((src) => `<script defer src="${src}"></script>`),
    ...input.pageJs.map((src) => `<script defer data-page-chunk src="${src}"></script>`),
    ...input.shellJs.filter((s) => /\/main\./.test(s) || /\/main\.js$/.test(s)).map((src) => `<script defer src="${src}"></script>`),
  ];
  return [
    `<!doctype html>
<html ${htmlAttributes(config)}>
<head>
${headTags(input)}
</head>
<body>
<script>${BASE_URL_CHECK_SCRIPT}</script>
<div id="__qdocs">`,
    `</div>
<script type="application/json" id="${BOOT_DATA_ID}">${inlineJson(input.boot)}</script>
${scripts.join('\n')}
</body>
</html>
`,
  ];
}
