import type { CatalogueProject } from '../entities/project.js';
import type { City, TreeItem } from '../entities/city.js';
import type { InLanguage } from '../entities/in-language.js';
import type { MenuPage } from '../entities/menu.js';
import type { PropertyType } from '../entities/property-type.js';
import type { SiteConfig } from '../entities/site.js';
import type { LeadFormName } from '../entities/forms/form-names.js';
import { OWNER_STATISTICS_DAYS } from '../entities/owner-statistics-days.js';
import type { AlertsAccess } from '../entities/forms/search-alert.js';
import type { Lang } from '../i18n/languages.js';
import type { ListPage } from '../listing/filter-properties.js';
import type { PropertyListQuery } from '../listing/list-query.js';
import { listQueryToParams } from '../listing/list-query-params.js';
import type { PropertyCard, PublicProperty } from '../listing/public-property.js';
import type { SearchIndex } from '../search/search-index.js';
import type { SearchAlertAsked, SearchAlertsEnded, SearchAlertSummary } from '../api-contract/alert-answers.js';
import type { AppointmentSlot, ConfirmationAnswer, LeadAnswer } from '../api-contract/lead-answers.js';
import type {
  OwnerDocument,
  OwnerProperty,
  OwnerSession,
  PasswordForgottenAnswer,
  PropertyStatistics,
} from '../api-contract/owner-answers.js';
import { ApiError, isApiErrorBody } from './api-error.js';
import { pageWideRead } from './page-wide-reads.js';

export type ApiClientOptions = {
  /** Origin and path of the API, e.g. "" on the site itself or "https://www.immolys.be" in a widget. */
  baseUrl: string;
  lang: Lang;
  fetch?: typeof fetch;
  /** Owner calls carry the session cookie; widgets on other sites send no credentials. */
  credentials?: RequestCredentials;
};

/**
 * The typed client of the site API used by every remote. Errors come back as `ApiError`
 * with the SPEC §8 texts in the visitor's language; a request that gets no answer at all
 * throws `ApiError` with code `network`, so a form can keep what was typed and offer a retry.
 */
export function createApiClient(options: ApiClientOptions) {
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis);
  let csrfToken: string | null = null;

  async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    query: URLSearchParams = new URLSearchParams(),
  ): Promise<T> {
    query.set('lang', options.lang);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (method === 'POST' && csrfToken) headers['x-csrf-token'] = csrfToken;
    let response: Response;
    try {
      response = await fetcher(`${options.baseUrl}${path}?${query.toString()}`, {
        method,
        headers,
        credentials: options.credentials ?? 'same-origin',
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
    } catch {
      throw new ApiError(0, 'network', null);
    }
    if (response.status === 204) return undefined as T;
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      throw new ApiError(
        response.status,
        isApiErrorBody(payload) ? payload.error : 'apiError',
        isApiErrorBody(payload) ? payload : null,
      );
    }
    return payload as T;
  }

  const get = <T>(path: string, query?: URLSearchParams) => request<T>('GET', path, undefined, query);
  /** A read every app of a page makes: once per page with the page's own fetch (page-wide-reads.ts). */
  const pageWide = <T>(path: string) =>
    options.fetch
      ? get<T>(path)
      : pageWideRead(globalThis.fetch, `${options.baseUrl}${path}?lang=${options.lang}`, () => get<T>(path));
  const post = <T>(path: string, body: unknown) => request<T>('POST', path, body);
  const remember = (session: OwnerSession) => {
    csrfToken = session.csrfToken;
    return session;
  };

  return {
    lang: options.lang,
    config: () => pageWide<InLanguage<SiteConfig>>('/api/config'),
    menu: () => pageWide<InLanguage<MenuPage>[]>('/api/menu'),
    types: () => get<PropertyType[]>('/api/types'),
    cities: () => get<City[]>('/api/cities'),
    searchIndex: () => get<SearchIndex>('/api/search-index'),
    regions: () => get<TreeItem[]>('/api/regions'),
    projects: () => get<InLanguage<CatalogueProject>[]>('/api/projects'),
    properties: (query: Partial<PropertyListQuery> = {}) =>
      get<ListPage<PropertyCard>>('/api/properties', listQueryToParams(query)),
    property: (id: number) => get<PublicProperty>(`/api/properties/${id}`),
    similar: (id: number) => get<PropertyCard[]>(`/api/properties/${id}/similar`),
    appointmentSlots: (id: number) => get<AppointmentSlot[]>(`/api/properties/${id}/appointment-slots`),
    submitLead: (form: LeadFormName, body: Record<string, unknown>) =>
      post<LeadAnswer>(`/api/leads/${form}`, { ...body, language: options.lang }),
    pageView: (propertyId: number) => post<void>('/api/page-views', { propertyId }),
    confirm: (token: string) => post<ConfirmationAnswer>('/api/confirmations', { token }),
    alerts: {
      /** Asks for an alert (the body's `language` is the visitor's choice, not the page's). */
      create: (body: Record<string, unknown>) => post<SearchAlertAsked>('/api/alerts', body),
      list: ({ email, token }: AlertsAccess) =>
        get<SearchAlertSummary[]>('/api/alerts', new URLSearchParams({ email, token })),
      /** Ends one alert of the address, or all of them without `alertId`. */
      end: (access: AlertsAccess, alertId?: number) =>
        post<SearchAlertsEnded>('/api/alerts/end', { ...access, ...(alertId ? { alertId } : {}) }),
    },
    owner: {
      login: async (email: string, password: string) =>
        remember(await post<OwnerSession>('/api/owner/login', { email, password })),
      /** The session this browser has, or null when it has none (never logged in, or logged out). */
      session: async (): Promise<OwnerSession | null> => {
        const answer = await get<OwnerSession | { owner: null }>('/api/owner/session');
        return answer.owner ? remember(answer as OwnerSession) : null;
      },
      logout: async () => {
        await post<{ ok: true }>('/api/owner/logout', {});
        csrfToken = null;
      },
      passwordForgotten: (email: string) => post<PasswordForgottenAnswer>('/api/owner/password-forgotten', { email }),
      passwordReset: (token: string, password: string, passwordConfirmation: string) =>
        post<{ ok: true }>('/api/owner/password-reset', { token, password, passwordConfirmation }),
      properties: () => get<OwnerProperty[]>('/api/owner/properties'),
      statistics: (propertyId: number, days = OWNER_STATISTICS_DAYS) =>
        get<PropertyStatistics>(
          `/api/owner/properties/${propertyId}/statistics`,
          new URLSearchParams({ days: String(days) }),
        ),
      documents: (propertyId: number) => get<OwnerDocument[]>(`/api/owner/properties/${propertyId}/documents`),
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
