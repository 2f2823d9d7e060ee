/**
 * `@theme/Mermaid` as Docusaurus's: `<Mermaid value="graph TD; A-->B" />`, and every ```mermaid block when
 * `markdown.mermaid` is on (mdx/plugins/mermaid.ts). The `mermaid` package is loaded in the browser, by the pages that
 * draw a diagram only (its own chunks), and draws again when the colour mode changes. Nothing is drawn while
 * prerendering, as in Docusaurus (the diagram needs a browser's layout).
 *
 * Mermaid styles its SVG with a <style> element, which the site's Content-Security-Policy (style-src 'self') blocks:
 * its rules are moved into a constructed style sheet adopted by the document, which the policy allows.
 */
import { useEffect, useId, useRef } from 'react';

type MermaidApi = typeof import('mermaid').default;
let mermaidModule: Promise<MermaidApi> | undefined;
let renders = 0;

function colourMode(): 'dark' | 'default' {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'default';
}

/** The SVG's <style> elements removed and their rules adopted by the document; returns the adopted sheet. */
function adoptStyles(container: HTMLElement): CSSStyleSheet | undefined {
  const styles = [...container.querySelectorAll('style')];
  if (!styles.length) return undefined;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(styles.map((style) => style.textContent ?? '').join('\n'));
  for (const style of styles) style.remove();
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return sheet;
}

function dropSheet(sheet: CSSStyleSheet | undefined): void {
  if (sheet) document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
}

export default function Mermaid({ value }: { value: string }) {
  const container = useRef<HTMLDivElement>(null);
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  useEffect(() => {
    let current = 0;
    let sheet: CSSStyleSheet | undefined;
    const draw = async () => {
      const attempt = ++current;
      mermaidModule ??= import('mermaid').then((m) => m.default);
      const mermaid = await mermaidModule;
      const mode = colourMode();
      mermaid.initialize({ startOnLoad: false, theme: mode });
      const element = container.current;
      try {
        const { svg, bindFunctions } = await mermaid.render(`mermaid-svg-${id}-${++renders}`, value);
        if (attempt !== current || !element) return;
        element.innerHTML = svg;
        dropSheet(sheet);
        sheet = adoptStyles(element);
        bindFunctions?.(element);
        element.dataset.mermaidTheme = mode;
        element.removeAttribute('data-mermaid-error');
      } catch (error) {
        if (attempt !== current || !element) return;
        element.textContent = `Mermaid diagram error: ${(error as Error).message ?? error}`;
        element.setAttribute('data-mermaid-error', '');
      }
    };
    void draw();
    const observer = new MutationObserver(() => void draw());
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => {
      current = -1;
      observer.disconnect();
      dropSheet(sheet);
    };
  }, [value, id]);
  return <div className="docusaurus-mermaid-container" ref={container} />;
}
