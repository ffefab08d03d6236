import { expect, type Locator } from '@playwright/test';

/** Every image captcha's answer in the browser tests (serve-site.mjs sets CAPTCHA_TEST_ANSWER). */
export const CAPTCHA_ANSWER = 'e2e42';

/** The text as a pattern; a space also matches a no-break space (French puts one before a colon). */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s');

/**
 * A text box, select or text area by its label's exact text (a required field's label ends in " *",
 * the required mark); not a radio button or checkbox that happens to say the same ("E-mail").
 */
export function field(scope: Locator, label: string): Locator {
  return scope
    .getByLabel(new RegExp(`^${escape(label)}( \\*)?$`))
    .and(scope.locator('input:not([type="radio"]):not([type="checkbox"]), select, textarea'));
}

/** A group of radio buttons or checkboxes (a fieldset) by its legend; a required one ends in " *". */
export function group(scope: Locator, legend: string): Locator {
  return scope.getByRole('group', { name: new RegExp(`^${escape(legend)}( \\*)?$`) });
}

/**
 * The field is marked invalid and its error is part of its accessible description (after its
 * help text, when it has one), so a screen reader reads the error with the field.
 */
export async function expectFieldError(control: Locator, message: string): Promise<void> {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(new RegExp(`(^|\\s)${escape(message)}$`));
}

/**
 * The automatic check (ALTCHA): a click on its label text ticks it; the device solves the proof of
 * work (about a second) and the widget says it is verified.
 */
export async function tickAltcha(scope: Locator, label: string): Promise<void> {
  const widget = scope.locator('altcha-widget');
  await widget.getByText(label, { exact: true }).click();
  await expect(widget.locator('.altcha')).toHaveAttribute('data-state', 'verified', { timeout: 15_000 });
}

/** The image captcha instead of the automatic check: the button, the image, its field. */
export async function showImageCaptcha(
  scope: Locator,
  texts: { useCharacters: string; captchaLabel: string },
): Promise<Locator> {
  await scope.getByRole('button', { name: texts.useCharacters, exact: true }).click();
  await expect(scope.locator('.immo-captcha__image img')).toBeVisible();
  return field(scope, texts.captchaLabel);
}

/** Answers the image captcha with the test answer. */
export async function solveImageCaptcha(
  scope: Locator,
  texts: { useCharacters: string; captchaLabel: string },
): Promise<void> {
  const answer = await showImageCaptcha(scope, texts);
  await answer.fill(CAPTCHA_ANSWER);
}
