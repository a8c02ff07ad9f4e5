#!/usr/bin/env node
// The package as the ecosystem checks it and as each kind of integrator uses it (a step of
// `npm test`, after the build). `npm pack` (the build already ran: no lifecycle scripts), then
//   1. the checkers on the tarball: publint (strict: no error, no warning), are-the-types-wrong
//      (`--profile esm-only`: no problem) and `npm publish --dry-run`;
//   2. examples/react-app installs the tarball with npm: what resolves (betr-widgets/testing loads
//      on its own in Node), the types (a tag's own class, typed events and JSX, misspelt attributes
//      as errors, the contract suite's options) with skipLibCheck off, a bundle;
//   3. examples/typescript type-checks under moduleResolution bundler and nodenext with nothing
//      but `import … from 'betr-widgets'`;
//   4. examples/vue-app and examples/svelte-app build with their own compilers and esbuild;
//   5. every example is opened in Chromium: the sign-in form shows. Vue and Svelte also bind an
//      attribute (the language) and hear betr's events; the CDN page loads betr.js, its locale
//      and its theme from another origin under a strict Content-Security-Policy;
//   6. examples/operator-platform: its adapter type-checks against the package's types; its page,
//      served by its own JSON-RPC stand-in, signs the seeded member in through that adapter; and
//      its `npm test` (web-test-runner, Chromium) runs betr-widgets/testing's contract suite against
//      that adapter: no case fails, and the cases of what it lacks are skipped and counted.
// Examples other than react-app get the tarball unpacked once into a scratch folder under .bench/
// (linked into the node_modules of those that serve it from their own folder), so the compilers
// (vue, svelte, esbuild, typescript: the root's dev dependencies) resolve from the root's
// node_modules, with no install of their own.
// Prints what it checks, then the time each phase took; exits non-zero on the first failure.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statfsSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import ts from 'typescript';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
// react-app installs its own React and types: outside the root, where the root's @types are not visible.
// In memory (/dev/shm) where it has room: removing the install's 3,700 files from this machine's disk
// (ext4 mounted with discard) took most of the 23-27 s the clean-up took under load, against 0.3 s.
const inMemory = (dir) => {
  try {
    const { bavail, bsize } = statfsSync(dir);
    return bavail * bsize > 1024 ** 3;
  } catch {
    return false;
  }
};
const scratch = mkdtempSync(join(inMemory('/dev/shm') ? '/dev/shm' : tmpdir(), 'betr-package-'));
mkdirSync(join(root, '.bench'), { recursive: true });
const local = mkdtempSync(join(root, '.bench', 'package-'));

const env = { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' };
const failed = (command, args, cwd, stdout, stderr) => new Error(`${command} ${args.join(' ')} (in ${cwd}) failed:\n${stdout}\n${stderr}`);
function sh(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env });
  if (result.status !== 0) throw failed(command, args, cwd, result.stdout, result.stderr);
  return result.stdout;
}
/** What `beside` started and has not ended: stopped before the scratch folders are removed. */
const running = new Set();
/** `sh` without waiting: the command runs beside what follows; the promise gives its output or its failure. */
function beside(command, args, cwd) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (text) => (stdout += text));
  child.stderr.setEncoding('utf8').on('data', (text) => (stderr += text));
  const ended = new Promise((done, fail) => {
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done(stdout) : fail(failed(command, args, cwd, stdout, stderr))));
  }).finally(() => running.delete(child));
  ended.catch(() => {}); // reported where it is awaited; nothing to report when an earlier check failed
  return Object.assign(ended, { child });
}
/** Wall-clock time of each phase, printed at the end (also after a failure): where the step's time goes. */
const phases = [];
let phaseStart = performance.now();
const lap = (name) => {
  const now = performance.now();
  phases.push(`${name} ${((now - phaseStart) / 1000).toFixed(1)} s`);
  phaseStart = now;
};
/**
 * TypeScript's lib.*.d.ts as the first program parsed and bound them, for the others: the same files
 * with the same parse options (target, module format; the key) in each. They are declarations with no
 * import or export, which nothing else of the four programs' options (module resolution, jsx,
 * allowJs) changes: every one of their 59 files had the same module indicators, flags, locals and
 * diagnostics in each program when each parsed its own (checked once, with the programs of today).
 * The language service shares source files between programs the same way.
 */
