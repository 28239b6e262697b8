export declare const REFERENCE_MS: number;
export declare const MAX_FACTOR: number;
export declare function factorFrom(measuredMs: number, referenceMs?: number, max?: number): number;
export declare function readFactor(value: unknown): number | undefined;
export declare function timeFactor(env?: Record<string, string | undefined>): number;
export declare function scaled(ms: number, factor?: number): number;
export declare function measureFactor(options?: { lanes?: number; rounds?: number }): Promise<{
  factor: number;
  laneMs: number[];
}>;
export declare function ensureFactor(env?: Record<string, string | undefined>): Promise<number>;
