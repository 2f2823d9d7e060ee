/** The compile stage's failure report: every broken page of the site at once, each problem with its file and line. */
import { BuildError } from '../errors.ts';

/**
 * One run reports every broken page: front matter errors found while loading, MDX errors, then broken links and
 * anchors, each as file:line:column with its fix.
 */
export function failOnProblems(loadProblems: string[], compileErrors: string[], linkProblems: string[]): void {
  const all = [...loadProblems, ...compileErrors, ...linkProblems];
  if (!all.length) return;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const parts = [
    loadProblems.length ? plural(loadProblems.length, 'front matter error') : '',
    // A page may have several errors (e.g. two missing imports): pages are counted, every error is listed.
    compileErrors.length ? plural(new Set(compileErrors.map((e) => e.split(':')[0])).size, 'page') + ' that did not compile' : '',
    linkProblems.length ? plural(linkProblems.length, 'broken link') : '',
  ].filter(Boolean);
  const hint = linkProblems.length ? " (set onBrokenLinks: 'warn' in the site's configuration to only warn about links)" : '';
  throw new BuildError(`Found ${parts.join(', ')}${hint}:`, all);
}
