import type { PublicSlide } from '@continuum/contracts';
import { slideNumber, slideText } from './inquiry-public-choices';

/** A point in answer-area coordinates, which is what the server grades (it subtracts the offsets). */
export interface AreaPoint {
  x: number;
  y: number;
}

/** The HOT_SPOT background: the image's own size, and where its top-left sits in the answer area. */
export interface HotSpotImage {
  url: string;
  width: number;
  height: number;
  offsetX: number;
  offsetY: number;
}

export function hotSpotImage(slide: PublicSlide): HotSpotImage {
  return {
    url: slideText(slide, 'bgImage'),
    width: Math.max(1, slideNumber(slide, 'bgWidth', 1)),
    height: Math.max(1, slideNumber(slide, 'bgHeight', 1)),
    offsetX: slideNumber(slide, 'bgOffsetX', 0),
    offsetY: slideNumber(slide, 'bgOffsetY', 0),
  };
}

/** The answer area reaches to the image's far edges (a negative offset crops the image instead). */
export const areaSize = (image: HotSpotImage) => ({
  width: Math.max(1, image.width + image.offsetX),
  height: Math.max(1, image.height + image.offsetY),
});

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

/** A click on the area as shown (possibly scaled to fit the screen) in area coordinates, whole pixels. */
export function clickToArea(clientX: number, clientY: number, shown: DOMRect, image: HotSpotImage): AreaPoint | null {
  if (shown.width <= 0 || shown.height <= 0) return null;
  const area = areaSize(image);
  return {
    x: clamp(Math.round(((clientX - shown.left) * area.width) / shown.width), area.width),
    y: clamp(Math.round(((clientY - shown.top) * area.height) / shown.height), area.height),
  };
}

/** Where the keyboard marker starts: the middle of the visible part of the image. */
export function imageCentre(image: HotSpotImage): AreaPoint {
  const area = areaSize(image);
  return {
    x: clamp(Math.round(image.offsetX + image.width / 2), area.width),
    y: clamp(Math.round(image.offsetY + image.height / 2), area.height),
  };
}

/** One arrow key press: 1/40 of the image's smaller side (at least a pixel), five times that with Shift. */
export function stepMarker(point: AreaPoint, key: string, large: boolean, image: HotSpotImage): AreaPoint | null {
  const area = areaSize(image);
  const step = Math.max(1, Math.round(Math.min(image.width, image.height) / 40)) * (large ? 5 : 1);
  const moves: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  const move = moves[key];
  if (!move) return null;
  return { x: clamp(point.x + move[0] * step, area.width), y: clamp(point.y + move[1] * step, area.height) };
}

/** A point as a learner can picture it: percent across and down the image. */
export function percentOnImage(point: AreaPoint, image: HotSpotImage) {
  return {
    across: Math.round(((point.x - image.offsetX) / image.width) * 100),
    down: Math.round(((point.y - image.offsetY) / image.height) * 100),
  };
}
