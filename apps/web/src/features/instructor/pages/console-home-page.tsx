import { Anchor, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/shared/ui/page-title';
import { instructorPaths } from '../instructor-paths';
import type { ConsoleScreen } from '../instructor-routes';
import '@mantine/core/styles/List.css';

/** The instructor console's home: every screen of the console, with what it is for. */
export function ConsoleHomePage({ screens }: { screens: ConsoleScreen[] }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('instructorConsole.title')}</PageTitle>
      <List spacing="sm" listStyleType="none" ml={0} pl={0}>
        {screens.map(([path, , key]) => (
          <List.Item key={path}>
            <Anchor component={Link} to={`${instructorPaths.console.path}/${path}`} fw={700}>
              {t(`instructorConsole.screens.${key}.title`)}
            </Anchor>
            <Text size="sm">{t(`instructorConsole.screens.${key}.text`)}</Text>
          </List.Item>
        ))}
      </List>
    </>
  );
}
