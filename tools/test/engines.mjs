// The three engines the suite runs in, all from Debian (never a downloaded browser):
//   chromium  /usr/bin/chromium (tools/test/chromium.mjs)
//   firefox   /usr/bin/firefox-esr, driven by puppeteer-core over WebDriver BiDi (no geckodriver)
//   webkit    WebKitGTK's MiniBrowser, driven by WebKitWebDriver (WebDriver classic) under Xvfb
// `BETR_ENGINES=chromium,firefox` narrows a run to some of them.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export const engineNames = ['chromium', 'firefox', 'webkit'];

export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const miniBrowserPath = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** The engines this run asks for (`BETR_ENGINES`, comma-separated), all three by default. */
export function selectedEngines(value = process.env.BETR_ENGINES) {
  if (!value) return engineNames;
  const names = value
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const unknown = names.filter((name) => !engineNames.includes(name));
  if (unknown.length > 0) throw new Error(`BETR_ENGINES: unknown engine ${unknown.join(', ')} (use ${engineNames.join(', ')})`);
  return names;
}

/** puppeteer-core's launch options for Debian's Firefox ESR. */
export const firefoxLaunchOptions = {
  browser: 'firefox',
  executablePath: firefoxPath,
  protocol: 'webDriverBiDi',
  headless: true,
  // A closed network: no update checks, telemetry or remote settings calls flooding it.
  extraPrefsFirefox: {
    'app.update.enabled': false,
    'datareporting.policy.dataSubmissionEnabled': false,
    'toolkit.telemetry.enabled': false,
    'browser.safebrowsing.malware.enabled': false,
    'browser.safebrowsing.phishing.enabled': false,
  },
};

/** The WebDriver capabilities WebKitWebDriver needs to start MiniBrowser for automation. */
export const webkitCapabilities = {
  browserName: 'MiniBrowser',
  'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation'] },
};

const freePort = () =>
  new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });

/** Xvfb on a display it picks itself (`-displayfd`), so runs side by side never collide. */
function startXvfb() {
  return new Promise((resolveDisplay, reject) => {
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    });
    let text = '';
    const timer = setTimeout(() => reject(new Error('Xvfb did not report a display within 10 s')), 10_000);
    xvfb.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`cannot start Xvfb: ${error.message}`));
    });
    xvfb.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited (${code}) before reporting a display`));
    });
    xvfb.stdio[3].on('data', (chunk) => {
      text += chunk;
      if (!text.includes('\n')) return;
      clearTimeout(timer);
      xvfb.stdio[3].destroy();
      resolveDisplay({ process: xvfb, display: `:${text.trim()}` });
    });
  });
}

async function waitForDriver(url, child) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode})`);
    try {
      const answer = await fetch(`${url}/status`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
  throw new Error('WebKitWebDriver did not answer within 15 s');
}

const running = new Set();
process.once('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

/**
 * Xvfb and one WebKitWebDriver on free ports. A driver holds one session at a time, so a caller
 * that wants two WebKit pages at once starts two. `stop()` ends both processes (and they end
 * with this process in any case).
 */
export async function startWebKitDriver() {
  const xvfb = await startXvfb();
  running.add(xvfb.process);
  const port = await freePort();
  const driver = spawn(webkitDriverPath, [`--port=${port}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, DISPLAY: xvfb.display },
  });
  running.add(driver);
  let stderr = '';
  driver.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-2000)));
  const stop = () => {
    for (const child of [driver, xvfb.process]) {
      running.delete(child);
      if (child.exitCode === null) child.kill('SIGTERM');
    }
  };
  try {
    await waitForDriver(`http://127.0.0.1:${port}`, driver);
  } catch (error) {
    stop();
    throw new Error(`${error.message}${stderr ? `: ${stderr.trim()}` : ''}`);
  }
  return { port, url: `http://127.0.0.1:${port}`, display: xvfb.display, stop };
}

/** The version each engine reports, for the README and the run's log. */
export async function engineVersions() {
  const { execFileSync } = await import('node:child_process');
  const read = (command, args) => {
    try {
      return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return 'not installed';
    }
  };
  const { chromiumPath } = await import('./chromium.mjs');
  const webkit = read('dpkg-query', ['-W', '-f', '${Version}', 'libwebkit2gtk-4.1-0']);
  return { chromium: read(chromiumPath, ['--version']), firefox: read(firefoxPath, ['--version']), webkit: `WebKitGTK ${webkit}` };
}
