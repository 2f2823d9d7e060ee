/**
 * The dev server's error overlay: every authoring problem with its `file:line:column`, message and code frame.
 * A modal dialog that takes focus and announces itself; Escape or the close button dismisses it (the same
 * problems stay dismissed; a new one shows it again). Plain DOM, so it works even when React cannot render.
 */
export interface Problem {
  message: string;
  file?: string;
  line?: number;
  column?: number;
  frame?: string;
}

const ID = 'qdocs-dev-error';
let dismissed = '';
let returnFocus: HTMLElement | null = null;

const STYLE = `
#${ID}{position:fixed;inset:0;z-index:10000;overflow:auto;background:rgba(10,10,14,.72);display:flex;align-items:flex-start;justify-content:center;padding:4vh 1rem}
#${ID} .qdocs-dev-error__box{background:#1b1016;color:#fbeaea;max-width:960px;width:100%;border-radius:8px;border-top:6px solid #ff6b6b;padding:1.25rem 1.5rem;font:14px/1.5 system-ui,sans-serif;box-shadow:0 10px 40px rgba(0,0,0,.5)}
#${ID} h2{margin:0 0 .75rem;font-size:1.25rem;color:#ffd2d2}
#${ID} .qdocs-dev-error__place{font:600 14px/1.4 ui-monospace,monospace;color:#ffb4b4;margin:1rem 0 .25rem}
#${ID} .qdocs-dev-error__message{white-space:pre-wrap;margin:0 0 .5rem}
#${ID} pre{background:#0d0709;color:#f4e4e4;padding:.75rem;border-radius:4px;overflow:auto;font:13px/1.45 ui-monospace,monospace;margin:0}
#${ID} button{font:inherit;background:#fbeaea;color:#1b1016;border:0;border-radius:4px;padding:.35rem .9rem;cursor:pointer;float:right}
#${ID} button:focus-visible,#${ID} .qdocs-dev-error__box:focus-visible{outline:3px solid #8ab4ff;outline-offset:2px}
#${ID} .qdocs-dev-error__hint{color:#e5c6c6;margin:1rem 0 0;font-size:13px}
`;

function place(p: Problem): string {
  return p.file ? `${p.file}${p.line ? `:${p.line}${p.column ? `:${p.column}` : ''}` : ''}` : '';
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

function close(): void {
  const overlay = document.getElementById(ID);
  if (!overlay) return;
  overlay.remove();
  document.removeEventListener('keydown', onKey, true);
  if (returnFocus?.isConnected) returnFocus.focus();
  returnFocus = null;
}

function onKey(event: KeyboardEvent): void {
  if (event.key !== 'Escape') return;
  event.stopPropagation();
  dismissed = document.getElementById(ID)?.dataset.problems ?? '';
  close();
}

export function showProblems(problems: Problem[]): void {
  const key = JSON.stringify(problems);
  if (!problems.length) {
    dismissed = '';
    close();
    return;
  }
  if (key === dismissed) return;
  const existing = document.getElementById(ID);
  if (existing?.dataset.problems === key) return;
  if (!document.getElementById(`${ID}-style`)) {
    const style = element('style', '', STYLE);
    style.id = `${ID}-style`;
    document.head.appendChild(style);
  }
  const overlay = existing ?? element('div', '');
  overlay.id = ID;
  overlay.dataset.problems = key;
  overlay.replaceChildren();
  const box = element('div', 'qdocs-dev-error__box');
  box.setAttribute('role', 'dialog');
  box.setAttribute('aria-modal', 'true');
  box.setAttribute('aria-labelledby', `${ID}-title`);
  box.tabIndex = -1;
  const button = element('button', '', 'Close');
  button.type = 'button';
  button.setAttribute('aria-label', 'Close the error overlay (Escape)');
  button.addEventListener('click', () => {
    dismissed = key;
    close();
  });
  const title = element('h2', '', problems.length === 1 ? 'Build error' : `${problems.length} build errors`);
  title.id = `${ID}-title`;
  box.append(button, title);
  // Announced by screen readers when it appears or changes.
  const list = element('div', '');
  list.setAttribute('role', 'alert');
  for (const p of problems) {
    const where = place(p);
    if (where) list.append(element('p', 'qdocs-dev-error__place', where));
    list.append(element('p', 'qdocs-dev-error__message', where && p.message.startsWith(where) ? p.message.slice(where.length).replace(/^:\s*/, '') : p.message));
    if (p.frame) list.append(element('pre', '', p.frame));
  }
  box.append(list, element('p', 'qdocs-dev-error__hint', 'Fix the file and save: this message goes away by itself. Escape closes it meanwhile.'));
  overlay.append(box);
  if (!existing) {
    returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    document.body.appendChild(overlay);
    document.addEventListener('keydown', onKey, true);
    box.focus();
  }
}
