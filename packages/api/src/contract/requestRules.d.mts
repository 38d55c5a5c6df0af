export const maxBodyBytes: number;
export function hasDotSegment(path: string): boolean;
