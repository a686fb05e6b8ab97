// Checks every part's records against the kernel as it is now: each recorded name is still exported by its entry
// point, with a type assignable to the recorded one (a value: the kernel's value fits what the part was built to
// call; a type: both ways, since a part may read it or build it, as a remote builds its RemoteRoute list). Records of a
// major outside the compatibility window, and records that no longer list what a part's sources use, fail too.
import path from 'node:path';
import ts from 'typescript';
import { createKernelProgram, kernelCompilerOptions, kernelEntryFile } from './program';
import { REGENERATE, type RecordHeader } from './record';
import type { KernelUse } from './uses';

/** A part as the check sees it: its declared kernel range, what its sources use now and its checked-in records. */
export interface PartContracts {
  part: string;
  range: string;
  uses: KernelUse[];
  records: Array<{ file: string; text: string }>;
}

/** The kernel being checked: its version and the previous major its window still serves. */
export interface KernelRelease {
  version: string;
  previousMajorServed: number | null;
}

/** One recorded name: a value or a type (with its type parameters as written in the record). */
interface RecordedName {
  entry: string;
  namespace: string;
  name: string;
  kind: 'value' | 'type';
  typeParameters: string[];
}

export interface ParsedRecord {
  file: string;
  text: string;
  header: RecordHeader;
  names: RecordedName[];
}

export const majorOf = (version: string) => Number(/^\^?(\d+)\./.exec(version.trim())?.[1] ?? NaN);

/** The value of a type literal the recorder writes for its header (`{ part: 'mf-crm'; entries: { … } }`). */
function literalValue(node: ts.TypeNode): unknown {
  if (ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal)) return node.literal.text;
  if (ts.isTypeLiteralNode(node)) {
    const value: Record<string, unknown> = {};
    for (const member of node.members) {
      if (ts.isPropertySignature(member) && member.type && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name))) {
        value[member.name.text] = literalValue(member.type);
      }
    }
    return value;
  }
  return undefined;
}

export function parseRecord(file: string, text: string): ParsedRecord {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  let header: RecordHeader | undefined;
  const namespaces = new Map<string, ts.ModuleBlock>();
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      const declaration = statement.declarationList.declarations[0];
      if (declaration && ts.isIdentifier(declaration.name) && declaration.name.text === 'recorded' && declaration.type) {
        header = literalValue(declaration.type) as RecordHeader;
      }
    }
    if (ts.isModuleDeclaration(statement) && ts.isIdentifier(statement.name) && statement.body && ts.isModuleBlock(statement.body)) {
      namespaces.set(statement.name.text, statement.body);
    }
  }
  if (!header?.part || !header.kernel || !header.range || !header.entries)
    throw new Error(`${file}: no \`recorded\` header; regenerate it: ${REGENERATE}`);
  const names: RecordedName[] = [];
  for (const [namespace, entry] of Object.entries(header.entries)) {
    const block = namespaces.get(namespace);
    if (!block) throw new Error(`${file}: the namespace ${namespace} of ${entry} is missing; regenerate it: ${REGENERATE}`);
    for (const statement of block.statements) {
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name))
            names.push({ entry, namespace, name: declaration.name.text, kind: 'value', typeParameters: [] });
        }
      } else if (ts.isTypeAliasDeclaration(statement)) {
        const typeParameters = (statement.typeParameters ?? []).map((p) =>
          // The check's own type parameters keep the constraint; a default adds nothing to it.
          p.constraint ? `${p.name.text} extends ${p.constraint.getText(source)}` : p.name.text,
        );
        names.push({ entry, namespace, name: statement.name.text, kind: 'type', typeParameters });
      }
    }
  }
  return { file, text, header, names };
}

const nameKey = (entry: string, name: string) => `${entry} ${name}`;

/** A checked record and its part. */
export interface RecordToCheck {
  part: string;
  record: ParsedRecord;
}

/**
 * Everything wrong with the parts' records against this kernel, one line each (none: the kernel keeps its contracts).
 * `kernelFiles` replaces kernel files' text (absolute path → text): the test that proves a check can fail.
 */
