export const maxBodyBytes: number;
export const maxDrainBytes: number;
export function hasDotSegment(path: string): boolean;
