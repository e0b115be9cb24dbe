export const root: string;
export function ensureInstalled(): void;
export function ensureBuilt(options?: { force?: boolean }): void;
export const CHROMIUM: string;
export function ensureChromium(): void;
export function run(cmd: string, args: string[], options?: object): unknown;
