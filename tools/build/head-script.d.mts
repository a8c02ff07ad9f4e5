// Types of tools/build/head-script.mjs (plain JavaScript, run by the build), for the test that reads it.
export declare function headLocale(tag: string | null | undefined, all: readonly string[]): string | null;
export declare function headScript(options: { css: string; runtime: string[]; locales: string[]; plan: object }): string;
