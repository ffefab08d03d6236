// The ALTCHA widget is a custom element: what JSX may set on it (ALTCHA 3's attributes; `hideLogo`
// and other options only through `configuration`, a JSON text).
import 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        challenge?: string;
        language?: string;
        auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit';
        configuration?: string;
      };
    }
  }
}