const libFiles = new Map();
/**
 * `tsc -p <config>` (the root's TypeScript, as the examples pin it), run in this process: the four
 * programs below (react-app; examples/typescript under bundler and nodenext; operator-platform) share
 * one loaded and warmed-up compiler instead of a process each. `skipLibCheck` stays as the config
 * has it (off: every declaration file of betr-widgets, React and the rest is checked). TypeScript's
 * own lib.*.d.ts files are the same in every program, so they are checked once, in react-app's
 * program (betr's global declarations and React's beside them), and `skipDefaultLibCheck` in the
 * others, where that check was about half of each run. They are parsed and bound once, too (`libFiles`).
 */
function typeCheck(config, { defaultLibCheck = false } = {}) {
  const fail = (diagnostics) => {
    const format = { getCanonicalFileName: (file) => file, getCurrentDirectory: ts.sys.getCurrentDirectory, getNewLine: () => '\n' };
    throw new Error(`tsc -p ${config} failed:\n${ts.formatDiagnostics(diagnostics, format)}`);
  };
  const parsed = ts.getParsedCommandLineOfConfigFile(config, defaultLibCheck ? {} : { skipDefaultLibCheck: true }, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => fail([diagnostic]),
  });
  const host = ts.createCompilerHost(parsed.options);
  const libDir = `${dirname(ts.getDefaultLibFilePath(parsed.options))}/`;
  const getSourceFile = host.getSourceFile;
  host.getSourceFile = (file, how, ...rest) => {
    if (!file.startsWith(libDir)) return getSourceFile.call(host, file, how, ...rest);
    const key = `${file} ${JSON.stringify(how)}`;
    if (!libFiles.has(key)) libFiles.set(key, getSourceFile.call(host, file, how, ...rest));
    return libFiles.get(key);
  };
  const program = ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    host,
    projectReferences: parsed.projectReferences,
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(parsed),
  });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  if (diagnostics.length) fail(diagnostics);
}
const check = (what, ok) => {
  if (!ok) throw new Error(`package: FAILED: ${what}`);
  console.log(`package: ${what}`);
};

/** Copy an example without what an earlier install or build left. */
function copyExample(name, into) {
  const dir = join(into, name);
  cpSync(join(root, 'examples', name), dir, { recursive: true, filter: (src) => !/node_modules|[/\\]out$|package-lock/.test(src) });
  return dir;
}

/** Unpack the tarball as npm would put it: `<dir>/node_modules/betr-widgets`. */
function unpack(tarball, dir) {
  const target = join(dir, 'node_modules', 'betr-widgets');
  mkdirSync(target, { recursive: true });
  sh('tar', ['-xzf', tarball, '-C', target, '--strip-components=1'], dir);
  return target;
}

/**
 * The unpacked package where npm puts it in `dir`, as a link (npm's layout for a package installed
 * from a folder): one copy of its 895 files for every example that needs one of its own, where each
 * copy took seconds to remove from this machine's disk under load.
 */
function linkPackage(packageDir, dir) {
  mkdirSync(join(dir, 'node_modules'), { recursive: true });
  symlinkSync(packageDir, join(dir, 'node_modules', 'betr-widgets'), 'dir');
}

/** Serve `dir` on loopback; `transform` may rewrite a text file, `headers` are added to every answer. */
async function serve(dir, { transform = (text) => text, headers = {} } = {}) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const file = join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (!file.startsWith(dir + sep) || !existsSync(file)) return res.writeHead(404, headers).end();
    const type = types[extname(file)] ?? 'application/octet-stream';
    const body = type === 'text/html' ? transform(readFileSync(file, 'utf8')) : readFileSync(file);
    res.writeHead(200, { 'Content-Type': type, ...headers }).end(body);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  // Every connection ends at close: the kept tab holds sockets it opened ahead and never used,
  // which `close` alone waits out (Node's 60 s headers time-out: the five pages once took 67 s).
  const close = () =>
    new Promise((ok) => {
      server.close(ok);
      server.closeAllConnections();
    });
  return { port: server.address().port, close };
}

