/**
 * @jest-environment jsdom
 */
import '../../test-support/jsdom-setup.js';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { testI18n } from '../../test-support/test-i18n.js';
import { propertyEpc } from '../energy/label.js';
import type { Lang } from '../i18n/languages.js';
import { EpcBadge, type EpcBadgeProps } from './epc-badge.js';

async function renderBadge(props: EpcBadgeProps, lang: Lang = 'en') {
  const i18n = await testI18n(lang, ['energy']);
  render(
    <I18nextProvider i18n={i18n}>
      <EpcBadge {...props} />
    </I18nextProvider>,
  );
}

const gent = propertyEpc({ Zip: '9000', CountryID: 10, EnergyPerformance: 150, EPCLabelText: null })!;
const marbella = propertyEpc({ Zip: '29600', CountryID: 3, EnergyPerformance: null, EPCLabelText: 'D' })!;

describe('the EPC badge', () => {
  it('is an image named with its label and region in the visitor language', async () => {
    await renderBadge({ epc: gent }, 'fr');
    const badge = screen.getByRole('img', { name: 'Label PEB B (Flandre)' });
    expect(badge).toHaveTextContent('B');
    expect(badge).toHaveClass('immo-epc');
  });

  it('names a certificate abroad without a region', async () => {
    await renderBadge({ epc: marbella }, 'nl');
    expect(screen.getByRole('img', { name: 'EPC-label D' })).toBeInTheDocument();
  });

  it.each([
    [undefined, '64', '28'],
    ['card', '64', '28'],
    ['large', '96', '42'],
  ] as const)('sizes itself without a stylesheet: %s is %s×%s', async (size, width, height) => {
    await renderBadge({ epc: gent, size });
    expect(screen.getByRole('img')).toHaveAttribute('width', width);
    expect(screen.getByRole('img')).toHaveAttribute('height', height);
  });
});
