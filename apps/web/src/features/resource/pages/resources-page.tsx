import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CurrentProductRoute } from '@/features/product/public/current-product-route';
import { useResources } from '@/features/resource/public/get-resources';
import { paths } from '@/shared/paths';
import { SHOWS_FAILURE } from '@/shared/query/meta';
import { AppLink } from '@/shared/ui/app-link';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { HandbookList } from '../components/handbook-list';
import { ResourceGroups } from '../components/resource-groups';

/** /resources (001 §2): 'Course Materials' (handbooks) and 'Resources' of the current learner product. */
export function ResourcesPage() {
  return <CurrentProductRoute>{(lpId) => <ResourcesView lpId={lpId} />}</CurrentProductRoute>;
}

function ResourcesView({ lpId }: { lpId: number }) {
  const { t } = useTranslation();
  const resources = useResources(lpId, SHOWS_FAILURE);
  let body: React.ReactNode;
  if (resources.isError) body = <MessageAlert tone="error">{httpErrorText(resources.error)}</MessageAlert>;
  else if (!resources.data) body = <PageLoader />;
  else {
    body = (
      <>
        <section aria-labelledby="course-materials">
          <Title order={2} size="h4" id="course-materials" mb="xs">
            {t('resource.list.materials')}
          </Title>
          <HandbookList handbooks={resources.data.handbooks} />
        </section>
        <section aria-labelledby="resources">
          <Title order={2} size="h4" id="resources" mb="xs">
            {t('resource.list.resources')}
          </Title>
          <ResourceGroups groups={resources.data.groups} />
        </section>
      </>
    );
  }
  return (
    <Stack gap="lg">
      <div>
        <AppLink to={paths.productHome.href({ lpId })}>{t('resource.returnHome')}</AppLink>
      </div>
      <PageTitle>{t('resource.list.title')}</PageTitle>
      {body}
    </Stack>
  );
}