export function checkKernelContracts(
  repoRoot: string,
  parts: PartContracts[],
  kernel: KernelRelease,
  kernelFiles: ReadonlyMap<string, string> = new Map(),
): string[] {
  const { failures, toCheck } = checkRecordSet(parts, kernel);
  return toCheck.length === 0 ? failures : failures.concat(checkTypes(repoRoot, toCheck, kernel, kernelFiles));
}

/** The records' window and freshness, without the compiler: which records are checked, and what is already wrong. */
export function checkRecordSet(parts: PartContracts[], kernel: KernelRelease): { failures: string[]; toCheck: RecordToCheck[] } {
  const failures: string[] = [];
  const ownMajor = majorOf(kernel.version);
  const served = new Set([ownMajor, ...(kernel.previousMajorServed === null ? [] : [kernel.previousMajorServed])]);
  const window = `kernel ${kernel.version} serves ${[...served].map((m) => `${m}.x`).join(' and ')}`;
  const toCheck: RecordToCheck[] = [];

  for (const part of parts) {
    const rangeMajor = majorOf(part.range);
    if (!served.has(rangeMajor)) failures.push(`${part.part} is built for @kredi/kernel ${part.range}, which ${window} does not serve`);
    const records = part.records.map((r) => parseRecord(r.file, r.text));
    // A record belongs to the major of the range its part was built for: a remote still built for ^4 in a checkout
    // of kernel 5 records kernel 5's types, and its builds are served as 4.x builds, for the window.
    for (const record of records) {
      const major = majorOf(record.header.range);
      const what = `${record.file} records a build for ${record.header.range} (kernel ${record.header.kernel})`;
      if (path.basename(record.file) !== `kernel-${major}.d.ts`) {
        failures.push(`${what}: its name must be kernel-${major}.d.ts; regenerate it: ${REGENERATE}`);
      } else if (major > ownMajor) {
        failures.push(`${what}, newer than kernel ${kernel.version}`);
      } else if (!served.has(major)) {
        failures.push(
          `${what}, whose window has closed (${window}): no deployed build of ${part.part} may need it; remove it: ${REGENERATE}`,
        );
      } else {
        toCheck.push({ part: part.part, record });
      }
    }
    // The record of the major the part is built for must list exactly what its sources use now.
    const current = records.find((r) => majorOf(r.header.range) === rangeMajor);
    if (!current) {
      failures.push(`${part.part} has no record of what it uses of @kredi/kernel ${part.range}: ${REGENERATE}`);
      continue;
    }
    const recorded = new Set(current.names.map((n) => nameKey(n.entry, n.name)));
    const used = new Set(part.uses.map((u) => nameKey(u.entry, u.name)));
    for (const use of part.uses) {
      if (!recorded.has(nameKey(use.entry, use.name))) {
        failures.push(
          `${part.part} uses ${use.name} from ${use.entry} (${use.files.join(', ')}), which ${current.file} does not list: the record is stale; regenerate it: ${REGENERATE}`,
        );
      }
    }
    for (const name of new Set(current.names.map((n) => `${n.entry}\0${n.name}`))) {
      const [entry, exported] = name.split('\0') as [string, string];
      if (!used.has(nameKey(entry, exported))) {
        failures.push(
          `${current.file} lists ${exported} from ${entry}, which ${part.part} no longer uses: the record is stale; regenerate it: ${REGENERATE}`,
        );
      }
    }
  }
  return { failures, toCheck };
}

