import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RUNTIME_SAFELIST } from '../../scripts/purge-css.mjs';

// The build keeps only the CSS rules whose classes the source names. A class the source builds from
// parts (`order-status-${status}`) never appears whole, so its family must be in the safelist, or
// its rules are dropped and the page loses those styles without any error.

function files(dir: string, ending: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, ending) : ending.test(name) ? [path] : [];
  });
}

const kept = (className: string) => RUNTIME_SAFELIST.standard.some((entry) => (typeof entry === 'string' ? entry === className : entry.test(className)));

describe('the CSS purge’s safelist', () => {
  it('keeps every class family the source builds from parts and the stylesheets style', () => {
    const source = files('src', /\.tsx?$/).map((path) => readFileSync(path, 'utf8')).join('\n');
    const styles = files('src', /\.scss$/).map((path) => readFileSync(path, 'utf8')).join('\n');
    // In a className built as a template literal, the prefixes written right before a ${...}:
    // className={`status-badge order-status-${status}`} -> order-status-.
    const classNames = [...source.matchAll(/className=\{`([^`]*)`\}/g)].map((match) => match[1]);
    const families = new Set(classNames.flatMap((className) => [...className.matchAll(/(?:^|\s)([a-z][a-z0-9-]*-)\$\{/g)].map((match) => match[1])));
    const styled = [...families].filter((prefix) => new RegExp(`\\.${prefix}[a-z0-9]`).test(styles));
    expect(styled).toContain('order-status-');
    expect(styled.filter((prefix) => !kept(`${prefix}x`))).toEqual([]);
  });
});
