// mf-listings: the remote (./app, ./widget) and embed.js, as every remote builds (@immo/build-tools).
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteWebpackConfigs } from '@immo/build-tools';

export default remoteWebpackConfigs({
  dir: dirname(fileURLToPath(import.meta.url)),
  port: 3002,
  demoAttributes: 'goal="sale" lang="nl"',
});
