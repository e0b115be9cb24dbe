import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Table.css';
import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { useSessions } from '../api/get-sessions';
import { useInvalidateSession } from '../api/invalidate-session';

/** /sessions (spec 002 §2): the user's active sessions, each with an Invalidate button. */
export function SessionsPage() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const invalidate = useInvalidateSession();

  return (
    <>
      <PageTitle>{t('sessions.title')}</PageTitle>
      {invalidate.isSuccess && <MessageAlert tone="success">{t('sessions.messages.success')}</MessageAlert>}
      {invalidate.isError && <MessageAlert tone="error">{t('sessions.messages.error')}</MessageAlert>}
      {sessions.isPending && <PageLoader />}
      {sessions.data?.length === 0 && <Text>{t('sessions.empty')}</Text>}
      {sessions.data && sessions.data.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('sessions.table.ipaddress')}</Table.Th>
                <Table.Th scope="col">{t('sessions.table.useragent')}</Table.Th>
                <Table.Th scope="col">{t('sessions.table.date')}</Table.Th>
                <Table.Th scope="col">{t('sessions.table.series')}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{t('sessions.table.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.data.map((session) => (
                <Table.Tr key={session.series}>
                  <Table.Td>{session.ipAddress}</Table.Td>
                  <Table.Td>{session.userAgent}</Table.Td>
                  <Table.Td>
                    {t('sessions.tokenDate', { date: session.tokenDate })}{' '}
                    {session.current && (
                      <Badge size="xs" variant="light">
                        {t('sessions.current')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text ff="monospace" size="xs">
                      {session.series}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      loading={invalidate.isPending && invalidate.variables === session.series}
                      onClick={() => invalidate.mutate(session.series)}
                    >
                      {t('sessions.table.button')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
