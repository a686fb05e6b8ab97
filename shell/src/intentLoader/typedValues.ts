// What a person typed (or picked) into the server HTML's forms before hydration, handed to React once it handles
// the page. Hydration keeps the DOM's value on screen but starts React's value tracker from it, so React never sees
// a change: the form's state (Formik's or a useState) stays at the server's value, a submit would send that, and the
// next render of the field would put it back on screen.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Input types whose value a person cannot type or pick. */
const NOT_TYPED = new Set(['hidden', 'submit', 'button', 'image', 'reset', 'file']);

/** Sets the value through the element's own property setter, past the per-element one of React's value tracker. */
function setNatively(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
}

/** Where the caret is, in the focused field (null elsewhere, and for types without a caret, which may throw). */
function caretOf(field: HTMLInputElement | HTMLTextAreaElement): [number, number | null] | null {
  if (field.ownerDocument.activeElement !== field) return null;
  try {
    return field.selectionStart === null ? null : [field.selectionStart, field.selectionEnd];
  } catch {
    return null;
  }
}

/**
 * Tells React a text field's value as if the person had just typed it: the tracker (through the element's own
 * setter) is given the server's value, the typed value is put in past it, the caret put back, and the event React
 * turns into onChange is sent.
 */
function handTextToReact(field: HTMLInputElement | HTMLTextAreaElement, typed: string, caret: [number, number | null] | null): void {
  field.value = field.defaultValue;
  setNatively(field, typed);
  if (caret) field.setSelectionRange(caret[0], caret[1]);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A checkbox or radio: put in the other state, then clicked as the person did (React reads ticks from clicks). */
function handCheckToReact(field: HTMLInputElement, checked: boolean): void {
  field.checked = !checked;
  field.click();
}

/** A native select: the person's options selected again, and the change event React listens to. */
function handChoiceToReact(field: HTMLSelectElement, selected: readonly boolean[]): void {
  [...field.options].forEach((option, i) => (option.selected = selected[i] ?? false));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

const isCheckable = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** What the person changed in `field` before hydration, as a hand-over to run later; undefined if nothing. */
function changeOf(field: Field): (() => void) | undefined {
  if (field.disabled) return undefined;
  if (field instanceof HTMLSelectElement) {
    const selected = [...field.options].map((option) => option.selected);
    const changed = [...field.options].some((option, i) => selected[i] !== option.defaultSelected);
    return changed ? () => handChoiceToReact(field, selected) : undefined;
  }
  if (isCheckable(field)) {
    const { checked } = field;
    // A radio that was ticked is the person's choice; the one that lost its tick follows from it.
    const changed = field.type === 'radio' ? checked && !field.defaultChecked : checked !== field.defaultChecked;
    return changed ? () => handCheckToReact(field, checked) : undefined;
  }
  if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) return undefined;
  const typed = field.value;
  const caret = caretOf(field);
  return typed !== field.defaultValue ? () => handTextToReact(field, typed, caret) : undefined;
}

/**
 * For every field under `root` whose value differs from the server's (typed before hydration, or restored by the
 * browser on a back navigation), sends React the change it missed. Call it once the page is hydrated. Every change
 * is read before the first is handed over: React re-renders a form on each change, which puts the state's (server)
 * values back into the fields not yet handed over.
 */
export function handTypedValuesToReact(root: ParentNode): void {
  const changes = [...root.querySelectorAll<Field>('input, textarea, select')].map(changeOf);
  for (const handOver of changes) handOver?.();
}
