export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const HEADLESS_SHELL_PATH: string;
export declare const TEST_CHROMIUM_PATH: string;
