// The contrast a user sees between an element's text and what lies behind it, from the styles
// the browser computed (jsdom: from the rules emotion inserted; render with a `theme` so that
// the colours are kept, see renderWithAdmin).
import { getContrastRatio } from '@mui/material/styles';
import { blend, decomposeColor } from '@mui/system';

/** What shows where nothing paints a background: the browser's white canvas. */
const CANVAS = 'rgb(255, 255, 255)';

const alphaOf = (colour: string) => {
  const { type, values } = decomposeColor(colour);
  return type.endsWith('a') ? (values[3] ?? 1) : 1;
};
const opaque = (colour: string) => {
  const [r, g, b] = decomposeColor(colour).values;
  return `rgb(${r}, ${g}, ${b})`;
};

/**
 * An element's background colour. jsdom leaves a `background: var(--name)` unresolved (a
 * library's style sheet gives its colours so): the custom property is read where it applies.
 */
function backgroundOf(element: Element): string {
  const style = getComputedStyle(element);
  const variable = /^var\((--[\w-]+)\)$/.exec(style.background.trim());
  return variable ? style.getPropertyValue(variable[1]).trim() : style.backgroundColor;
}

/** The colour behind an element: its own background or its ancestors', see-through ones blended. */
export function backgroundBehind(element: Element | null): string {
  if (!element) return CANVAS;
  const colour = backgroundOf(element);
  const alpha = colour ? alphaOf(colour) : 0;
  if (alpha === 0) return backgroundBehind(element.parentElement);
  if (alpha === 1) return opaque(colour);
  return blend(backgroundBehind(element.parentElement), opaque(colour), alpha);
}

/** The contrast ratio of an element's text against what lies behind it. */
export function textContrast(element: Element): number {
  const background = backgroundBehind(element);
  const text = getComputedStyle(element).color;
  return getContrastRatio(blend(background, opaque(text), alphaOf(text)), background);
}
