// @ts-check
// The contract suite every built-in adapter passes, against this platform's adapter. The
// platform gives its seeded member and a reset; the suite skips, and names, the cases that need
// what it does not give (a second player, an outbox, injected failures, a clock) or what the
// adapter leaves out (sign-up, messages, bonuses, limits …).
import { testProvider } from 'betr-widgets/testing';
import { createOperatorProvider } from '../adapter.js';

testProvider('operator platform', () => createOperatorProvider({ adapter: 'operator', rpcUrl: '/rpc' }), {
  player: { email: 'demo@operator.example', password: 'Spin-4-fun!' },
  async reset() {
    const answer = await fetch('/test/reset', { method: 'POST' });
    if (!answer.ok) throw new Error(`the platform's reset answered ${answer.status}`);
  },
});
