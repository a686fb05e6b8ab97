// What one part of the product (a remote or the shell) uses of the kernel, read from its sources without type
// checking: every name it imports from a kernel entry point, in every file its build bundles (its own src/ and the
// workspace packages it imports, such as @kredi/staff-ui), except tests and the standalone dev harness, which no
// deployed build runs.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const KERNEL_PACKAGE = '@kredi/kernel';

/** One name a part takes from a kernel entry point, and the files (relative to the repository) that take it. */
export interface KernelUse {
  entry: string;
  name: string;
  files: string[];
}

const isKernelEntry = (specifier: string) => specifier === KERNEL_PACKAGE || specifier.startsWith(`${KERNEL_PACKAGE}/`);

/** Files a deployed build never runs: tests, test folders and the standalone dev harness. */
export function isBuiltSource(file: string): boolean {
  const normal = file.split(path.sep).join('/');
  return !/\.test\.tsx?$/.test(normal) && !/\/(test|tests|__tests__|harness)\//.test(normal) && !normal.endsWith('.d.ts');
}

function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && isBuiltSource(full)) found.push(full);
  }
  return found;
}

/** The names one file takes from kernel entry points (entry → names); a dynamic import's names as far as it destructures them. */
export function kernelNamesOf(source: ts.SourceFile, fail: (message: string) => never): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>();
  const add = (entry: string, name: string) => {
    const set = names.get(entry) ?? new Set<string>();
    set.add(name);
    names.set(entry, set);
  };
  const where = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    return `${source.fileName}:${line + 1}`;
  };
  const bindingNames = (entry: string, pattern: ts.BindingName, node: ts.Node) => {
    if (!ts.isObjectBindingPattern(pattern)) {
      fail(`${where(node)}: a dynamic import of ${entry} must be destructured ({ name } = await import(...)) so that its names are known`);
    }
    for (const element of pattern.elements) {
      const key = element.propertyName ?? element.name;
      if (element.dotDotDotToken || !(ts.isIdentifier(key) || ts.isStringLiteral(key))) {
        fail(`${where(element)}: name each binding of the dynamic import of ${entry}`);
      }
      add(entry, key.text);
    }
  };
  // A dynamic import: `const { a } = await import(...)`, `import(...).then(({ a }) => …)`, or an element of
  // `const [..., { a }] = await Promise.all([..., import(...)])`. An import() whose module is not read only loads it.
  const dynamicImport = (call: ts.CallExpression, entry: string) => {
    let node: ts.Node = call;
    while (ts.isParenthesizedExpression(node.parent) || ts.isAwaitExpression(node.parent)) node = node.parent;
    const parent = node.parent;
    if (ts.isVariableDeclaration(parent) && parent.initializer === node) return bindingNames(entry, parent.name, parent);
    if (ts.isPropertyAccessExpression(parent) && parent.expression === node && parent.name.text === 'then') {
      const callback = ts.isCallExpression(parent.parent) ? parent.parent.arguments[0] : undefined;
      const param = callback && (ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)) ? callback.parameters[0] : undefined;
      if (param) return bindingNames(entry, param.name, param);
      return;
    }
    if (ts.isArrayLiteralExpression(parent)) {
      const index = parent.elements.indexOf(node as ts.Expression);
      let all: ts.Node = parent.parent;
      const isPromiseAll =
        ts.isCallExpression(all) &&
        ts.isPropertyAccessExpression(all.expression) &&
        all.expression.name.text === 'all' &&
        ts.isIdentifier(all.expression.expression) &&
        all.expression.expression.text === 'Promise';
      if (!isPromiseAll) return;
      while (ts.isParenthesizedExpression(all.parent) || ts.isAwaitExpression(all.parent)) all = all.parent;
      const declaration = all.parent;
      if (ts.isVariableDeclaration(declaration) && ts.isArrayBindingPattern(declaration.name)) {
        const element = declaration.name.elements[index];
        if (element && ts.isBindingElement(element)) bindingNames(entry, element.name, element);
      }
    }
  };
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const entry = node.moduleSpecifier.text;
      if (isKernelEntry(entry)) {
        if (ts.isImportDeclaration(node)) {
          const clause = node.importClause;
          if (clause?.name) add(entry, 'default');
          const bindings = clause?.namedBindings;
          if (bindings && ts.isNamespaceImport(bindings)) namespaceImports.set(bindings.name.text, entry);
          if (bindings && ts.isNamedImports(bindings)) for (const el of bindings.elements) add(entry, (el.propertyName ?? el.name).text);
        } else {
          const clause = node.exportClause;
          if (!clause || !ts.isNamedExports(clause)) fail(`${where(node)}: re-export names from ${entry}, not the whole module`);
          for (const el of clause.elements) add(entry, (el.propertyName ?? el.name).text);
        }
      }
    } else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name) && isKernelEntry(node.name.text)) {
      // A module augmentation (a remote adding its slice to LazyLoadedSlices) depends on the names it merges into.
      const body = node.body;
      if (body && ts.isModuleBlock(body)) {
        for (const statement of body.statements) {
          if ((ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) && statement.name)
            add(node.name.text, statement.name.text);
        }
      }
      return;
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      const entry = node.argument.literal.text;
      if (isKernelEntry(entry)) {
        if (!node.qualifier) fail(`${where(node)}: name the type taken from ${entry} (import('${entry}').Name)`);
        let first: ts.EntityName = node.qualifier;
        while (ts.isQualifiedName(first)) first = first.left;
        add(entry, first.text);
      }
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteral(arg) && isKernelEntry(arg.text)) dynamicImport(node, arg.text);
    }
    ts.forEachChild(node, visit);
  };
  // A namespace import counts the names read from it (`kernel.x`, `kernel['x']`). Passed on whole, as the render
  // service hands the kernel to the remotes' server builds, it provides the kernel rather than uses it.
  const namespaceImports = new Map<string, string>();
  visit(source);
  if (namespaceImports.size > 0) {
    const member = (node: ts.Node): void => {
      if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && namespaceImports.has(node.expression.text)) {
        add(namespaceImports.get(node.expression.text)!, node.name.text);
      } else if (ts.isElementAccessExpression(node) && ts.isIdentifier(node.expression) && namespaceImports.has(node.expression.text)) {
        if (!ts.isStringLiteral(node.argumentExpression)) fail(`${where(node)}: read the kernel's names by name, not by a computed key`);
        add(namespaceImports.get(node.expression.text)!, node.argumentExpression.text);
      } else if (ts.isQualifiedName(node) && ts.isIdentifier(node.left) && namespaceImports.has(node.left.text)) {
        add(namespaceImports.get(node.left.text)!, node.right.text);
      }
      ts.forEachChild(node, member);
    };
    member(source);
  }
  return names;
}

