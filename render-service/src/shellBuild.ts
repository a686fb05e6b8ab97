// Where the render service finds the shell's build: the page it renders into, the client-render page it falls back
// to and the shared stylesheet's ids. The shell's dist/ sits beside this package in the repository and in the render
// image (shell/Dockerfile), and this file's place is the same in the sources (src/) and in the build (dist/).
import path from 'node:path';

/** A file of the shell's build (shell/dist/...). */
export const shellBuildFile = (...parts: string[]) => path.join(__dirname, '..', '..', 'shell', 'dist', ...parts);
