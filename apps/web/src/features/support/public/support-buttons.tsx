import { Anchor, Button, Group } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadI18nPart } from '@/shared/i18n/i18n';

// Each modal is its own chunk, loaded with its texts when first opened (decision 0083).
const ContactUsModal = lazy(() =>
  Promise.all([import('./contact-us-modal'), loadI18nPart('support')]).then(([m]) => ({ default: m.ContactUsModal })),
);
const FeedbackModal = lazy(() =>
  Promise.all([import('./feedback-modal'), loadI18nPart('support')]).then(([m]) => ({ default: m.FeedbackModal })),
);
const InstructorEmailModal = lazy(() =>
  Promise.all([import('./instructor-email-modal'), loadI18nPart('support')]).then(([m]) => ({
    default: m.InstructorEmailModal,
  })),
);

type Open = 'contact' | 'feedback' | null;

/**
 * 'Contact us' and 'Submit feedback' (000 §2 modals of the shell), as links in a footer or buttons in the course
 * home's support box.
 */
export function SupportLinks({ lpId, variant }: { lpId: number | null; variant: 'links' | 'buttons' }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const Control = variant === 'links' ? LinkButton : BoxButton;
  return (
    <>
      <Group gap="sm">
        <Control onClick={() => setOpen('contact')}>{t('global.support.contactUs')}</Control>
        <Control onClick={() => setOpen('feedback')}>{t('global.support.feedback')}</Control>
      </Group>
      <Suspense fallback={null}>
        {open === 'contact' && <ContactUsModal lpId={lpId} onClose={close} />}
        {open === 'feedback' && <FeedbackModal lpId={lpId} onClose={close} />}
      </Suspense>
    </>
  );
}

/** 'E-mail instructor' of the instructor contact panel (001 §2). */
export function InstructorEmailButton({ lpId, learningComponentId }: { lpId: number; learningComponentId?: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <BoxButton onClick={() => setOpen(true)}>{t('global.support.emailInstructor')}</BoxButton>
      <Suspense fallback={null}>
        {open && <InstructorEmailModal lpId={lpId} learningComponentId={learningComponentId} onClose={() => setOpen(false)} />}
      </Suspense>
    </>
  );
}

function LinkButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <Anchor component="button" type="button" size="xs" onClick={onClick}>
      {children}
    </Anchor>
  );
}

function BoxButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <Button variant="default" size="xs" onClick={onClick}>
      {children}
    </Button>
  );
}
