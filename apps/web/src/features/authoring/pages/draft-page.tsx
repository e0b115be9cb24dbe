import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/List.css';
import type { DraftTreeNode, DraftTreeReply } from '@continuum/contracts';
import { Button, Grid, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { previewPath } from '@/features/authoring-preview/public/preview-path';
import { isApiError } from '@/shared/http/api-error';
import { AlertDialog } from '@/shared/ui/alert-dialog';
import { AppLink } from '@/shared/ui/app-link';
import { PageTitle } from '@/shared/ui/page-title';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useChangeTree, useDraftTree, usePublish, useReloadTree } from '../api/studio-api';
import { AddNodeForm } from '../components/add-node-form';
import { ConflictNotice } from '../components/conflict-notice';
import { CourseTree } from '../components/course-tree';
import { NodeForm } from '../components/node-form';
import { QuestionEditor } from '../components/question-editor';
import { SlideEditor } from '../components/slide-editor';
import { TreeActions } from '../components/tree-actions';
import { studioPaths } from '../studio-paths';

/** A draft in the studio: its tree on one side, the selected node's editors on the other, and Publish. */
export function DraftPage() {
  const { t } = useTranslation();
  const productId = Number(useParams().productId);
  const tree = useDraftTree(productId);
  if (tree.isError) return <QueryErrorAlert error={tree.error} onRetry={() => tree.refetch()} />;
  if (!tree.data) return null;
  return (
    <>
      <PageTitle>
        {t(tree.data.draft ? 'studio.draft.title' : 'studio.draft.viewTitle', {
          code: tree.data.code,
          version: tree.data.version,
        })}
      </PageTitle>
      <AppLink to={studioPaths.home.href()}>{t('studio.back')}</AppLink>
      <DraftEditor tree={tree.data} />
    </>
  );
}

function DraftEditor({ tree }: { tree: DraftTreeReply }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string | null>(tree.nodes[0]?.key ?? null);
  const change = useChangeTree(tree.productId);
  const reload = useReloadTree(tree.productId);
  const node = tree.nodes.find((n) => n.key === selected) ?? null;
  const conflict = change.data && !change.data.ok ? change.data.conflict : null;
  return (
    <Stack mt="md">
      {tree.draft && <PublishButton productId={tree.productId} version={tree.version} />}
      {conflict && (
        <ConflictNotice
          conflict={conflict}
          onReload={async () => {
            change.reset();
            await reload();
          }}
        />
      )}
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Title order={2} size="h3">
            {t('studio.tree.title')}
          </Title>
          <CourseTree nodes={tree.nodes} selected={selected} onSelect={setSelected} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {node && <NodePane key={node.key} tree={tree} node={node} change={change} onDeleted={() => setSelected(null)} />}
          {tree.draft && (
            <AddNodeForm
              key={`add:${selected ?? ''}`}
              nodes={tree.nodes}
              treeRevision={tree.treeRevision}
              change={change}
              parentKey={selected}
              onAdded={setSelected}
            />
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function NodePane({
  tree,
  node,
  change,
  onDeleted,
}: {
  tree: DraftTreeReply;
  node: DraftTreeNode;
  change: ReturnType<typeof useChangeTree>;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack mb="lg">
      <Title order={2} size="h3">
        {t('studio.node.heading', { title: node.title })}
      </Title>
      <AppLink to={previewPath.href({ productId: tree.productId, nodeId: node.id })}>
        {t('studio.node.preview', { title: node.title })}
      </AppLink>
      {tree.draft && (
        <TreeActions node={node} nodes={tree.nodes} treeRevision={tree.treeRevision} change={change} onDeleted={onDeleted} />
      )}
      {tree.draft && <NodeForm productId={tree.productId} node={node} />}
      {node.keyPoints && (
        <section aria-label={t('studio.node.keyPoints')}>
          <Title order={3} size="h4">
            {t('studio.node.keyPoints')}
          </Title>
          <List>
            {node.keyPoints.map((p) => (
              <List.Item key={p}>{p.replace(/<[^>]*>/g, '')}</List.Item>
            ))}
          </List>
        </section>
      )}
      {node.slides && node.slides.length > 0 && (
        <Title order={3} size="h4">
          {t('studio.node.slides')}
        </Title>
      )}
      {tree.draft &&
        node.slides?.map((s) => (
          <SlideEditor key={s.id} productId={tree.productId} nodeKey={node.key} slide={s.slide as never} revision={s.revision} />
        ))}
      {node.questions && node.questions.length > 0 && (
        <Title order={3} size="h4">
          {t('studio.node.questions')}
        </Title>
      )}
      {tree.draft &&
        node.questions?.map((q) => (
          <QuestionEditor
            key={q.id}
            productId={tree.productId}
            nodeKey={node.key}
            question={q.question as never}
            revision={q.revision}
          />
        ))}
      {!tree.draft && <Text>{t('studio.draft.readOnly')}</Text>}
    </Stack>
  );
}

function PublishButton({ productId, version }: { productId: number; version: number }) {
  const { t } = useTranslation();
  const publish = usePublish(productId);
  const [confirming, setConfirming] = useState(false);
  return (
    <div>
      <Button onClick={() => setConfirming(true)}>{t('studio.publish.button', { version })}</Button>
      <AlertDialog
        opened={confirming}
        title={t('studio.publish.title', { version })}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="default" data-autofocus onClick={() => setConfirming(false)}>
              {t('studio.cancel')}
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                publish.mutate();
              }}
            >
              {t('studio.publish.confirm', { version })}
            </Button>
          </>
        }
      >
        <Text>{t('studio.publish.body', { version })}</Text>
      </AlertDialog>
      {publish.isSuccess && (
        <Text role="status" c="green.9">
          {t('studio.publish.done', { version })}
        </Text>
      )}
      {isApiError(publish.error) && (
        <Text role="alert" c="red.9">
          {publish.error.message}
        </Text>
      )}
    </div>
  );
}
