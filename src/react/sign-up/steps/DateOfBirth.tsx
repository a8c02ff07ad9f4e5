import { birthDays, birthMonths, birthYears } from '../../../domain/date-of-birth';
import { useElement } from '../../ui/ElementRoot';
import type { SelectOption } from '../../ui/Select';
import { Choice } from './Choice';
import type { BoundForm } from '../../ui/bound';
import ui from '../../ui/ui.module.css';
import controls from '../../ui/controls.module.css';

const numbers = (list: number[], label: (n: number) => string = String): SelectOption[] =>
  list.map((n) => ({ value: String(n), label: label(n) }));

/**
 * Day, month and year as three dropdowns under one legend, with one error for the date. The
 * year list covers 100 years up to the current year minus 18; for that year, months and
 * days stop at today. A value chosen before the year capped it stays listed, with the
 * under-18 error, rather than silently changing under the player.
 */
export function DateOfBirth({ form, values, today }: { form: BoundForm; values: Record<string, string>; today: Date }) {
  const { LL, locale } = useElement();
  const year = values.dobYear ? Number(values.dobYear) : null;
  const month = values.dobMonth ? Number(values.dobMonth) : null;
  const keep = (list: number[], chosen: string | undefined) => {
    const n = Number(chosen);
    return chosen && !list.includes(n) ? [...list, n].sort((a, b) => a - b) : list;
  };
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long' });
  const error = form.errorOf('dobDay') ?? form.errorOf('dobMonth') ?? form.errorOf('dobYear');
  const errorId = `${form.id}-dob-error`;
  // Each dropdown: its field, label, autofill token and choices.
  const parts: [string, string, string, SelectOption[]][] = [
    ['dobDay', LL.signUp.fields.day(), 'bday-day', numbers(keep(birthDays(year, month, today), values.dobDay))],
    [
      'dobMonth',
      LL.signUp.fields.month(),
      'bday-month',
      numbers(keep(birthMonths(year, today), values.dobMonth), (m) => monthName.format(new Date(2000, m - 1, 1))),
    ],
    ['dobYear', LL.signUp.fields.year(), 'bday-year', numbers(birthYears(today))],
  ];
  return (
    <fieldset className={controls.group} part="field">
      <legend className={ui.label} part="label">
        {LL.signUp.fields.dateOfBirth()}
      </legend>
      <div className={controls.row}>
        {parts.map(([name, label, autoComplete, options]) => (
          <Choice key={name} form={form} name={name} label={label} groupErrorId={errorId} autoComplete={autoComplete} options={options} />
        ))}
      </div>
      {error && (
        <p className={ui.fieldError} id={errorId} part="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
