// Sizes (budgets.json "pages" and "files"): each bench page's scripts and style sheets as the
// browser loads them, every file of dist/, and the files with a budget with what they import;
// and that a rest page loads neither the stub nor the turnkey adapter's code.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, posix, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { KiB, kib, rel, root } from './common.mjs';

const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** `chunks/sign-in-AbC12_-x.js` → `sign-in` (rollup's chunks/[name]-[hash].js). */
function chunkName(path) {
  return basename(path)
    .replace(/\.m?js$/, '')
    .replace(/-[\w-]{8}$/, '');
}

/** Source files of a dist file, from its source map (empty when there is none). */
function sourcesOf(distPath) {
  const map = join(root, `${distPath}.map`);
  if (!existsSync(map)) return [];
  try {
    const { sources = [], sourceRoot = '' } = JSON.parse(readFileSync(map, 'utf8'));
    return sources.map((source) => posix.normalize(posix.join(posix.dirname(distPath), sourceRoot, source)));
  } catch {
    return [];
  }
}
const isStubModule = (source) => /(^|\/)src\/adapters\/stub\//.test(source);
const isTurnkeyModule = (source) => /(^|\/)src\/adapters\/turnkey\//.test(source);

/** Files a built ES module statically imports, transitively (dynamic import() excluded). */
function staticImportsOf(file, seen = new Set()) {
  const code = readFileSync(file, 'utf8');
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+)["']/g)) {
    const target = resolve(dirname(file), match[1]);
    if (seen.has(target) || !existsSync(target)) continue;
    seen.add(target);
    staticImportsOf(target, seen);
  }
  return [...seen];
}

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

