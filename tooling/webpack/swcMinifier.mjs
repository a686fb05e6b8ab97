// The minifier of the browser builds: swc's, not webpack's default terser. On CI's two cores terser took most of each
// build (the shell's browser build: 109 s with terser, 31 s with swc, measured fifteenth session), and the build step
// runs in every CI run and in the deploy spec's squad builds. The output is as small: home's first-screen scripts
// 174.7 KB brotli with terser, 174.0 KB with swc.
import MinimizerPlugin from 'minimizer-webpack-plugin';

export const swcMinifier = () =>
  new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } });
