import { ID_PHOTO_MIME_TYPES, ID_PHOTO_TYPES, type IdPhotoMimeType, type IdPhotoType } from '@continuum/contracts';
import { Button, NativeSelect, Text } from '@mantine/core';
import { type DragEvent, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '@/shared/ui/alert-dialog';
import { postToStorage } from '../api/post-to-storage';
import { confirmIdPhoto, requestIdPhoto } from '../api/request-id-photo';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import classes from './photo-id.module.css';
import { photoProblem } from './photo-id-check';

interface PhotoIdUploadProps {
  learnerProductId: number;
  onUploaded: () => void;
  onClose: () => void;
}

/**
 * The photo-ID upload modal (002 §2, §5, §8): the document type, then a drop zone that is the file input itself
 * (Tab to it, Enter or Space opens the chooser; or drop a file on it). PNG or JPEG of at most 20mb; the file
 * goes straight to the storage with the server's signed form, then the server checks it.
 */
export function PhotoIdUpload({ learnerProductId, onUploaded, onClose }: PhotoIdUploadProps) {
  const { t } = useTranslation();
  const formId = useId();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [type, setType] = useState<IdPhotoType>(ID_PHOTO_TYPES[0]);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [pending, setPending] = useState(false);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = photoProblem(chosen);
    setFile(problem ? null : chosen);
    setError(problem ? t(problem) : null);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || pending) return;
    setPending(true);
    setError(null);
    try {
      const form = await requestIdPhoto({ learnerProductId, idPhotoType: type, mimeType: file.type as IdPhotoMimeType });
      await postToStorage(form, file);
      await confirmIdPhoto(learnerProductId, form.key);
      onUploaded();
    } catch {
      setError(t('photoId.errors.upload'));
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog
      opened
      size="medium"
      title={t('photoId.title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="default" onClick={onClose}>
            {t('photoId.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={!file} loading={pending}>
            {t('photoId.upload')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit}>
        <Text mb="sm">{t('photoId.intro')}</Text>
        <NativeSelect
          mb="md"
          label={t('photoId.type')}
          value={type}
          onChange={(e) => setType(e.currentTarget.value as IdPhotoType)}
          data={ID_PHOTO_TYPES.map((value) => ({ value, label: t(`photoId.types.${value}`) }))}
        />
        {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a mouse shortcut; the file input inside is the keyboard path */}
        <div
          className={`${classes.zone} ${error ? classes.invalid : file ? classes.valid : ''}`}
          data-dragging={dragging || undefined}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <label htmlFor={inputId}>
            <Text fw={600}>{t('photoId.choose')}</Text>
          </label>
          <Text size="sm" id={hintId}>
            {file ? t('photoId.chosen', { name: file.name }) : t('photoId.hint')}
          </Text>
          <input
            id={inputId}
            className={classes.input}
            type="file"
            accept={ID_PHOTO_MIME_TYPES.join(',')}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
            onChange={(e) => choose(e.currentTarget.files?.[0])}
          />
        </div>
        {error && (
          <Text id={errorId} role="alert" c="red.9" mt="sm">
            {error}
          </Text>
        )}
      </form>
    </AlertDialog>
  );
}
