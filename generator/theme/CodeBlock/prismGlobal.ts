/**
 * prismjs's language files (a site's `prism.additionalLanguages`) register themselves on a global `Prism`: imported
 * before them (bundle/entries.ts), this makes that global prism-react-renderer's instance, which `<CodeBlock>` uses.
 */
import { Prism } from 'prism-react-renderer';

(globalThis as { Prism?: unknown }).Prism = Prism;
