import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function freshTimeZone(): Promise<() => string> {
  vi.resetModules();
  return (await import('./time-zone')).browserTimeZone;
}

describe('the device time zone sent with every request', () => {
  it('comes from Temporal where the browser has it, without building a date formatter', async () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'America/Monterrey' } });
    const formatter = vi.spyOn(Intl, 'DateTimeFormat');
    const browserTimeZone = await freshTimeZone();
    expect(browserTimeZone()).toBe('America/Monterrey');
    expect(formatter).not.toHaveBeenCalled();
  });

  it("is Intl's zone in a browser without Temporal", async () => {
    vi.stubGlobal('Temporal', undefined);
    const browserTimeZone = await freshTimeZone();
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('is UTC when the browser cannot tell, rather than failing the request', async () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => '' } });
    expect((await freshTimeZone())()).toBe('UTC');
    vi.stubGlobal('Temporal', {
      Now: {
        timeZoneId: () => {
          throw new RangeError('no zone');
        },
      },
    });
    expect((await freshTimeZone())()).toBe('UTC');
  });

  it('is read once per page load', async () => {
    const timeZoneId = vi.fn(() => 'Europe/Madrid');
    vi.stubGlobal('Temporal', { Now: { timeZoneId } });
    const browserTimeZone = await freshTimeZone();
    browserTimeZone();
    browserTimeZone();
    expect(timeZoneId).toHaveBeenCalledTimes(1);
  });
});
