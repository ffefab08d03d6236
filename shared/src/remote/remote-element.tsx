import type { ReactNode } from 'react';
import { ImmoProvider } from '@immo/shared/ui';
import { DEFAULT_LANGUAGE, isLang, type Lang } from '../i18n/languages.js';
import type { RemoteAppProps } from './contract.js';
import { ServerStartContext, type ServerStart } from './server-start.js';

/** The props a remote's app component gets, the language checked. */
export type RemoteAppContext = Omit<RemoteAppProps, 'lang'> & { lang: Lang };

/**
 * What a remote renders in a slot, the same on the server and in the browser: its app in the site's
 * theme, started from what the server rendered it with (`start`) when there is such a start.
 */
export function remoteElement(
  render: (context: RemoteAppContext) => ReactNode,
  props: RemoteAppProps,
  start: ServerStart | null,
): ReactNode {
  // The site's page has Mantine's variables from the shell's provider: a slot adds none of its own.
  const app = (
    <ImmoProvider pageStyles={false}>
      {render({ ...props, lang: isLang(props.lang) ? props.lang : DEFAULT_LANGUAGE })}
    </ImmoProvider>
  );
  return start ? <ServerStartContext.Provider value={start}>{app}</ServerStartContext.Provider> : app;
}
