import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLearnerProduct } from '@/shared/product/get-learner-product';

/** The provider's contacts, as on the course home's support box; nothing while the product loads. */
export function FooterSupport({ lpId }: { lpId: number }) {
  const { t } = useTranslation();
  const product = useLearnerProduct(lpId).data;
  if (!product || (!product.accountPhone && !product.accountEmail)) return null;
  const { accountPhone: phone, accountEmail: email } = product;
  return (
    <Text size="xs">
      {t('global.footer.support')} {phone && <Anchor href={`tel:${phone}`}>{phone}</Anchor>}
      {phone && email && ' · '}
      {email && <Anchor href={`mailto:${email}`}>{email}</Anchor>}
    </Text>
  );
}
