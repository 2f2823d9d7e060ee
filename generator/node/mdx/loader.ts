/**
 * webpack loader for Markdown imported by a module (`import Part from './_part.mdx'`, Docusaurus's partials): the
 * same compiler as pages, with the site's link context (written by the compile stage), so links, admonitions, code
 * blocks and imports behave as in a page. Images beside the partial are emitted with the URL a page would give them.
 */
import { readFileSync, statSync } from 'node:fs';
import { extname, relative } from 'node:path';
import type { LoaderContext } from 'webpack';
import { compileMdx } from './compile.ts';
import type { PartialContext } from './partialContext.ts';
import { parseFrontMatterLenient } from '../content/frontMatter.ts';
import { BuildError } from '../errors.ts';
import { hashKey } from '../cache/keys.ts';

let cached: { file: string; mtime: number; context: PartialContext } | undefined;

function readContext(file: string): PartialContext {
  const mtime = statSync(file).mtimeMs;
  if (cached?.file !== file || cached.mtime !== mtime) cached = { file, mtime, context: JSON.parse(readFileSync(file, 'utf8')) as PartialContext };
  return cached.context;
}

export default async function mdxLoader(this: LoaderContext<{ contextFile: string }>, source: string): Promise<void> {
  const done = this.async();
  const context = readContext(this.getOptions().contextFile);
  this.addDependency(this.getOptions().contextFile);
  const relPath = relative(context.siteDir, this.resourcePath);
  const { bodyLine } = parseFrontMatterLenient(source, relPath);
  const server = this._compiler?.options.name === 'server';
  const asset = (file: string) => {
    let content: Buffer;
    try {
      // Regular files only: a FIFO's read waits forever, a device's never ends.
      if (!statSync(file).isFile()) return undefined;
      content = readFileSync(file);
    } catch {
      return undefined;
    }
    this.addDependency(file);
    const name = `assets/images/${hashKey(content, 10)}${extname(file)}`;
    if (!server) this.emitFile(name, content);
    return context.baseUrl + name;
  };
  try {
    const page = await compileMdx(
      source,
      bodyLine,
      relPath,
      {
        source: this.resourcePath,
        fileRoutes: new Map(context.fileRoutes),
        routes: new Set(context.routes),
        baseUrl: context.baseUrl,
        siteDir: context.siteDir,
        contentRoots: context.contentRoots,
        asset,
      },
      context.markdown,
    );
    for (const problem of page.linkProblems) this.emitWarning(new Error(`${relPath}:${problem.line ?? 0}:${problem.column ?? 0}: ${problem.message}`));
    done(null, page.code);
  } catch (error) {
    const message = error instanceof BuildError ? error.message : String(error);
    const failure = new Error(message);
    failure.stack = '';
    done(failure);
  }
}
