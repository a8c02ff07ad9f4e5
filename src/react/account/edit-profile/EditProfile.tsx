import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import type { Profile } from '../../../domain/model';
import {
  canSubmitProfile,
  isProfileFieldDisabled,
  profileChanges,
  profileFormValues,
  profileHasPassword,
  profileSchema,
  type EditableProfileField,
} from '../../../domain/profile';
import { $accountProfile, updateProfile } from '../../../stores/account';
import { resetForm, setFieldValues } from '../../../stores/forms';
import { useElement } from '../../ui/ElementRoot';
import { Button } from '../../ui/Button';
import { Field, EmailField, PasswordField } from '../../ui/Field';
import { ErrorNotice, Notice } from '../../ui/Notice';
import { Skeleton } from '../../ui/Skeleton';
import { Loaded } from '../../ui/Loaded';
import { useForm } from '../../ui/useForm';
import ui from '../../ui/ui.module.css';
import { MAX_TEXT_LENGTH, MAX_ZIP_LENGTH } from '../../../domain/input-limits';
import { keepingDraft } from '../../../stores/drafts';
import { DraftNotice, useDraft } from '../../ui/DraftNotice';
import { useFormDraft } from '../../ui/useTabDraft';
import { draftShape } from '../../../domain/draft-shape';

const FORM = 'edit-profile';
/** What the player changed survives a reload; the rest comes from the profile again. */
const TAB_DRAFT = draftShape(1, ['form']);

function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Edit profile: email, names, country and currency read-only; address, city, zip and phone
 * editable unless the profile disables them; outside SGA the password confirms the change.
 * Submit is available only when something changed and the form is valid. Each time it opens
 * the profile is asked afresh (stores/account: `$accountProfile`): a change made elsewhere shows.
 */
export default function EditProfile() {
  return (
    <Loaded state={useStore($accountProfile)} retry={() => void $accountProfile.retry()} lines={6}>
      {(profile) => <ProfileForm profile={profile} />}
    </Loaded>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { LL, locale, emit } = useElement();
  const withPassword = profileHasPassword(profile);
  const schema = useMemo(() => profileSchema(withPassword), [withPassword]);
  const form = useForm(FORM, 'player', schema);
  const formId = form.id;
  const filled = form.state.values.email !== undefined;
  useEffect(() => {
    // What the player typed (kept across tab switches) wins over the profile.
    if (!filled) setFieldValues(formId, profileFormValues(profile, countryName(profile.country, locale)));
  }, [filled, formId, profile, locale]);
  // After the fill above: a draft kept when the session ended goes over the profile's values.
  const draft = useDraft(formId);
  useFormDraft(formId, TAB_DRAFT, { typedOnly: true, owned: true });

  const changed = Object.keys(profileChanges(profile, form.values)).length > 0;
  const canSubmit = canSubmitProfile(profile, form.values, form.valid);
  const submit = form.onSubmit(async (output) => {
    const values = output as Record<string, string>;
    const updated = await keepingDraft(formId, () =>
      updateProfile({ ...profileChanges(profile, values), ...(withPassword ? { password: values.password } : {}) }),
    );
    resetForm(formId);
    setFieldValues(formId, profileFormValues(updated, countryName(updated.country, locale)));
    emit('betr-profile-updated', {});
  }, 'updated');
  const editable = (
    name: EditableProfileField,
    label: string,
    input: { type?: string; autoComplete: string; inputMode?: 'tel'; maxLength?: number },
  ) => <Field form={form} name={name} label={label} disabled={isProfileFieldDisabled(profile, name)} {...input} />;

  if (!filled) return <Skeleton label={LL.states.loading()} lines={6} />;
  return (
    <form className={ui.form} onSubmit={submit} noValidate aria-labelledby="edit-profile-title" part="form">
      <h3 className={ui.title} id="edit-profile-title">
        {LL.account.profile.title()}
      </h3>
      <ErrorNotice error={form.state.error} />
      <DraftNotice draft={draft} />
      {form.state.notice === 'updated' && !changed && <Notice level="success">{LL.account.profile.updated()}</Notice>}
      <EmailField form={form} readOnly />
      <Field form={form} name="firstName" label={LL.account.profile.firstName()} readOnly autoComplete="given-name" />
      <Field form={form} name="lastName" label={LL.account.profile.lastName()} readOnly autoComplete="family-name" />
      {editable('address', LL.account.profile.address(), { maxLength: MAX_TEXT_LENGTH, autoComplete: 'street-address' })}
      {editable('city', LL.account.profile.city(), { maxLength: MAX_TEXT_LENGTH, autoComplete: 'address-level2' })}
      {editable('zip', LL.account.profile.zip(), { maxLength: MAX_ZIP_LENGTH, autoComplete: 'postal-code' })}
      {editable('phone', LL.account.profile.phone(), { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
      <Field form={form} name="country" label={LL.account.profile.country()} readOnly autoComplete="country-name" />
      <Field form={form} name="currency" label={LL.account.profile.currency()} readOnly />
      {withPassword && (
        <>
          <p className={ui.text}>{LL.account.profile.confirm()}</p>
          <PasswordField form={form} autoComplete="current-password" disabled={isProfileFieldDisabled(profile, 'password')} />
        </>
      )}
      <div className={ui.actions}>
        <Button type="submit" disabled={!canSubmit} busy={form.submitting}>
          {form.submitting ? LL.states.loading() : LL.account.profile.submit()}
        </Button>
      </div>
    </form>
  );
}
