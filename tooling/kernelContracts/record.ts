// Writes a part's record of what it uses of the kernel: a declaration file that lists, per entry point, every name
// the part imports with the type the kernel gave it, and a copy of every kernel type those types refer to, so that the
// record stays what the part was built against when the kernel changes (it never refers to the live kernel).
// Third-party types (React, Redux, MUI, react-router) are referred to by their packages' public names.
import path from 'node:path';
import ts from 'typescript';
import { createKernelProgram, kernelCompilerOptions, kernelEntryFile } from './program';
import type { KernelUse } from './uses';

/** What a record says about itself (its first declaration). */
export interface RecordHeader {
  part: string;
  kernel: string;
  range: string;
  entries: Record<string, string>;
}

/** The namespace of a record that holds an entry point's names ('@kredi/kernel/api' → kernel_api). */
export const entryNamespace = (entry: string) => entry.replace(/^@kredi\//, '').replace(/[^A-Za-z0-9]+/g, '_');

/** The namespace of a record holding its copies of the kernel's types. */
export const TYPES_NAMESPACE = 'KernelTypes';

export const REGENERATE = 'npx tsx scripts/kernel-contracts.ts --write';

const FLAGS =
  ts.NodeBuilderFlags.NoTruncation |
  ts.NodeBuilderFlags.IgnoreErrors |
  ts.NodeBuilderFlags.MultilineObjectLiterals |
  ts.NodeBuilderFlags.UseStructuralFallback;

const f = ts.factory;

interface Recorder {
  program: ts.Program;
  checker: ts.TypeChecker;
  anchor: ts.SourceFile;
  kernelSrc: string;
  repoRoot: string;
  options: ts.CompilerOptions;
}

/** The record texts of several parts, from one program over the kernel (unformatted: the caller runs prettier). */
export function recordKernelContracts(
  repoRoot: string,
  parts: Array<{ part: string; range: string; uses: KernelUse[] }>,
  kernelVersion: string,
): Map<string, string> {
  const options = kernelCompilerOptions(repoRoot);
  const entries = [...new Set(parts.flatMap((p) => p.uses.map((u) => u.entry)))].sort();
  const entryFiles = new Map(entries.map((entry) => [entry, kernelEntryFile(repoRoot, entry, options)]));
  const anchorFile = path.join(repoRoot, '.kernel-contract-anchor.ts');
  const program = createKernelProgram(
    repoRoot,
    [...entryFiles.values()].filter((file): file is string => !!file).concat(anchorFile),
    new Map([[anchorFile, 'export {};\n']]),
    options,
  );
  const recorder: Recorder = {
    program,
    checker: program.getTypeChecker(),
    anchor: program.getSourceFile(anchorFile)!,
    kernelSrc: path.join(repoRoot, 'shared/kernel/src') + path.sep,
    repoRoot,
    options,
  };
  const texts = new Map<string, string>();
  for (const { part, range, uses } of parts) texts.set(part, recordOf(recorder, part, range, uses, entryFiles, kernelVersion));
  return texts;
}

function recordOf(
  r: Recorder,
  part: string,
  range: string,
  uses: KernelUse[],
  entryFiles: Map<string, string | undefined>,
  kernelVersion: string,
): string {
  const { checker } = r;
  const named = new Map<ts.Symbol, { name: string; kind: 'type' | 'typeof' }>();
  const queue: ts.Symbol[] = [];
  const taken = new Set<string>();
  const kernelTypeName = (symbol: ts.Symbol, kind: 'type' | 'typeof'): string => {
    const known = named.get(symbol);
    if (known) return known.name;
    const base = kind === 'typeof' ? `typeof_${symbol.name}` : symbol.name;
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}_${n}`;
    taken.add(name);
    named.set(symbol, { name, kind });
    queue.push(symbol);
    return name;
  };
  const print = (node: ts.Node) => ts.createPrinter({ removeComments: true }).printNode(ts.EmitHint.Unspecified, node, r.anchor);
  const typeNode = (type: ts.Type, inAlias = false) =>
    rewrite(r, checker.typeToTypeNode(type, r.anchor, FLAGS | (inAlias ? ts.NodeBuilderFlags.InTypeAlias : 0))!, kernelTypeName);

  const header: RecordHeader = { part, kernel: kernelVersion, range, entries: {} };
  const namespaces: string[] = [];
  const byEntry = new Map<string, KernelUse[]>();
  for (const use of uses) byEntry.set(use.entry, [...(byEntry.get(use.entry) ?? []), use]);
  for (const [entry, entryUses] of byEntry) {
    const file = entryFiles.get(entry);
    const moduleSymbol = file ? checker.getSymbolAtLocation(r.program.getSourceFile(file)!) : undefined;
    if (!moduleSymbol) throw new Error(`${part} imports ${entry}, which is not a kernel entry point`);
    const exported = new Map(checker.getExportsOfModule(moduleSymbol).map((s) => [s.name, s]));
    const namespace = entryNamespace(entry);
    header.entries[namespace] = entry;
    const members: string[] = [];
    for (const use of entryUses) {
      const found = exported.get(use.name);
      if (!found) throw new Error(`${part} imports ${use.name} from ${entry}, which the kernel does not export (${use.files[0]})`);
      const symbol = found.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(found) : found;
      if (symbol.flags & ts.SymbolFlags.Value) {
        members.push(`const ${use.name}: ${print(typeNode(checker.getTypeOfSymbol(symbol)))};`);
      }
      if (symbol.flags & ts.SymbolFlags.Type) {
        const params = typeParameters(r, symbol, kernelTypeName);
        const target = isKernel(r, symbol) ? `${TYPES_NAMESPACE}.${kernelTypeName(symbol, 'type')}` : thirdPartyReference(r, symbol);
        const args = params.length ? `<${params.map((p) => p.name.text).join(', ')}>` : '';
        const paramText = params.length ? `<${params.map((p) => print(p)).join(', ')}>` : '';
        members.push(`type ${use.name}${paramText} = ${target}${args};`);
      }
    }
    namespaces.push(`/** ${entry} */\nexport declare namespace ${namespace} {\n${members.join('\n')}\n}`);
  }

  const copies: string[] = [];
  for (let i = 0; i < queue.length; i++) copies.push(kernelTypeCopy(r, queue[i]!, named.get(queue[i]!)!, kernelTypeName, print, typeNode));

  const headerType = `{ part: ${JSON.stringify(part)}; kernel: ${JSON.stringify(kernelVersion)}; range: ${JSON.stringify(range)}; entries: { ${Object.entries(
    header.entries,
  )
    .map(([ns, entry]) => `${ns}: ${JSON.stringify(entry)}`)
    .join('; ')} } }`;
  return [
    [
      `// What ${part} uses of @kredi/kernel: every name its built sources import, with the type kernel ${kernelVersion} gave it`,
      `// (its range: ${range}). Generated by \`${REGENERATE}\`; the kernel's contract test checks that the kernel still`,
      `// provides each name with a type assignable to the one recorded here. Do not edit by hand.`,
    ].join('\n'),
    `export declare const recorded: ${headerType};`,
    ...namespaces,
    `/** The kernel's types the names above refer to, copied as they were. */\nexport declare namespace ${TYPES_NAMESPACE} {\n${copies.join('\n')}\n}`,
    '',
  ].join('\n\n');
}

