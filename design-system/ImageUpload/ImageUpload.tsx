import { useLingui } from '@lingui/react/macro'
import { type ChangeEvent, useEffect, useRef, useState } from 'react'
import { errorMessages } from '../../domain/errors'
import { imageMimeTypes } from '../../domain/imageType'
import { Button } from '../Button'
import { cx } from '../cx'
import { type FieldProps, FormField, splitFieldProps } from '../FormField'
import { Stack } from '../layout'
import { Spinner } from '../Spinner'
import * as styles from './ImageUpload.css'
import { readImageType } from './readImageType'

export const imageUploadAccept = Object.values(imageMimeTypes).join(',')

type Status = 'idle' | 'checking' | 'uploading' | 'uploaded' | 'failed' | 'notAnImage'

/**
 * `label` e.g. "Front image of credit card"; `error` is the form's own (required and missing),
 * upload errors are shown by the part.
 */
export interface ImageUploadProps extends FieldProps {
  disabled?: boolean
  /**
   * Sends the image (e.g. to the pre-signed upload address). Called only for files whose
   * content is a JPEG, PNG, GIF or WebP; a rejected promise shows "Image upload failed!".
   */
  onUpload: (file: File) => Promise<void>
  /** Called when the visitor removes the chosen image. */
  onRemove?: () => void
}

/**
 * Choose one image and upload it (the card image of a transaction or delivery change request).
 * The file is checked by its content, not its name: anything but a JPEG, PNG, GIF or WebP gets
 * "You can only upload Image file!". Shows a preview and the upload's progress and outcome.
 */
export function ImageUpload(props: ImageUploadProps) {
  const [{ error, ...field }, { disabled, onUpload, onRemove }] = splitFieldProps(props)
  const { t } = useLingui()
  const inputRef = useRef<HTMLInputElement>(null)
  const [status, setStatus] = useState<Status>('idle')
  const [file, setFile] = useState<File | null>(null)
  const [previewUrl, setPreviewUrl] = useState<string | null>(null)
  // the newest choice wins if the visitor picks again while a check or upload runs
  const attempt = useRef(0)

  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl)
    },
    [previewUrl],
  )

  const upload = async (chosen: File, which: number) => {
    setStatus('uploading')
    try {
      await onUpload(chosen)
      if (attempt.current === which) setStatus('uploaded')
    } catch {
      if (attempt.current === which) setStatus('failed')
    }
  }

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0]
    const which = ++attempt.current
    if (!chosen) return
    setStatus('checking')
    const type = await readImageType(chosen)
    if (attempt.current !== which) return
    if (!type) {
      // forget the refused file so the form cannot submit it
      if (inputRef.current) inputRef.current.value = ''
      setFile(null)
      setPreviewUrl(null)
      setStatus('notAnImage')
      return
    }
    setFile(chosen)
    setPreviewUrl(URL.createObjectURL(chosen))
    await upload(chosen, which)
  }

  const remove = () => {
    attempt.current++
    if (inputRef.current) inputRef.current.value = ''
    setFile(null)
    setPreviewUrl(null)
    setStatus('idle')
    onRemove?.()
    inputRef.current?.focus()
  }

  const ownError =
    status === 'notAnImage'
      ? t(errorMessages.NOT_AN_IMAGE)
      : status === 'failed'
        ? t(errorMessages.IMAGE_UPLOAD_FAILED)
        : undefined

  const fileName = file?.name ?? ''
  const statusText =
    status === 'checking'
      ? t`Checking the file…`
      : status === 'uploading'
        ? t`Uploading ${fileName}…`
        : status === 'uploaded'
          ? t`${fileName} uploaded`
          : null

  return (
    <FormField {...field} error={ownError ?? error}>
      {(control) => (
        <Stack gap="sm" align="start">
          <input
            {...control}
            ref={inputRef}
            type="file"
            accept={imageUploadAccept}
            disabled={disabled}
            className={styles.input}
            onChange={choose}
          />
          {file && previewUrl && (
            <div className={styles.preview}>
              <img className={styles.image} src={previewUrl} alt={t`Preview of ${fileName}`} />
              <div className={styles.details}>
                <p className={styles.fileName}>{fileName}</p>
                <Stack gap="sm" align="start">
                  {status === 'failed' && (
                    <Button size="small" onClick={() => upload(file, attempt.current)}>
                      {t`Try again`}
                    </Button>
                  )}
                  <Button size="small" variant="ghost" onClick={remove} disabled={disabled}>
                    {t`Remove image`}
                  </Button>
                </Stack>
              </div>
            </div>
          )}
          <p
            className={cx(styles.status, status === 'uploaded' && styles.statusDone)}
            role="status"
          >
            {(status === 'checking' || status === 'uploading') && <Spinner label="" />}
            {statusText}
          </p>
        </Stack>
      )}
    </FormField>
  )
}
