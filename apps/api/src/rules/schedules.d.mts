export declare const schedules: Readonly<{ outbox: '* * * * *'; retention: '17 3 * * *' }>;
export declare function scheduleOf(cron: string): 'outbox' | 'retention' | undefined;
