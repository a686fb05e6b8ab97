import type { StyleRule } from './criticalStyles';

// Emotion's rules, deduplicated (docs/ssr.md "CSS: shared and inline"). Emotion gives each element one class that
// holds all of its styles: every MUI button with its own `sx` is a class that repeats the button's ~1.5 KB of base
// styles. Here the rules of many classes are written once with a selector list (`.kk-a,.kk-b{...}`), then each
// class's own declarations. Only the CSS text changes: the ids the browser's Emotion cache reads are in the tag's
// attribute, so hydration is unaffected.
//
// Cascade: every class keeps its own declarations in their original order (a declaration that overrides another of
// the same class still comes after it), so an element with one Emotion class is styled exactly as before. Rules of
// different classes may change places, which can only matter for two classes' selectors of equal specificity on the
// same element: Emotion gives an element one class, and its insertion order (render order) is no contract either.

const PLACEHOLDER = '\u0002';

/** A class's CSS as a sequence of units: one declaration in its selector and at-rule context, or an opaque block. */
interface Unit {
  key: string;
  context: string[];
  /** The selector with the class name as PLACEHOLDER; empty for an opaque unit. */
  selector: string;
  /** One declaration (without `;`), or the opaque block's CSS (with PLACEHOLDER). */
  body: string;
}

/** Index of the first of `stops` at nesting depth 0 from `start` (quotes, brackets and braces respected), or the end. */
function scanTo(css: string, start: number, stops: string): number {
  let depth = 0;
  let quote = '';
  for (let i = start; i < css.length; i++) {
    const c = css[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (depth === 0 && stops.includes(c)) return i;
    else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '{' || c === '[') depth++;
    else if (c === ')' || c === '}' || c === ']') depth--;
  }
  return css.length;
}

function splitDeclarations(body: string): string[] {
  const declarations: string[] = [];
  for (let i = 0; i < body.length; ) {
    const end = scanTo(body, i, ';');
    const declaration = body.slice(i, end).trim();
    if (declaration) declarations.push(declaration);
    i = end + 1;
  }
  return declarations;
}

const NESTING_AT_RULES = /^@(media|supports|container|layer)\b/;

