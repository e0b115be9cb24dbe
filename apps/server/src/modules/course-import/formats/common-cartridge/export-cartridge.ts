import { strToU8, zipSync } from 'fflate';
import type { Db } from '../../../../platform/db/client.js';
import { findLessonSlides, findProductNodes, type NodeRow } from '../../../catalog/index.js';
import { readExamContent } from '../../../exam/index.js';
import { findProductByCode } from '../../../product/index.js';
import { findProductResources, type ResourceListRow } from '../../../resource/index.js';
import { assessmentXml, esc } from './qti12-write.js';

/** What an export could not carry, by node: the export never drops anything silently either. */
export interface ExportWarning {
  node: string;
  message: string;
}

export interface CartridgeExport {
  bytes: Uint8Array;
  warnings: ExportWarning[];
}

const CONTAINERS = new Set([
  'PROGRAM',
  'LEVEL',
  'COURSE',
  'CHAPTER',
  'UNIT',
  'UNIT_INTRODUCTION',
  'SECTION',
  'TOPIC',
  'TOPICS',
  'SUBTOPICS',
  'GAUGE_CONTAINER',
]);

/** Inquiry types a web page can only show as text (FORUM and ASSIGNMENT slides have counterparts of their own). */
const INQUIRIES = new Set([
  'TRUE_FALSE',
  'MULTIPLE_CHOICE',
  'TEXT_EDIT',
  'MATCHING_DND_GRP',
  'MATCHING_DND_ANSWERS',
  'COMPLETE_STORY',
  'HOT_SPOT',
  'BRANCHING',
  'SURVEY',
  'STUDENT_POLL',
  'FORUM',
  'ASSIGNMENT',
]);

