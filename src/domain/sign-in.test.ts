import { expect } from '@open-wc/testing';
import { flatten, safeParse } from 'valibot';
import { activationSchema, forgotPasswordSchema, signInSchema } from './sign-in';
import { resetPasswordSchema } from './new-password';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function errors(schema: any, input: Record<string, string>) {
  const result = safeParse(schema, input);
  return result.success ? {} : (flatten(result.issues).nested ?? {});
}

describe('sign-in family rules', () => {
  it('email: valid, trimmed, required — "Must provide an email address"', () => {
    expect(errors(forgotPasswordSchema, { email: '' }).email?.[0]).to.equal('emailRequired');
    expect(errors(forgotPasswordSchema, { email: 'nope' }).email?.[0]).to.equal('emailInvalid');
    const ok = safeParse(forgotPasswordSchema, { email: '  player@example.com ' });
    expect(ok.success && ok.output.email).to.equal('player@example.com');
  });

  it('password: trimmed, required — "Please enter your password"', () => {
    expect(errors(signInSchema, { email: 'a@b.co', password: '   ' }).password?.[0]).to.equal('passwordRequired');
    expect(safeParse(signInSchema, { email: 'a@b.co', password: 'x' }).success).to.equal(true);
  });

  it('reset password: strength rule, then confirm required and must match', () => {
    expect(errors(resetPasswordSchema(), { password: 'weak', confirmPassword: 'weak' }).password?.[0]).to.equal('passwordStrength');
    expect(errors(resetPasswordSchema(), { password: 'Password1!', confirmPassword: '' }).confirmPassword?.[0]).to.equal(
      'confirmPasswordRequired',
    );
    expect(errors(resetPasswordSchema(), { password: 'Password1!', confirmPassword: 'Password2!' }).confirmPassword?.[0]).to.equal(
      'passwordsMustMatch',
    );
    expect(safeParse(resetPasswordSchema(), { password: 'Password1!', confirmPassword: 'Password1!' }).success).to.equal(true);
  });

  it('reset password with a username: the password cannot include the email', () => {
    expect(
      errors(resetPasswordSchema('ann@example.com'), { password: 'Ann@example.com1', confirmPassword: 'Ann@example.com1' }).password?.[0],
    ).to.equal('passwordIncludesEmail');
  });

  it('activation: email valid and required, code required — "Must provide an activation code"', () => {
    expect(errors(activationSchema, { email: 'a@b.co', activationCode: '' }).activationCode?.[0]).to.equal('activationCodeRequired');
    expect(errors(activationSchema, { email: '', activationCode: '1' }).email?.[0]).to.equal('emailRequired');
  });
});
