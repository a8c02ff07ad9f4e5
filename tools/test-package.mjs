#!/usr/bin/env node
// The package as a user installs it (a step of `npm test`, after the build): `npm pack`, then
//   1. examples/react-app installs the tarball: `betr-widgets`, `betr-widgets/cashier` and
//      `betr-widgets/custom-elements.json` resolve to files; the app and a file using the
//      types (a tag's own class, a typed event, typed JSX, misspelt attributes as errors)
//      type-check with skipLibCheck off; the app builds;
//   2. examples/plain-html gets the package unpacked where npm puts it; every script it loads exists;
//   3. both examples are opened in Chromium: the sign-in form shows, on the embedded stub.
// Prints what it checks; exits non-zero on the first failure.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const scratch = mkdtempSync(join(tmpdir(), 'betr-package-'));

function sh(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} (in ${cwd}) failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}
const check = (what, ok) => {
  if (!ok) throw new Error(`package: FAILED: ${what}`);
  console.log(`package: ${what}`);
};

/** Copy an example (without what an earlier install left) and point it at the tarball. */
function installExample(name, tarball) {
  const dir = join(scratch, name);
  cpSync(join(root, 'examples', name), dir, { recursive: true, filter: (src) => !/node_modules|[/\\]out$|package-lock/.test(src) });
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  manifest.dependencies['betr-widgets'] = `file:${tarball}`;
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  sh('npm', ['install', '--prefer-offline', '--no-save', '--loglevel=error'], dir);
  return dir;
}

/** Serve `dir` on loopback and open `page` in Chromium: the sign-in form's email field must show. */
async function expectSignInForm(dir, page) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const file = join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (!file.startsWith(dir) || !existsSync(file)) return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs.filter((a) => a !== '--headless') });
  try {
    const tab = await browser.newPage();
    const errors = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(`http://127.0.0.1:${server.address().port}/${page}`);
    await tab.locator('betr-sign-in').getByLabel('Email').waitFor({ timeout: 15_000 });
    if (errors.length) throw new Error(errors.join('\n'));
  } finally {
    await browser.close();
    server.close();
  }
}

try {
  const packed = JSON.parse(sh('npm', ['pack', '--json', '--pack-destination', scratch], root));
  const tarball = join(scratch, packed[0].filename);
  const files = packed[0].files.map((f) => f.path);
  check(`npm pack: ${packed[0].filename}, ${files.length} files`, files.includes('dist/betr.js') && files.includes('dist/types/index.d.ts') && files.includes('custom-elements.json'));

  // 1. The React 19 example installs the tarball: what resolves, what the types say, typed JSX, a bundle.
  const react = installExample('react-app', tarball);
  const resolves = (specifier) => createRequire(join(react, 'index.js')).resolve(specifier);
  for (const [specifier, file] of [['betr-widgets', 'dist/betr.js'], ['betr-widgets/cashier', 'dist/cashier.js'], ['betr-widgets/custom-elements.json', 'custom-elements.json'], ['betr-widgets/themes/dark.css', 'dist/themes/dark.css'], ['betr-widgets/themes/brand.css', 'dist/themes/brand.css'], ['betr-widgets/themes/auto.css', 'dist/themes/auto.css']]) {
    check(`${specifier} resolves to ${file}`, resolves(specifier).endsWith(join('betr-widgets', file)) && existsSync(resolves(specifier)));
  }
  const manifest = JSON.parse(readFileSync(resolves('betr-widgets/custom-elements.json'), 'utf8'));
  check('custom-elements.json lists betr-sign-in', manifest.modules.some((m) => m.declarations?.some((d) => d.tagName === 'betr-sign-in')));
  writeFileSync(
    join(react, 'src', 'types-check.tsx'),
    [
      "import { betr, configure, type BetrEventMap } from 'betr-widgets';",
      "import { createCashier } from 'betr-widgets/cashier';",
      "configure({ adapter: 'rest', apiUrl: 'https://casino.example/api' });",
      "const signIn = document.querySelector('betr-sign-in');",
      'const inline: boolean | undefined = signIn?.inline;',
      "document.addEventListener('betr-account-view', (event) => { const view: string = event.detail.view; void view; });",
      "const detail: BetrEventMap['betr-signed-in'] | undefined = undefined;",
      '// @ts-expect-error a misspelt attribute is no property of the element',
      "document.createElement('betr-account').vieww = 'inbox';",
      '// @ts-expect-error `inlin` is no attribute of <betr-sign-in>',
      "export const wrong = <betr-sign-in inlin />;",
      'void [betr.isSignedIn(), createCashier, inline, detail];',
      '',
    ].join('\n'),
  );
  sh(bin('tsc'), ['-p', join(react, 'tsconfig.json')], react);
  check('the types (skipLibCheck off): each tag its own class, typed events and JSX, a misspelt attribute is an error', true);
  sh(bin('esbuild'), ['src/main.tsx', '--bundle', '--format=esm', '--splitting', '--outdir=out', '--jsx=automatic', '--minify', '--log-level=warning'], react);
  check('examples/react-app builds', existsSync(join(react, 'out', 'main.js')));

  // 2. The plain HTML example: the package unpacked where npm puts it; every script the page loads is in it.
  const plain = join(scratch, 'plain-html');
  cpSync(join(root, 'examples', 'plain-html'), plain, { recursive: true, filter: (src) => !/node_modules/.test(src) });
  const unpacked = join(plain, 'node_modules', 'betr-widgets');
  mkdirSync(unpacked, { recursive: true });
  sh('tar', ['-xzf', tarball, '-C', unpacked, '--strip-components=1'], plain);
  const html = readFileSync(join(plain, 'index.html'), 'utf8');
  const loads = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
  check(`examples/plain-html loads ${loads.join(', ')}`, loads.length > 0 && loads.every((src) => existsSync(join(plain, src))));

  // 3. Both, as a visitor sees them.
  await expectSignInForm(react, 'index.html');
  check('examples/react-app shows the sign-in form in Chromium', true);
  await expectSignInForm(plain, 'index.html');
  check('examples/plain-html shows the sign-in form in Chromium', true);
} catch (error) {
  console.error(error.message ?? error);
  process.exitCode = 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