/** An XML id (NCName) from a node key: stable, so exporting again gives the same identifiers. */
const xmlId = (prefix: string, key: string) => `${prefix}_${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;

const page = (title: string, body: string) =>
  `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>${esc(title)}</title></head><body>\n${body}\n</body></html>\n`;

/**
 * Exports a product as a Common Cartridge 1.3 (.imscc): its tree as the organization, lessons as web content pages
 * (a lesson that is only a forum slide as a discussion topic, only an assignment as an assignment page), exams as QTI
 * 1.2 assessments with their keys, and link resources as web links. Re-importing it gives the same tree, questions
 * and right answers (decision 0146); what a cartridge cannot hold is listed as warnings.
 */
export async function exportCartridge(db: Db, code: string): Promise<CartridgeExport | null> {
  const product = await findProductByCode(db, code);
  if (!product?.rootNodeId) return null;
  const all = await findProductNodes(db, product.id);
  const byParent = new Map<number | null, NodeRow[]>();
  for (const n of all) byParent.set(n.parentId, [...(byParent.get(n.parentId) ?? []), n]);
  const files: Record<string, Uint8Array> = {};
  const resources: string[] = [];
  const warnings: ExportWarning[] = [];
  const resourcesOf = new Map<number, ResourceListRow[]>();
  for (const r of await findProductResources(db, product.id))
    resourcesOf.set(r.nodeId, [...(resourcesOf.get(r.nodeId) ?? []), r]);

  const links = (node: Pick<NodeRow, 'id' | 'key'>): string[] => {
    const out: string[] = [];
    for (const r of resourcesOf.get(node.id) ?? []) {
      if (r.type !== 'LINK' || !r.url) {
        warnings.push({ node: node.key, message: `resource "${r.title}" (${r.type}) is not exported (only links are)` });
        continue;
      }
      const id = xmlId('wl', r.key);
      files[`${id}.xml`] = strToU8(
        `<?xml version="1.0" encoding="UTF-8"?>\n<webLink xmlns="http://www.imsglobal.org/xsd/imsccv1p3/imswl_v1p3"><title>${esc(r.title)}</title><url href="${esc(r.url)}"/></webLink>\n`,
      );
      resources.push(`<resource identifier="${id}_r" type="imswl_xmlv1p3"><file href="${id}.xml"/></resource>`);
      out.push(`<item identifier="${id}" identifierref="${id}_r"><title>${esc(r.title)}</title></item>`);
    }
    return out;
  };

  const lessonItem = async (node: NodeRow, id: string): Promise<string> => {
    const slides = await findLessonSlides(db, node.id);
    const only = slides.length === 1 ? slides[0] : undefined;
    const data = (only?.data ?? {}) as Record<string, unknown>;
    if (only?.type === 'FORUM') {
      files[`${id}/topic.xml`] = strToU8(
        `<?xml version="1.0" encoding="UTF-8"?>\n<topic xmlns="http://www.imsglobal.org/xsd/imsccv1p3/imsdt_v1p3"><title>${esc(node.title)}</title><text texttype="text/plain">${esc(String(data.question ?? ''))}</text></topic>\n`,
      );
      resources.push(`<resource identifier="${id}_r" type="imsdt_xmlv1p3"><file href="${id}/topic.xml"/></resource>`);
    } else {
      const body = slides
        .map((s) => {
          const d = s.data as Record<string, unknown>;
          if (INQUIRIES.has(s.type) && !(only && s.type === 'ASSIGNMENT'))
            warnings.push({
              node: node.key,
              message: `slide "${s.title}" (${s.type}) is exported as its text only: inquiries of lessons have no Common Cartridge counterpart`,
            });
          const text = s.type === 'ASSIGNMENT' ? `<p>${esc(String(d.assignmentText ?? ''))}</p>` : String(d.contentHtml ?? '');
          return `<section><h2>${esc(s.title)}</h2>\n${text}</section>`;
        })
        .join('\n');
      files[`${id}/page.html`] = strToU8(page(node.title, body));
      const assignment = only?.type === 'ASSIGNMENT' ? ' intendeduse="assignment"' : '';
      resources.push(
        `<resource identifier="${id}_r" type="webcontent" href="${id}/page.html"${assignment}><file href="${id}/page.html"/></resource>`,
      );
    }
    return `<item identifier="${id}" identifierref="${id}_r"><title>${esc(node.title)}</title></item>`;
  };

  const examItem = async (node: NodeRow, id: string): Promise<string> => {
    const { settings, questions } = await readExamContent(db, node.id);
    files[`${id}/assessment.xml`] = strToU8(assessmentXml(id, node.title, settings, questions));
    resources.push(
      `<resource identifier="${id}_r" type="imsqti_xmlv1p2/imscc_xmlv1p3/assessment"><file href="${id}/assessment.xml"/></resource>`,
    );
    if (settings.passingScore > 0 || settings.timeLimitMinutes > 0 || settings.questionCount)
      warnings.push({
        node: node.key,
        message: 'its pass mark, time limit and pool size are not carried (the cartridge profile has no field for them)',
      });
    return `<item identifier="${id}" identifierref="${id}_r"><title>${esc(node.title)}</title></item>`;
  };

  const walk = async (parentId: number): Promise<string[]> => {
    const out: string[] = [];
    for (const node of byParent.get(parentId) ?? []) {
      const id = xmlId('n', node.key);
      const children = byParent.get(node.id) ?? [];
      if (CONTAINERS.has(node.type) || children.length > 0) {
        const inner = [...(await walk(node.id)), ...links(node)];
        out.push(`<item identifier="${id}"><title>${esc(node.title)}</title>\n${inner.join('\n')}\n</item>`);
      } else if (node.type === 'LESSON') {
        out.push(await lessonItem(node, id));
        out.push(...links(node));
      } else if (node.type === 'EXAM' || node.type === 'EXAM_GAUGE') out.push(await examItem(node, id));
      else warnings.push({ node: node.key, message: `a ${node.type} node is not exported` });
    }
    return out;
  };
  const items = [...(await walk(product.rootNodeId)), ...links({ id: product.rootNodeId, key: '_root' })];

  files['imsmanifest.xml'] = strToU8(
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
      `<manifest identifier="${xmlId('continuum', product.code)}" xmlns="http://www.imsglobal.org/xsd/imsccv1p3/imscp_v1p1" ` +
      'xmlns:lomimscc="http://ltsc.ieee.org/xsd/imsccv1p3/LOM/manifest" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n' +
      `<metadata><schema>IMS Common Cartridge</schema><schemaversion>1.3.0</schemaversion><lomimscc:lom><lomimscc:general><lomimscc:title><lomimscc:string>${esc(product.name)}</lomimscc:string></lomimscc:title></lomimscc:general></lomimscc:lom></metadata>\n` +
      `<organizations><organization identifier="org" structure="rooted-hierarchy"><item identifier="root">\n${items.join('\n')}\n</item></organization></organizations>\n` +
      `<resources>\n${resources.join('\n')}\n</resources>\n</manifest>\n`,
  );
  return { bytes: zipSync(files), warnings };
}
