import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldState } from '../form-kit/field-state.js';
import type { Option } from '../form-kit/fields.js';

/** What a list field holds: always an array, even with a single option (a lone checkbox reads true/false). */
export function asList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

/**
 * Checkboxes whose value is the list of the checked ones, however many options there are (the
 * kit's ChoiceField registers native checkboxes, which give one value, not a list, when there is
 * only one). The error and help are tied to the group.
 */
export function CheckGroupField({
  name,
  label,
  help,
  required,
  options,
}: {
  name: string;
  label: string;
  help?: string;
  required?: boolean;
  options: readonly Option[];
}) {
  const { t } = useTranslation('forms');
  const { field } = useController({ name });
  const state = useFieldState(name, Boolean(help));
  const checked = asList(field.value);
  return (
    <fieldset className="immo-field immo-field--choices" {...state.aria}>
      <legend className="immo-field__label">
        {label}
        {required && (
          <span className="immo-field__required" title={t('requiredMark')}>
            {' '}
            *
          </span>
        )}
      </legend>
      <div className="immo-field__choices">
        {options.map((option, index) => (
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
        ))}
      </div>
      {help && (
        <p className="immo-field__help" id={state.helpId}>
          {help}
        </p>
      )}
      {state.error && (
        <p className="immo-field__error" id={state.errorId}>
          {state.error}
        </p>
      )}
    </fieldset>
  );
}
