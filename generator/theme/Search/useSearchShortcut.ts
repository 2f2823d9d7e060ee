/** Ctrl/Cmd+K and `/` focus the search box from anywhere, except while typing in another field. */
import { useEffect, type RefObject } from 'react';

/** True when the key event comes from a field the reader is typing in (where `/` must stay a slash). */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(target.type);
}

export function useSearchShortcut(inputRef: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const modK = (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey;
      if ((!modK && !slash) || event.defaultPrevented) return;
      const input = inputRef.current;
      if (!input) return;
      if (event.target === input) {
        if (modK) {
          event.preventDefault();
          input.select();
        }
        return;
      }
      if (isTypingTarget(event.target)) return;
      event.preventDefault();
      input.focus();
      input.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [inputRef]);
}
