import { createApiClient, type Lang, type SiteInfo } from '@immo/shared';

/**
 * The tag ids of the site info, from the site configuration of the API that serves this remote.
 * Without them no tag can load; the dialog works all the same, so a failure is only a warning.
 */
export async function loadSiteInfo(apiBase: string, lang: Lang): Promise<SiteInfo | null> {
  try {
    return (await createApiClient({ baseUrl: apiBase, lang }).config()).siteInfo;
  } catch (error) {
    console.warn('[mf-consent] site info unavailable: no tag will load', error);
    return null;
  }
}