function checkTypes(
  repoRoot: string,
  toCheck: Array<{ part: string; record: ParsedRecord }>,
  kernel: KernelRelease,
  kernelFiles: ReadonlyMap<string, string>,
): string[] {
  const failures: string[] = [];
  const options = kernelCompilerOptions(repoRoot);
  const entries = [...new Set(toCheck.flatMap(({ record }) => Object.values(record.header.entries)))].sort();
  const entryFiles = new Map(entries.map((entry) => [entry, kernelEntryFile(repoRoot, entry, options)]));

  // One program: the kernel and one check file per record (the record's text and an assignment per name).
  const kernelRoots = [...entryFiles.values()].filter((f): f is string => !!f);
  const virtual = new Map([...kernelFiles].map(([file, text]) => [path.resolve(file), text]));
  const checks: Array<{
    file: string;
    part: string;
    record: ParsedRecord;
    statements: Array<{ start: number; end: number; use: RecordedName }>;
  }> = [];
  for (const { part, record } of toCheck) {
    const imports = entries.map((entry, i) => `import * as entry$${i} from ${JSON.stringify(entry)};`);
    let text = `${record.text}\n${imports.join('\n')}\n`;
    const statements: Array<{ start: number; end: number; use: RecordedName }> = [];
    record.names.forEach((use, i) => {
      const live = `entry$${entries.indexOf(use.entry)}.${use.name}`;
      const recorded = `${use.namespace}.${use.name}`;
      const params = use.typeParameters.length ? `<${use.typeParameters.join(', ')}>` : '';
      const args = use.typeParameters.length ? `<${use.typeParameters.map((p) => p.split(' ')[0]).join(', ')}>` : '';
      const statement =
        use.kind === 'value'
          ? `export const check$${i}: typeof ${recorded} = ${live};`
          : `export function check$${i}${params}(live: ${live}${args}): ${recorded}${args} { return live; }\n` +
            `export function checkBack$${i}${params}(recorded: ${recorded}${args}): ${live}${args} { return recorded; }`;
      statements.push({ start: text.length, end: text.length + statement.length, use });
      text += `${statement}\n`;
    });
    const file = path.join(repoRoot, '.kernel-contracts', `${part}.kernel-${majorOf(record.header.range)}.check.ts`);
    virtual.set(file, text);
    checks.push({ file, part, record, statements });
  }
  const program = createKernelProgram(repoRoot, kernelRoots.concat(checks.map((c) => c.file)), virtual, options);
  const checker = program.getTypeChecker();
  const exportsOf = new Map<string, Set<string>>();
  for (const [entry, file] of entryFiles) {
    const source = file && program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    exportsOf.set(entry, new Set(moduleSymbol ? checker.getExportsOfModule(moduleSymbol).map((s) => s.name) : []));
  }
  for (const { file, part, record, statements } of checks) {
    const source = program.getSourceFile(file)!;
    const reported = new Set<RecordedName>();
    for (const { use } of statements) {
      if (exportsOf.get(use.entry)?.has(use.name)) continue;
      reported.add(use);
      failures.push(
        `${part} uses ${use.name} from ${use.entry}: kernel ${kernel.version} no longer exports it (recorded at kernel ${record.header.kernel} in ${record.file})`,
      );
    }
    const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    for (const diagnostic of diagnostics) {
      const message = ts
        .flattenDiagnosticMessageText(diagnostic.messageText, '\n')
        .split('\n')
        .slice(0, 4)
        .map((line) => line.trim())
        .join(' / ')
        // The compiler names both sides by file: 'recorded X' is the record's copy, 'kernel X' the kernel's own.
        .replace(/import\("[^"]*\.kernel-contracts\/[^"]*"\)\.KernelTypes\./g, 'recorded ')
        .replace(/import\("[^"]*\/shared\/kernel\/src\/[^"]*"\)\./g, 'kernel ');
      const at = diagnostic.start ?? 0;
      const statement = statements.find((s) => at >= s.start && at <= s.end);
      if (!statement) {
        const { line } = source.getLineAndCharacterOfPosition(at);
        failures.push(`${record.file} does not compile (line ${line + 1}): ${message}; regenerate it: ${REGENERATE}`);
        continue;
      }
      if (reported.has(statement.use)) continue;
      reported.add(statement.use);
      const { name, entry, kind } = statement.use;
      failures.push(
        `${part} uses ${name} from ${entry}: its ${kind === 'value' ? 'type' : 'definition'} in kernel ${kernel.version} is not compatible with the one ${part} was built against (recorded at kernel ${record.header.kernel} in ${record.file}): ${message}`,
      );
    }
  }
  return failures;
}
