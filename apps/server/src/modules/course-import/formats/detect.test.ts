import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unpackPackageZip } from '../package-zip.js';
import { detectSource } from './detect.js';

/** The public files of ../shared/data/standards (README there): detection reads content, never names. */
const STANDARDS = join(import.meta.dirname, '../../../../../../../shared/data/standards');
/** Moodle's own importer fixtures, vendored beside the Moodle reader (SOURCE.md there). */
const MOODLE_FIXTURES = join(import.meta.dirname, 'moodle/fixtures');

async function detectZip(file: string) {
  const dir = mkdtempSync(join(tmpdir(), 'detect-'));
  try {
    await unpackPackageZip(await readFile(file), dir);
    return detectSource(dir).format;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('detectSource', () => {
  it('tells GIFT, Moodle XML and QTI files apart by their content', () => {
    expect(detectSource(join(STANDARDS, 'gift/mc1.gift')).format).toBe('gift');
    expect(detectSource(join(STANDARDS, 'gift/TFTwoFeedback.gift')).format).toBe('gift');
    expect(detectSource(join(MOODLE_FIXTURES, 'multianswer.xml')).format).toBe('moodle-xml');
    expect(detectSource(join(STANDARDS, 'qti21/choice_multiple_chocolade.xml')).format).toBe('qti21');
    expect(detectSource(join(STANDARDS, 'gift/mc1.json')).format).toBe('unknown');
  });

  it('takes a folder of QTI items as one bank, and a folder that mixes formats as unknown', () => {
    const qti = detectSource(join(STANDARDS, 'qti21'));
    expect(qti.format).toBe('qti21');
    expect('files' in qti && qti.files.length).toBe(19);
    expect(detectSource(join(STANDARDS, 'gift')).format).toBe('gift');
  });

  it('sees archives as archives, and what they hold once unpacked', async () => {
    expect(detectSource(join(STANDARDS, 'common-cartridge/canvas_small_1.1.imscc')).format).toBe('zip');
    expect(await detectZip(join(STANDARDS, 'common-cartridge/canvas_small_1.1.imscc'))).toBe('common-cartridge');
    expect(await detectZip(join(STANDARDS, 'scorm/singlesco_scorm12.zip'))).toBe('scorm12');
    expect(await detectZip(join(STANDARDS, 'scorm/RuntimeBasicCalls_SCORM20043rdEdition.zip'))).toBe('scorm2004');
    expect(await detectZip(join(STANDARDS, 'cmi5/single_au_basic_responsive.zip'))).toBe('cmi5');
    expect(detectSource(join(STANDARDS, 'olx/demo-course')).format).toBe('olx');
  });
});
