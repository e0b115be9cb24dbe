import '@mantine/core/styles/Input.css';
import { Button, TextInput, type TextInputProps } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { zodI18nResolver } from './zod-resolver';

/**
 * The app's one form (issue 26 §3, decision 0187): react-hook-form over a contracts zod schema, validated as the
 * user types, messages translated by zodI18nResolver. `useSchemaForm` makes the form; `SchemaForm` renders it
 * (noValidate: the schema, not the browser, judges); `FormTextField` and `FormSubmit` take the form as a prop
 * (no FormProvider context: the first load already holds react-hook-form, and its context parts would grow it).
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({ mode: 'onChange', resolver: zodI18nResolver(schema), defaultValues });
}

// biome-ignore lint/suspicious/noExplicitAny: a field only needs the form's input side
type AnyForm<Input extends FieldValues> = UseFormReturn<Input, unknown, any>;

interface SchemaFormProps<Input extends FieldValues, Output extends FieldValues> {
  form: UseFormReturn<Input, unknown, Output>;
  /** Called with the schema's output once every field is valid. */
  onSubmit: (values: Output) => unknown;
  children: ReactNode;
}

export function SchemaForm<Input extends FieldValues, Output extends FieldValues>({
  form,
  onSubmit,
  children,
}: SchemaFormProps<Input, Output>) {
  const submit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(async (values) => onSubmit(values))(event);
  return (
    <form onSubmit={submit} noValidate>
      {children}
    </form>
  );
}

/** The error message of one field (the schema's or the server's), for inputs this file does not draw. */
export function fieldError<Input extends FieldValues>(form: AnyForm<Input>, name: Path<Input>): string | undefined {
  return (get(form.formState.errors, name) as FieldError | undefined)?.message;
}

type FieldProps<Input extends FieldValues> = { form: AnyForm<Input>; name: Path<Input> };

/** A text input bound to the field `name`, showing that field's error. */
export function FormTextField<Input extends FieldValues>({
  form,
  name,
  ...props
}: FieldProps<Input> & Omit<TextInputProps, 'name' | 'error' | 'form'>) {
  return <TextInput {...props} error={fieldError(form, name)} {...form.register(name)} />;
}

/** The submit button: disabled until the form is valid (and, with `requireChange`, changed). */
export function FormSubmit<Input extends FieldValues>({
  form,
  loading,
  requireChange = false,
  children,
}: {
  form: AnyForm<Input>;
  loading?: boolean;
  requireChange?: boolean;
  children: ReactNode;
}) {
  const { isValid, isDirty } = form.formState;
  return (
    <Button type="submit" disabled={!isValid || (requireChange && !isDirty)} loading={loading}>
      {children}
    </Button>
  );
}
