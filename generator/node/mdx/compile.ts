/** Compile stage: one MDX/Markdown source → one ES module (default export: the page component; `toc`). */
import { createProcessor } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkAdmonitions, { preprocessAdmonitions } from './plugins/admonitions.ts';
import remarkLinks, { type LinkContext, type LinkProblem, type RecordedLink, type StaticImage } from './plugins/links.ts';
import rehypeHeadings from './plugins/headings.ts';
import rehypeCodeBlocks from './plugins/codeBlocks.ts';
import rehypeSections, { type PageSection } from './plugins/sections.ts';
import rehypeExportToc from './plugins/exports.ts';
import type { TocItem } from '../../shared/types.ts';
import { BuildError, location } from '../errors.ts';

declare module 'vfile' {
  interface DataMap {
    toc: TocItem[];
    sections: PageSection[];
    links: RecordedLink[];
    linkProblems: LinkProblem[];
    staticImages: StaticImage[];
    linkContext: LinkContext;
  }
}

export interface CompiledPage {
  code: string;
  toc: TocItem[];
  sections: PageSection[];
  links: RecordedLink[];
  linkProblems: LinkProblem[];
  staticImages: StaticImage[];
}

let processor: ReturnType<typeof createProcessor> | undefined;

function getProcessor() {
  processor ??= createProcessor({
    format: 'mdx',
    providerImportSource: '@mdx-js/react',
    development: false,
    remarkPlugins: [remarkGfm, remarkDirective, remarkAdmonitions, remarkLinks],
    rehypePlugins: [rehypeHeadings, rehypeCodeBlocks, rehypeSections, rehypeExportToc],
  });
  return processor;
}

/** Blanks out the front matter so line numbers in messages match the file. */
export function stripFrontMatter(source: string, bodyLine: number): string {
  const lines = source.split('\n');
  return [...Array(bodyLine).fill(''), ...lines.slice(bodyLine)].join('\n');
}

export async function compileMdx(source: string, bodyLine: number, relPath: string, linkContext: LinkContext): Promise<CompiledPage> {
  const file = new VFile({ path: linkContext.source, value: preprocessAdmonitions(stripFrontMatter(source, bodyLine)) });
  file.data.linkContext = linkContext;
  try {
    const result = await getProcessor().process(file);
    return {
      code: String(result.value),
      toc: file.data.toc ?? [],
      sections: file.data.sections ?? [],
      links: file.data.links ?? [],
      linkProblems: file.data.linkProblems ?? [],
      staticImages: file.data.staticImages ?? [],
    };
  } catch (error) {
    const e = error as { line?: number; column?: number; reason?: string; message: string; place?: { line?: number; column?: number; start?: { line: number; column: number } } };
    const line = e.line ?? e.place?.start?.line ?? e.place?.line;
    const column = e.column ?? e.place?.start?.column ?? e.place?.column;
    throw new BuildError(`${location(relPath, line ?? undefined, column ?? undefined)}: MDX error: ${e.reason ?? e.message}`);
  }
}
