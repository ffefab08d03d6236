// ALTCHA's worker scripts have no types: imported with `{ with: { type: 'text' } }`, each is its text.
declare module 'altcha/workers/*' {
  const source: string;
  export default source;
}
