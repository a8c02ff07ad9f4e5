// `cem analyze` (run by `npm run build`): custom-elements.json from the JSDoc of src/elements.
import { betrElements } from './tools/build/cem-betr-elements.mjs';

export default {
  globs: ['src/elements/*.ts'],
  exclude: ['src/elements/*.test.ts'],
  outdir: '.',
  packagejson: false,
  plugins: [betrElements()],
};
