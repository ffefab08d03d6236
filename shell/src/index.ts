// Styles load with the page (a <link> in the HTML), so the header the server sends is styled at
// once; the async boundary then lets the federation runtime negotiate shared modules first.
// Mantine's variables and the shell's own rules; the UI kit's components come inlined by the
// server (what the page renders) and whole beside the shell's code (styles/kit-styles.ts).
import '@mantine/core/styles/default-css-variables.css';
import './shell.css';
import './styles/kit-styles';

import('./bootstrap');
