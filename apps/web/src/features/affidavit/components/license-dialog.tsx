import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/List.css';
import { LICENSE_TYPES } from '@continuum/contracts';
import { Button, List, NativeSelect, TextInput } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '@/shared/ui/alert-dialog';

export interface NewLicense {
  licenseType: string;
  renewalDate: string;
  licenseNumber: string;
}

/**
 * A new licence of the course's state (002 §5): type, renewal date (m/d/yyyy) and number. `save` answers the
 * licence errors (empty when it was taken), listed in the dialog.
 */
export function LicenseDialog({
  state,
  save,
  onClose,
}: {
  state: string;
  save: (license: NewLicense) => Promise<string[]>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const [license, setLicense] = useState<NewLicense>({ licenseType: LICENSE_TYPES[0], renewalDate: '', licenseNumber: '' });
  const [errors, setErrors] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const set = (name: keyof NewLicense) => (value: string) => setLicense((l) => ({ ...l, [name]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      const found = await save(license);
      setErrors(found);
      if (found.length === 0) onClose();
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog
      opened
      size="medium"
      title={t('affidavit.license.title', { state })}
      onClose={onClose}
      actions={
        <>
          <Button variant="default" onClick={onClose}>
            {t('affidavit.close')}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {t('affidavit.license.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        {/* The alert holds the list: a list given role="alert" is no longer a list to its items (axe: listitem). */}
        {errors.length > 0 && (
          <div role="alert">
            <List c="red.9" mb="sm">
              {errors.map((e) => (
                <List.Item key={e}>{e}</List.Item>
              ))}
            </List>
          </div>
        )}
        <NativeSelect
          label={t('affidavit.license.type')}
          data={LICENSE_TYPES.map((type) => ({ value: type, label: type }))}
          value={license.licenseType}
          onChange={(e) => set('licenseType')(e.currentTarget.value)}
          data-autofocus
        />
        <TextInput
          mt="sm"
          label={t('affidavit.license.renewalDate')}
          description={t('affidavit.license.renewalDateHint')}
          required
          value={license.renewalDate}
          onChange={(e) => set('renewalDate')(e.currentTarget.value)}
          autoComplete="off"
        />
        <TextInput
          mt="sm"
          label={t('affidavit.license.number')}
          required
          value={license.licenseNumber}
          onChange={(e) => set('licenseNumber')(e.currentTarget.value)}
          autoComplete="off"
        />
      </form>
    </AlertDialog>
  );
}
