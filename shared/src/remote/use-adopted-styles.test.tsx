/**
 * @jest-environment node
 */
// A part with a stylesheet of its own, rendered on the server: its stylesheet goes with the slot.
import { useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStartContext } from './server-start.js';
import { useAdoptedStyles } from './use-adopted-styles.js';

function ListPart() {
  const ref = useRef<HTMLElement>(null);
  useAdoptedStyles(ref, '.immo-list{display:grid}');
  return <section ref={ref}>list</section>;
}

describe("a part's own stylesheet", () => {
  it("is sent with the server's render of the slot that used it", () => {
    const styles = new Set<string>(['.remote{}']);
    renderToString(
      <ServerStartContext.Provider value={{ translations: {}, collecting: true, styles }}>
        <ListPart />
      </ServerStartContext.Provider>,
    );
    expect([...styles]).toEqual(['.remote{}', '.immo-list{display:grid}']);
  });
});
