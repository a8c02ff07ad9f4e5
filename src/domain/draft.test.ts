import { expect } from '@open-wc/testing';
import { DRAFT_MAX_AGE_MS, draftRecord, isSecretField, readDraft } from './draft';
import { draftShape } from './draft-shape';

const WIZARD = draftShape(2, ['contact', 'personal'], ['contact', 'personal']);
const FORM = draftShape(1, ['form']);
const NOW = 1_800_000_000_000;

describe('draft rules: drafts survive a reload', () => {
  it('a draft is stored as { v: shape version, at: ms, step, values } of the filled fields only', () => {
    const text = draftRecord(
      WIZARD,
      { step: 'personal', values: { contact: { email: 'ann@example.com', phone: '' }, personal: { firstName: '' } } },
      NOW,
    );
    expect(JSON.parse(text!)).to.deep.equal({ v: 2, at: NOW, step: 'personal', values: { contact: { email: 'ann@example.com' } } });
  });

  it('nothing filled is no draft (null: the stored one is removed)', () => {
    expect(draftRecord(FORM, { values: { form: { amount: '' } } }, NOW)).to.equal(null);
  });

  it('a password, an activation code or a reset code is never written; a bonus code is', () => {
    const text = draftRecord(
      FORM,
      {
        values: {
          form: {
            password: 'Secret12!',
            newPassword: 'a',
            confirmPassword: 'b',
            activationCode: '123456',
            code: '999',
            resetCode: '42',
            bonusCode: 'WELCOME',
            city: 'Sliema',
          },
        },
      },
      NOW,
    );
    expect(JSON.parse(text!).values).to.deep.equal({ form: { bonusCode: 'WELCOME', city: 'Sliema' } });
    expect(isSecretField('oldPassword')).to.equal(true);
    expect(isSecretField('bonusCode')).to.equal(false);
  });

  it('a draft is read back at its step with its values', () => {
    const text = draftRecord(WIZARD, { step: 'personal', values: { contact: { email: 'ann@example.com' } } }, NOW);
    expect(readDraft(text, WIZARD, NOW + 1000)).to.deep.equal({ step: 'personal', values: { contact: { email: 'ann@example.com' } } });
  });

  it('a draft older than 30 minutes is dropped; one of exactly 30 minutes is kept', () => {
    const text = draftRecord(FORM, { values: { form: { amount: '50' } } }, NOW);
    expect(DRAFT_MAX_AGE_MS).to.equal(30 * 60 * 1000);
    expect(readDraft(text, FORM, NOW + DRAFT_MAX_AGE_MS)).to.deep.equal({ values: { form: { amount: '50' } } });
    expect(readDraft(text, FORM, NOW + DRAFT_MAX_AGE_MS + 1)).to.equal(null);
  });

  it('a draft that cannot be read is dropped: not JSON, another version (a deploy changed the shape), an unknown step or part, a non-string value', () => {
    expect(readDraft('{"v":1,', FORM, NOW)).to.equal(null);
    expect(readDraft(null, FORM, NOW)).to.equal(null);
    expect(readDraft(JSON.stringify({ v: 1, at: NOW, step: 'contact', values: { contact: { email: 'a@b.c' } } }), WIZARD, NOW)).to.equal(
      null,
    );
    expect(readDraft(JSON.stringify({ v: 2, at: NOW, step: 'address', values: {} }), WIZARD, NOW)).to.equal(null);
    expect(readDraft(JSON.stringify({ v: 2, at: NOW, values: { billing: { city: 'x' } } }), WIZARD, NOW)).to.equal(null);
    expect(readDraft(JSON.stringify({ v: 1, at: NOW, values: { form: { amount: 50 } } }), FORM, NOW)).to.equal(null);
    expect(readDraft(JSON.stringify({ v: 1, at: String(NOW), values: { form: { amount: '50' } } }), FORM, NOW)).to.equal(null);
  });

  it("a signed-in player's draft is read back for that player only", () => {
    const text = draftRecord(FORM, { owner: 'u-1001', values: { form: { city: 'Sliema' } } }, NOW);
    expect(readDraft(text, FORM, NOW, 'u-1001')).to.deep.equal({ owner: 'u-1001', values: { form: { city: 'Sliema' } } });
    expect(readDraft(text, FORM, NOW, 'u-2002')).to.equal(null);
    expect(readDraft(text, FORM, NOW)).to.equal(null);
  });

  it('a password written by some other code is still never read back', () => {
    const text = JSON.stringify({ v: 1, at: NOW, values: { form: { password: 'Secret12!', city: 'Sliema' } } });
    expect(readDraft(text, FORM, NOW)).to.deep.equal({ values: { form: { city: 'Sliema' } } });
  });
});
