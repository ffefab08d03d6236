import {
  ALL_ACCEPTED,
  NECESSARY_ONLY,
  type ConsentCategory,
  type ConsentChoice,
  type ConsentState,
} from '@immo/shared';
import { createStore } from 'zustand/vanilla';
import { clearConsent, readConsent, writeConsent } from './consent/consent-storage.js';

/** The categories a visitor can switch; necessary is always on. */
export type OptionalCategory = Exclude<ConsentCategory, 'necessary'>;

/** Closed, the first layer (agree / decline / settings), or the settings per category. */
export type DialogView = 'closed' | 'first' | 'settings';

export type ConsentStoreState = {
  consent: ConsentState;
  view: DialogView;
  /** The switches of the settings layer: the current choice, or none on for an undecided visitor. */
  draft: ConsentChoice;
  /** Counts saved choices, so the page can announce each one. */
  saves: number;
  agreeAll(): void;
  declineAll(): void;
  saveChoices(): void;
  setDraft(category: OptionalCategory, on: boolean): void;
  openSettings(): void;
  showFirstLayer(): void;
  /** The footer's "Cookie settings": the settings layer with the current choice. */
  reopen(): void;
  /** Escape or the close button (see README "Escape"). */
  dismiss(): void;
  /** A blocked embed's button: this category on top of the current choice. */
  accept(category: OptionalCategory): void;
  /** `?setcookies`: forget the choice and ask again. */
  reset(): void;
};

export type ConsentStoreOptions = {
  storage: Storage | null;
  now?: () => Date;
};

function draftOf(consent: ConsentState): ConsentChoice {
  return consent.status === 'decided' ? { ...consent.choice } : { ...NECESSARY_ONLY };
}

/**
 * The consent remote's own store (one per mounted dialog). It decides what the dialog shows and
 * keeps the choice in storage; broadcasting and tags follow its `consent` (consent-effects.ts).
 */
export function createConsentStore({ storage, now = () => new Date() }: ConsentStoreOptions) {
  return createStore<ConsentStoreState>()((set, get) => {
    const decide = (choice: ConsentChoice) => {
      const consent = writeConsent(storage, choice, now());
      set({ consent, view: 'closed', draft: draftOf(consent), saves: get().saves + 1 });
    };
    const initial = readConsent(storage, now());
    return {
      consent: initial,
      view: initial.status === 'undecided' ? 'first' : 'closed',
      draft: draftOf(initial),
      saves: 0,
      agreeAll: () => decide(ALL_ACCEPTED),
      declineAll: () => decide(NECESSARY_ONLY),
      saveChoices: () => decide({ ...get().draft, necessary: true }),
      setDraft: (category, on) => set({ draft: { ...get().draft, [category]: on } }),
      openSettings: () => set({ view: 'settings' }),
      showFirstLayer: () => set({ view: 'first' }),
      reopen: () => set({ view: 'settings', draft: draftOf(get().consent) }),
      dismiss: () => {
        // Undecided, leaving the dialog is a refusal (never consent); decided, it changes nothing.
        if (get().consent.status === 'undecided') decide(NECESSARY_ONLY);
        else set({ view: 'closed', draft: draftOf(get().consent) });
      },
      accept: (category) => decide({ ...draftOf(get().consent), [category]: true }),
      reset: () => {
        clearConsent(storage);
        set({ consent: { status: 'undecided' }, view: 'first', draft: { ...NECESSARY_ONLY } });
      },
    };
  });
}

export type ConsentStore = ReturnType<typeof createConsentStore>;
