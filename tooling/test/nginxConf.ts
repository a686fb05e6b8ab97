// A small reader for nginx configuration files, enough for structure tests: directives with their
// arguments and blocks, plus an evaluator for `map` blocks (exact keys, then regexes in order).

export interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      i += 1;
    } else if (c === '#') {
      while (i < text.length && text[i] !== '\n') i += 1;
    } else if (c === '{' || c === '}' || c === ';') {
      tokens.push(c);
      i += 1;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      let value = '';
      while (j < text.length && text[j] !== c) {
        if (text[j] === '\\' && j + 1 < text.length) {
          value += text[j + 1];
          j += 2;
        } else {
          value += text[j];
          j += 1;
        }
      }
      if (j >= text.length) throw new Error(`unterminated string at offset ${i}`);
      tokens.push(value);
      i = j + 1;
    } else {
      let j = i;
      // A bare word ends at whitespace or ';'; '{' and '}' end it unless part of ${VAR}.
      while (j < text.length && !/[\s;]/.test(text[j]!)) {
        if (text[j] === '{' && text[j - 1] !== '$') break;
        if (text[j] === '}' && !text.slice(i, j).includes('${')) break;
        j += 1;
      }
      tokens.push(text.slice(i, j));
      i = j;
    }
  }
  return tokens;
}

export function parseNginx(text: string): Directive[] {
  const tokens = tokenize(text);
  let pos = 0;
  function parseBlock(nested: boolean): Directive[] {
    const out: Directive[] = [];
    while (pos < tokens.length) {
      const token = tokens[pos]!;
      if (token === '}') {
        if (!nested) throw new Error("unexpected '}'");
        pos += 1;
        return out;
      }
      const name = token;
      pos += 1;
      const args: string[] = [];
      while (pos < tokens.length && tokens[pos] !== ';' && tokens[pos] !== '{') {
        if (tokens[pos] === '}') throw new Error(`directive "${name}" not terminated`);
        args.push(tokens[pos]!);
        pos += 1;
      }
      if (pos >= tokens.length) throw new Error(`directive "${name}" not terminated`);
      if (tokens[pos] === ';') {
        pos += 1;
        out.push({ name, args });
      } else {
        pos += 1;
        out.push({ name, args, block: parseBlock(true) });
      }
    }
    if (nested) throw new Error("missing '}'");
    return out;
  }
  return parseBlock(false);
}

/** Every directive named `name`, at any depth. */
export function findAll(tree: Directive[], name: string): Directive[] {
  const found: Directive[] = [];
  for (const d of tree) {
    if (d.name === name) found.push(d);
    if (d.block) found.push(...findAll(d.block, name));
  }
  return found;
}

/** The directives directly inside `block`. */
export function children(block: Directive | undefined, name: string): Directive[] {
  return (block?.block ?? []).filter((d) => d.name === name);
}

/** Location blocks of a server, keyed by their match ("/api/", "= /robots.txt", "~ \\.map$"). */
export function locations(server: Directive): Map<string, Directive> {
  return new Map(children(server, 'location').map((d) => [d.args.join(' '), d]));
}

/**
 * Value of `map <source> $variable { ... }` for one value of the source. Mirrors nginx: exact
 * keys first, then regexes (`~` case-sensitive, `~*` insensitive) in order, then `default`.
 * Returns undefined when nothing matches and there is no default.
 */
export function evalMap(tree: Directive[], variable: string, input: string): string | undefined {
  const map = findAll(tree, 'map').find((d) => d.args[1] === variable);
  if (!map) throw new Error(`no map defines ${variable}`);
  const entries = (map.block ?? []).map((d) => ({ key: d.name, value: d.args.join(' ') }));
  const exact = entries.find((e) => !e.key.startsWith('~') && e.key !== 'default' && e.key === input);
  if (exact) return exact.value;
  for (const e of entries) {
    if (!e.key.startsWith('~')) continue;
    const insensitive = e.key.startsWith('~*');
    const pattern = e.key.slice(insensitive ? 2 : 1);
    if (new RegExp(pattern, insensitive ? 'i' : '').test(input)) return e.value;
  }
  return entries.find((e) => e.key === 'default')?.value;
}
