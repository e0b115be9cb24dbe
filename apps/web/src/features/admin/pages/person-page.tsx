import {
  ALL_AUTHORITIES,
  Authority,
  LANGUAGES,
  type Person,
  type PersonUpdateBody,
  personUpdateBody,
} from '@continuum/contracts';
import { Anchor, Button, Checkbox, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormSubmit, FormTextField, SchemaForm, useSchemaForm } from '@/shared/forms/schema-form';
import { applyServerFieldErrors } from '@/shared/forms/server-errors';
import { isApiError } from '@/shared/http/api-error';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { adminPaths } from '../admin-paths';
import { usePerson, useUnlockUser, useUpdatePerson } from '../api/person';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';

// The password confirmation loads when an administrator first asks to impersonate.
const ImpersonateModal = lazy(() => import('../components/impersonate-modal').then((m) => ({ default: m.ImpersonateModal })));

const FIELDS = ['firstName', 'lastName', 'email', 'langKey', 'activated', 'authorities'] as const;
const SELF_GUARDS: Partial<Record<string, { field: 'activated' | 'authorities'; key: string }>> = {
  CANNOT_DEACTIVATE_SELF: { field: 'activated', key: 'users.person.cannotDeactivateSelf' },
  CANNOT_DROP_OWN_ADMIN: { field: 'authorities', key: 'users.person.cannotDropOwnAdmin' },
};

/** A person (GET/PUT api/persons/{login}): names, e-mail, language, activation, roles; unlock of failed sign-ins. */
export function PersonPage() {
  const { t } = useTranslation();
  const login = useParams().login ?? '';
  const person = usePerson(login);
  const unlock = useUnlockUser(login);
  // Owned here, not by the form, so the outcome survives the form's re-mount with the saved person.
  const save = useUpdatePerson(login);
  const [impersonating, setImpersonating] = useState(false);
  if (person.isPending) return <PageLoader />;
  if (person.isError) return <QueryErrorAlert error={person.error} onRetry={() => person.refetch()} />;
  return (
    <>
      <PageTitle>{t('users.person.title', { login })}</PageTitle>
      <Anchor component={Link} to={adminPaths.users.href()} mb="md" display="inline-block">
        {t('users.person.back')}
      </Anchor>
      <PersonForm key={JSON.stringify(person.data)} person={person.data} save={save} />
      <Stack mt="xl" gap="xs" maw={480}>
        <Text size="sm">{t('users.person.unlockHint')}</Text>
        <Group>
          <Button variant="default" onClick={() => unlock.mutate()} loading={unlock.isPending}>
            {t('users.person.unlock')}
          </Button>
        </Group>
        {unlock.isSuccess && <MessageAlert tone="success">{t('users.person.unlocked')}</MessageAlert>}
        {unlock.isError && <MessageAlert tone="error">{httpErrorText(unlock.error)}</MessageAlert>}
      </Stack>
      {/* No administrator is impersonated (decision 0077), nor an inactive account (it cannot sign in). */}
      {person.data.activated && !person.data.authorities.includes(Authority.ADMIN) && (
        <Stack mt="xl" gap="xs" maw={480}>
          <Text size="sm">{t('users.impersonate.hint')}</Text>
          <Group>
            <Button variant="default" onClick={() => setImpersonating(true)}>
              {t('users.impersonate.open')}
            </Button>
          </Group>
        </Stack>
      )}
      {impersonating && (
        <Suspense fallback={null}>
          <ImpersonateModal login={login} onClose={() => setImpersonating(false)} />
        </Suspense>
      )}
    </>
  );
}

function PersonForm({ person, save }: { person: Person; save: ReturnType<typeof useUpdatePerson> }) {
  const { t } = useTranslation();
  const form = useSchemaForm<PersonUpdateBody, PersonUpdateBody>(personUpdateBody, {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    langKey: person.langKey === 'fr' ? 'fr' : 'en',
    activated: person.activated,
    authorities: person.authorities.filter((a): a is PersonUpdateBody['authorities'][number] =>
      (ALL_AUTHORITIES as string[]).includes(a),
    ),
  });
  const { errors } = form.formState;
  const onSubmit = async (values: PersonUpdateBody) => {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      // 409s the server explains by field: an administrator cannot lock themself out.
      const guard = isApiError(error) ? SELF_GUARDS[error.code] : undefined;
      if (guard) form.setError(guard.field, { type: 'server', message: t(guard.key) });
      else applyServerFieldErrors(error, form.setError, FIELDS, { EMAIL_ALREADY_USED: 'users.person.emailTaken' });
    }
  };
  return (
    <SchemaForm form={form} onSubmit={onSubmit}>
      <Stack maw={480} gap="sm">
        {save.isSuccess && <MessageAlert tone="success">{t('users.person.saved')}</MessageAlert>}
        {save.isError && !Object.keys(errors).length && <MessageAlert tone="error">{httpErrorText(save.error)}</MessageAlert>}
        <FormTextField form={form} name="firstName" label={t('users.fields.firstName')} />
        <FormTextField form={form} name="lastName" label={t('users.fields.lastName')} />
        <FormTextField form={form} name="email" label={t('users.fields.email')} type="email" />
        <NativeSelect
          label={t('users.fields.langKey')}
          data={LANGUAGES.map((lang) => ({ value: lang, label: t(`global.language.${lang}`) }))}
          {...form.register('langKey')}
        />
        <Checkbox
          label={t('users.person.activated')}
          description={t('users.person.activatedHint')}
          error={errors.activated?.message}
          {...form.register('activated')}
        />
        <Controller
          control={form.control}
          name="authorities"
          render={({ field }) => (
            <Checkbox.Group
              label={t('users.fields.roles')}
              error={errors.authorities?.message}
              value={[Authority.AUTHENTICATED, ...field.value]}
              onChange={(value) => field.onChange(value.filter((a) => a !== Authority.AUTHENTICATED))}
            >
              <Stack gap={6} mt={6}>
                {ALL_AUTHORITIES.map((a) => (
                  <Checkbox key={a} value={a} label={t(`users.roles.${a}`)} disabled={a === Authority.AUTHENTICATED} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
        <Group>
          <FormSubmit form={form} requireChange loading={save.isPending}>
            {t('users.person.save')}
          </FormSubmit>
        </Group>
      </Stack>
    </SchemaForm>
  );
}
