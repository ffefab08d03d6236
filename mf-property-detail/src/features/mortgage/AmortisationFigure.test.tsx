import { mortgage } from '@immo/shared';
import { screen } from '@testing-library/react';
import { renderDetail } from '../../../test/render';
import { AmortisationFigure } from './AmortisationFigure';

// The chart's code fails to arrive, as on a network that drops it.
jest.mock('./AmortisationChart.js', () => {
  throw new Error('chunk failed to load');
});

const { schedule } = mortgage({ amount: 100000, years: 20, yearlyRate: 2 });

describe('the amortisation figure', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('lets a screen reader reach the notice and the retry when the chart fails to load', async () => {
    await renderDetail(<AmortisationFigure schedule={schedule} heading="h3" />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the page could not be loaded.');
  });

  it('puts its caption first or last in the figure', async () => {
    const { container } = await renderDetail(<AmortisationFigure schedule={schedule} heading="h3" />);
    const figure = container.querySelector('figure')!;
    const caption = figure.querySelector('figcaption')!;
    expect(caption).toHaveTextContent(/the same figures are in the table/);
    expect([figure.firstElementChild, figure.lastElementChild]).toContain(caption);
  });
});
