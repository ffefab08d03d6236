import { epcBadgeText, epcColour } from './epc-colour.js';
import { propertyEpc } from './label.js';

const epc = (zip: string, value: number, label: string | null = null, country = 10) =>
  propertyEpc({ Zip: zip, CountryID: country, EnergyPerformance: value, EPCLabelText: label })!;

describe('EPC badge', () => {
  it("takes its colour from the label's place on the region's scale", () => {
    expect(epcColour(epc('9000', -5))).toBe('#00a651'); // Flanders A+: best band
    expect(epcColour(epc('9000', 600))).toBe('#ed1c24'); // Flanders F: worst band
    expect(epcColour(epc('1000', 400))).toBe('#ed1c24'); // Brussels G: worst band
    // 150 kWh/m² is B in Flanders (2nd of 7 bands) but C- in Brussels (9th of 19): different colours.
    expect(epcColour(epc('9000', 150))).not.toBe(epcColour(epc('1000', 150)));
  });

  it('prints the label as on a certificate, and colours a certificate abroad by its letter', () => {
    expect(epcBadgeText(epc('1000', 100))).toBe('C+');
    expect(epcColour(epc('29600', 0, 'D', 3))).toBe('#fff200');
  });
});
