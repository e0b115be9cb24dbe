import { type FieldError, type FieldValues, get, type Path, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/shared/ui/password-field';
import { PasswordStrengthBar } from './password-strength-bar';

interface NewPasswordFieldsProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  confirmName: Path<T>;
}

/** New password with its strength bar, then its confirmation (register, change and reset all use it). */
export function NewPasswordFields<T extends FieldValues>({ form, name, confirmName }: NewPasswordFieldsProps<T>) {
  const { t } = useTranslation();
  const errors = form.formState.errors;
  const password = (useWatch({ control: form.control, name }) as string | undefined) ?? '';
  return (
    <>
      <div>
        <PasswordField
          label={t('global.form.newpassword.label')}
          autoComplete="new-password"
          error={(get(errors, name) as FieldError | undefined)?.message}
          {...form.register(name, { deps: [confirmName] })}
        />
        <PasswordStrengthBar password={password} />
      </div>
      <PasswordField
        label={t('global.form.confirmpassword.label')}
        autoComplete="new-password"
        error={(get(errors, confirmName) as FieldError | undefined)?.message}
        {...form.register(confirmName)}
      />
    </>
  );
}
