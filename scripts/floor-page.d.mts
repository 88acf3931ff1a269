/** Types of scripts/floor-page.mjs, for its unit test. */
export function floorPage(html: string): string;
export const FLOOR_PATH: string;
