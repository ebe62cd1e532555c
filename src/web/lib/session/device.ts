/**
 * The Device header of the login call (spec section 7): the device vendor or OS name plus the
 * model or OS version, e.g. "Android Pixel 7", "iOS 17.4", "Windows 10", "macOS 10.15.7".
 */

interface UserAgentData {
  platform?: string;
  mobile?: boolean;
  getHighEntropyValues?(hints: string[]): Promise<{ platform?: string; model?: string; platformVersion?: string }>;
}

/** Parses a classic user-agent string; pure so it can be tested. */
export function deviceFromUserAgent(ua: string): string {
  const android = /Android\s*([\d.]+)?(?:;\s*([^;)]+?))?(?:\s+Build\/|\)|;)/.exec(ua);
  if (android) {
    const model = android[2]?.trim();
    const useful = model && !/^(K|wv|Linux|U|[a-z]{2}(-[A-Za-z]{2})?)$/.test(model);
    return `Android ${useful ? model : (android[1] ?? '')}`.trim();
  }
  const ios = /(iPhone|iPad|iPod).*?OS ([\d_]+)/.exec(ua);
  if (ios) return `iOS ${(ios[2] ?? '').replace(/_/g, '.')}`.trim();
  const windows = /Windows NT ([\d.]+)/.exec(ua);
  if (windows) {
    const names: Record<string, string> = { '10.0': '10', '6.3': '8.1', '6.2': '8', '6.1': '7' };
    return `Windows ${names[windows[1] ?? ''] ?? windows[1]}`;
  }
  const mac = /Mac OS X ([\d_.]+)/.exec(ua);
  if (mac) return `macOS ${(mac[1] ?? '').replace(/_/g, '.')}`;
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/Linux/.test(ua)) return 'Linux';
  return 'Unknown device';
}

/** Prefers User-Agent Client Hints (Chromium) for the model or OS version, else the UA string. */
export async function describeDevice(nav: Navigator = navigator): Promise<string> {
  const data = (nav as Navigator & { userAgentData?: UserAgentData }).userAgentData;
  if (data?.getHighEntropyValues) {
    try {
      const hints = await data.getHighEntropyValues(['platform', 'model', 'platformVersion']);
      const name = hints.platform || data.platform;
      const detail = hints.model || hints.platformVersion;
      if (name) return detail ? `${name} ${detail}` : name;
    } catch {
      // Hints refused: fall back to the user-agent string.
    }
  }
  return deviceFromUserAgent(nav.userAgent ?? '');
}