let browser = null;
let tab = null;
let cdp = null;
/**
 * Open `url` in Chromium, wait for the sign-in form's email field (labelled `emailLabel`), then run `more`.
 * Every example is opened in the same tab of one browser: a new page of its own (a window and the
 * browser's own renderers) cost Chromium about as much CPU again as the example (measured: about
 * 2.6 s of CPU a page against 0.8 s for a navigation). Between examples the tab goes back to
 * about:blank and what the example left is emptied, as web-test-runner's kept pages are: its
 * origin's storage (every example has a server and origin of its own, but a port may be handed
 * out again), the cookies (a host's, whatever the port) and window.name.
 */
async function expectSignInForm(url, { emailLabel = 'Email', more = async () => {} } = {}) {
  if (!tab) {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs.filter((a) => a !== '--headless') });
    tab = await browser.newPage();
    cdp = await tab.context().newCDPSession(tab);
  }
  const errors = [];
  const onError = (error) => errors.push(error.message);
  tab.on('pageerror', onError);
  try {
    await tab.goto(url);
    await tab.locator('betr-sign-in').getByLabel(emailLabel).waitFor({ timeout: 15_000 });
    await more(tab);
    if (errors.length) throw new Error(errors.join('\n'));
    await tab.evaluate(() => (window.name = ''));
    await tab.goto('about:blank');
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'all' });
    await tab.context().clearCookies();
  } finally {
    tab.off('pageerror', onError);
  }
}

/** The framework examples: the bound `lang` switches the form to Swedish; signing in reaches the app's handlers. */
async function bindsAndHears(tab) {
  await tab.getByLabel('Language').selectOption('sv');
  const form = tab.locator('betr-sign-in');
  await form.getByLabel('E-post').fill('player@example.com');
  await form.getByLabel('Lösenord').fill('Password1!');
  await form.getByRole('button', { name: 'Logga in' }).click();
  // The element's own event (on the tag) and the document's betr-signed-in (the Deposit button).
  await tab.getByRole('status').getByText('Signed in', { exact: true }).waitFor({ timeout: 15_000 });
  await tab.getByRole('button', { name: 'Deposit' }).waitFor({ timeout: 15_000 });
}

/** The operator example: a wrong secret, then the seeded member; the page hears betr-signed-in and the summary reads the platform. */
async function signsInOnItsOwnPlatform(tab) {
  const form = tab.locator('betr-sign-in');
  await form.getByLabel('Email').fill('demo@operator.example');
  await form.getByLabel('Password').fill('Not-the-secret1');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await form.getByText('Incorrect credentials', { exact: true }).waitFor({ timeout: 15_000 });
  const signedIn = tab.evaluate(() => new Promise((done) => document.addEventListener('betr-signed-in', () => done(true), { once: true })));
  await form.getByLabel('Password').fill('Spin-4-fun!');
  await form.getByRole('button', { name: 'Sign in' }).click();
  check('examples/operator-platform: betr-signed-in after the seeded member signs in', await signedIn);
  const summary = tab.locator('betr-session-summary');
  const row = (item, period) => summary.getByRole('row', { name: `${item} ${period}`.trim() });
  await summary.getByRole('heading', { name: 'Session summary' }).waitFor({ timeout: 15_000 });
  await row('Deposits minus withdrawals', 'Last 12 months').getByText('€400.00', { exact: true }).waitFor({ timeout: 15_000 });
  await row('Deposit limit', 'Weekly').getByText('€500.00', { exact: true }).waitFor();
  await row('Deposit limit', 'Daily').getByText('No limit', { exact: true }).waitFor();
}

/**
 * The operator example's own run of the contract suite, as its README recipe has it: `wtr` in the
 * example's folder (its web-test-runner.config.mjs mounts the platform's API), betr-widgets/testing
 * from the unpacked tarball. Fails unless it passes with no failed case and skips, by name, the
 * cases of the operations the adapter leaves out.
 */
