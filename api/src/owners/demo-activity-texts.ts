import type { Lang } from '@immo/shared';

/**
 * What the agency writes in a demo owner's events (subjects, comments), in the owner's language:
 * the portal shows the agency's own words as they are, so a French owner's demo is written in
 * French. Statuses and sources are words of the data (`OWNER_EVENT_STATUSES`), not texts.
 */
export type DemoActivityTexts = {
  visitSubject: string;
  visitComments: readonly string[];
  communicationSubjects: readonly string[];
  /** An online medium's comment: how often the advert was seen there. */
  views: (count: number) => string;
  /** The agency's own website as an online medium (the portals keep their names). */
  ownWebsite: string;
};

export const DEMO_ACTIVITY_TEXTS: Record<Lang, DemoActivityTexts> = {
  en: {
    visitSubject: 'Viewing',
    visitComments: [
      'Interested, asked for a second visit',
      'Found the garden too small',
      'Looking for something closer to the centre',
      'Very enthusiastic',
    ],
    communicationSubjects: [
      'Question about the EPC',
      'Question about the costs',
      'Offer discussed',
      'Information sent by e-mail',
    ],
    views: (count) => `${count} views`,
    ownWebsite: 'Our website',
  },
  nl: {
    visitSubject: 'Bezichtiging',
    visitComments: [
      'Interesse, tweede bezoek gevraagd',
      'Vond de tuin te klein',
      'Zoekt iets dichter bij het centrum',
      'Zeer enthousiast',
    ],
    communicationSubjects: ['Vraag naar EPC', 'Vraag naar kosten', 'Bod besproken', 'Info per mail verstuurd'],
    views: (count) => `${count} keer bekeken`,
    ownWebsite: 'Onze website',
  },
  fr: {
    visitSubject: 'Visite du bien',
    visitComments: [
      'Intéressé, demande une deuxième visite',
      'Trouve le jardin trop petit',
      'Cherche plus près du centre',
      'Très enthousiaste',
    ],
    communicationSubjects: [
      'Question sur le PEB',
      'Question sur les frais',
      'Offre discutée',
      'Informations envoyées par e-mail',
    ],
    views: (count) => `${count} consultations`,
    ownWebsite: 'Notre site',
  },
  de: {
    visitSubject: 'Besichtigung',
    visitComments: [
      'Interessiert, zweiter Besuch erbeten',
      'Fand den Garten zu klein',
      'Sucht etwas näher am Zentrum',
      'Sehr begeistert',
    ],
    communicationSubjects: [
      'Frage zum Energieausweis',
      'Frage zu den Kosten',
      'Angebot besprochen',
      'Informationen per E-Mail geschickt',
    ],
    views: (count) => `${count} Aufrufe`,
    ownWebsite: 'Unsere Website',
  },
};
