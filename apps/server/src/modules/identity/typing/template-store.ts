import { open, seal } from '../../../platform/crypto.js';
import type { KeyEvent } from './detector/features.js';
import type { Template } from './detector/scorer.js';

/**
 * A template (reference key order, newest samples) sealed with AES-256-GCM; the row's user, phrase and device are
 * the associated data, so a sealed value copied to another row does not open (decision 0090).
 */
const context = (userId: number, textId: number, device: string) => `typing-template:${userId}:${textId}:${device}`;

export function sealTemplate(key: Buffer, userId: number, textId: number, device: string, template: Template): string {
  return seal(key, JSON.stringify(template), context(userId, textId, device));
}

export function openTemplate(key: Buffer, userId: number, textId: number, device: string, sealed: string): Template {
  const parsed = JSON.parse(open(key, sealed, context(userId, textId, device))) as Template;
  return {
    keys: parsed.keys,
    samples: parsed.samples.map((s) => s.map((e: KeyEvent) => ({ key: e.key, down: e.down, up: e.up }))),
  };
}
