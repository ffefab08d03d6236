// Styles load with the page (a <link> in the HTML), so the header the server sends is styled at
// once; the async boundary then lets the federation runtime negotiate shared modules first.
// Mantine's variables and the UI kit's components only (the site renders nothing else of Mantine).
import '@mantine/core/styles/default-css-variables.css';
import '@immo/shared/ui/kit.css';
import './shell.css';

import('./bootstrap');
