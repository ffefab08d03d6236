// Serves what exists before the API does: the translations and the sample catalogue of
// @immo/shared as JSON, the way the remotes will fetch them. Replaced by the API's server.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { ROOT } from './lib/run.mjs';

const port = Number(process.env.PORT || 8080);
const { properties, cities, propertyTypes, siteConfig, menuPages } = await import(
  join(ROOT, 'shared/dist/data/index.js')
);
const catalogue = JSON.stringify({ siteConfig, menuPages, propertyTypes, cities, properties });
const localesDir = join(ROOT, 'shared/src/i18n/locales');

const server = createServer(async (request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  if (path === '/data/catalogue.json') return send(response, 200, 'application/json', catalogue);
  if (path.startsWith('/locales/')) {
    const file = normalize(join(localesDir, path.slice('/locales/'.length)));
    if (!file.startsWith(localesDir) || !file.endsWith('.json')) return send(response, 404, 'text/plain', 'Not found');
    try {
      return send(response, 200, 'application/json', await readFile(file));
    } catch {
      return send(response, 404, 'text/plain', 'Not found');
    }
  }
  if (path === '/') {
    return send(
      response,
      200,
      'text/html; charset=utf-8',
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>@immo/shared</title>
<h1>@immo/shared is built</h1><p>The shell and the API are not built yet. What exists is served as JSON:</p>
<ul><li><a href="/data/catalogue.json">/data/catalogue.json</a> (${properties.length} properties, ${cities.length} cities)</li>
<li><a href="/locales/nl/common.json">/locales/{lang}/{namespace}.json</a></li></ul></html>`,
    );
  }
  send(response, 404, 'text/plain', 'Not found');
});

function send(response, status, type, body) {
  response.writeHead(status, { 'content-type': type });
  response.end(body);
}

server.on('error', (error) => {
  console.error(error.code === 'EADDRINUSE' ? `✖ Port ${port} is in use: set PORT to another port.` : error.message);
  process.exit(1);
});
server.listen(port, () => console.log(`Serving on http://localhost:${port}`));
