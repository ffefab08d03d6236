// Stylesheets are bundled by webpack (mini-css-extract-plugin); TypeScript only needs to accept the import.
declare module '*.css';