const isKernel = (r: Recorder, symbol: ts.Symbol) =>
  !!symbol.declarations?.length && symbol.declarations.every((d) => path.resolve(d.getSourceFile().fileName).startsWith(r.kernelSrc));

function typeParameters(
  r: Recorder,
  symbol: ts.Symbol,
  name: (s: ts.Symbol, kind: 'type' | 'typeof') => string,
): ts.TypeParameterDeclaration[] {
  const declaration = symbol.declarations?.find(
    (d) => ts.isInterfaceDeclaration(d) || ts.isTypeAliasDeclaration(d) || ts.isClassDeclaration(d),
  ) as ts.InterfaceDeclaration | ts.TypeAliasDeclaration | ts.ClassDeclaration | undefined;
  return (declaration?.typeParameters ?? []).map((p) => {
    const printed = r.checker.typeParameterToDeclaration(r.checker.getTypeAtLocation(p) as ts.TypeParameter, r.anchor, FLAGS)!;
    return rewrite(r, printed, name) as ts.TypeParameterDeclaration;
  });
}

function kernelTypeCopy(
  r: Recorder,
  symbol: ts.Symbol,
  { name, kind }: { name: string; kind: 'type' | 'typeof' },
  kernelTypeName: (s: ts.Symbol, kind: 'type' | 'typeof') => string,
  print: (node: ts.Node) => string,
  typeNode: (type: ts.Type, inAlias?: boolean) => ts.TypeNode,
): string {
  const { checker } = r;
  if (kind === 'typeof') return `type ${name} = ${print(typeNode(checker.getTypeOfSymbol(symbol)))};`;
  const params = typeParameters(r, symbol, kernelTypeName);
  const paramText = params.length ? `<${params.map((p) => print(p)).join(', ')}>` : '';
  const declared = checker.getDeclaredTypeOfSymbol(symbol);
  // An alias of another alias's instance (`ReturnType<typeof baseApi.reducer>`, RTK's CombinedState) names that one.
  const expand = !declared.aliasSymbol || declared.aliasSymbol === symbol;
  if (symbol.flags & ts.SymbolFlags.TypeAlias) return `type ${name}${paramText} = ${print(typeNode(declared, expand))};`;
  if (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class)) {
    const members: string[] = [];
    for (const signature of checker.getSignaturesOfType(declared, ts.SignatureKind.Call)) {
      members.push(
        print(
          rewrite(r, checker.signatureToSignatureDeclaration(signature, ts.SyntaxKind.CallSignature, r.anchor, FLAGS)!, kernelTypeName),
        ) + ';',
      );
    }
    for (const info of checker.getIndexInfosOfType(declared)) {
      members.push(
        print(rewrite(r, checker.indexInfoToIndexSignatureDeclaration(info, r.anchor, FLAGS)!, kernelTypeName)).replace(/;?$/, ';'),
      );
    }
    for (const property of checker.getPropertiesOfType(declared)) {
      const key = /^[A-Za-z_$][\w$]*$/.test(property.name) ? property.name : JSON.stringify(property.name);
      const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
      const readonly = property.declarations?.some((d) => ts.getCombinedModifierFlags(d) & ts.ModifierFlags.Readonly) ? 'readonly ' : '';
      const type = checker.getTypeOfSymbol(property);
      if (property.flags & ts.SymbolFlags.Method) {
        for (const signature of checker.getSignaturesOfType(type, ts.SignatureKind.Call)) {
          const method = checker.signatureToSignatureDeclaration(
            signature,
            ts.SyntaxKind.MethodSignature,
            r.anchor,
            FLAGS,
          )! as ts.MethodSignature;
          const propertyName = key === property.name ? f.createIdentifier(key) : f.createStringLiteral(property.name);
          const question = optional ? f.createToken(ts.SyntaxKind.QuestionToken) : undefined;
          const renamed = f.updateMethodSignature(
            method,
            method.modifiers,
            propertyName,
            question,
            method.typeParameters,
            method.parameters,
            method.type,
          );
          members.push(print(rewrite(r, renamed, kernelTypeName)).replace(/;?$/, ';'));
        }
      } else {
        members.push(`${readonly}${key}${optional}: ${print(typeNode(type))};`);
      }
    }
    return `interface ${name}${paramText} {\n${members.join('\n')}\n}`;
  }
  if (symbol.flags & ts.SymbolFlags.Enum) return `type ${name} = ${print(typeNode(declared, true))};`;
  throw new Error(`the kernel's ${symbol.name} is neither a type alias, an interface nor a class: the recorder cannot copy it`);
}

