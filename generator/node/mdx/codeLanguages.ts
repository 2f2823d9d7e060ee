/**
 * The site's code languages (`codeBlocks.additionalLanguages`) for build-time highlighting: each module is loaded
 * once per process (again when it changes: the dev server), checked, and registered on prism-react-renderer's Prism.
 */
import { statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Prism } from 'prism-react-renderer';
import { isCodeLanguage, registerLanguage } from '../../shared/codeLanguages.ts';
import { BuildError } from '../errors.ts';

/** Module file → the modification time it was registered at. */
const registered = new Map<string, number>();
/** Every name of a site language → its first name (the class its code blocks get). */
export const languageNames = new Map<string, string>();
/** Every name of a site language → the language whose comment syntax its magic comments use. */
export const commentsAs = new Map<string, string>();

/** Loads and registers the language modules `files` (absolute paths) not registered yet as they are. */
export async function loadCodeLanguages(files: string[], siteDir: string): Promise<void> {
  for (const file of files) {
    const mtime = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
    if (registered.get(file) === mtime) continue;
    // jiti (TypeScript) is loaded only for a site that has languages of its own.
    const { loadModule } = await import('../config/loadModule.ts');
    const label = relative(siteDir, file);
    const language = await loadModule(file, label, join(siteDir, '.cache'));
    if (!isCodeLanguage(language)) {
      throw new BuildError(`${label}: a module of codeBlocks.additionalLanguages must export { names: string[], grammar, commentsAs? } as its default.`);
    }
    registerLanguage(Prism, language);
    for (const name of language.names) {
      languageNames.set(name, language.names[0]);
      if (language.commentsAs) commentsAs.set(name.toLowerCase(), language.commentsAs);
    }
    registered.set(file, mtime);
  }
}
