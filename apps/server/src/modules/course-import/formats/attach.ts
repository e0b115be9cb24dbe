import type { Db } from '../../../platform/db/client.js';
import { deleteNodesExcept, findNodeKeys, insertNode, type PackageNode, replaceSlides, updateNode } from '../../catalog/index.js';
import { importExamContent } from '../../exam/index.js';
import { syncSlideActivities } from '../../lesson/index.js';
import { findProductByCode } from '../../product/index.js';
import { type ImportSummary, toSlideRow } from '../package-import.js';
import { toKeyPart } from './keys.js';
import { SourceInvalidError } from './readers.js';

/**
 * A question bank attached to a product the administrator chose (issue 29): its nodes go under one container
 * at the end of the product's tree, keyed `bank-<source code>/…`, so a re-import of the same bank updates that
 * container and leaves the rest of the product alone (nodes of the product's own package are never touched).
 */
const ATTACHED_POSITION = 9999;

export async function attachToProduct(
  tx: Db,
  productCode: string,
  bankCode: string,
  title: string,
  nodes: PackageNode[],
): Promise<ImportSummary> {
  const product = await findProductByCode(tx, productCode);
  if (!product || product.rootNodeId === null)
    throw new SourceInvalidError([
      { file: '', line: 0, message: `no product with code ${productCode} to attach the questions to` },
    ]);
  const prefix = `bank-${toKeyPart(bankCode.toLowerCase())}`;
  const known = await findNodeKeys(tx, product.id);
  const kept: number[] = [...known].filter(([key]) => key !== prefix && !key.startsWith(`${prefix}/`)).map(([, id]) => id);
  let created = 0;
  let updated = 0;
  const upsert = async (key: string, parentId: number, position: number, n: Pick<PackageNode, 'type' | 'title' | 'metadata'>) => {
    const row = { parentId, position, type: n.type, title: n.title, titlePrefix: null, description: null, metadata: n.metadata };
    const id = known.get(key);
    if (id !== undefined) {
      await updateNode(tx, id, row);
      updated++;
      kept.push(id);
      return id;
    }
    const newId = await insertNode(tx, { productId: product.id, key, ...row });
    created++;
    kept.push(newId);
    return newId;
  };
  // After the product's own nodes (their positions are their package order, far below this).
  const top = await upsert(prefix, product.rootNodeId, ATTACHED_POSITION, { type: 'CHAPTER', title, metadata: {} });
  const walk = async (list: PackageNode[], parentId: number) => {
    for (const [i, n] of list.entries()) {
      const id = await upsert(`${prefix}/${n.key}`, parentId, i, n);
      if (n.type === 'LESSON')
        await replaceSlides(
          tx,
          id,
          (n.slides ?? []).map((raw, p) => toSlideRow(raw, p, undefined)),
        );
      if (n.type === 'EXAM') await importExamContent(tx, id, n);
      await walk(n.children, id);
    }
  };
  await walk(nodes, top);
  await syncSlideActivities(tx, product.id);
  const removed = await deleteNodesExcept(tx, product.id, kept);
  return { productId: product.id, code: product.code, created, updated, removed };
}