function contractSuite(dir) {
  const run = spawnSync(bin('wtr'), [], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 240_000,
    env: { ...process.env, CHROMIUM_PATH: chromiumPath, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  // eslint-disable-next-line no-control-regex
  const output = `${run.stdout ?? ''}\n${run.stderr ?? ''}`.replace(/\x1b\[[0-9;]*m/g, '');
  const totals = [...output.matchAll(/(\d+) passed, (\d+) failed(?:, (\d+) skipped)?/g)].at(-1);
  const [passed, failed, skipped] = [1, 2, 3].map((i) => Number(totals?.[i] ?? 0));
  const lacking = output.split('\n').filter((line) => /\(skipped: .*the adapter lacks /.test(line)).length;
  if (run.status !== 0 || !totals || failed > 0) console.log(output);
  check(
    `examples/operator-platform: its contract suite run (betr-widgets/testing in web-test-runner, Chromium): ${passed} passed, ${failed} failed, ${skipped} skipped (${lacking} for operations the adapter lacks)`,
    run.status === 0 && Boolean(totals) && failed === 0 && passed > 0 && lacking > 0 && skipped >= lacking,
  );
}

try {
  if (!existsSync(join(root, 'dist', 'betr.js')) || !existsSync(join(root, 'dist', 'types', 'index.d.ts')))
    throw new Error('package: run `npm run build` first');
  const packed = JSON.parse(sh('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', scratch], root));
  const tarball = join(scratch, packed[0].filename);
  const files = packed[0].files.map((f) => f.path);
  check(
    `npm pack: ${packed[0].filename}, ${files.length} files`,
    ['dist/betr.js', 'dist/types/index.d.ts', 'custom-elements.json', 'LICENSE', 'CHANGELOG.md'].every((file) => files.includes(file)),
  );
  lap('npm pack');

  // 2, started first: the React 19 example installs the tarball while the checkers run. npm's install
  // takes about twice its CPU time even on the least loaded machine (measured: 6.6 s of CPU in 13 s).
  const react = copyExample('react-app', scratch);
  const manifest = JSON.parse(readFileSync(join(react, 'package.json'), 'utf8'));
  manifest.dependencies['betr-widgets'] = `file:${tarball}`;
  // The bundle below is made by the root's esbuild (the same range as the example's): installing the
  // example's own, with its 26 platform packages to resolve and an 11 MB binary to unpack, was about
  // a third of the install's time (a fifth of its CPU). TypeScript stays: without it npm adds
  // typesafe-i18n's peer, TypeScript 7, and its native binary.
  delete manifest.devDependencies.esbuild;
  writeFileSync(join(react, 'package.json'), JSON.stringify(manifest, null, 2));
  // --ignore-scripts: the install scripts of the dependencies' dependencies (optional native add-ons
  // of ws, cbor-x and msgpackr, es5-ext's message) cost about 5 s of CPU and prove nothing about the
  // package, which has no install script.
  const installing = beside('npm', ['install', '--prefer-offline', '--no-save', '--ignore-scripts', '--loglevel=error'], react);

  // 1. The checkers.
  const lint = await publint({ pack: { tarball: readFileSync(tarball).buffer }, strict: true });
  for (const message of lint.messages) console.log(`publint ${message.type}: ${formatMessage(message, lint.pkg, { color: false })}`);
  check(
    'publint (strict): no error, no warning',
    lint.messages.every((message) => message.type === 'suggestion'),
  );
  // The style sheet and the preload lines are files to link or paste, not modules: no types to check.
  const attw = spawnSync(
    bin('attw'),
    [tarball, '--profile', 'esm-only', '--format', 'table-flipped', '--exclude-entrypoints', './reserve.css', './preload.html'],
    { cwd: root, encoding: 'utf8' },
  );
  if (attw.status !== 0) console.log(attw.stdout, attw.stderr);
  check('are-the-types-wrong --profile esm-only: no problem', attw.status === 0);
  lap('publint and are-the-types-wrong');
  sh('npm', ['publish', tarball, '--dry-run', '--ignore-scripts', '--loglevel=error'], scratch);
  check('npm publish --dry-run', true);
  lap('npm publish --dry-run');

  // 2. The React 19 example, installed: what resolves, what the types say, typed JSX, a bundle.
  await installing;
  lap('react-app install (the rest of it)');
  const resolves = (specifier) => createRequire(join(react, 'index.js')).resolve(specifier);
  for (const [specifier, file] of [
    ['betr-widgets', 'dist/betr.js'],
    ['betr-widgets/cashier', 'dist/cashier.js'],
    ['betr-widgets/testing', 'dist/testing.js'],
    ['betr-widgets/custom-elements.json', 'custom-elements.json'],
    ['betr-widgets/themes/dark.css', 'dist/themes/dark.css'],
    ['betr-widgets/themes/brand.css', 'dist/themes/brand.css'],
    ['betr-widgets/themes/auto.css', 'dist/themes/auto.css'],
  ]) {
    check(`${specifier} resolves to ${file}`, resolves(specifier).endsWith(join('betr-widgets', file)) && existsSync(resolves(specifier)));
  }
  // The contract suite stands alone (chai bundled, nothing of betr.js) and asks for mocha's globals when they are missing.
  const testing = await import(pathToFileURL(resolves('betr-widgets/testing')).href);
  let outsideMocha = null;
  try {
    testing.testProvider('a platform', () => ({ name: 'a platform' }), {});
  } catch (error) {
    outsideMocha = error.message;
  }
  check(
    'betr-widgets/testing loads on its own and names mocha when describe/it are missing',
    typeof testing.expectError === 'function' && /mocha/.test(outsideMocha ?? ''),
  );
  const elements = JSON.parse(readFileSync(resolves('betr-widgets/custom-elements.json'), 'utf8'));
  check(
    'custom-elements.json lists betr-sign-in',
    elements.modules.some((m) => m.declarations?.some((d) => d.tagName === 'betr-sign-in')),
  );
  writeFileSync(
    join(react, 'src', 'types-check.tsx'),
    [
      "import { betr, configure, type BetrEventMap } from 'betr-widgets';",
      "import { createCashier } from 'betr-widgets/cashier';",
      "import { testProvider, type ContractOptions } from 'betr-widgets/testing';",
      "const contract: ContractOptions = { player: { email: 'player@casino.example', password: 'Secret12!' }, reset: async () => undefined };",
      "const partial = () => testProvider('own', () => ({ name: 'own', getWallet: async () => ({ realBalance: 1, bonusBalance: 0, totalBalance: 1, currency: 'EUR' }) }), contract);",
      "configure({ adapter: 'rest', apiUrl: 'https://casino.example/api' });",
      "const signIn = document.querySelector('betr-sign-in');",
      'const inline: boolean | undefined = signIn?.inline;',
      "document.addEventListener('betr-account-view', (event) => { const view: string = event.detail.view; void view; });",
      "const detail: BetrEventMap['betr-signed-in'] | undefined = undefined;",
      '// @ts-expect-error a misspelt attribute is no property of the element',
      "document.createElement('betr-account').vieww = 'inbox';",
      '// @ts-expect-error `inlin` is no attribute of <betr-sign-in>',
      'export const wrong = <betr-sign-in inlin />;',
      'void [betr.isSignedIn(), createCashier, inline, detail, partial];',
      '',
    ].join('\n'),
  );
  typeCheck(join(react, 'tsconfig.json'), { defaultLibCheck: true });
  check(
    "examples/react-app types (skipLibCheck off, no `types` entry): each tag its own class, typed events and JSX, a misspelt attribute is an error, a partial provider and the contract suite's options typed by betr-widgets/testing",
    true,
  );
  sh(
    bin('esbuild'),
    ['src/main.tsx', '--bundle', '--format=esm', '--splitting', '--outdir=out', '--jsx=automatic', '--minify', '--log-level=warning'],
    react,
  );
  check('examples/react-app builds', existsSync(join(react, 'out', 'main.js')));
  lap('react-app types and bundle');

  // 3. The types from `import … from 'betr-widgets'` alone, under both resolutions.
  const packageDir = unpack(tarball, local);
  const typescript = copyExample('typescript', local);
  for (const config of ['tsconfig.json', 'tsconfig.nodenext.json']) {
    const { compilerOptions } = JSON.parse(readFileSync(join(typescript, config), 'utf8'));
    typeCheck(join(typescript, config));
    check(
      `examples/typescript type-checks (moduleResolution ${compilerOptions.moduleResolution}): own classes, typed attributes, events and configure()`,
      true,
    );
  }

  lap('typescript types');

  // 4. Vue 3 and Svelte 5, each with its own compiler.
  const vue = copyExample('vue-app', local);
  const svelte = copyExample('svelte-app', local);
  for (const dir of [vue, svelte]) {
    sh(process.execPath, ['build.mjs'], dir);
    check(`examples/${dir.split(sep).at(-1)} builds`, existsSync(join(dir, 'out', 'main.js')));
  }

  // The plain HTML example: the package where npm puts it; every script it loads is in it.
  const plain = copyExample('plain-html', local);
  linkPackage(packageDir, plain);
  const html = readFileSync(join(plain, 'index.html'), 'utf8');
  const loads = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
  check(`examples/plain-html loads ${loads.join(', ')}`, loads.length > 0 && loads.every((src) => existsSync(join(plain, src))));

  lap('vue, svelte and plain-html builds');

  // 5. Each, as a visitor sees it.
  for (const [name, dir, options] of [
    ['react-app', react],
    ['plain-html', plain],
    ['vue-app', vue, { more: bindsAndHears }],
    ['svelte-app', svelte, { more: bindsAndHears }],
  ]) {
    const server = await serve(dir);
    try {
      await expectSignInForm(`http://127.0.0.1:${server.port}/index.html`, options);
    } finally {
      await server.close();
    }
    check(
      `examples/${name} shows the sign-in form in Chromium${options ? ', binds its language and hears betr-sign-in and betr-signed-in' : ''}`,
      true,
    );
  }

  // The CDN page: the package on another origin (`localhost` vs the page's `127.0.0.1`), as a
  // CDN serves it, with CORS for the module scripts.
  const cdnRoot = join(local, 'cdn');
  mkdirSync(cdnRoot);
  symlinkSync(packageDir, join(cdnRoot, `betr-widgets@${packed[0].version}`), 'dir');
  const cdn = await serve(cdnRoot, { headers: { 'Access-Control-Allow-Origin': '*' } });
  const cdnPage = copyExample('cdn-csp', local);
  const page = await serve(cdnPage, { transform: (text) => text.replaceAll('https://cdn.example', `http://localhost:${cdn.port}`) });
  const darkBackground = /--betr-color-background:\s*([^;]+);/.exec(
    readFileSync(join(packageDir, 'dist', 'themes', 'dark.css'), 'utf8'),
  )?.[1];
  try {
    await expectSignInForm(`http://127.0.0.1:${page.port}/index.html`, {
      emailLabel: 'E-post',
      more: async (tab) => {
        const background = await tab.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--betr-color-background').trim(),
        );
        check(
          `examples/cdn-csp: the dark theme from the CDN applies (--betr-color-background ${background})`,
          Boolean(darkBackground) && background === darkBackground,
        );
        // The policy is in force: an inline script the page adds does not run.
        const inlineRan = await tab.evaluate(async () => {
          const script = document.createElement('script');
          script.textContent = 'window.inlineRan = true';
          document.head.append(script);
          await new Promise((ok) => setTimeout(ok, 100));
          return 'inlineRan' in window;
        });
        check('examples/cdn-csp: the Content-Security-Policy blocks an inline script', !inlineRan);
      },
    });
    check(
      'examples/cdn-csp shows the sign-in form in Swedish in Chromium: betr.js and its chunks from the other origin under script-src',
      true,
    );
  } finally {
    await page.close();
    await cdn.close();
  }

  lap('five pages in Chromium');

  // 6. An operator's own platform: its adapter (JavaScript with JSDoc types) against the
  // package's types, then its page on its own stand-in, which serves the page and /rpc.
  const operator = copyExample('operator-platform', local);
  linkPackage(packageDir, operator);
  typeCheck(join(operator, 'tsconfig.json'));
  lap('operator-platform types');
  check(
    'examples/operator-platform: its adapter, page script and contract-suite run type-check against betr-widgets (registerAdapter, PartialProvider, ProviderError, testProvider)',
    true,
  );
  const { startPlatform } = await import(pathToFileURL(join(operator, 'platform.mjs')).href);
  const platform = await startPlatform({ root: operator });
  try {
    await expectSignInForm(`http://127.0.0.1:${platform.port}/index.html`, { more: signsInOnItsOwnPlatform });
  } finally {
    await platform.close();
  }
  check(
    'examples/operator-platform in Chromium: "Incorrect credentials" from the platform, then the seeded member signs in (betr-signed-in) and the session summary shows the platform\'s figures',
    true,
  );
  lap('operator-platform page');
  // The last page: the contract suite's run starts a browser of its own.
  await browser.close();
  browser = null;
  contractSuite(operator);
  lap('operator-platform contract suite');
} catch (error) {
  console.error(error.message ?? error);
  process.exitCode = 1;
} finally {
  for (const child of running) {
    child.kill();
    await new Promise((ended) => child.once('close', ended));
  }
  await browser?.close();
  rmSync(scratch, { recursive: true, force: true });
  rmSync(local, { recursive: true, force: true });
  lap('clean-up');
  console.log(`package: time by phase: ${phases.join(', ')}`);
}
