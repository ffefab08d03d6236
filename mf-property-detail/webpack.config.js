// mf-property-detail: the remote (./app, ./widget) and embed.js, as every remote builds (@immo/build-tools).
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteWebpackConfigs } from '@immo/build-tools';

export default remoteWebpackConfigs({
  dir: dirname(fileURLToPath(import.meta.url)),
  port: 3004,
  demoAttributes: 'property="4011958" lang="fr"',
});
