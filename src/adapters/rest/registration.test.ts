/** Sign-up (./registration): the register and token forms, and the availability checks. */
import { expect } from '@open-wc/testing';
import { caught, errorTexts, platform, SIGNED_IN } from './fake-platform.testing';

describe('rest adapter: sign-up', () => {
  let text: (e: unknown) => string;
  before(async () => {
    text = await errorTexts();
  });

  it("sign-up v2: the SDK's SignUpParams (terms as their current version, annual activity as numbers, UK for UKGC, limits set at sign-up flagged IsSignupLimit: true), then sign-in with the same credentials", async () => {
    const { provider, sent } = platform({
      'POST /player/signup/v2': { json: { PlayerId: 42 } },
      'POST /player/signin/v2': { json: SIGNED_IN },
    });
    expect(
      await provider.signUp({
        email: 'ann@example.com',
        password: 'Secret12!',
        firstName: 'Ann',
        lastName: 'A',
        dateOfBirth: '1990-01-01',
        gender: 'female',
        address: 'Street 1',
        city: 'London',
        zip: 'N1',
        callingCode: '+44',
        phone: '+447700900123',
        country: 'GB',
        currency: 'GBP',
        annualActivity: '16000-25000',
        acceptTerms: true,
        acceptMarketing: true,
        optIns: ['bonus-sms', 'news-emails'],
        jurisdiction: 'UKGC',
        language: 'en-US',
        bonusCode: 'WELCOME',
        depositLimitDay: 100,
        sessionLimitWeek: 600,
      }),
    ).to.deep.equal({ sessionId: 'sid-123', isEmailVerified: true, mustAcceptTerms: false });
    expect(sent.map((r) => `${r.method} ${r.path}`)).to.deep.equal([
      'GET /content/GetDocument',
      'POST /player/signup/v2',
      'POST /player/signin/v2',
      'GET /player/user-info',
      'GET /content/GetDocument',
    ]);
    expect(`${sent[0]!.query}`).to.equal('type=TermsAndConditions&jurisdiction=UK&language=en-US');
    expect(sent[1]!.body).to.deep.equal({
      Email: 'ann@example.com',
      Country: 'GB',
      Language: 'en-US',
      Jurisdiction: 'UK',
      MobilePhoneNumber: '+447700900123',
      PromoCode: 'WELCOME',
      TacVersionAccepted: '2.0',
      OptIns: ['BonusSMSs', 'NewsEmails'],
      Limits: [
        { Type: 'Deposit', Timespan: 1, Amount: 100, IsSignupLimit: true },
        { Type: 'LoginTime', Timespan: 7, Amount: 600, IsSignupLimit: true },
      ],
      ExpectedAnnualActivityFrom: 16000,
      ExpectedAnnualActivityTo: 25000,
      Platform: 'desktop',
      UserAgent: navigator.userAgent,
      Password: 'Secret12!',
      BirthDate: '1990-01-01',
      FirstName: 'Ann',
      LastName: 'A',
      Gender: 'Female',
      Address1: 'Street 1',
      City: 'London',
      Zip: 'N1',
      Currency: 'GBP',
      DontSendActivationCode: false,
    });
    expect(sent[1]!.headers.has('X-Player-Session-Id')).to.equal(false);
  });

  it("sign-up token: {JwtTokenString, …} without the register's fields; a SessionId in the answer is taken, no sign-in", async () => {
    const { provider, sent } = platform({ 'POST /player/signup/token': { json: { PlayerId: 43, SessionId: 'sid-tok' } } });
    const result = await provider.signUp({
      email: 'sven@example.com',
      firstName: '',
      lastName: '',
      dateOfBirth: '',
      address: '',
      city: '',
      zip: '',
      callingCode: '+46',
      phone: '+46701234567',
      country: 'SE',
      currency: 'SEK',
      annualActivity: '860000+',
      acceptTerms: false,
      acceptMarketing: false,
      jurisdiction: 'SGA',
      language: 'sv',
      token: 'jwt-1',
    });
    expect(result.sessionId).to.equal('sid-tok');
    expect(sent.map((r) => r.path)).not.to.include('/player/signin/v2');
    expect(sent.find((r) => r.path === '/player/signup/token')!.body).to.deep.equal({
      Email: 'sven@example.com',
      Country: 'SE',
      Language: 'sv',
      Jurisdiction: 'SGA',
      MobilePhoneNumber: '+46701234567',
      OptIns: [],
      Limits: [],
      ExpectedAnnualActivityFrom: 860000,
      Platform: 'desktop',
      UserAgent: navigator.userAgent,
      JwtTokenString: 'jwt-1',
    });
  });

  it("validate-email and validate-phone answer availability: false is the spec's player-conflict and phone message", async () => {
    const taken = platform({ 'GET /player/validate-email': { json: false }, 'GET /player/validate-phone': { json: false } });
    const conflict = await caught(() => taken.provider.validateEmail('ann@example.com', 'UKGC'));
    expect(text(conflict)).to.equal('Player already exists');
    expect(`${taken.last().query}`).to.equal('email=ann%40example.com&jurisdiction=UK');
    expect(text(await caught(() => taken.provider.validatePhone('+3561', 'MGA')))).to.equal('Phone already exists');
    const free = platform({ 'GET /player/validate-email': { json: true }, 'GET /player/validate-phone': { json: true } });
    await free.provider.validateEmail('new@example.com', 'MGA');
    await free.provider.validatePhone('+3562', 'MGA');
  });
});
