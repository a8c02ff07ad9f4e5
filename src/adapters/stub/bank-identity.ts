import { ProviderError } from '../provider';
import type { OAuthResult } from '../../domain/model';
import type { CasinoCore } from './core';
import type { Sessions } from './sessions';
import { MINUTE } from './time';

/** A bank answers within minutes or the attempt is over. */
const ORDER_LIFETIME = 3 * MINUTE;

export type CollectResult = OAuthResult | { kind: 'pending'; qrCode: string } | { kind: 'failed' };

/**
 * Bank identity (OAuth) sign-in and sign-up. Nobody scans anything here: an attempt stays
 * pending until a test or the demo approves it for a person (email or personal number)
 * or denies it.
 */
export class BankIdentity {
  constructor(
    private readonly casino: CasinoCore,
    private readonly sessions: Sessions,
  ) {}

  start(mode: 'sign-in' | 'sign-up'): { orderRef: string; qrCode: string; autoStartUrl: string } {
    const orderRef = this.casino.randomHex(16);
    this.casino.state.oauthOrders[orderRef] = { mode, status: 'pending', person: null, started: this.casino.iso() };
    this.casino.save();
    return { orderRef, qrCode: this.qrCode(orderRef), autoStartUrl: `bankid:///?autostarttoken=${orderRef}&redirect=null` };
  }

  /**
   * One answer per attempt: once approved or denied the order is gone. A known person is
   * signed in (or refused, e.g. from the Spelpaus register); an unknown one gets a token
   * for token sign-up.
   */
  collect(orderRef: string): CollectResult {
    const order = this.casino.state.oauthOrders[orderRef];
    if (!order) return { kind: 'failed' };
    const expired = this.casino.now() - Date.parse(order.started) > ORDER_LIFETIME;
    if (order.status === 'pending' && !expired) return { kind: 'pending', qrCode: this.qrCode(orderRef) };
    delete this.casino.state.oauthOrders[orderRef];
    this.casino.save();
    if (order.status !== 'approved' || !order.person) return { kind: 'failed' };

    const area = order.mode === 'sign-up' ? 'sign-up' : 'sign-in';
    const player = this.casino.findPlayer(order.person);
    if (player) return { kind: 'session', result: this.sessions.admit(player, area) };
    if (this.casino.inSpelpaus(order.person)) throw new ProviderError(area, 'spel-paus-validation-error');
    const token = this.casino.randomHex(16);
    this.casino.state.signUpTokens[token] = { personalNumber: order.person.includes('@') ? null : order.person };
    this.casino.save();
    return { kind: 'sign-up-token', token };
  }

  approve(orderRef: string, person: string): void {
    const order = this.pending(orderRef);
    order.person = person.trim().toLowerCase();
    order.status = 'approved';
    this.casino.save();
  }

  deny(orderRef: string): void {
    this.pending(orderRef).status = 'denied';
    this.casino.save();
  }

  private pending(orderRef: string) {
    const order = this.casino.state.oauthOrders[orderRef];
    if (order?.status !== 'pending') throw new Error(`No pending bank-identity order ${orderRef}`);
    return order;
  }

  /** Like a bank's animated QR: the text changes every second of the attempt. */
  private qrCode(orderRef: string): string {
    const order = this.casino.state.oauthOrders[orderRef];
    const seconds = order ? Math.floor((this.casino.now() - Date.parse(order.started)) / 1000) : 0;
    return `bankid.${orderRef}.${seconds}`;
  }
}
