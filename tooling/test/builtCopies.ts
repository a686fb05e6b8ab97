// Stand-ins for the build's compressed copies of a script (tooling/webpack/precompressed.mjs), for the gateway tests.
// Each copy starts with a mark, so a test can tell the copy a server sent from a compression of its own.
import { writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const COPY_MARK = '/* the build copy */';

/** Writes `file` and its `.br` and `.gz` copies (of the marked text). */
export function writeWithCopies(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(COPY_MARK + text)));
  writeFileSync(`${file}.gz`, gzipSync(Buffer.from(COPY_MARK + text), { level: 9 }));
}
