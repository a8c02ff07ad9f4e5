/** Activation (./activation), with the password and terms calls that share its payload case. */
import { expect } from '@open-wc/testing';
import { caught, platform } from './fake-platform.testing';

describe('rest adapter: activation', () => {
  it("activation, reset and terms: the SDK's payloads (DeviceDetails, Provider)", async () => {
    const { provider, sent } = platform();
    await provider.activate('ann@example.com', '123456');
    await provider.requestActivationCode('ann@example.com');
    await provider.forgotPassword('ann@example.com');
    await provider.resetPassword({ token: 'tok', username: 'ann@example.com', password: 'Secret12!' });
    await provider.changePassword('Old-Passw0rd', 'New-Passw0rd');
    await provider.acceptTerms('2.0');
    expect(sent.map((r) => [`${r.method} ${r.path}`, r.body])).to.deep.equal([
      [
        'POST /player/activate',
        { UsernameOrEmail: 'ann@example.com', Code: '123456', DeviceDetails: { Platform: 'desktop', UserAgent: navigator.userAgent } },
      ],
      ['POST /player/request-activation-code', { UsernameOrEmail: 'ann@example.com', Provider: 'Email' }],
      ['POST /player/request-password-reset', { UsernameOrEmail: 'ann@example.com' }],
      ['POST /player/reset-password', { UsernameOrEmail: 'ann@example.com', Token: 'tok', NewPassword: 'Secret12!' }],
      ['POST /player/change-password', { CurrentPassword: 'Old-Passw0rd', NewPassword: 'New-Passw0rd' }],
      ['GET /player/update-player-tac', undefined],
    ]);
    expect(sent[5]!.query.get('tacVersionAccepted')).to.equal('2.0');
  });

  it('activation answering a session signs a signed-out player in with it', async () => {
    const { provider, events, last } = platform({ 'POST /player/activate': { json: { SessionId: 'sid-act' } } });
    await provider.activate('ann@example.com', '123456');
    expect(events).to.deep.equal([{ type: 'session', signedIn: true, sessionId: 'sid-act' }]);
    await caught(() => provider.getWallet());
    expect(last().headers.get('X-Player-Session-Id')).to.equal('sid-act');
  });
});
