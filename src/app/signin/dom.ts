import type { Locale } from '../../shared/i18n/locales';

type TAttributes = Record<string, string | number | boolean | undefined>;

export const setAttributes = (element: Element, attributes: TAttributes) => {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) element.removeAttribute(name);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
};

/** An HTML element with its attributes (true: present, false or undefined: absent) and children. */
export const h = <K extends keyof HTMLElementTagNameMap>(tag: K, attributes: TAttributes = {}, ...children: Array<Node | string>): HTMLElementTagNameMap[K] => {
  const element = document.createElement(tag);
  setAttributes(element, attributes);
  element.append(...children);
  return element;
};

/** An SVG shape: its tag, its attributes and the shapes inside it. */
export type TShape = readonly [tag: string, attributes: TAttributes, children?: readonly TShape[]];

const SVG = 'http://www.w3.org/2000/svg';

export const svg = ([tag, attributes, children = []]: TShape): SVGElement => {
  const element = document.createElementNS(SVG, tag);
  setAttributes(element, attributes);
  element.append(...children.map(svg));
  return element;
};

export type TTranslate = (key: string) => string;

/** What a piece of the page redraws when the language changes. */
export type TRedraw = (translate: TTranslate, locale: Locale) => void;
