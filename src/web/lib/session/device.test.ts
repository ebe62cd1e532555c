import { describe, expect, it } from 'vitest';
import { describeDevice, deviceFromUserAgent } from './device';

describe('Device header', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240105.004) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36', 'Android Pixel 7'],
    ['Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36', 'Android 10'],
    ['Mozilla/5.0 (Linux; Android 11; TC52) AppleWebKit/537.36', 'Android TC52'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15', 'iOS 17.4'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36', 'Windows 10'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', 'macOS 10.15.7'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/120', 'Linux'],
    ['curl/8', 'Unknown device'],
  ])('%s → %s', (ua, expected) => {
    expect(deviceFromUserAgent(ua)).toBe(expected);
  });

  it('prefers client hints: platform plus model, else platform version', async () => {
    const nav = (hints: Record<string, string>) =>
      ({ userAgent: 'x', userAgentData: { platform: 'Android', getHighEntropyValues: async () => hints } }) as unknown as Navigator;
    await expect(describeDevice(nav({ platform: 'Android', model: 'TC52', platformVersion: '11.0.0' }))).resolves.toBe('Android TC52');
    await expect(describeDevice(nav({ platform: 'Windows', model: '', platformVersion: '15.0.0' }))).resolves.toBe('Windows 15.0.0');
  });

  it('falls back to the user agent without client hints', async () => {
    await expect(describeDevice({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)' } as Navigator)).resolves.toBe('Windows 10');
  });
});
