/** Why the importer's fetcher gave up on a URL; `reason` is what an import report shows. */
export type FetchFailure =
  'notHttp' | 'privateAddress' | 'tooManyRedirects' | 'tooLarge' | 'timeout' | 'httpStatus' | 'network';

export class FetchRefused extends Error {
  override name = 'FetchRefused';

  constructor(
    readonly reason: FetchFailure,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}