/** Emotion's serialized CSS (stylis output: `sel{a:b;}`, `@media q{sel{...}}`) as units, in order. */
function units(css: string, context: string[] = []): Unit[] {
  const out: Unit[] = [];
  for (let i = 0; i < css.length; ) {
    const open = scanTo(css, i, '{;');
    const prelude = css.slice(i, open).trim();
    if (open >= css.length || css[open] === ';') {
      // A statement (`@import ...;`) or a trailing fragment: kept as it is.
      if (prelude) out.push({ key: '', context, selector: '', body: `${prelude};` });
      i = open + 1;
      continue;
    }
    const close = scanTo(css, open + 1, '}');
    const inner = css.slice(open + 1, close);
    if (NESTING_AT_RULES.test(prelude)) out.push(...units(inner, [...context, prelude]));
    else if (prelude.startsWith('@') || inner.includes('{')) out.push({ key: '', context, selector: '', body: `${prelude}{${inner}}` });
    else for (const declaration of splitDeclarations(inner)) out.push({ key: '', context, selector: prelude, body: declaration });
    i = close + 1;
  }
  for (const unit of out) unit.key = [...unit.context, unit.selector, unit.body].join('\u0001');
  return out;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The units of each class, its class name replaced by PLACEHOLDER so that equal rules of two classes are equal. */
function classUnits(key: string, rules: StyleRule[]): Unit[][] {
  return rules.map(({ id, css }) => {
    const own = new RegExp(`\\.${escapeRegExp(`${key}-${id}`)}(?![\\w-])`, 'g');
    const sequence = units(css.replace(own, PLACEHOLDER));
    // An opaque unit is never shared: its key names its class.
    for (const unit of sequence) if (!unit.selector) unit.key = `${id}\u0001${unit.key}`;
    return sequence;
  });
}

/** Whether each selector of the list names the class once (`:is()` would also match `.kk-a + .kk-b` for `& + &`). */
function oncePerSelector(list: string): boolean {
  for (let i = 0; i < list.length; ) {
    const end = scanTo(list, i, ',');
    if (list.slice(i, end).split(PLACEHOLDER).length !== 2) return false;
    i = end + 1;
  }
  return true;
}

/** A declaration without the spaces after its commas (`rgba(0, 0, 0, 0.6)`), which CSS does not read, outside quotes
 * and url(). Checked in Chromium on every public page: the same computed style on every element. */
function compactValue(declaration: string): string {
  // A custom property's value is its text as written (var() hands it on as it is): left alone.
  if (!declaration.includes(', ') || declaration.startsWith('--')) return declaration;
  let out = '';
  let quote = '';
  for (let i = 0; i < declaration.length; i++) {
    const c = declaration[i]!;
    if (quote) {
      // An escaped character is copied with its backslash.
      if (c === '\\') out += declaration[i++];
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (declaration.startsWith('url(', i)) {
      const end = scanTo(declaration, i + 4, ')');
      out += declaration.slice(i, end);
      i = end - 1;
      continue;
    } else if (c === ' ' && declaration[i - 1] === ',') continue;
    out += declaration[i] ?? '';
  }
  return out;
}

interface Emitted {
  unit: Unit;
  classes: number[];
}

/**
 * Merges the classes' unit sequences into one, each class's order kept: a unit is written for every class whose next
 * unit it is, once no class still has it further on (else the first class's next unit is written for those it heads).
 */
function merged(sequences: Unit[][]): Emitted[] {
  // Keys as small integers: this runs in every page render.
  const numbers = new Map<string, number>();
  const keyed = sequences.map((sequence) =>
    sequence.map((unit) => {
      let n = numbers.get(unit.key);
      if (n === undefined) numbers.set(unit.key, (n = numbers.size));
      return n;
    }),
  );
  const pending = new Int32Array(numbers.size);
  const heading = new Int32Array(numbers.size);
  for (const sequence of keyed) for (const n of sequence) pending[n]!++;
  const next = sequences.map(() => 0);
  const head = (i: number) => (next[i]! < keyed[i]!.length ? keyed[i]![next[i]!]! : -1);
  for (let i = 0; i < keyed.length; i++) if (head(i) >= 0) heading[head(i)]!++;
  const out: Emitted[] = [];
  for (;;) {
    let chosen = -1;
    let from = -1;
    for (let i = 0; i < keyed.length; i++) {
      const n = head(i);
      if (n < 0) continue;
      if (from < 0) [chosen, from] = [n, i];
      if (pending[n] === heading[n]) {
        [chosen, from] = [n, i];
        break;
      }
    }
    if (chosen < 0) return out;
    const unit = sequences[from]![next[from]!]!;
    const classes: number[] = [];
    for (let i = 0; i < keyed.length; i++) {
      if (head(i) !== chosen) continue;
      classes.push(i);
      pending[chosen]!--;
      heading[chosen]!--;
      next[i]!++;
      if (head(i) >= 0) heading[head(i)]!++;
    }
    out.push({ unit, classes });
  }
}

/** The CSS of the given class rules of one Emotion cache, each shared rule written once. */
export function dedupedCss(key: string, rules: StyleRule[]): string {
  const names = rules.map((rule) => `.${key}-${rule.id}`);
  // `:is(.kk-a,.kk-b):hover` instead of `.kk-a:hover,.kk-b:hover`: the same specificity (that of one class), fewer bytes.
  const selectorOf = ({ unit, classes }: Emitted) => {
    const list = classes.map((c) => names[c]!);
    const several = list.length > 1 && unit.selector !== PLACEHOLDER && oncePerSelector(unit.selector);
    return several
      ? unit.selector.split(PLACEHOLDER).join(`:is(${list.join(',')})`)
      : list.map((name) => unit.selector.split(PLACEHOLDER).join(name)).join(',');
  };
  let css = '';
  let openContext: string[] = [];
  let openSelector: string | undefined;
  const closeRule = () => {
    // The last declaration of a block needs no `;`.
    if (openSelector !== undefined) css = `${css.slice(0, -1)}}`;
    openSelector = undefined;
  };
  for (const emitted of merged(classUnits(key, rules))) {
    const { unit } = emitted;
    const sameContext = unit.context.length === openContext.length && unit.context.every((c, i) => c === openContext[i]);
    if (!sameContext) {
      closeRule();
      css += '}'.repeat(openContext.length) + unit.context.map((c) => `${c}{`).join('');
      openContext = unit.context;
    }
    if (!unit.selector) {
      closeRule();
      css += unit.body.split(PLACEHOLDER).join(names[emitted.classes[0]!]);
      continue;
    }
    const selector = selectorOf(emitted);
    if (selector !== openSelector) {
      closeRule();
      css += `${selector}{`;
      openSelector = selector;
    }
    css += `${compactValue(unit.body)};`;
  }
  closeRule();
  return css + '}'.repeat(openContext.length);
}