/** A third-party type by a public name of its package: an export of the package or of its subpaths' modules. */
function thirdPartyReference(r: Recorder, symbol: ts.Symbol): string {
  const declarationFile = symbol.declarations?.[0]?.getSourceFile();
  if (!declarationFile) return symbol.name;
  if (r.program.isSourceFileDefaultLibrary(declarationFile) || !ts.isExternalModule(declarationFile)) return symbol.name;
  const file = path.resolve(declarationFile.fileName);
  const marker = `${path.sep}node_modules${path.sep}`;
  const at = file.lastIndexOf(marker);
  if (at < 0) throw new Error(`${symbol.name} comes from ${file}, neither the kernel nor a package`);
  const inside = file.slice(at + marker.length).split(path.sep);
  const packageName = inside[0]!.startsWith('@') ? `${inside[0]}/${inside[1]}` : inside[0]!;
  const rest = inside.slice(packageName.split('/').length);
  const candidates = [packageName];
  // The package, then its subpaths made of the file's folders ('dist/query/index.d.mts' → 'query', 'dist/query', ...):
  // the first module that exports the type names it.
  const parts = rest
    .join('/')
    .replace(/\.d\.[cm]?ts$/, '')
    .split('/')
    .filter((p) => p !== 'index');
  for (let length = 1; length <= parts.length; length++) {
    for (let start = 0; start + length <= parts.length; start++)
      candidates.push(`${packageName}/${parts.slice(start, start + length).join('/')}`);
  }
  if (packageName.startsWith('@types/')) candidates.unshift(packageName.slice('@types/'.length));
  const target = symbol.flags & ts.SymbolFlags.Alias ? r.checker.getAliasedSymbol(symbol) : symbol;
  for (const specifier of candidates) {
    const resolved = ts.resolveModuleName(specifier, path.join(r.repoRoot, 'package.json'), r.options, ts.sys).resolvedModule;
    const source = resolved && r.program.getSourceFile(resolved.resolvedFileName);
    const moduleSymbol = source && r.checker.getSymbolAtLocation(source);
    if (!moduleSymbol) continue;
    for (const exported of r.checker.getExportsOfModule(moduleSymbol)) {
      const resolvedExport = exported.flags & ts.SymbolFlags.Alias ? r.checker.getAliasedSymbol(exported) : exported;
      if (resolvedExport === target) return `import(${JSON.stringify(specifier)}).${exported.name}`;
    }
  }
  throw new Error(`${symbol.name} (${file}) is not a public export of ${packageName}: the recorder cannot name it`);
}

