// Running npm test's commands: each in the repository, its output shown or held; their results
// as counts (a command's exit code, or the results file a test runner wrote).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const bin = (name) => join(root, 'node_modules', '.bin', name);

/** Run a command; with `output` (an array) its stdout and stderr are collected there instead of shown. */
export function run(command, args, env = {}, output = null) {
  return new Promise((resolveRun) => {
    const stdio = output ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'];
    const child = spawn(command, args, { cwd: root, stdio, env: { ...process.env, ...env } });
    if (output) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('error', (error) => resolveRun({ code: null, error: error.message }));
    child.on('close', (code, signal) => resolveRun({ code, signal }));
  });
}

export function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

export function hasTestFiles(dir) {
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { withFileTypes: true }).some((entry) =>
    entry.isDirectory() ? hasTestFiles(join(dir, entry.name)) : entry.name.endsWith('.test.ts'),
  );
}

export function portInUse(port) {
  return new Promise((resolvePort) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolvePort(true);
    });
    socket.once('error', () => resolvePort(false));
  });
}

export const exitText = ({ code, signal, error }) =>
  error ? `could not start: ${error}` : signal ? `killed by ${signal}` : `exit ${code}`;

/** 1 test, passed when the command exits 0. */
export async function single(command, args, output = null) {
  const result = await run(command, args, {}, output);
  return result.code === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0, note: exitText(result) };
}

/** The counts a test runner wrote to `file`; a crash without results is 1 failed. */
export async function counted(command, args, file, readCounts, env = {}, output = null) {
  rmSync(file, { force: true });
  const result = await run(command, args, env, output);
  const counts = existsSync(file) ? readCounts(readJson(file)) : null;
  if (!counts) return { passed: 0, failed: 1, skipped: 0, note: `no results (${exitText(result)})` };
  if (result.code !== 0 && counts.failed === 0) return { ...counts, failed: 1, note: `${exitText(result)} without a failed test` };
  return counts;
}
