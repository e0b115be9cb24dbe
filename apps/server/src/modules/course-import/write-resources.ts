import { siteAssetPaths } from '@continuum/contracts';
import type { Db } from '../../platform/db/client.js';
import type { SiteAssets } from '../../platform/db/schema/index.js';
import { normalizeSearchText, replaceGlossary } from '../glossary/index.js';
import { updateProduct } from '../product/index.js';
import { replaceKeyPoints, replaceProductResources } from '../resource/index.js';
import { replaceSiteAssetFiles } from '../site-asset/index.js';
import { ROOT_NODE_KEY } from './package-reader-resources.js';
import type { PreparedResources } from './prepare-resources.js';

/**
 * Writes the resource parts of a package inside the import's transaction, after the nodes: resources
 * (matched by key), key points, the glossary (matched by term), site-asset files, and the product's
 * site assets with package files pointing at the server path that serves them.
 */
export async function writePackageResources(
  tx: Db,
  product: { id: number; siteAssets: SiteAssets },
  nodeIds: ReadonlyMap<string, number>,
  prepared: PreparedResources,
): Promise<void> {
  const nodeId = (key: string) => {
    const id = nodeIds.get(key);
    if (id === undefined) throw new Error(`node ${key} was validated but not imported`);
    return id;
  };
  const positions = new Map<string, number>();
  await replaceProductResources(
    tx,
    product.id,
    prepared.resources.map(({ entry, name, content, file, captions }) => {
      const position = positions.get(entry.nodeKey) ?? 0;
      positions.set(entry.nodeKey, position + 1);
      return {
        nodeId: nodeId(entry.nodeKey === ROOT_NODE_KEY ? ROOT_NODE_KEY : entry.nodeKey),
        key: entry.key,
        position,
        type: entry.type,
        name,
        title: entry.title,
        copyright: entry.copyright ?? null,
        enableSave: entry.enableSave,
        handbook: entry.handbook,
        content,
        file,
        captions,
        alt: entry.alt ?? null,
        url: entry.url ?? entry.forum ?? null,
        keyPointsNodeId: entry.keyPointsOf ? nodeId(entry.keyPointsOf) : null,
        slideKeys: entry.slides,
      };
    }),
  );
  await replaceKeyPoints(
    tx,
    product.id,
    [...prepared.keyPoints].map(([key, points]) => ({ nodeId: nodeId(key), points })),
  );
  await replaceGlossary(
    tx,
    product.id,
    prepared.glossary.map((t, position) => ({
      position,
      word: t.term,
      definition: t.definition,
      example: t.example ?? null,
      wordNorm: normalizeSearchText(t.term),
      definitionNorm: normalizeSearchText(t.definition),
      exampleNorm: normalizeSearchText(t.example ?? ''),
    })),
  );
  await replaceSiteAssetFiles(tx, product.id, prepared.siteAssets);
  const served = new Set(prepared.siteAssets.map((s) => s.fileName));
  const rewrite = (list: SiteAssets['studyPlanAssets']) =>
    list.map((a) => (served.has(a.url) ? { ...a, url: siteAssetPaths.file(product.id, a.url) } : a));
  const s = product.siteAssets;
  await updateProduct(tx, product.id, {
    siteAssets: {
      ...s,
      studyPlanAssets: rewrite(s.studyPlanAssets),
      studyTipAssets: rewrite(s.studyTipAssets),
      instructorScheduleAssets: rewrite(s.instructorScheduleAssets),
      careerBuilderAssets: rewrite(s.careerBuilderAssets),
    },
  });
}
