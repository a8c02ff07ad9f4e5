import { expect } from '@open-wc/testing';
import { flatten, safeParse } from 'valibot';
import { changePasswordSchema } from './change-password';

const schema = changePasswordSchema(() => 'player@example.com');
function firstError(input: { oldPassword: string; newPassword: string }, field: 'oldPassword' | 'newPassword') {
  const result = safeParse(schema, input);
  return result.success ? undefined : flatten<typeof schema>(result.issues).nested?.[field]?.[0];
}

describe('change password', () => {
  it("old password is required: 'Please enter your old password'", () => {
    expect(firstError({ oldPassword: '', newPassword: 'Fresh-Passw0rd' }, 'oldPassword')).to.equal('oldPasswordRequired');
  });

  it("new password is required: 'Please enter your new password'", () => {
    expect(firstError({ oldPassword: 'Password1!', newPassword: '' }, 'newPassword')).to.equal('newPasswordRequired');
  });

  it("new must differ from old: 'Must be a new password'", () => {
    expect(firstError({ oldPassword: 'Password1!', newPassword: 'Password1!' }, 'newPassword')).to.equal('mustBeNewPassword');
  });

  it('the new password should follow the shared password rule', () => {
    expect(firstError({ oldPassword: 'Password1!', newPassword: 'short1!' }, 'newPassword')).to.equal('passwordStrength');
    expect(firstError({ oldPassword: 'Password1!', newPassword: 'alllowercase1!' }, 'newPassword')).to.equal('passwordStrength');
  });

  it("and not contain the user's email ('Password cannot include your email')", () => {
    expect(firstError({ oldPassword: 'Password1!', newPassword: 'Player@example.com1' }, 'newPassword')).to.equal('passwordIncludesEmail');
  });

  it('a valid change passes', () => {
    expect(safeParse(schema, { oldPassword: 'Password1!', newPassword: 'Fresh-Passw0rd' }).success).to.equal(true);
  });
});
