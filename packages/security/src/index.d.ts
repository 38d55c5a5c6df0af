export type Directive = 'script' | 'connect' | 'img' | 'frame' | 'style' | 'font';
export declare const defaultVendorHosts: Readonly<{
  GOOGLE_TAG_MANAGER: string;
  GOOGLE_ANALYTICS: string;
  GOOGLE_ADS: string;
  FACEBOOK_PIXEL: string;
  TIKTOK_PIXEL: string;
  FINANCE_ADS: string;
  ADJUST: string;
  MICROSOFT_ADVERTISING: string;
  MICROSOFT_CLARITY: string;
  SPOTIFY_AD_ANALYTICS: string;
  FRESHCHAT: string;
  FLAGSMITH_AB_TESTING: string;
  CLOUDFLARE: string;
}>;
export declare const defaultBugsnagEndpoints: Readonly<{ notify: string; sessions: string }>;
export declare const embedHosts: Readonly<{ VIDEO: string[]; PODCAST: string[] }>;
export declare const contentHosts: Readonly<{ img: string[] }>;
export declare const vendorExtraSources: Readonly<Record<string, Partial<Record<Directive, string[]>>>>;
export declare function thirdPartySources(env?: Record<string, string | undefined>): Record<Directive, string[]>;
export declare function buildCsp(options?: {
  scriptHashes?: string[];
  env?: Record<string, string | undefined>;
  forMeta?: boolean;
}): string;
export declare const headerOnlyCsp: string;
export declare const permissionsPolicy: string;
export declare const securityHeaders: Readonly<Record<string, string>>;
export declare function parseCsp(policy: string): Map<string, string[]>;
export interface HeadersRule {
  pattern: string;
  headers: [string, string][];
  detach: string[];
}
export declare const HEADERS_MAX_RULES: number;
export declare const HEADERS_MAX_LINE: number;
export declare function formatHeaders(rules: HeadersRule[]): string;
export declare function parseHeaders(text: string): HeadersRule[];
export declare function matchHeaders(rules: HeadersRule[], pathname: string): Record<string, string>;
