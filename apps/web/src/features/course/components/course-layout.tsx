import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './course-layout.module.css';

/**
 * A course page: its content and a sidebar (left on node pages, right on the course home). On device-size
 * screens the sidebar follows the content. The content comes first in the document either way, so
 * keyboard and screen-reader users reach the page before the tools.
 */
export function CourseLayout({
  sidebar,
  side = 'left',
  children,
}: {
  sidebar: ReactNode;
  side?: 'left' | 'right';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={classes.layout} data-side={side}>
      <div className={classes.content}>{children}</div>
      <aside className={classes.sidebar} aria-label={t('course.sidebar.label')}>
        {sidebar}
      </aside>
    </div>
  );
}
