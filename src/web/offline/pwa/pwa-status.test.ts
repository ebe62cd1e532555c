import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => localStorage.clear());

describe("the browser's answer on keeping offline data", () => {
  it('is shown from the first render as last heard, then as this start hears it', async () => {
    vi.resetModules();
    expect((await import('./pwa-status')).getPwaState().storagePersisted).toBeNull();

    localStorage.setItem('wms.storagePersisted', '0');
    vi.resetModules();
    const refused = await import('./pwa-status');
    expect(refused.getPwaState().storagePersisted).toBe(false);
    // Installed since: this start's check grants it, and the next start knows at once.
    refused.storagePersistenceIs(true);
    expect(refused.getPwaState().storagePersisted).toBe(true);
    vi.resetModules();
    expect((await import('./pwa-status')).getPwaState().storagePersisted).toBe(true);
  });
});
