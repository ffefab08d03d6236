/**
 * What a buyer pays on top of the price in Belgium, as dated data (issue 25): the one place these
 * numbers live. The page, the widget and the tests read them from here; `purchaseCosts` applies them.
 *
 * Rates are percents (2 means 2 %), amounts whole euros excluding VAT unless a name says otherwise.
 * Sources are the ones of the domain notes (shared/notes/belgian-domain.md §2), written as text; they
 * were not checked live: check each on its official page before a release and move `date` with it.
 * `conditions` name, as ids the UI translates, what the buyer must meet for a reduced rate.
 */

/** One bracket of a degressive scale: `rate` percent on the part of the amount up to `upTo` (null: no end). */
export type ScaleBracket = { upTo: number | null; rate: number };

/**
 * The legal degressive notary scale for a sale by private agreement (Royal Decree of 16 December
 * 1950, scale J). These brackets are the ones the notes quote and call the pre-2023 scale, out of date ⚠:
 * no newer figures were found. The reference is the calculator of notaris.be / notaire.be.
 */
const NOTARY_SCALE: readonly ScaleBracket[] = [
  { upTo: 7_500, rate: 4.56 },
  { upTo: 17_500, rate: 2.85 },
  { upTo: 30_000, rate: 2.28 },
  { upTo: 45_495, rate: 1.71 },
  { upTo: 64_095, rate: 1.14 },
  { upTo: 250_095, rate: 0.57 },
  { upTo: null, rate: 0.057 },
];

export const PURCHASE_COST_RULES = {
  /** The day these rules are the rules of (shown as "rules of {date}"). */
  date: '2026-01-01',

  registrationDuties: {
    flanders: {
      soleOwnHomeRate: 2,
      otherRate: 12,
      // ⚠ The 1 % rate after a major energy renovation and the extra reduction for modest homes
      // (€2,800, 2022 figures) are unverified for 2026: left out. No first-buyer abatement exists.
      // Natural persons only (a company co-buyer puts the whole purchase at 12 %), full ownership,
      // domicile there within 3 years and for at least 1 year uninterrupted.
      conditions: ['naturalPersonsOnly', 'fullOwnership', 'domicileWithin3Years', 'stayOneYear'],
      source:
        'vlaanderen.be "Verlaagd tarief enige eigen woning" (sale agreements from 1 Jan 2026); lexunion.com; forumadvocaten.be (30 Oct 2025)',
    },
    wallonia: {
      soleOwnHomeRate: 3,
      otherRate: 12.5,
      // No price ceiling; the first-buyer abatement and the modest-home rate were abolished in 2025.
      // Another home is allowed if sold within 3 years; live there within 3 years (5 for land or
      // off-plan) and stay 3 years; the deed carries the required statements, else 12.5 %.
      conditions: ['noOtherHomeOrSoldWithin3Years', 'liveThereWithin3Years', 'stayThreeYears', 'statementsInDeed'],
      source:
        'Walloon circular 2025/C/42 of 5 Jul 2025 (nisaba.be); trends.levif.be; mygesimmo.be — rates since 1 Jan 2025',
    },
    brussels: {
      soleOwnHomeRate: 12.5,
      otherRate: 12.5,
      abatement: {
        amount: 200_000,
        // The notes say "price plus charges ≤ €600,000"; the calculator knows the price only, so the
        // ceiling is tested on the price (⚠ a price just under it plus charges may be over it).
        // Inclusive: €600,000 is abated, €600,001 is not.
        priceCeiling: 600_000,
        soleOwnHomeOnly: true,
      },
      // ⚠ No 2026 change was found (the notes ask to check). Left out: the land variant (€100,000
      // below €300,000) — the calculator is for homes — and the extra €25,000 per EPB class gained
      // (at least 2 classes): it depends on works the visitor has not planned yet.
      // A natural person owning no other home, domiciled there within 3 years, for 5 years.
      conditions: ['naturalPersonsOnly', 'noOtherHome', 'domicileWithin3Years', 'stayFiveYears'],
      source: 'be.brussels, abatement on registration duties (since 1 Apr 2023)',
    },
  },

  vat: {
    /** A new build is sold with VAT instead of registration duties; the price is read as excluding VAT. */
    rate: 21,
    // The permanent 6 % regime of the Programme Law of 18 Jul 2025 (from 1 Jul 2025): the visitor
    // ticks it; the conditions below are shown, not checked. ⚠ The land share of a new build can carry
    // registration duties instead of VAT; the simulation puts the whole price under VAT.
    reducedRate: 6,
    // Sole and main residence, at most 200 m² habitable, conditions kept until the end of the 5th year.
    reducedConditions: ['soleAndMainResidence', 'atMost200SquareMetres', 'conditionsKeptFiveYears'],
    source:
      'bnpparibasfortis.be (21 % on new buildings); Programme Law of 18 Jul 2025 (be.andersen.com; vatupdate.com)',
  },

  notaryFee: {
    scale: NOTARY_SCALE,
    vatRate: 21,
    // ⚠ Since 2023 the fee is cut by about 10 % for a sole own home bought by natural persons, less
    // between €350,000 and €850,000; the exact formula is not in the sources, so no cut is applied:
    // the simulation errs on the high side.
    reference: 'notaris.be',
    source:
      'Royal Decree of 16 Dec 1950 on notary fees, scale J (habicom.be, marked out of date); reference: the notaris.be calculator',
  },

  deedCosts: {
    /** Fixed administrative costs of the purchase deed since 1 Jan 2023, excluding VAT. */
    mainDeed: 750,
    /** Fixed administrative costs of an additional deed (the credit deed), excluding VAT; used by `mortgageDeed`. */
    additionalDeed: 550,
    vatRate: 21,
    // Decision: no fixed amount for searches and registration fees. The fixed costs above are meant to
    // cover the notary's searches and formalities; what remains (the deed-writing duty, municipal
    // certificates, the registrar's fee) varies by municipality and has no dated source. 0 here keeps
    // the decision one edit away (added as a disbursement, without VAT).
    searchesAndFees: 0,
    source: 'fixed deed costs since 1 Jan 2023 (plusmagazine.knack.be, Nov 2022; immoks.be)',
  },

  mortgageDeed: {
    /** Registration duty on the secured amount. ⚠ The notes confirm it for Flanders; assumed the same in Wallonia and Brussels. */
    registrationRate: 1,
    /** Mortgage inscription fee. */
    inscriptionRate: 0.3,
    // Both are taken on the loan amount: banks also secure "accessories" (5–10 % more, varying by
    // bank), not modelled ⚠. The credit-deed notary fee follows the sale scale above as the brief
    // decided (⚠ the legal scale for credit deeds is a different one, scale F), plus the fixed
    // `deedCosts.additionalDeed` and VAT on both. The registrar's fee (about €220–950) is left out.
    notaryFeeScale: NOTARY_SCALE,
    source:
      'vlaanderen.be "Mortgage establishment duty" (1 %); cpe-credit.com (0.3 % inscription fee); notary scale and fixed costs as above',
  },
} as const;

export type PurchaseCostRules = typeof PURCHASE_COST_RULES;
