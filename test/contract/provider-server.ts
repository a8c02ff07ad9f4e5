/**
 * The local provider server the rest and wamp suites talk to: the one `npm test` starts on
 * $PORT (4000 by default) for this step. web-test-runner.config.mjs hands the port to the
 * test page as `window.BETR_PROVIDER_SERVER`, so a run can go on while :4000 is taken; and the
 * server's cashier stand-in ($CASHIER_PORT, 5000 by default) as `window.BETR_CASHIER_SERVER`.
 */
export const PROVIDER_SERVER = (globalThis as { BETR_PROVIDER_SERVER?: string }).BETR_PROVIDER_SERVER ?? 'http://localhost:4000';
export const CASHIER_SERVER = (globalThis as { BETR_CASHIER_SERVER?: string }).BETR_CASHIER_SERVER ?? 'http://localhost:5000';
