import en from '../i18n/locales/en/energy.json' with { type: 'json' };
import nl from '../i18n/locales/nl/energy.json' with { type: 'json' };
import fr from '../i18n/locales/fr/energy.json' with { type: 'json' };
import de from '../i18n/locales/de/energy.json' with { type: 'json' };
import {
  EPC_SCALES,
  epcLabel,
  epcLabelText,
  epcRegion,
  meetsRenovationTarget,
  normalizeEpcLabel,
  propertyEpc,
  renovationDeadline,
  renovationRuleParams,
} from './index.js';

describe('epcRegion (SPEC §9 postal regions)', () => {
  it.each([
    ['1000', 10, 'brussels'],
    ['1299', 10, 'brussels'],
    ['1300', 10, 'wallonia'],
    ['1499', 10, 'wallonia'],
    ['1500', 10, 'flanders'],
    ['3999', 10, 'flanders'],
    ['4000', 10, 'wallonia'],
    ['7999', 10, 'wallonia'],
    ['8000', 10, 'flanders'],
    ['9999', 10, 'flanders'],
    [9000, 10, 'flanders'],
    ['1111', 50, 'luxembourg'],
    ['L-1111', 50, 'luxembourg'],
  ] as const)('%s in country %i is %s', (zip, country, region) => {
    expect(epcRegion(zip, country)).toBe(region);
  });

  it.each([
    ['0999', 10],
    ['10000', 10],
    ['abcd', 10],
    ['', 10],
    ['06000', 2],
    ['29600', 3],
  ] as const)('%s in country %i has no region', (zip, country) => {
    expect(epcRegion(zip, country)).toBeNull();
  });

  it('has no region without a zip or a country', () => {
    expect(epcRegion(null, 10)).toBeNull();
    expect(epcRegion('9000', null)).toBeNull();
  });
});

describe('epcLabel (SPEC §9 scales)', () => {
  it.each([
    [-1, 'a_plus'],
    [0, 'a'],
    [99.9, 'a'],
    [100, 'b'],
    [199, 'b'],
    [200, 'c'],
    [300, 'd'],
    [400, 'e'],
    [499.9, 'e'],
    [500, 'f'],
    [1200, 'f'],
  ] as const)('Flanders %d is %s', (value, label) => {
    expect(epcLabel(value, 'flanders')).toBe(label);
  });

  it.each([
    [-5, 'a_plus'],
    [0, 'a_plus'],
    [1, 'a'],
    [23, 'a'],
    [24, 'a_sub'],
    [45, 'a_sub'],
    [46, 'b_plus'],
    [62, 'b_plus'],
    [63, 'b'],
    [79, 'b'],
    [80, 'b_sub'],
    [95, 'b_sub'],
    [96, 'c_plus'],
    [113, 'c_plus'],
    [114, 'c'],
    [132, 'c'],
    [133, 'c_sub'],
    [150, 'c_sub'],
    [151, 'd_plus'],
    [170, 'd_plus'],
    [171, 'd'],
    [190, 'd'],
    [191, 'd_sub'],
    [210, 'd_sub'],
    [211, 'e_plus'],
    [232, 'e_plus'],
    [233, 'e'],
    [253, 'e'],
    [254, 'e_sub'],
    [275, 'e_sub'],
    [276, 'f_plus'],
    [298, 'f_plus'],
    [299, 'f'],
    [322, 'f'],
    [323, 'f_sub'],
    [345, 'f_sub'],
    [346, 'g'],
    [900, 'g'],
  ] as const)('Brussels %d is %s', (value, label) => {
    expect(epcLabel(value, 'brussels')).toBe(label);
  });

  it.each([
    [-10, 'a_plusplus'],
    [0, 'a_plusplus'],
    [1, 'a_plus'],
    [45, 'a_plus'],
    [46, 'a'],
    [85, 'a'],
    [86, 'b'],
    [170, 'b'],
    [171, 'c'],
    [255, 'c'],
    [256, 'd'],
    [340, 'd'],
    [341, 'e'],
    [425, 'e'],
    [426, 'f'],
    [510, 'f'],
    [511, 'g'],
  ] as const)('Wallonia %d is %s', (value, label) => {
    expect(epcLabel(value, 'wallonia')).toBe(label);
  });

  it.each([
    [10, 'a'],
    [45, 'a'],
    [46, 'b'],
    [95, 'b'],
    [96, 'c'],
    [125, 'c'],
    [126, 'd'],
    [145, 'd'],
    [146, 'e'],
    [210, 'e'],
    [211, 'f'],
    [295, 'f'],
    [296, 'g'],
    [395, 'g'],
    [396, 'h'],
    [530, 'h'],
    [531, 'i'],
  ] as const)('Luxembourg %d is %s', (value, label) => {
    expect(epcLabel(value, 'luxembourg')).toBe(label);
  });

  it('has no label without a value or a region', () => {
    expect(epcLabel(null, 'flanders')).toBeNull();
    expect(epcLabel(Number.NaN, 'flanders')).toBeNull();
    expect(epcLabel(120, null)).toBeNull();
  });

  it('keeps every scale ordered and closed by an open-ended worst band', () => {
    for (const scale of Object.values(EPC_SCALES)) {
      const maxima = scale.bands.map((band) => band.max);
      expect([...maxima].sort((a, b) => a - b)).toEqual(maxima);
      expect(maxima.at(-1)).toBe(Infinity);
    }
  });
});

