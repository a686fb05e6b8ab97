// One TypeScript program over the kernel's entry points, with files of its own that exist only in memory (the
// recorder's anchor, the checker's assignments) and, for the test that proves a check can fail, kernel files whose
// text is replaced. Parsed files are kept for the process: the second program of a run re-parses only what differs.
import path from 'node:path';
import ts from 'typescript';

/** The browser packages' compiler options (tsconfig.web.json), without ambient test types: the kernel's alone. */
export function kernelCompilerOptions(repoRoot: string): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(repoRoot, 'tsconfig.web.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error('tsconfig.web.json could not be read');
  return { ...parsed.options, types: [], noEmit: true, skipLibCheck: true };
}

const parsedFiles = new Map<string, ts.SourceFile>();

/** A program over `roots`, reading `virtualFiles` (absolute path → text) from memory before the disk. */
export function createKernelProgram(
  repoRoot: string,
  roots: string[],
  virtualFiles: ReadonlyMap<string, string>,
  options = kernelCompilerOptions(repoRoot),
): ts.Program {
  const host = ts.createCompilerHost(options, true);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (file) => virtualFiles.get(path.resolve(file)) ?? readFile(file);
  host.fileExists = (file) => virtualFiles.has(path.resolve(file)) || fileExists(file);
  host.getSourceFile = (file, languageVersion) => {
    const resolved = path.resolve(file);
    const text = virtualFiles.get(resolved) ?? readFile(resolved);
    if (text === undefined) return undefined;
    const key = `${resolved}\0${text.length}\0${typeof languageVersion === 'object' ? languageVersion.languageVersion : languageVersion}`;
    const cached = parsedFiles.get(key);
    if (cached && cached.text === text) return cached;
    const source = ts.createSourceFile(file, text, languageVersion, true);
    parsedFiles.set(key, source);
    return source;
  };
  return ts.createProgram(roots, options, host);
}

/** The file an entry point (`@kredi/kernel`, `@kredi/kernel/api`, ...) resolves to under the package's exports. */
export function kernelEntryFile(repoRoot: string, entry: string, options: ts.CompilerOptions): string | undefined {
  const from = path.join(repoRoot, 'package.json');
  return ts.resolveModuleName(entry, from, options, ts.sys).resolvedModule?.resolvedFileName;
}
