/**
 * The engine a test runs in, read from the user agent. A test that needs what one engine's
 * driver cannot do (web-test-runner's emulateMedia needs Chromium's DevTools protocol) skips
 * there and says why; the README's "Supported browsers" lists each such skip.
 */
export const engine: 'chromium' | 'firefox' | 'webkit' = /Firefox\//.test(navigator.userAgent)
  ? 'firefox'
  : /Chrome\/|Chromium\//.test(navigator.userAgent)
    ? 'chromium'
    : 'webkit';
