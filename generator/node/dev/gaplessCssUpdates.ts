/**
 * A hot update of a style sheet without a frame that has no styles. mini-css-extract-plugin's runtime loads a changed
 * chunk's new `<link>` as a preload, then removes the old `<link>` (dispose) and turns the new one into a style sheet
 * (apply): until the browser has applied it, which is not synchronous, the page has neither (the first CSS edit of a
 * page showed one frame in the browser's default styles, and a test read a link's colour in it). Here the old
 * `<link>` stays until the new one has loaded, and stays for good if it fails (the page keeps its last good styles).
 */
import type { Compiler } from 'webpack';

const NAME = 'qdocs-gapless-css-updates';

/** The runtime's dispose step, which removes each old `<link>` at once. */
const REMOVE_OLD = 'if(oldTag.parentNode) oldTag.parentNode.removeChild(oldTag);';
/** Its apply step, which turns each new `<link>` into a style sheet. */
const APPLY_NEW = 'for(var i = 0; i < newTags.length; i++) newTags[i].rel = "stylesheet";';

/** Dispose hands each old `<link>` to its new one (they are pushed in pairs), or removes it when it has none. */
const KEEP_OLD = 'if(newTags[i]) newTags[i].__qdocsOld = oldTag; else if(oldTag.parentNode) oldTag.parentNode.removeChild(oldTag);';
/** Apply removes the old `<link>` once the new one has loaded; a new one that fails is removed instead. */
const SWAP = [
  'for(var i = 0; i < newTags.length; i++) {',
  '  var tag = newTags[i];',
  '  tag.onload = function() { var old = this.__qdocsOld; this.onload = this.onerror = null; if(old && old.parentNode) old.parentNode.removeChild(old); };',
  '  tag.onerror = function() { this.onload = this.onerror = null; if(this.__qdocsOld && this.parentNode) this.parentNode.removeChild(this); };',
  '  tag.rel = "stylesheet";',
  '}',
].join('\n');

/** The runtime's code with both steps replaced; undefined when either is not found (another version of the plugin). */
export function gaplessCssRuntime(code: string): string | undefined {
  if (!code.includes(REMOVE_OLD) || !code.includes(APPLY_NEW)) return undefined;
  return code.replace(REMOVE_OLD, KEEP_OLD).replace(APPLY_NEW, SWAP);
}

/** Rewrites mini-css-extract-plugin's CSS loading runtime in the dev server's bundle; warns once if it cannot. */
export class GaplessCssUpdatesPlugin {
  private warned = false;

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compilation.hooks.runtimeModule.tap(NAME, (module) => {
        if (module.name !== 'css loading') return;
        const generate = module.generate.bind(module);
        module.generate = () => {
          const code = generate();
          const patched = code === null ? undefined : gaplessCssRuntime(code);
          if (patched !== undefined) return patched;
          // Only the runtime of a bundle with hot updates has the two steps.
          if (code?.includes('oldTags') && !this.warned) {
            this.warned = true;
            console.warn('dev server: this version of mini-css-extract-plugin swaps style sheets its own way; a CSS edit may show one frame without styles.');
          }
          return code;
        };
      });
    });
  }
}
