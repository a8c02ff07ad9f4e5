import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { addressSchema } from '../../../domain/sign-up';
import { countriesAllowedIn, currencyOfCountry } from '../../../domain/countries';
import { formState, setFieldValues } from '../../../stores/forms';
import { $visitorCountry } from '../../../stores/jurisdiction';
import { useElement } from '../../ui/ElementRoot';
import { useForm } from '../../ui/useForm';
import { Field } from '../../ui/Field';
import { Choice } from './Choice';
import controls from '../../ui/controls.module.css';
import { StepFrame } from '../StepFrame';
import { useWizard } from '../wizard-context';
import { MAX_TEXT_LENGTH, MAX_ZIP_LENGTH } from '../../../domain/input-limits';

/**
 * address: address, city, zip, country (only the jurisdiction's allowed countries, named in
 * the player's language), currency. Changing country sets the currency to that country's.
 */
export function AddressStep() {
  const { LL, locale } = useElement();
  const wizard = useWizard();
  const id = wizard.formKey();
  const form = useForm(wizard.formName(), 'sign-up', addressSchema);
  const visitor = useStore($visitorCountry);
  const countries = useMemo(
    () => countriesAllowedIn(wizard.jurisdiction, wizard.options.countries),
    [wizard.jurisdiction, wizard.options.countries],
  );
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      return null;
    }
  }, [locale]);

  // The visitor's country (when allowed) and its currency are the likely answers.
  useEffect(() => {
    if (formState(id).values.country) return;
    const home = countries.find((c) => c.code === visitor?.country);
    if (home) setFieldValues(id, { country: home.code, currency: home.currency });
    else if (!formState(id).values.currency) setFieldValues(id, { currency: wizard.currency() });
  }, [id, countries, visitor?.country, wizard]);

  const countryOptions = countries.map((c) => ({ value: c.code, label: names?.of(c.code) ?? c.name }));
  const currencyOptions = wizard.options.currencies.map((code) => ({ value: code, label: code }));
  const chooseCountry = (code: string) => {
    const currency = currencyOfCountry(countries, code);
    if (currency) setFieldValues(id, { currency });
  };

  return (
    <StepFrame form={form} onSubmit={form.onSubmit(() => wizard.next())}>
      <Field form={form} name="address" maxLength={MAX_TEXT_LENGTH} label={LL.signUp.fields.address()} autoComplete="street-address" />
      <div className={controls.row}>
        <Field form={form} name="city" maxLength={MAX_TEXT_LENGTH} label={LL.signUp.fields.city()} autoComplete="address-level2" />
        <Field form={form} name="zip" maxLength={MAX_ZIP_LENGTH} label={LL.signUp.fields.zip()} autoComplete="postal-code" />
      </div>
      <div className={controls.row}>
        <Choice
          form={form}
          name="country"
          label={LL.signUp.fields.country()}
          options={countryOptions}
          autoComplete="country"
          onValueChange={chooseCountry}
        />
        <Choice form={form} name="currency" label={LL.signUp.fields.currency()} options={currencyOptions} />
      </div>
    </StepFrame>
  );
}
