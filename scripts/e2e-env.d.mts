export declare function e2eServerEnv(port: number, dataDir: string): Record<string, string>;
export declare const E2E_PORT: number;
