import { lineOf, type SourceWarning } from '../course-draft/draft.js';
import { type El, kids } from '../course-draft/xml.js';

/**
 * IMS Simple Sequencing (SCORM 2004) beyond simple flow: what we do not evaluate. Continuum plays a package's items
 * in the organization's order, each lesson completing by its own runtime data (decision 0199); these elements would
 * change that order, skip, retry, limit or roll up, so each is a warning naming the item.
 */
const NOT_PLAYED: Record<string, string> = {
  sequencingRules: 'sequencing rules (pre-, exit and post-condition rules) are not evaluated',
  limitConditions: 'limit conditions (attempt and duration limits) are not enforced',
  rollupRules: 'rollup rules are not evaluated: the lesson completes by its own completion and success',
  randomizationControls: 'randomization controls are not applied: items keep the manifest order',
  selectionControls: 'selection controls are not applied',
  auxiliaryResources: 'auxiliary resources are not offered',
  rollupConsiderations: 'rollup considerations are not evaluated',
  constrainedChoiceConsiderations: 'constrained choice considerations are not applied',
};

/** Elements of sequencing we read or that only restate simple flow: no warning. */
const SIMPLE = new Set(['controlMode', 'deliveryControls', 'objectives', 'primaryObjective', 'minNormalizedMeasure']);

function describe(el: El, owner: string, warn: (message: string) => void): void {
  for (const child of kids(el)) {
    const reason = NOT_PLAYED[child.name];
    if (reason) warn(`${owner}: ${reason}`);
    else if (child.name === 'controlMode' && child.attrs.flow === 'false')
      warn(`${owner}: flow="false" is not applied: items are played in order`);
    else if (child.name === 'objectives') {
      if (kids(child, 'objective').length > 0) warn(`${owner}: objectives other than the primary one are not tracked`);
      for (const p of kids(child, 'primaryObjective'))
        if (kids(p, 'mapInfo').length > 0) warn(`${owner}: global objectives (mapInfo) are not shared between items`);
    } else if (child.name === 'objectives' || SIMPLE.has(child.name)) {
      // read, or simple flow
    } else if (!NOT_PLAYED[child.name]) warn(`${owner}: <${child.name}> is not applied`);
  }
}

/** The warnings for sequencing beyond simple flow in a manifest (every item, organization and collection). */
export function sequencingWarnings(manifest: El, text: string): SourceWarning[] {
  const out: SourceWarning[] = [];
  const visit = (el: El, owner: string, needle: string) => {
    const warn = (message: string) => out.push({ file: 'imsmanifest.xml', line: lineOf(text, needle), message });
    for (const seq of kids(el, 'sequencing')) {
      if (seq.attrs.IDRef) warn(`${owner}: shared sequencing "${seq.attrs.IDRef}" (sequencingCollection) is not applied`);
      describe(seq, owner, warn);
    }
    for (const p of kids(el, 'presentation'))
      if (kids(p).length > 0) warn(`${owner}: navigation presentation (hideLMSUI) is not applied`);
    for (const item of kids(el, 'item')) {
      const id = item.attrs.identifier ?? '';
      visit(item, `item "${id}"`, `identifier="${id}"`);
    }
  };
  for (const org of kids(kids(manifest, 'organizations')[0], 'organization')) {
    const id = org.attrs.identifier ?? '';
    visit(org, `organization "${id}"`, `identifier="${id}"`);
  }
  for (const collection of kids(manifest, 'sequencingCollection'))
    for (const seq of kids(collection, 'sequencing'))
      describe(seq, `sequencing "${seq.attrs.ID ?? ''}"`, (message) =>
        out.push({ file: 'imsmanifest.xml', line: lineOf(text, 'sequencingCollection'), message }),
      );
  return out;
}
