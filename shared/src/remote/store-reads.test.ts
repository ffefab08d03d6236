import { storeReads } from './store-reads.js';

describe("the store's reads of the API", () => {
  it('give the same promise to every ask of a key, on its way and answered: the server suspends on it once', async () => {
    const read = storeReads();
    const api = jest.fn(async () => true);
    const first = read('types:nl', api);
    expect(read('types:nl', api)).toBe(first);
    await first;
    expect(read('types:nl', api)).toBe(first);
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('read a failed one again only when asked to retry, never in a loop', async () => {
    const read = storeReads();
    const api = jest.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const failed = read('property:1', api);
    await failed;
    expect(read('property:1', api)).toBe(failed);
    await read('property:1', api, { retry: true });
    expect(api).toHaveBeenCalledTimes(2);
    // Answered: a retry reads nothing more.
    await read('property:1', api, { retry: true });
    expect(api).toHaveBeenCalledTimes(2);
  });

  it('read nothing the store started with (the server sent it)', async () => {
    const api = jest.fn(async () => true);
    await storeReads()('regions:fr', api, { answered: true, retry: true });
    expect(api).not.toHaveBeenCalled();
  });

  it('give back what an answered key still waits on, when the store says so', () => {
    const api = jest.fn(async () => true);
    const calculators = new Promise<void>(() => {});
    expect(storeReads()('nl:1', api, { answered: calculators })).toBe(calculators);
    expect(api).not.toHaveBeenCalled();
  });

  it('read a key the store let go of again when asked', async () => {
    const read = storeReads();
    const api = jest.fn(async () => true);
    const first = read('list:1', api);
    await first;
    read.forget('list:1');
    const second = read('list:1', api);
    expect(second).not.toBe(first);
    expect(api).toHaveBeenCalledTimes(2);
  });
});
