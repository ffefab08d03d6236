import { EPC_REGIONS } from '../src/energy/regions.js';
import { SiteConfigSchema } from '../src/entities/site.js';
import { siteConfig } from './site-config.js';

describe('renovation-cost calculators (SPEC §1)', () => {
  it('links a public calculator of every EPC region', () => {
    for (const region of EPC_REGIONS) expect(siteConfig.renovationCalculators[region]).toMatch(/^https:\/\//);
  });

  it('takes only known regions and web addresses', () => {
    const config = (renovationCalculators: unknown) =>
      SiteConfigSchema.safeParse({ ...siteConfig, renovationCalculators });
    expect(config({}).success).toBe(true);
    expect(config({ flanders: 'https://example.be/' }).success).toBe(true);
    expect(config({ france: 'https://example.fr/' }).success).toBe(false);
    expect(config({ wallonia: 'not a link' }).success).toBe(false);
  });
});
