import { expect } from '@open-wc/testing';
import common from '../../locales/en-US/common';
import errors from '../../locales/en-US/errors';
import { ERROR_KEYS, inArea, isErrorKey, type ErrorArea } from './error-catalogue';

/** The base locale's catalogue texts by area: `errors` plus `general`, which lives in `common`. */
const TEXTS = { ...errors.errors, general: common.errors.general } as Record<string, Record<string, string>>;
const AREAS = Object.keys(ERROR_KEYS) as ErrorArea[];

describe("error keys: the union generated from the spec's error catalogue (tools/build/error-keys.mjs)", () => {
  it('every key of every area has its text in the base locale, so t(area.key) never falls through; unknown-error may use the fallback', () => {
    const missing = AREAS.flatMap((area) =>
      ERROR_KEYS[area].filter((key) => key !== 'unknown-error' && !TEXTS[area]?.[key]).map((key) => `${area}.${key}`),
    );
    expect(missing).to.deep.equal([]);
  });

  it('"anything else becomes unknown-error" (cashier §8): every area holds unknown-error', () => {
    expect(AREAS.filter((area) => !isErrorKey(area, 'unknown-error'))).to.deep.equal([]);
  });

  it('the base locale holds no catalogue text for a key the union lacks', () => {
    const stray = Object.entries(TEXTS).flatMap(([area, texts]) =>
      Object.keys(texts)
        .filter((key) => !isErrorKey(area as ErrorArea, key))
        .map((key) => `${area}.${key}`),
    );
    expect(stray).to.deep.equal([]);
  });

  it("the spec's rows are there with their exact text (onboarding §8, account §8)", () => {
    expect(TEXTS['sign-in']!['incorrect-credentials']).to.equal('Incorrect credentials');
    expect(TEXTS['sign-up']!['player-conflict']).to.equal('Player already exists');
    expect(TEXTS['reset-password']!['link-expired']).to.equal('Your reset password link has expired.');
    expect(TEXTS.activate!['incorrect-code']).to.equal('Incorrect activation code. Try again or request a new activation code.');
    expect(TEXTS['bonus-selector']!['invalid-bonus']).to.equal(
      'You are unfortunately not eligible for this bonus, please choose another one.',
    );
    expect(TEXTS.player!['incorrect-credentials']).to.equal('Your old password is incorrect.');
    expect(TEXTS.kyc!['invalid-file-type']).to.equal('Invalid file type.');
    expect(TEXTS.tournament!['not-found']).to.equal('Tournament not found.');
  });

  it('invalid-field-{...} is one key per field the spec lists, in the area that lists it', () => {
    expect(ERROR_KEYS['sign-in']).to.include.members(['invalid-field-username', 'invalid-field-password']);
    expect(ERROR_KEYS['sign-up']).to.include.members([
      'invalid-field-email',
      'invalid-field-dob',
      'invalid-field-first-name',
      'invalid-field-jurisdiction',
    ]);
    expect(isErrorKey('sign-in', 'invalid-field-email')).to.equal(false);
  });

  it('a key made at run time that the area lacks "becomes unknown-error" (cashier §8)', () => {
    expect(inArea('sign-up', 'invalid-field-city')).to.equal('invalid-field-city');
    expect(inArea('sign-up', 'invalid-field-nickname')).to.equal('unknown-error');
    expect(inArea('sign-in', 'player-conflict')).to.equal('unknown-error');
    expect(inArea('kyc', 'invalid-field-city')).to.equal('unknown-error');
  });
});