async function measurePage(browser, server, name) {
  const url = `${server.url}/test/bench/${name}.html`;
  const result = { url, files: [], chunks: [], stubModules: [], notRegistered: [], pageErrors: [], consoleErrors: [], notes: [] };
  if (!existsSync(join(root, 'test', 'bench', `${name}.html`))) {
    result.notes.push(`test/bench/${name}.html does not exist`);
    result.missing = true;
    return result;
  }
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), type, status: response.status(), bytes: body.length, gzipBytes: gzipSize(body) }),
        (error) => ({ url: response.url(), type, status: response.status(), bytes: 0, gzipBytes: 0, error: error.message }),
      ),
    );
  });
  page.on('pageerror', (error) => result.pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') result.consoleErrors.push(message.text());
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 });
  } catch (error) {
    result.notes.push(`did not reach network idle: ${error.message.split('\n')[0]}`);
  }
  await page.waitForTimeout(1000);
  const tags = await page
    .evaluate(() => {
      const names = new Set([...document.querySelectorAll('*')].map((el) => el.localName).filter((n) => n.startsWith('betr-')));
      return [...names].map((tag) => ({ tag, defined: customElements.get(tag) !== undefined }));
    })
    .catch(() => []);
  const responses = await Promise.all(pending);
  await context.close();

  for (const response of responses) {
    const path = new URL(response.url).pathname.replace(/^\//, '');
    const file = { path, type: response.type, status: response.status, bytes: response.bytes, gzipBytes: response.gzipBytes };
    if (response.error) file.error = response.error;
    if (path.startsWith('dist/') && response.type === 'script') {
      file.chunk = chunkName(path);
      const stub = sourcesOf(path).filter(isStubModule);
      if (stub.length) file.stubModules = stub;
      const turnkey = sourcesOf(path).filter(isTurnkeyModule);
      if (turnkey.length) file.turnkeyModules = turnkey;
    }
    result.files.push(file);
  }
  result.files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const ok = result.files.filter((f) => f.status >= 200 && f.status < 300);
  for (const f of result.files.filter((f) => !(f.status >= 200 && f.status < 300)))
    result.notes.push(`${f.path}: HTTP ${f.status} (not counted)`);
  result.totalBytes = ok.reduce((sum, f) => sum + f.bytes, 0);
  result.totalGzipBytes = ok.reduce((sum, f) => sum + f.gzipBytes, 0);
  result.chunks = result.files.filter((f) => f.chunk).map((f) => f.path.replace(/^dist\//, ''));
  result.stubModules = [...new Set(result.files.flatMap((f) => f.stubModules ?? []))];
  result.notRegistered = tags.filter((t) => !t.defined).map((t) => t.tag);
  if (result.notRegistered.length) result.notes.push(`elements not registered: ${result.notRegistered.join(', ')}`);
  if (result.pageErrors.length) result.notes.push(`${result.pageErrors.length} page error(s)`);
  const csp = result.consoleErrors.filter((text) => /Content Security Policy/i.test(text));
  if (csp.length) result.notes.push(`${csp.length} CSP violation(s)`);
  return result;
}

/**
 * budgets.json "pages" and "files", and every file of dist/: the figures into the report, the
 * checks (each budget; no stub or turnkey adapter code on a rest page; betr.js's compile hint) into `addCheck`.
 */
export async function benchSizes(browser, server, budgets, report, addCheck) {
  for (const [name, budget] of Object.entries(budgets.pages ?? {})) {
    const page = await measurePage(browser, server, name);
    report.pages[name] = page;
    if (page.missing) continue;
    const max = budget?.maxGzipKiB;
    if (typeof max === 'number') {
      page.budgetKiB = max;
      page.withinBudget = page.totalGzipBytes <= max * KiB;
      addCheck(`${name} ≤ ${max} KiB gzip`, page.withinBudget, `${kib(page.totalGzipBytes)} KiB`);
    }
    if (/(^|-)rest(-|$)/.test(name)) {
      const offenders = page.files
        .filter((f) => f.chunk && (/stub/i.test(f.chunk) || f.stubModules))
        .map((f) => `${f.path}${f.stubModules ? ` (${f.stubModules.join(', ')})` : ''}`);
      addCheck(
        `${name} loads no stub adapter code`,
        offenders.length === 0,
        offenders.length ? `loaded: ${offenders.join(', ')}` : 'none loaded',
      );
      // Only the chosen adapter's code loads: a rest page carries none of the turnkey platform's either.
      const turnkey = page.files.filter((f) => f.chunk && (/turnkey/i.test(f.chunk) || f.turnkeyModules)).map((f) => f.path);
      addCheck(
        `${name} loads no turnkey adapter code`,
        turnkey.length === 0,
        turnkey.length ? `loaded: ${turnkey.join(', ')}` : 'none loaded',
      );
    }
  }

  const distFiles = listFiles(join(root, 'dist')).filter((f) => /\.(m?js|css)$/.test(f));
  report.dist.files = distFiles
    .map((file) => {
      const body = readFileSync(file);
      const path = rel(file);
      return {
        path,
        chunk: path.startsWith('dist/chunks/') ? chunkName(path) : undefined,
        bytes: body.length,
        gzipBytes: gzipSize(body),
      };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  report.dist.totalGzipBytes = report.dist.files.reduce((sum, f) => sum + f.gzipBytes, 0);
  // betr.js is compiled off the main thread as it arrives (rollup.config.mjs, compileHint): a
  // plugin run after that one, a minifier, would drop the hint with the comments.
  const runtime = join(root, 'dist', 'betr.js');
  if (existsSync(runtime)) {
    const hinted = readFileSync(runtime, 'utf8').startsWith('//# allFunctionsCalledOnLoad\n');
    addCheck("dist/betr.js begins with V8's compile hint", hinted, hinted ? 'its first line' : 'not its first line');
  }

  for (const [name, spec] of Object.entries(budgets.files ?? {})) {
    const file = join(root, spec.file);
    const entry = { path: spec.file, budgetKiB: spec.maxGzipKiB ?? null };
    if (!existsSync(file) || !statSync(file).isFile()) {
      entry.note = 'not built yet';
    } else {
      const body = readFileSync(file);
      entry.bytes = body.length;
      entry.fileGzipBytes = gzipSize(body);
      // What loading it costs: the file and every chunk it statically imports (rollup may
      // move shared code into a chunk); that total is what the budget checks.
      entry.staticImports = staticImportsOf(file).map(rel);
      entry.gzipBytes = entry.fileGzipBytes + entry.staticImports.reduce((sum, f) => sum + gzipSize(readFileSync(join(root, f))), 0);
      if (typeof spec.maxGzipKiB === 'number') {
        entry.withinBudget = entry.gzipBytes <= spec.maxGzipKiB * KiB;
        addCheck(
          `${name} (${spec.file}${entry.staticImports.length ? ' + its imports' : ''}) ≤ ${spec.maxGzipKiB} KiB gzip`,
          entry.withinBudget,
          `${kib(entry.gzipBytes)} KiB`,
        );
      }
    }
    report.files[name] = entry;
  }
}
