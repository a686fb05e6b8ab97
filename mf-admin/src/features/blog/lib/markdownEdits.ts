/** A change of the editor's text: the new text and where the selection goes. */
export interface TextEdit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

/** Wraps the selection in `before`/`after` (bold, italic, link), or inserts them around a placeholder. */
export function wrapSelection(text: string, start: number, end: number, before: string, after: string, placeholder: string): TextEdit {
  const selected = text.slice(start, end) || placeholder;
  return {
    text: `${text.slice(0, start)}${before}${selected}${after}${text.slice(end)}`,
    selectionStart: start + before.length,
    selectionEnd: start + before.length + selected.length,
  };
}

/** Puts `prefix` at the start of every line the selection touches (headings, list items). */
export function prefixLines(text: string, start: number, end: number, prefix: string): TextEdit {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const block = text.slice(lineStart, end);
  const prefixed = block
    .split('\n')
    .map((line) => `${prefix}${line}`)
    .join('\n');
  return {
    text: `${text.slice(0, lineStart)}${prefixed}${text.slice(end)}`,
    selectionStart: lineStart,
    selectionEnd: lineStart + prefixed.length,
  };
}

/** Inserts a block (a picture) at the cursor, on its own paragraph. */
export function insertBlock(text: string, at: number, block: string): TextEdit {
  const before = text.slice(0, at).replace(/\s*$/, '');
  const after = text.slice(at).replace(/^\s*/, '');
  const head = before ? `${before}\n\n` : '';
  const next = `${head}${block}${after ? `\n\n${after}` : '\n'}`;
  return { text: next, selectionStart: head.length + block.length, selectionEnd: head.length + block.length };
}
