import { formatPhone } from '@immo/shared';
import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldState } from './field-state.js';
import { asList, numberInput } from './field-values.js';

type BaseProps = { name: string; label: string; required?: boolean; help?: string };

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean | undefined }) {
  const { t } = useTranslation('forms');
  return (
    <label className="immo-field__label" htmlFor={htmlFor}>
      {label}
      {required && (
        <span className="immo-field__required" title={t('requiredMark')}>
          {' '}
          *
        </span>
      )}
    </label>
  );
}

function HelpAndError({
  help,
  helpId,
  error,
  errorId,
}: {
  help?: string | undefined;
  helpId: string;
  error: string | null;
  errorId: string;
}) {
  return (
    <>
      {help && (
        <p className="immo-field__help" id={helpId}>
          {help}
        </p>
      )}
      {error && (
        <p className="immo-field__error" id={errorId}>
          {error}
        </p>
      )}
    </>
  );
}

type TextProps = BaseProps & {
  type?: 'text' | 'email' | 'tel' | 'date' | 'number';
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email';
  /** How the typed text becomes the field's value (a number as people write it, see NumberField). */
  setValueAs?: (value: unknown) => unknown;
};

/** A text input with its label, help and error; a phone number is grouped as SPEC §5 says once typed. */
export function TextField({
  name,
  label,
  required,
  help,
  type = 'text',
  autoComplete,
  placeholder,
  inputMode,
  setValueAs,
}: TextProps) {
  const { register, setValue, getValues } = useFormContext();
  const field = useFieldState(name, Boolean(help));
  const registered = register(name, {
    ...(setValueAs && { setValueAs }),
    ...(type === 'tel' && {
      onBlur: () => setValue(name, formatPhone(String(getValues(name) ?? '')), { shouldDirty: true }),
    }),
  });
  return (
    <div className="immo-field">
      <Label htmlFor={field.id} label={label} required={required} />
      <input
        id={field.id}
        className="immo-field__control"
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={inputMode}
        required={required}
        {...field.aria}
        {...registered}
      />
      <HelpAndError help={help} helpId={field.helpId} error={field.error} errorId={field.errorId} />
    </div>
  );
}

export function TextAreaField({ name, label, required, help, placeholder }: BaseProps & { placeholder?: string }) {
  const { register } = useFormContext();
  const field = useFieldState(name, Boolean(help));
  return (
    <div className="immo-field">
      <Label htmlFor={field.id} label={label} required={required} />
      <textarea
        id={field.id}
        className="immo-field__control"
        rows={5}
        placeholder={placeholder}
        required={required}
        {...field.aria}
        {...register(name)}
      />
      <HelpAndError help={help} helpId={field.helpId} error={field.error} errorId={field.errorId} />
    </div>
  );
}

export type Option = { value: string; label: string };

export function SelectField({
  name,
  label,
  required,
  help,
  options,
  placeholder,
}: BaseProps & { options: readonly Option[]; placeholder?: string }) {
  const { register } = useFormContext();
  const field = useFieldState(name, Boolean(help));
  return (
    <div className="immo-field">
      <Label htmlFor={field.id} label={label} required={required} />
      <select id={field.id} className="immo-field__control" required={required} {...field.aria} {...register(name)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <HelpAndError help={help} helpId={field.helpId} error={field.error} errorId={field.errorId} />
    </div>
  );
}

/** The checkboxes of a list field: its value is the list of the checked ones, however many options. */
function CheckList({ name, options }: { name: string; options: readonly Option[] }) {
  const { field } = useController({ name });
  const checked = asList(field.value);
  return options.map((option, index) => (
    <label key={option.value} className="immo-choice">
      <input
        type="checkbox"
        name={name}
        value={option.value}
        checked={checked.includes(option.value)}
        ref={index === 0 ? field.ref : undefined}
        onBlur={field.onBlur}
        onChange={(event) =>
          field.onChange(
            event.target.checked ? [...checked, option.value] : checked.filter((value) => value !== option.value),
          )
        }
      />
      <span>{option.label}</span>
    </label>
  ));
}

/**
 * Radio buttons or checkboxes in a fieldset whose legend is the question; the error is tied to the
 * group. Checkboxes always give a list (a native lone checkbox would give true/false).
 */
export function ChoiceField({
  name,
  label,
  required,
  help,
  options,
  multiple = false,
}: BaseProps & { options: readonly Option[]; multiple?: boolean }) {
  const { register } = useFormContext();
  const field = useFieldState(name, Boolean(help));
  return (
    <fieldset className="immo-field immo-field--choices" {...field.aria}>
      <legend className="immo-field__label">
        {label}
        {required && <span className="immo-field__required"> *</span>}
      </legend>
      <div className="immo-field__choices">
        {multiple ? (
          <CheckList name={name} options={options} />
        ) : (
          options.map((option) => (
            <label key={option.value} className="immo-choice">
              <input type="radio" value={option.value} {...register(name)} />
              <span>{option.label}</span>
            </label>
          ))
        )}
      </div>
      <HelpAndError help={help} helpId={field.helpId} error={field.error} errorId={field.errorId} />
    </fieldset>
  );
}

/** One checkbox (the newsletter, the privacy statement); its label may hold a link. */
export function CheckboxField({ name, label, required }: { name: string; label: ReactNode; required?: boolean }) {
  const { register } = useFormContext();
  const field = useFieldState(name);
  return (
    <div className="immo-field immo-field--checkbox">
      <label className="immo-choice" htmlFor={field.id}>
        <input id={field.id} type="checkbox" required={required} {...field.aria} {...register(name)} />
        <span>
          {label}
          {required && <span className="immo-field__required"> *</span>}
        </span>
      </label>
      <HelpAndError helpId={field.helpId} error={field.error} errorId={field.errorId} />
    </div>
  );
}

/**
 * A number the visitor types (a price, a count, an income, an age), as people here write it
 * ("250.000 €"). An empty box is no answer, not 0: the schemas coerce with Number(), which reads
 * '' as 0 — an empty amount would say "not a valid amount" instead of asking for it.
 */
export function NumberField({ inputMode = 'numeric', ...props }: BaseProps & { inputMode?: 'numeric' | 'decimal' }) {
  return <TextField {...props} inputMode={inputMode} autoComplete="off" setValueAs={numberInput} />;
}
