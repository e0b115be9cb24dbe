import type { DraftTreeNode } from '@continuum/contracts';
import { UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './course-tree.module.css';

/**
 * The draft's tree as a nested list of buttons (decision 0203): Tab reaches each node, Enter or Space selects it;
 * the selected one is marked aria-current. The editing actions live beside the editor, for the selected node.
 */
export function CourseTree({
  nodes,
  selected,
  onSelect,
}: {
  nodes: DraftTreeNode[];
  selected: string | null;
  onSelect: (key: string) => void;
}) {
  const { t } = useTranslation();
  const render = (parentKey: string | null) => {
    const children = nodes.filter((n) => n.parentKey === parentKey);
    if (children.length === 0) return null;
    return (
      <ul className={classes.list}>
        {children.map((n) => (
          <li key={n.key}>
            <UnstyledButton
              className={classes.node}
              aria-current={selected === n.key ? 'true' : undefined}
              onClick={() => onSelect(n.key)}
            >
              {n.title} <span className={classes.type}>({t(`studio.types.${n.type}`, { defaultValue: n.type })})</span>
            </UnstyledButton>
            {render(n.key)}
          </li>
        ))}
      </ul>
    );
  };
  return <nav aria-label={t('studio.tree.label')}>{render(null)}</nav>;
}
