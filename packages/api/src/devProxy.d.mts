export declare const devProxyRestartText: string;
export declare function mayBeDevProxyRestart(status: number | undefined, contentType: string | null | undefined): boolean;
export declare function isDevProxyRestart(status: number | undefined, contentType: string | null | undefined, text: string): boolean;