/**
 * The node builder's output with every kernel type replaced by its copy in the record and every third-party type
 * named by its package's public name. The builder attaches each name's symbol to the identifier it prints.
 */
function rewrite<T extends ts.Node>(r: Recorder, node: T, kernelTypeName: (s: ts.Symbol, kind: 'type' | 'typeof') => string): T {
  const symbolOf = (identifier: ts.Node): ts.Symbol | undefined => {
    const symbol = (identifier as { symbol?: ts.Symbol }).symbol;
    if (!symbol) return undefined;
    return symbol.flags & ts.SymbolFlags.Alias ? r.checker.getAliasedSymbol(symbol) : symbol;
  };
  const rightmost = (name: ts.EntityName): ts.Identifier => (ts.isIdentifier(name) ? name : name.right);
  const leftmost = (name: ts.EntityName): ts.Identifier => (ts.isIdentifier(name) ? name : leftmost(name.left));
  const reference = (name: ts.EntityName, typeOf: boolean, typeArguments: readonly ts.TypeNode[] | undefined): ts.TypeNode | undefined => {
    const symbol = symbolOf(rightmost(name));
    if (!symbol || symbol.flags & ts.SymbolFlags.TypeParameter) return undefined;
    const args = typeArguments?.map(visit) as ts.TypeNode[] | undefined;
    if (isKernel(r, symbol)) {
      const copy = kernelTypeName(symbol, typeOf ? 'typeof' : 'type');
      return f.createTypeReferenceNode(f.createQualifiedName(f.createIdentifier(TYPES_NAMESPACE), copy), args);
    }
    // A third-party name: its first part by the package's public name, the rest (a namespace's member) as printed.
    const first = symbolOf(leftmost(name));
    const declarationFile = first?.declarations?.[0]?.getSourceFile();
    if (!first || !declarationFile || !ts.isExternalModule(declarationFile) || r.program.isSourceFileDefaultLibrary(declarationFile))
      return undefined;
    const rest: string[] = [];
    for (let part: ts.EntityName = name; !ts.isIdentifier(part); part = part.left) rest.unshift(part.right.text);
    const text = f.createIdentifier([thirdPartyReference(r, first), ...rest].join('.'));
    return typeOf ? f.createTypeQueryNode(text, args) : f.createTypeReferenceNode(text, args);
  };
  const visit = (child: ts.Node): ts.Node => {
    const replaced =
      ts.isImportTypeNode(child) && child.qualifier
        ? reference(child.qualifier, child.isTypeOf, child.typeArguments)
        : ts.isTypeReferenceNode(child)
          ? reference(child.typeName, false, child.typeArguments)
          : ts.isTypeQueryNode(child)
            ? reference(child.exprName, true, child.typeArguments)
            : undefined;
    if (replaced) return replaced;
    return ts.visitEachChild(child, visit, undefined);
  };
  return visit(node) as T;
}