const resolutionHost: ts.ModuleResolutionHost = {
  fileExists: ts.sys.fileExists,
  readFile: ts.sys.readFile,
  realpath: ts.sys.realpath,
  directoryExists: ts.sys.directoryExists,
  getCurrentDirectory: ts.sys.getCurrentDirectory,
};

/**
 * What a part uses of the kernel: a walk from every built source file of `<part>/src` through the files they import
 * that the build bundles (relative imports and workspace packages, not the kernel itself and not node_modules).
 */
export function kernelUsesOf(repoRoot: string, partDir: string, options: ts.CompilerOptions): KernelUse[] {
  const kernelDir = path.join(repoRoot, 'shared/kernel') + path.sep;
  const fail = (message: string): never => {
    throw new Error(`${partDir}: ${message}`);
  };
  const queue = sourceFiles(path.join(repoRoot, partDir, 'src'));
  const seen = new Set(queue);
  const uses = new Map<string, KernelUse>();
  const cache = ts.createModuleResolutionCache(repoRoot, (name) => name, options);
  while (queue.length > 0) {
    const file = queue.pop()!;
    const text = fs.readFileSync(file, 'utf8');
    const relative = path.relative(repoRoot, file).split(path.sep).join('/');
    const source = ts.createSourceFile(
      relative,
      text,
      ts.ScriptTarget.Latest,
      true,
      file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    for (const [entry, names] of kernelNamesOf(source, fail)) {
      for (const name of names) {
        const key = `${entry}\0${name}`;
        const use = uses.get(key) ?? { entry, name, files: [] };
        use.files.push(relative);
        uses.set(key, use);
      }
    }
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      if (isKernelEntry(fileName)) continue;
      const resolved = ts.resolveModuleName(fileName, file, options, resolutionHost, cache).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport || resolved.extension === ts.Extension.Dts) continue;
      const target = path.resolve(resolved.resolvedFileName);
      if (target.startsWith(kernelDir) || target.includes(`${path.sep}node_modules${path.sep}`) || !/\.tsx?$/.test(target)) continue;
      if (!isBuiltSource(target) || seen.has(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return [...uses.values()]
    .map((use) => ({ ...use, files: use.files.sort() }))
    .sort((a, b) => a.entry.localeCompare(b.entry) || a.name.localeCompare(b.name));
}
