// Text contrast as the user gets it, read from the computed styles of a page rendered with the
// app's theme (renderWithAdmin's `theme`): each element's own text in its colour (made lighter by
// any translucency or opacity) on the first fill behind it (a dark paper's elevation overlay
// included). jsdom lays nothing out, so a fill is found by ancestry, not by position.
import { getContrastRatio } from '@mui/material/styles';
import { blend, decomposeColor } from '@mui/system';

const alphaOf = (colour: string): number => {
  if (colour === 'transparent') return 0;
  const { type, values } = decomposeColor(colour);
  return type.endsWith('a') ? (values[3] ?? 1) : 1;
};
const opaque = (colour: string): string => {
  if (colour === 'transparent') return 'rgb(0, 0, 0)';
  const [r, g, b] = decomposeColor(colour).values;
  return `rgb(${r}, ${g}, ${b})`;
};
/** `colour` as seen over `below`, at `opacity` on top of its own alpha. */
const over = (below: string, colour: string, opacity = 1): string =>
  blend(below, opaque(colour), alphaOf(colour) * opacity);

const VARIABLE = /^var\((--[\w-]+)(?:,\s*(.+))?\)$/;

/**
 * A computed value with its CSS variables replaced (MUI's buttons paint `var(--variant-textBg)`),
 * looked up on the element and its ancestors; an unset one without a fallback paints nothing.
 */
function resolved(element: Element, value: string): string {
  const variable = VARIABLE.exec(value.trim());
  if (!variable) return value;
  for (let at: Element | null = element; at; at = at.parentElement) {
    const set = getComputedStyle(at).getPropertyValue(variable[1]!).trim();
    if (set) return resolved(at, set);
  }
  return variable[2] ? resolved(element, variable[2]) : 'transparent';
}
const paints = (colour: string) => colour !== 'transparent' && alphaOf(colour) > 0;

const OVERLAY = /linear-gradient\((rgba?\([^)]*\))/;

/** The colour painted behind `element`'s content: its fill over its ancestors' fills. */
function fillBehind(element: Element | null): string {
  if (!element) return 'rgb(255, 255, 255)';
  const style = getComputedStyle(element);
  const below = fillBehind(element.parentElement);
  // jsdom leaves a `background: var(--name)` shorthand (a library's style sheet) unresolved.
  const shorthand = VARIABLE.test(style.background.trim()) ? style.background : '';
  const own = resolved(element, style.backgroundColor || shorthand || 'transparent');
  const filled = paints(own) ? over(below, own) : below;
  const overlay = OVERLAY.exec(style.backgroundImage)?.[1];
  return overlay ? over(filled, overlay) : filled;
}

function opacityOf(element: Element | null): number {
  let opacity = 1;
  for (let at = element; at; at = at.parentElement) {
    const style = getComputedStyle(at);
    if (style.display === 'none' || style.visibility === 'hidden') return 0;
    opacity *= style.opacity === '' ? 1 : Number(style.opacity);
  }
  return opacity;
}

const ownText = (element: Element) =>
  Array.from(element.childNodes)
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent ?? '')
    .join('')
    .trim();

export interface LowContrast {
  text: string;
  ratio: number;
}

/** Every visible text under `root` below `minimum` (WCAG AA: 4.5:1), with its ratio. */
export function lowContrastTexts(root: Element, minimum = 4.5): LowContrast[] {
  const found: LowContrast[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const text = ownText(element);
    const opacity = text ? opacityOf(element) : 0;
    const ink = resolved(element, getComputedStyle(element).color);
    if (opacity === 0 || !paints(ink)) continue;
    const background = fillBehind(element);
    const colour = over(background, ink, opacity);
    const ratio = Math.round(getContrastRatio(colour, background) * 100) / 100;
    if (ratio < minimum) found.push({ text, ratio });
  }
  return found;
}

/** The contrast ratio of one element's text against what lies behind it. */
export function textContrast(element: Element): number {
  const background = fillBehind(element);
  const ink = resolved(element, getComputedStyle(element).color);
  return getContrastRatio(over(background, ink, opacityOf(element)), background);
}
