import { Authority } from '@continuum/contracts';
import { lazy, Suspense } from 'react';
import { hasAnyAuthority } from '@/shared/auth/authorities';
import { useAccount } from '@/shared/auth/get-account';
import { loadI18nPart } from '@/shared/i18n/i18n';
import { useContentBlockQuery } from './get-block';

// Each its own chunk: the sanitizer loads only where a block exists, the edit controls only for editors.
const BlockView = lazy(() => import('./block-view').then((m) => ({ default: m.BlockView })));
const EditableBlock = lazy(() =>
  Promise.all([import('./editable-block'), loadI18nPart('cms')]).then(([m]) => ({ default: m.EditableBlock })),
);

/** The keys of the blocks the app's pages render (decision 0079); the cms-blocks screen lists them as hints. */
export const BLOCK_KEYS = {
  /** Above the sign-in form (a public page: anyone reads the block). */
  loginNotice: 'login.notice',
  /** Above the learner's product list. */
  productSelectorNotice: 'product-selector.notice',
  /** In the course home's customer support box, after the provider's phone and e-mail. */
  courseHomeSupport: 'course-home.support',
} as const;
/** A key of BLOCK_KEYS: pages name their block as a checked literal, since they load this file lazily (0079). */
export type BlockKey = (typeof BLOCK_KEYS)[keyof typeof BLOCK_KEYS];

const EDITORS = [Authority.ADMIN, Authority.CMS_EDITOR];

/**
 * A content block where a page keys one (000 §1, §3; decision 0079): nothing when no block has the key, its
 * sanitized HTML otherwise, with an Edit button for content editors and administrators.
 */
export function ContentBlock({ blockKey }: { blockKey: string }) {
  const block = useContentBlockQuery(blockKey);
  const account = useAccount();
  if (!block.data) return null;
  return (
    <Suspense fallback={null}>
      {hasAnyAuthority(account.data, EDITORS) ? (
        <EditableBlock block={block.data} />
      ) : (
        <BlockView html={block.data.content} blockKey={block.data.key} />
      )}
    </Suspense>
  );
}
