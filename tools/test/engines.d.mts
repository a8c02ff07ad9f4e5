// Types of tools/test/engines.mjs (plain JavaScript, shared with web-test-runner.config.mjs).
export type EngineName = 'chromium' | 'firefox' | 'webkit';
export declare const engineNames: EngineName[];
export declare const firefoxPath: string;
export declare const webkitDriverPath: string;
export declare const miniBrowserPath: string;
export declare function selectedEngines(value?: string): EngineName[];
export declare const firefoxLaunchOptions: {
  browser: 'firefox';
  executablePath: string;
  protocol: 'webDriverBiDi';
  headless: boolean;
  extraPrefsFirefox: Record<string, unknown>;
};
export declare const webkitCapabilities: Record<string, unknown>;
export declare function startWebKitDriver(): Promise<{ port: number; url: string; display: string; stop(): void }>;
export declare function engineVersions(): Promise<Record<EngineName, string>>;
