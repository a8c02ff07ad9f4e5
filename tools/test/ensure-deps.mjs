#!/usr/bin/env node
// Installs what a fresh clone is missing; a fast no-op when everything is there.
//   node tools/test/ensure-deps.mjs [--quiet] [--browser]
// npm packages: `npm install --prefer-offline --no-audit --no-fund` (with the lockfile, from npm's
// cache where it holds a package, without asking the registry again; never `npm ci`, which
// fails on this registry) when node_modules is missing or out of date. "Out of date" is read
// from node_modules/.betr-install-stamp, which holds a hash of package-lock.json and of the
// dependency fields of package.json as of the last install.
// --browser: the three engines the tests run in, from Debian through apt-get when missing:
// Chromium (/usr/bin/chromium or $CHROMIUM_PATH), Firefox ESR (/usr/bin/firefox-esr or
// $FIREFOX_PATH) and WebKitGTK's WebDriver with its MiniBrowser, under Xvfb; and Redis
// (/usr/bin/redis-server or $REDIS_SERVER_PATH), which the signing gateway's tests start as the
// store its instances share. No test tool ever downloads a browser: the npm install runs with
// every known browser or driver download off.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync, accessSync, constants } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = new Set(process.argv.slice(2));
const quiet = args.has('--quiet');
const wantBrowser = args.has('--browser');
for (const arg of args) {
  if (!['--quiet', '--browser'].includes(arg)) {
    console.error(`ensure-deps: unknown option ${arg} (use --quiet, --browser)`);
    process.exit(2);
  }
}

const log = (message) => {
  if (!quiet) console.log(`ensure-deps: ${message}`);
};
const fail = (message) => {
  console.error(`ensure-deps: ${message}`);
  process.exit(1);
};

const nodeModules = join(root, 'node_modules');
const stampFile = join(nodeModules, '.betr-install-stamp');
const lockFile = join(root, 'package-lock.json');
const packageFile = join(root, 'package.json');

function readOrEmpty(file) {
  try {
    return readFileSync(file);
  } catch {
    return Buffer.alloc(0);
  }
}

/** What an install depends on: the lockfile and the dependency fields of package.json. */
function installHash() {
  const hash = createHash('sha256');
  hash.update(readOrEmpty(lockFile));
  let pkg = {};
  try {
    pkg = JSON.parse(readFileSync(packageFile, 'utf8'));
  } catch (error) {
    fail(`cannot read package.json: ${error.message}`);
  }
  const fields = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies', 'overrides', 'workspaces'];
  hash.update(JSON.stringify(fields.map((field) => pkg[field] ?? null)));
  return hash.digest('hex');
}

const mtime = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

function npmUpToDate() {
  if (!existsSync(nodeModules)) return { ok: false, why: 'node_modules is missing' };
  if (existsSync(stampFile)) {
    const stamp = readFileSync(stampFile, 'utf8').trim();
    return stamp === installHash() ? { ok: true } : { ok: false, why: 'package-lock.json or package.json changed since the last install' };
  }
  // No stamp yet (installed by hand): trust npm's own record of the tree when it is newer
  // than both manifests, and write the stamp.
  const hidden = mtime(join(nodeModules, '.package-lock.json'));
  if (hidden && hidden >= mtime(lockFile) && hidden >= mtime(packageFile)) {
    writeFileSync(stampFile, `${installHash()}\n`);
    return { ok: true };
  }
  return { ok: false, why: 'node_modules is older than package-lock.json/package.json' };
}

/**
 * puppeteer, WebdriverIO's geckodriver and edgedriver packages and Playwright fetch a browser or a
 * driver when installed unless told not to; the tests use Debian's.
 */
const NO_DOWNLOADS = {
  PUPPETEER_SKIP_DOWNLOAD: '1',
  PUPPETEER_SKIP_CHROME_DOWNLOAD: '1',
  PUPPETEER_SKIP_CHROME_HEADLESS_SHELL_DOWNLOAD: '1',
  GECKODRIVER_SKIP_DOWNLOAD: '1',
  EDGEDRIVER_SKIP_DOWNLOAD: '1',
  CHROMEDRIVER_SKIP_DOWNLOAD: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
};

function ensureNpm() {
  const state = npmUpToDate();
  if (state.ok) return;
  log(`${state.why}: npm install`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['install', '--prefer-offline', '--no-audit', '--no-fund', ...(quiet ? ['--loglevel=error'] : [])], {
    cwd: root,
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    env: { ...process.env, ...NO_DOWNLOADS, npm_config_update_notifier: 'false' },
  });
  if (result.error) fail(`cannot run npm: ${result.error.message}`);
  if (result.status !== 0) fail(`npm install failed (exit ${result.status})`);
  // hash after the install: npm may have rewritten package-lock.json
  writeFileSync(stampFile, `${installHash()}\n`);
  log('npm packages installed');
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Each engine: the file that shows it is installed, and the Debian packages that install it. */
const ENGINES = [
  {
    name: 'Chromium',
    env: 'CHROMIUM_PATH',
    file: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    packages: ['chromium', 'fonts-liberation'],
  },
  { name: 'Firefox ESR', env: 'FIREFOX_PATH', file: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', packages: ['firefox-esr'] },
  {
    name: 'WebKitGTK (WebKitWebDriver and MiniBrowser)',
    env: 'WEBKIT_DRIVER_PATH',
    file: process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver',
    also: [process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/bin/Xvfb'],
    packages: ['webkit2gtk-driver', 'xvfb', 'xauth'],
  },
  {
    name: "Redis (the gateway tests' shared rate-limit store)",
    env: 'REDIS_SERVER_PATH',
    file: process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server',
    packages: ['redis-server'],
  },
];

function ensureBrowsers() {
  const missing = ENGINES.filter((engine) => ![engine.file, ...(engine.also ?? [])].every(isExecutable));
  if (missing.length === 0) return;
  const packages = missing.flatMap((engine) => engine.packages);
  const names = missing.map((engine) => engine.name).join(', ');
  const howTo = `apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${packages.join(' ')}`;
  if (process.platform !== 'linux' || !existsSync('/usr/bin/apt-get')) {
    fail(
      `${names} not found and apt-get is not available here. Install them (${missing.map((e) => e.env).join(', ')} point to other places; browsers are never downloaded by the test tools).`,
    );
  }
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const prefix = asRoot ? [] : ['sudo', '-n'];
  log(`${names} not found: installing Debian's ${packages.join(' ')} with apt-get${asRoot ? '' : ' (through sudo -n)'}`);
  const run = (command) => {
    const [cmd, ...rest] = [...prefix, ...command];
    const result = spawnSync(cmd, rest, {
      stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return result.error ? result.error.message : result.status === 0 ? null : `exit ${result.status}`;
  };
  const problem =
    run(['apt-get', 'update']) ??
    run(['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '--no-install-recommends', ...packages]);
  if (problem) {
    fail(
      `installing ${names} failed (${problem}).${asRoot ? '' : ' Not root, and `sudo -n` did not work.'}\n  Install them by hand as root: ${howTo}`,
    );
  }
  for (const engine of missing) {
    const absent = [engine.file, ...(engine.also ?? [])].filter((file) => !isExecutable(file));
    if (absent.length > 0)
      fail(
        `apt-get installed ${engine.packages.join(' ')}, but ${absent.join(', ')} is still missing (${engine.env} may point elsewhere).`,
      );
    log(`${engine.name} installed`);
  }
}

ensureNpm();
if (wantBrowser) ensureBrowsers();
