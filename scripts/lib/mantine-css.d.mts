export const BASE_STYLESHEETS: string[];
export const SHARED_STYLES_MODULE: string;
export function stylesheetsFor(exportName: string): string[] | undefined;
export function sortStylesheets(names: string[]): string[];
export function isMantineStylesheet(name: string): boolean;
export function mantineImportsOf(text: string): string[];
export function findStyleProblems(files: { path: string; text: string }[], sharedText: string): string[];
export function webSources(): { path: string; text: string }[];
export function checkWebApp(): string[];
