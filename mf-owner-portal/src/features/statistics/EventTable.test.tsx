import type { Lang, OwnerStatistic } from '@immo/shared';
import { screen, within } from '@testing-library/react';
import { fakeOwnerApi } from '../../../test/fake-api';
import { renderPortal } from '../../../test/render';
import { EventTable } from './EventTable';

const event = (status: string, source: string): OwnerStatistic => ({
  date: '2026-11-20T10:00:00Z',
  type: 'visit',
  contact: 'E. Janssens',
  subject: 'Visite du bien',
  comment: 'Très enthousiaste',
  status,
  source,
});

/** The statuses and sources of the seeded demo, and the capitalised sources of databases seeded before. */
const EVENTS = [
  event('planned', 'walk-in'),
  event('follow-up', 'phone'),
  event('done', 'website'),
  event('done', 'Walk-in'),
  event('Annulé', 'Immoweb'),
];

const cells = (column: number) =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[column]!.textContent);

describe("the owner's event table", () => {
  beforeEach(() => fakeOwnerApi());

  it.each([
    {
      lang: 'fr',
      statuses: ['Prévu', 'À suivre', 'Terminé', 'Terminé', 'Annulé'],
      sources: ['Passage à l’agence', 'Téléphone', 'Notre site', 'Passage à l’agence', 'Immoweb'],
    },
    {
      lang: 'nl',
      statuses: ['Gepland', 'Op te volgen', 'Afgerond', 'Afgerond', 'Annulé'],
      sources: ['Langs op kantoor', 'Telefoon', 'Onze website', 'Langs op kantoor', 'Immoweb'],
    },
    {
      lang: 'de',
      statuses: ['Geplant', 'Nachzufassen', 'Erledigt', 'Erledigt', 'Annulé'],
      sources: ['Besuch im Büro', 'Telefon', 'Unsere Website', 'Besuch im Büro', 'Immoweb'],
    },
    {
      lang: 'en',
      statuses: ['Planned', 'To follow up', 'Done', 'Done', 'Annulé'],
      sources: ['Walk-in at the office', 'Phone', 'Our website', 'Walk-in at the office', 'Immoweb'],
    },
  ] as const)(
    "shows statuses and the agency's own sources as words of the page's language ($lang), anything else as written",
    async ({ lang, statuses, sources }) => {
      await renderPortal(<EventTable events={EVENTS} caption="Visits" />, lang as Lang);
      expect(cells(5)).toEqual(statuses);
      expect(cells(6)).toEqual(sources);
    },
  );
});
