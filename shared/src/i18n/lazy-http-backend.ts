import type { BackendModule, ReadCallback, Services } from 'i18next';
import type { HttpBackendOptions } from 'i18next-http-backend';

/**
 * i18next-http-backend, fetched the first time a translation file is needed: a server-rendered page
 * brings its texts with it (createPreloadedI18n), so its first load needs no backend at all — only
 * another language or namespace later does. A failed fetch of the backend's code is tried again on
 * the next read (i18next's own retries).
 */
export class LazyHttpBackend implements BackendModule<HttpBackendOptions> {
  static readonly type = 'backend';
  /** `read` answers through its callback, as the real backend's does (i18next asks). */
  static readonly callbackApi = true;
  readonly type = 'backend';
  private setup: [Services, HttpBackendOptions] | null = null;
  private backend: Promise<BackendModule<HttpBackendOptions>> | null = null;

  // i18next's own options (a third argument) serve only the backend's timed reloads, which the site
  // does not use; its typings take two.
  init(services: Services, options: HttpBackendOptions): void {
    this.setup = [services, options];
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    this.loaded().then(
      (backend) => backend.read(language, namespace, callback),
      (error: Error) => callback(error, true),
    );
  }

  private loaded(): Promise<BackendModule<HttpBackendOptions>> {
    this.backend ??= import('i18next-http-backend')
      .then(({ default: HttpBackend }) => new HttpBackend(...this.setup!))
      .catch((error: unknown) => {
        // Not kept: the next read fetches the code again.
        this.backend = null;
        throw error;
      });
    return this.backend;
  }
}
