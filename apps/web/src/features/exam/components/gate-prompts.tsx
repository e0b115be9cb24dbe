import type { ExamStatusReply } from '@continuum/contracts';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '@/shared/ui/alert-dialog';
import { checkAccessCode } from '../api/check-access-code';
import { checkProctorCode } from '../api/check-proctor-code';
import { saveDriversLicense } from '../api/save-drivers-license';
import type { GateStep } from '../model/gate-steps';
import { DriversLicenseDialog } from './drivers-license-dialog';
import { GateCodeDialog } from './gate-code-dialog';

/** The open prompt of a start: access code, proctor code, driver's licence, or POPUP_BEFORE_EXAM. */
export function GatePrompt({
  step,
  status,
  onPassed,
  onCancel,
}: {
  step: GateStep;
  status: ExamStatusReply;
  onPassed: (step: GateStep) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const scope = { learnerProductId: status.learnerProductId, componentId: status.componentId };
  switch (step) {
    case 'access':
      return (
        <GateCodeDialog
          kind="access"
          check={(code) => checkAccessCode(code, scope)}
          onPassed={() => onPassed('access')}
          onClose={onCancel}
        />
      );
    case 'proctor':
      return (
        <GateCodeDialog
          kind="proctor"
          check={(code) => checkProctorCode(code, scope)}
          onPassed={() => onPassed('proctor')}
          onClose={onCancel}
        />
      );
    case 'license':
      return (
        <DriversLicenseDialog
          save={(driversLicense) => saveDriversLicense(status.learnerProductId, status.componentId, { driversLicense })}
          onSaved={() => onPassed('license')}
          onClose={onCancel}
        />
      );
    default:
      return (
        <AlertDialog
          opened
          title={t('exam.popup.title')}
          onClose={onCancel}
          actions={
            <>
              <Button variant="default" onClick={onCancel}>
                {t('exam.gates.cancel')}
              </Button>
              <Button onClick={() => onPassed('popup')}>{t('exam.popup.begin')}</Button>
            </>
          }
        >
          <Text style={{ whiteSpace: 'pre-line' }}>{status.popupBeforeExam}</Text>
        </AlertDialog>
      );
  }
}
