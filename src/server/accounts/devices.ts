import { isIPv4 } from 'node:net';
import { clientKey } from '../clientKey';

/*
 * A device, as the new-device notice tells them apart: the browser family and the system from the
 * User-Agent, and the network the address belongs to (an IPv4 /24, an IPv6 /64). A new browser, or the same one on a
 * new network, is a new device; a new address in the same home or mobile network is not. Pure: no I/O.
 */

export interface Device {
  /** What the account remembers: `browser|system|network`. */
  key: string;
  browser: string;
  system: string;
  network: string;
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
  [/\bcurl\//i, 'curl'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const firstMatch = (table: [RegExp, string][], text: string, fallback: string) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? fallback;

/** The network an address belongs to: its IPv4 /24 (`203.0.113.0/24`) or IPv6 /64. */
export function networkOf(ip: string): string {
  const key = clientKey(ip);
  if (isIPv4(key)) return `${key.split('.').slice(0, 3).join('.')}.0/24`;
  return key;
}

/** The device a sign-in came from. */
export function deviceOf(userAgent: string, ip: string): Device {
  const browser = firstMatch(BROWSERS, userAgent, userAgent ? 'Other browser' : 'Unknown browser');
  const system = firstMatch(SYSTEMS, userAgent, 'unknown system');
  const network = networkOf(ip);
  return { key: `${browser}|${system}|${network}`, browser, system, network };
}
