import { act, renderHook, waitFor } from '@testing-library/react';
import { setApiClient } from '../api/current';
import type { VendorLane } from '../contract/types/games';
import { bus } from '../bus/bus';
import { createFakeApi } from '../testing';
import { laneOf, resetVendorLanes, useVendorLanes } from './use-vendor-lanes';

const lane = (gameCategory: VendorLane['gameCategory'], title = String(gameCategory)): VendorLane => ({
  gameCategory,
  title,
  cards: {},
  gameClassify: [],
});

/** A fake gateway answering one lane titled with the asked language. */
function vendorsApi() {
  const fake = createFakeApi();
  fake.on('/wps/relay/GCSGAME_newGameVendor', (o: { query?: Record<string, unknown> }) => ({
    data: { lanes: [lane('RNG', `slots-${String(o.query?.language)}`)] },
  }));
  setApiClient(fake);
  const queries = () => fake.calls.map((c) => c.options.query);
  return { fake, queries };
}

beforeEach(() => {
  resetVendorLanes();
  sessionStorage.clear();
  act(() => bus.emit('language:changed', 'PT'));
});

describe('useVendorLanes', () => {
  it('is loading from its very first render, before its effect has asked: no frame of no-data', async () => {
    vendorsApi();
    const seen: { loading: boolean; data: unknown }[] = [];
    renderHook(() => {
      const { loading, data } = useVendorLanes();
      seen.push({ loading, data });
    });
    await waitFor(() => expect(seen.at(-1)?.data).toBeDefined());
    expect(seen[0]).toEqual({ loading: true, data: undefined });
    expect(seen.filter((s) => !s.loading && s.data === undefined)).toEqual([]);
  });

  it('loads the lanes of the current language once for every component that reads them', async () => {
    const { queries } = vendorsApi();

    const header = renderHook(() => useVendorLanes());
    const footer = renderHook(() => useVendorLanes());

    await waitFor(() => expect(header.result.current.data).toEqual([lane('RNG', 'slots-PT')]));
    expect(footer.result.current.data).toEqual([lane('RNG', 'slots-PT')]);
    expect(queries()).toEqual([{ platform: 'html5-desktop', language: 'PT' }]);
  });

  it('serves the lanes from the session cache without a call (spec 9)', async () => {
    const { queries } = vendorsApi();
    sessionStorage.setItem('jogo.vendorLanes.PT', JSON.stringify([lane('FISH', 'cached')]));

    const { result } = renderHook(() => useVendorLanes());

    await waitFor(() => expect(result.current.data).toEqual([lane('FISH', 'cached')]));
    expect(queries()).toEqual([]);
  });

  it('keeps the answer in the session cache per language', async () => {
    vendorsApi();
    const { result } = renderHook(() => useVendorLanes());
    await waitFor(() => expect(result.current.data).toBeDefined());

    expect(JSON.parse(sessionStorage.getItem('jogo.vendorLanes.PT')!)).toEqual([lane('RNG', 'slots-PT')]);
  });

  it('loads the new language once on a switch', async () => {
    const { queries } = vendorsApi();
    const { result } = renderHook(() => useVendorLanes());
    await waitFor(() => expect(result.current.data?.[0].title).toBe('slots-PT'));

    act(() => bus.emit('language:changed', 'EN'));

    await waitFor(() => expect(result.current.data?.[0].title).toBe('slots-EN'));
    expect(queries().filter((q) => q?.language === 'EN')).toHaveLength(1);
  });

  it('fetches again with flush on reload()', async () => {
    const { queries } = vendorsApi();
    const { result } = renderHook(() => useVendorLanes());
    await waitFor(() => expect(result.current.data).toBeDefined());

    act(() => result.current.reload());

    await waitFor(() => expect(queries()).toHaveLength(2));
    expect(queries()[1]).toEqual({ platform: 'html5-desktop', language: 'PT', flush: true });
  });

  it('keeps the lanes shown before when a reload fails, with the error', async () => {
    const { fake } = vendorsApi();
    const { result } = renderHook(() => useVendorLanes());
    await waitFor(() => expect(result.current.data).toBeDefined());
    fake.on('/wps/relay/GCSGAME_newGameVendor', () => Promise.reject(new Error('down')));

    act(() => result.current.reload());

    await waitFor(() => expect(result.current.error?.message).toBe('down'));
    expect(result.current.data).toEqual([lane('RNG', 'slots-PT')]);
    expect(result.current.loading).toBe(false);
  });
});

describe('laneOf', () => {
  it('finds the lane of a game type', () => {
    const lanes = [lane('RNG'), lane('FISH')];
    expect(laneOf(lanes, 'FISH')).toBe(lanes[1]);
    expect(laneOf(lanes, 'LIVE')).toBeUndefined();
    expect(laneOf(undefined, 'RNG')).toBeUndefined();
  });
});
