import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChatDock } from '@/features/chat/public/chat-dock';
import { useLearnerProduct } from '@/features/product/public/get-learner-product';
import { SupportLinks } from '@/features/support/public/support-buttons';

/**
 * The provider's contacts, as on the course home's support box, with the contact-us and feedback forms (000 §2);
 * nothing while the product loads. Also where the live chat window lives. Loaded lazily by the footer, so the forms' links cost the first load nothing.
 */
export function FooterSupport({ lpId }: { lpId: number }) {
  const { t } = useTranslation();
  const product = useLearnerProduct(lpId).data;
  if (!product) return null;
  const { accountPhone: phone, accountEmail: email } = product;
  return (
    <Group gap="md">
      {(phone || email) && (
        <Text size="xs">
          {t('global.footer.support')} {phone && <Anchor href={`tel:${phone}`}>{phone}</Anchor>}
          {phone && email && ' · '}
          {email && <Anchor href={`mailto:${email}`}>{email}</Anchor>}
        </Text>
      )}
      <SupportLinks lpId={lpId} variant="links" />
      {/* The live chat window (decision 0088): fixed at the corner, kept while the learner moves between pages. */}
      <ChatDock lpId={lpId} />
    </Group>
  );
}
