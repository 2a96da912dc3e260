import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {codeTheme} from '../../core/config/prism';

function channels(color: string): [number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1]!.slice(i, i + 2), 16)) as [number, number, number];
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(color);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`Unsupported colour ${color}`);
}

function luminance(color: string): number {
  const [r, g, b] = channels(color).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('code highlighting palette', () => {
  it('keeps every token at 4.5:1 or more on the code background', () => {
    const background = codeTheme.plain.backgroundColor!;
    const low = [codeTheme.plain, ...codeTheme.styles.map((s) => ({...s.style, types: s.types}))]
      .filter((style) => style.color)
      .map((style) => ({style, ratio: contrast(style.color!, background)}))
      .filter(({ratio}) => ratio < 4.5);
    expect(low).toEqual([]);
  });

  it('is one object in both colour modes, even once the config reaches the browser as JSON', () => {
    expect((config.themeConfig as {prism: {theme: unknown}}).prism.theme).toBe(codeTheme);
    // usePrismTheme picks `darkTheme || theme`. Server-highlighted code is final
    // (src/theme/CodeBlock skips upstream's re-render after hydration), and the
    // memoised code lines (src/theme/CodeBlock/Line) skip re-rendering, only
    // while that object stays the same when the colour mode settles after
    // hydration; two references to one palette would arrive as two objects.
    const {prism} = JSON.parse(JSON.stringify(config.themeConfig)) as {prism: {theme: object; darkTheme?: object}};
    expect(prism.darkTheme ?? prism.theme).toBe(prism.theme);
    expect(prism.theme).toEqual(codeTheme);
  });
});
