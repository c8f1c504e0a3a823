import { useEffect, useRef } from 'react';

/** Inputs where the browser's own undo works on the words being typed. */
const TEXT_INPUT = 'textarea, input:not([type]), input[type="text"], input[type="search"], input[type="number"], input[type="email"], input[type="url"], [contenteditable="true"], [contenteditable="plaintext-only"]';

/**
 * Ctrl+Z / Ctrl+Shift+Z (and Ctrl+Y; Cmd on a Mac) undo and redo the Studio's edits. Inside a text
 * box they are left to the browser, which undoes typing letter by letter there as people expect;
 * the Undo and Redo buttons always work on the whole session.
 */
export function useUndoKeys(undo: () => void, redo: () => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      const key = e.key.toLowerCase();
      if (key !== 'z' && key !== 'y') return;
      if (e.target instanceof Element && e.target.closest(TEXT_INPUT)) return;
      if (e.target instanceof Element && e.target.closest('dialog')) return;
      e.preventDefault();
      if (key === 'y' || e.shiftKey) redo();
      else undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);
}

/** Ctrl+S (Cmd+S on a Mac) opens the review before saving, wherever the focus is (not over a dialog). */
export function useSaveKey(review: () => void) {
  const latest = useRef(review);
  latest.current = review;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || e.key.toLowerCase() !== 's' || document.querySelector('dialog[open]')) return;
      e.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
