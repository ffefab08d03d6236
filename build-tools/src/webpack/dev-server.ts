import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';

/**
 * What `npm run dev` (webpack-dev-server) adds to an app: React Fast Refresh, and a websocket URL
 * that names the dev server, since the page comes from the API's port (8080), not this one.
 */
export function devServerBasics(port: number) {
  return {
    port,
    hot: true,
    // The page is the API's (another origin): hot updates and the manifest are fetched from here.
    headers: { 'Access-Control-Allow-Origin': '*' },
    // Compile errors cover the page; runtime errors stay in the console (the page's scripts come
    // from other origins in dev, so the overlay could only say "Script error.").
    client: { webSocketURL: `ws://localhost:${port}/ws`, overlay: { warnings: false, runtimeErrors: false } },
  };
}

export function reactRefreshPlugins(serving: boolean) {
  // The overlay is webpack-dev-server's (compile errors); runtime errors stay in the console.
  return serving ? [new ReactRefreshWebpackPlugin({ overlay: false })] : [];
}
