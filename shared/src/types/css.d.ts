// Remotes bundle stylesheets as text (css-loader `exportType: 'string'`) for their shadow roots.
declare module '*.css' {
  const css: string;
  export default css;
}
