import type { ProductState } from '@continuum/contracts';
import { Button, Group, Title } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CourseTree, courseSections, pathToRoot, sectionIndexOf, type TocItem, tocItemFromMeta } from '../model/course-tree';
import { tocWindow } from '../model/toc-window';
import classes from './toc.module.css';
import { TocEntry } from './toc-list';

interface CourseTocProps {
  lpId: number;
  tree: CourseTree;
  state: Pick<ProductState, 'componentStatusMap' | 'currentNodeId'>;
  /** The node to centre the window on (the home's currentNodeId parameter); the learner's current node otherwise. */
  focusNodeId?: number | null;
  title?: string;
  /** The classic view (decision 0071): every section at once, without the window and its toggles. */
  whole?: boolean;
}

/**
 * The course table of contents (001 §2): the sections, a window of 5 around the current one, and toggles
 * for the previous and upcoming sections. In a program each course's sections follow its title.
 */
export function CourseToc({ lpId, tree, state, focusNodeId, title, whole = false }: CourseTocProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const listId = useId();
  const [showPrevious, setShowPrevious] = useState(false);
  const [showUpcoming, setShowUpcoming] = useState(false);

  const sections = useMemo(() => courseSections(tree), [tree]);
  const current = useMemo(() => pathToRoot(tree, state.currentNodeId), [tree, state.currentNodeId]);
  const range = whole
    ? { start: 0, end: sections.length }
    : tocWindow(sections.length, sectionIndexOf(tree, sections, focusNodeId ?? state.currentNodeId));
  const start = showPrevious ? 0 : range.start;
  const end = showUpcoming ? sections.length : range.end;

  const rows: { item: TocItem; group: string | null }[] = [];
  let lastGroup: number | null = null;
  for (const section of sections.slice(start, end)) {
    const item = tocItemFromMeta(tree, state, current, section.node.id, 2);
    if (!item) continue;
    const groupId = section.group?.id ?? null;
    rows.push({ item, group: groupId !== null && groupId !== lastGroup ? (section.group?.title ?? null) : null });
    lastGroup = groupId;
  }

  return (
    <section aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId} mb="sm">
        {title ?? t('course.toc.title')}
      </Title>
      {range.start > 0 && (
        <Button
          variant="subtle"
          size="compact-sm"
          mb="xs"
          aria-expanded={showPrevious}
          aria-controls={listId}
          onClick={() => setShowPrevious((v) => !v)}
        >
          {t(showPrevious ? 'course.toc.hidePrevious' : 'course.toc.viewPrevious')}
        </Button>
      )}
      <ul id={listId} className={classes.list}>
        {rows.map(({ item, group }) => (
          <SectionRow key={item.id} lpId={lpId} item={item} group={group} />
        ))}
      </ul>
      {range.end < sections.length && (
        <Group mt="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={showUpcoming}
            aria-controls={listId}
            onClick={() => setShowUpcoming((v) => !v)}
          >
            {t(showUpcoming ? 'course.toc.hideUpcoming' : 'course.toc.viewUpcoming')}
          </Button>
        </Group>
      )}
    </section>
  );
}

function SectionRow({ lpId, item, group }: { lpId: number; item: TocItem; group: string | null }) {
  return (
    <>
      {group && <li className={classes.group}>{group}</li>}
      <TocEntry lpId={lpId} item={item} depth={2} heading="h3" />
    </>
  );
}
