// Styles load with the page (a <link> in the HTML), so the header the server sends is styled at
// once; the async boundary then lets the federation runtime negotiate shared modules first.
import '@mantine/core/styles.css';
import './shell.css';

import('./bootstrap');