describe('propertyEpc', () => {
  const base = { Zip: '9000', CountryID: 10, EnergyPerformance: 250, EPCLabelText: null };

  it('computes the label from the value and the region', () => {
    expect(propertyEpc(base)).toEqual({ label: 'c', region: 'flanders', value: 250, source: 'computed' });
    expect(propertyEpc({ ...base, Zip: '1050' })?.label).toBe('e');
    expect(propertyEpc({ ...base, Zip: '5000' })?.label).toBe('c');
  });

  it('lets the certificate label win over the computed one', () => {
    expect(propertyEpc({ ...base, EPCLabelText: 'B' })).toMatchObject({ label: 'b', source: 'certificate' });
    expect(propertyEpc({ ...base, EPCLabelText: 'A+' })?.label).toBe('a_plus');
    expect(propertyEpc({ ...base, EnergyPerformance: null, EPCLabelText: 'c_sub' })?.label).toBe('c_sub');
  });

  it('ignores an unreadable certificate label and has no EPC abroad without one', () => {
    expect(propertyEpc({ ...base, EPCLabelText: 'unknown' })?.label).toBe('c');
    expect(propertyEpc({ ...base, Zip: '06000', CountryID: 2 })).toBeNull();
  });
});

describe('label text', () => {
  it.each([
    ['A++', 'a_plusplus'],
    ['a+', 'a_plus'],
    [' B- ', 'b_sub'],
    ['G', 'g'],
    ['e_plus', 'e_plus'],
    ['Z', null],
    ['', null],
  ] as const)('reads %j as %s', (text, label) => {
    expect(normalizeEpcLabel(text)).toBe(label);
  });

  it('prints labels as on a certificate', () => {
    expect(epcLabelText('a_plusplus')).toBe('A++');
    expect(epcLabelText('a_plus')).toBe('A+');
    expect(epcLabelText('f_sub')).toBe('F-');
    expect(epcLabelText('g')).toBe('G');
  });
});

describe('renovation rule (SPEC §9)', () => {
  it('applies to Flemish homes bought from 2023 with label E or F', () => {
    expect(renovationDeadline(2023, 'e', 'flanders')).toBe(2028);
    expect(renovationDeadline(2026, 'f', 'flanders')).toBe(2031);
    expect(renovationDeadline(2022, 'f', 'flanders')).toBeNull();
    expect(renovationDeadline(2024, 'd', 'flanders')).toBeNull();
    expect(renovationDeadline(2024, 'e', 'wallonia')).toBeNull();
  });

  it('targets D or better', () => {
    expect(meetsRenovationTarget('d')).toBe(true);
    expect(meetsRenovationTarget('a_plus')).toBe(true);
    expect(meetsRenovationTarget('e')).toBe(false);
  });

  it('says 5 years in every language, German included', () => {
    const params = renovationRuleParams();
    for (const locale of [en, nl, fr, de]) {
      const text = locale.renovationRule.replace(/\{\{(\w+)\}\}/g, (_, name: keyof typeof params) =>
        String(params[name]),
      );
      expect(text).toContain('2023');
      expect(text).toMatch(/\b5\b/);
      expect(text).not.toMatch(/\b6\b/);
      expect(text).toContain('E/F');
      expect(text).toMatch(/\bD\b/);
    }
  });
});
