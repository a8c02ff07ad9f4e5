#!/usr/bin/env node
// Installs what a fresh clone is missing; a fast no-op when everything is there.
//   node tools/ensure-deps.mjs [--quiet] [--browser]
// npm packages: `npm install --no-audit --no-fund` (with the lockfile; never `npm ci`, which
// fails on this registry) when node_modules is missing or out of date. "Out of date" is read
// from node_modules/.betr-install-stamp, which holds a hash of package-lock.json and of the
// dependency fields of package.json as of the last install.
// --browser: Debian's Chromium (/usr/bin/chromium or $CHROMIUM_PATH) through apt-get when
// missing. No test tool ever downloads a browser.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync, accessSync, constants } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
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

function ensureNpm() {
  const state = npmUpToDate();
  if (state.ok) return;
  log(`${state.why}: npm install`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['install', '--no-audit', '--no-fund', ...(quiet ? ['--loglevel=error'] : [])], {
    cwd: root,
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    env: { ...process.env, npm_config_update_notifier: 'false' },
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

function ensureBrowser() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (isExecutable(chromium)) return;
  const howTo = 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium fonts-liberation';
  if (process.platform !== 'linux' || !existsSync('/usr/bin/apt-get')) {
    fail(`Chromium not found at ${chromium} and apt-get is not available here. Install Chromium and set CHROMIUM_PATH to it (browsers are never downloaded by the test tools).`);
  }
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const prefix = asRoot ? [] : ['sudo', '-n'];
  log(`Chromium not found at ${chromium}: installing Debian's chromium with apt-get${asRoot ? '' : ' (through sudo -n)'}`);
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
    run(['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '--no-install-recommends', 'chromium', 'fonts-liberation']);
  if (problem) {
    fail(
      `installing Chromium failed (${problem}).${asRoot ? '' : ' Not root, and `sudo -n` did not work.'}\n` +
        `  Install it by hand as root: ${howTo}\n  or point CHROMIUM_PATH at an existing Chromium.`,
    );
  }
  if (!isExecutable(chromium)) {
    fail(`apt-get installed chromium, but ${chromium} is still missing${process.env.CHROMIUM_PATH ? ' (CHROMIUM_PATH points elsewhere than /usr/bin/chromium)' : ''}.`);
  }
  log(`Chromium installed at ${chromium}`);
}

ensureNpm();
if (wantBrowser) ensureBrowser();
