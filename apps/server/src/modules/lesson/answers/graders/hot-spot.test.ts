import { describe, expect, it } from 'vitest';
import { expectInvalid } from '../../testing/expect-invalid.js';
import { hotSpotSample as q } from '../../testing/sample-inquiries.js';
import { grade } from '../grade.js';
import { spotContains } from './hot-spot.js';

const spot = (id: string) => {
  const s = q.spots.find((x) => x.id === id);
  if (!s) throw new Error(id);
  return s;
};
// The image sits at (10, 20) in the answer area: these helpers turn image points into clicks.
const click = (x: number, y: number) => ({ x: x + 10, y: y + 20 });
const door = click(100, 90);
const window = click(250, 70);

describe('spotContains', () => {
  // door: rect (50, 50) 100 x 80. window: ellipse in (200, 40) 100 x 60, centre (250, 70), radii 50 and 30.
  const onEllipse = (scale: number, degrees: number) => {
    const t = (degrees * Math.PI) / 180;
    return [250 + 50 * scale * Math.cos(t), 70 + 30 * scale * Math.sin(t)] as const;
  };
  it.each([
    ['door', [100, 90], true],
    ['door', [50, 50], true],
    ['door', [150, 130], true],
    ['door', [49.99, 90], false],
    ['door', [100, 130.01], false],
    ['window', [250, 70], true],
    ['window', [300, 70], true],
    ['window', [300.01, 70], false],
    ['window', [250, 40], true],
    ['window', [250, 39.99], false],
    ['window', [202, 43], false],
    ['window', onEllipse(0.99, 45), true],
    ['window', onEllipse(1.01, 45), false],
    ['window', onEllipse(0.99, 200), true],
    ['window', onEllipse(1.01, 200), false],
  ] as const)('%s contains %j: %s', (id, [x, y], inside) => {
    expect(spotContains(spot(id), x, y)).toBe(inside);
  });
});

describe('HOT_SPOT', () => {
  it('is right when every correct spot is clicked and every click is on one', () => {
    expect(grade(q, { points: [window, door] })).toEqual({
      correct: true,
      feedback: 'HS all found',
      optionFeedback: { door: 'HS the door', window: 'HS the window' },
      answers: { points: [window, door] },
    });
  });

  it('subtracts the background offset: a click on the door corner counts, one just outside in area terms does not', () => {
    expect(grade(q, { points: [click(50, 50), window] }).correct).toBe(true);
    // (55, 65) in the area is (45, 45) on the image: outside the door, though inside it without the offset.
    expect(grade(q, { points: [{ x: 55, y: 65 }, window] }).correct).toBe(false);
  });

  it.each([
    ['a correct spot left unclicked', [door]],
    ['a click on an incorrect spot', [door, window, click(320, 220)]],
    ['a click on nothing', [door, window, click(5, 5)]],
    ['a click outside the image', [door, window, { x: 0, y: 0 }]],
  ])('is wrong with %s', (_, points) => {
    expect(grade(q, { points })).toMatchObject({ correct: false, feedback: 'HS missed' });
  });

  it('gives feedback for every clicked spot, incorrect ones included', () => {
    expect(grade(q, { points: [click(320, 220), door] }).optionFeedback).toEqual({ door: 'HS the door', bin: 'HS not the bin' });
  });

  it('counts a click where a correct and an incorrect spot overlap as on the correct one', () => {
    const overlapping = { ...q, spots: [...q.spots, { ...spot('bin'), id: 'mat', x: 90, y: 120 }] };
    expect(grade(overlapping, { points: [click(100, 125), window] }).correct).toBe(true);
  });

  it.each([
    [{ points: [] }, 'points'],
    [{ points: [{ x: '1', y: 2 }] }, 'points.0.x'],
    [{ points: [door, { x: 1 }] }, 'points.1.y'],
    [{ points: [{ x: Number.NaN, y: 1 }] }, 'points.0.x'],
    [{ points: [{ x: Number.POSITIVE_INFINITY, y: 1 }] }, 'points.0.x'],
    [{ points: [[1, 2]] }, 'points.0'],
    [{ points: Array.from({ length: 101 }, () => door) }, 'points'],
    [{}, 'points'],
  ])('refuses %#, naming %s', (answer, field) => {
    expectInvalid(() => grade(q, answer), field);
  });
});
