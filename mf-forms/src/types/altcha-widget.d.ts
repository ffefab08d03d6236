// The ALTCHA widget is a custom element: what JSX may set on it.
import 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        challenge?: string;
        language?: string;
        auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit';
        hidelogo?: boolean;
        hidefooter?: boolean;
      };
    }
  }
}
