import '@mantine/core/styles/VisuallyHidden.css';
import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/paths';
import { AppLink } from '@/shared/ui/app-link';
import { fullTitle, type TocItem } from '../model/course-tree';
import { hasLcPage } from '../model/lc-types';
import { StatusMark } from './status-mark';
import classes from './toc.module.css';

interface TocListProps {
  lpId: number;
  items: TocItem[];
  /** How many levels of children to show below these items. */
  depth?: number;
}

/** A list of table-of-contents entries; containers list their children below them. */
export function TocList({ lpId, items, depth = 1 }: TocListProps) {
  return (
    <ul className={classes.list}>
      {items.map((item) => (
        <TocEntry key={item.id} lpId={lpId} item={item} depth={depth} />
      ))}
    </ul>
  );
}

/** One entry (and, for an exam, its Results entry); `heading` makes its title a heading (course sections). */
export function TocEntry({ lpId, item, depth, heading }: { lpId: number; item: TocItem; depth: number; heading?: 'h3' }) {
  return (
    <>
      <li className={classes.entry} data-state={item.state} data-path={item.pathMarked || undefined}>
        <StatusMark state={item.state} />
        <TocEntryTitle lpId={lpId} item={item} heading={heading} />
        {depth > 0 && item.children.length > 0 && <TocList lpId={lpId} items={item.children} depth={depth - 1} />}
      </li>
      {item.type === 'EXAM' && item.state !== 'locked' && <ResultsEntry lpId={lpId} item={item} />}
    </>
  );
}

/** The entry's title (a link when it has a page and is open), its state in words, and its markers. */
function TocEntryTitle({ lpId, item, heading }: { lpId: number; item: TocItem; heading?: 'h3' }) {
  const { t } = useTranslation();
  const status = t(`course.status.${item.state}`);
  // The state is said in words: read with the text, and part of the link's (or heading's) name. The name
  // is given whole because browsers put a space before visually hidden text when computing names.
  const name = `${fullTitle(item)}, ${status}`;
  const label = (
    <>
      {fullTitle(item)}
      <VisuallyHidden>{`, ${status}`}</VisuallyHidden>
    </>
  );
  const linked = item.state !== 'locked' && hasLcPage(item.type);
  const title = linked ? (
    <AppLink to={paths.lc.href({ lpId, nodeId: item.id })} className={classes.title} aria-label={name}>
      {label}
    </AppLink>
  ) : (
    <span className={classes.title}>{label}</span>
  );
  const Heading = heading;
  return (
    <div className={classes.row}>
      {Heading ? (
        <Heading className={classes.sectionTitle} aria-label={linked ? undefined : name}>
          {title}
        </Heading>
      ) : (
        title
      )}
      {item.instructorRequired && (
        <Badge size="xs" variant="light" color="grape">
          {t('course.toc.instructorRequired')}
        </Badge>
      )}
      {item.optional && (
        <Badge size="xs" variant="light" color="gray">
          {item.optionalStatusText || t('course.toc.optional')}
        </Badge>
      )}
      {item.exempt && (
        <Badge size="xs" variant="light" color="teal">
          {item.exemptStatusText || t('course.toc.exempt')}
        </Badge>
      )}
    </div>
  );
}

/** Exams have a separate Results entry leading to their history (001 §2). */
function ResultsEntry({ lpId, item }: { lpId: number; item: TocItem }) {
  const { t } = useTranslation();
  return (
    <li className={classes.entry} data-state={item.state}>
      <AppLink
        to={paths.lc.href({ lpId, nodeId: item.id, step: 'examHistory' })}
        className={classes.results}
        aria-label={`${t('course.toc.results')}: ${fullTitle(item)}`}
      >
        {t('course.toc.results')}
      </AppLink>
    </li>
  );
}
