export declare const germanLanguage: RegExp;
export declare function localeForLanguages(languages: readonly string[]): 'de-DE' | 'en-EU';
export declare function rankLanguages(header: string | null | undefined): string[];
export declare function localeFromAcceptLanguage(header: string | null | undefined): 'de-DE' | 'en-EU';
