import type { ReactNode } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { isLang, DEFAULT_LANGUAGE, type Lang } from '../i18n/languages.js';
import { ImmoProvider } from '@immo/shared/ui';
import type { RemoteAppProps } from './contract.js';
import { adoptInDocument } from './stylesheets.js';

/** The props a remote's app component gets, the language checked. */
export type RemoteAppContext = Omit<RemoteAppProps, 'lang'> & { lang: Lang };

/**
 * A remote's single-spa lifecycles (`./app`): its app in the site's theme, in the slot the shell
 * gives it, with its own stylesheet (`css`) added to the site's page once.
 */
export function remoteLifecycles(render: (context: RemoteAppContext) => ReactNode, css = '') {
  if (css) adoptInDocument(css);
  const Root = (props: RemoteAppProps) => (
    <ImmoProvider>{render({ ...props, lang: isLang(props.lang) ? props.lang : DEFAULT_LANGUAGE })}</ImmoProvider>
  );
  return singleSpaReact<RemoteAppProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    // RemoteRoot has the boundary with a translated text; this one only catches a failing provider.
    errorBoundary: () => <></>,
    // The slot the shell renders; without it single-spa-react would append a div to <body>.
    domElementGetter: (props) => {
      if (!props.domElement) throw new Error(`${props.name}: the shell gave no slot`);
      return props.domElement;
    },
  });
}
