import { expect } from '@open-wc/testing';
import { base64url, codeChallenge, sha256 } from './pkce';
import { deviceId } from './device-id';

describe('lookup PKCE', () => {
  it('the code challenge is the base64url SHA-256 of the verifier (RFC 7636 appendix B)', async () => {
    expect(await codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).to.equal('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('the challenge equals SHA-256 of the verifier computed independently, with no padding or +/ characters', async () => {
    const verifier = 'a-verifier_with.some~characters-0123456789-0123456789-0123456789';
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
    const challenge = await codeChallenge(verifier);
    expect(challenge).to.match(/^[A-Za-z0-9_-]{43}$/);
    const decoded = Uint8Array.from(atob(challenge.replace(/-/g, '+').replace(/_/g, '/') + '='), (c) => c.charCodeAt(0));
    expect([...decoded]).to.deep.equal([...digest]);
    expect(base64url(await sha256(verifier))).to.equal(challenge);
  });
});

describe('device id', () => {
  it('a device id is generated from a few stable browser traits, hashed: the same every time', async () => {
    const first = await deviceId();
    expect(first).to.match(/^[0-9a-f]{64}$/);
    expect(await deviceId()).to.equal(first);
  });
});
