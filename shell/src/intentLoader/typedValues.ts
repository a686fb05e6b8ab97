// What a person typed (or picked) into the server HTML's forms before hydration, handed to React once it handles
// the page. Hydration leaves the DOM's value alone but starts React's value tracker from it, so React sees no change:
// the form's state (Formik's or a useState) stays at the server's value. The first re-render of the form then writes
// that value back into the field (MUI's inputs re-render at mount when they find text in the DOM), before the page
// is even marked interactive. So the values are recorded as they are typed, and handed over afterwards.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type TextField = HTMLInputElement | HTMLTextAreaElement;
type HandOver = () => void;

/** Input types whose value a person cannot type or pick. */
const NOT_TYPED = new Set(['hidden', 'submit', 'button', 'image', 'reset', 'file']);

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** Sets the value through the element's own property setter, past the per-element one of React's value tracker. */
function setNatively(field: TextField, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
}

/** Where the caret is, in the focused field (null elsewhere, and for types without a caret, which may throw). */
function caretOf(field: TextField): [number, number | null] | null {
  if (field.ownerDocument.activeElement !== field) return null;
  try {
    return field.selectionStart === null ? null : [field.selectionStart, field.selectionEnd];
  } catch {
    return null;
  }
}

/**
 * Tells React a text field's value as if the person had just typed it: the tracker (through the element's own
 * setter) is given the value React rendered, the typed value is put in past it, the caret put back, and the event
 * React turns into onChange is sent. A value React already has sends nothing.
 */
function handTextToReact(field: TextField, typed: string, caret: [number, number | null] | null): void {
  field.value = field.defaultValue;
  setNatively(field, typed);
  if (caret && field.ownerDocument.activeElement === field) field.setSelectionRange(caret[0], caret[1]);
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

/** The hand-over of what the field holds now, to run later. */
function handOverOf(field: Field): HandOver {
  if (field instanceof HTMLSelectElement) {
    const selected = [...field.options].map((option) => option.selected);
    return () => handChoiceToReact(field, selected);
  }
  if (isCheckable(field)) {
    const { checked } = field;
    return () => handCheckToReact(field, checked);
  }
  const typed = field.value;
  const caret = caretOf(field);
  return () => handTextToReact(field, typed, caret);
}

/** Whether the field holds something else than the server sent (e.g. restored by the browser on a back navigation). */
function differsFromServer(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  // A radio that was ticked is the person's choice; the one that lost its tick follows from it.
  if (isCheckable(field)) return field.type === 'radio' ? field.checked && !field.defaultChecked : field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

const handedOver = (field: Field) => !field.disabled && !(field instanceof HTMLInputElement && NOT_TYPED.has(field.type));

export interface TypedValues {
  /**
   * Stops recording and sends React every change it missed under `root`: the values typed or picked since the
   * recording started, and any other field that differs from the server HTML. Call it once the page is hydrated.
   */
  handOver(root: ParentNode): void;
}

const fieldsUnder = (root: ParentNode) => [...root.querySelectorAll<Field>('input, textarea, select')].filter(handedOver);

/**
 * Records what differs from the server HTML already (the browser restores forms on a back navigation before scripts
 * run), then the latest value typed or picked into each field (clicks on checkboxes are held, not recorded).
 */
export function recordTypedValues(target: Window): TypedValues {
  const recorded = new Map(
    fieldsUnder(target.document)
      .filter(differsFromServer)
      .map((field) => [field, handOverOf(field)]),
  );
  const record = (event: Event) => {
    if (isField(event.target) && !isCheckable(event.target)) recorded.set(event.target, handOverOf(event.target));
  };
  target.addEventListener('input', record, true);
  target.addEventListener('change', record, true);
  return {
    handOver(root) {
      target.removeEventListener('input', record, true);
      target.removeEventListener('change', record, true);
      // Every hand-over is read before the first runs: each one re-renders the form.
      const handOvers = fieldsUnder(root).map((field) => recorded.get(field) ?? (differsFromServer(field) ? handOverOf(field) : undefined));
      for (const handOver of handOvers) handOver?.();
    },
  };
}
