import { useEffect, useId, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import type { Promotion, PromotionApplyValue } from '@jogo/shared/api';
import { useAction } from '@jogo/shared/data';
import { useTranslation } from '@jogo/shared/i18n';
import { Button } from '@jogo/shared/ui';
import { applyPromotion } from '../api/apply-promotion';
import {
  MAX_IMAGES,
  MAX_REMARK,
  addImages,
  remarkError,
  remarkLength,
  type ImageProblem,
} from '../model/apply-limits';
import styles from './apply-form.module.css';

/**
 * The application of a promotion (spec 5): a remark of at most 140 characters and at most 3 PNG or JPG
 * images of 5 MB each, checked as they are picked and again at submit; the gateway checks them once more.
 */
export function ApplyForm({
  promotion,
  onApplied,
}: {
  promotion: Pick<Promotion, 'id' | 'title'> & Partial<Pick<Promotion, 'proofRequired'>>;
  onApplied: (value: PromotionApplyValue) => void;
}) {
  const { t } = useTranslation('promotions');
  const id = useId();
  const [remark, setRemark] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [imageProblem, setImageProblem] = useState<ImageProblem | null>(null);
  const [touched, setTouched] = useState(false);
  // the rules ask for the deposit proof: at least one image (the gateway refuses an application without)
  const proofRequired = promotion.proofRequired === true;
  const proofMissing = proofRequired && images.length === 0;
  const submit = useAction((r: string, files: File[]) => applyPromotion(promotion.id, r, files));
  const tooLong = remarkError(remark);
  const previews = useMemo(
    () => images.map((f) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(f) : '')),
    [images],
  );
  useEffect(() => () => previews.forEach((u) => u && URL.revokeObjectURL(u)), [previews]);

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(e.target.files ?? []);
    e.target.value = '';
    const next = await addImages(images, picked);
    setImages(next.images);
    setImageProblem(next.problem);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (tooLong || proofMissing || images.length > MAX_IMAGES) return;
    const value = await submit.run(remark.trim(), images);
    if (value) onApplied(value);
  };

  const remarkId = `${id}-remark`;
  const counterId = `${id}-counter`;
  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('apply.formLabel', { title: promotion.title })}
    >
      <label htmlFor={remarkId} className={styles.label}>
        {t('apply.remark')}
      </label>
      <textarea
        id={remarkId}
        className={styles.textarea}
        value={remark}
        rows={3}
        placeholder={t('apply.remarkPlaceholder')}
        aria-describedby={counterId}
        aria-invalid={!!tooLong}
        onChange={(e) => setRemark(e.target.value)}
      />
      <div className={styles.row}>
        {tooLong ? (
          <p role="alert" className={styles.error}>
            {t(tooLong, { max: MAX_REMARK })}
          </p>
        ) : (
          <span />
        )}
        <span id={counterId} className={tooLong ? styles.counterBad : styles.counter}>
          {t('apply.counter', { count: remarkLength(remark.trim()), max: MAX_REMARK })}
        </span>
      </div>

      <div className={styles.label} id={`${id}-images`}>
        {t('apply.images', { max: MAX_IMAGES })}
        {proofRequired ? <span aria-hidden="true"> *</span> : null}
      </div>
      {proofRequired ? <p className={styles.hint}>{t('proof.required')}</p> : null}
      <p className={styles.hint}>{t('apply.imagesHint')}</p>
      <ul className={styles.thumbs} aria-labelledby={`${id}-images`}>
        {images.map((f, i) => (
          <li key={`${f.name}-${i}`} className={styles.thumb}>
            {previews[i] ? (
              <img src={previews[i]} alt={f.name} />
            ) : (
              <span className={styles.fileName}>{f.name}</span>
            )}
            <button
              type="button"
              className={styles.remove}
              aria-label={t('apply.removeImage', { name: f.name })}
              onClick={() => {
                setImages(images.filter((_, j) => j !== i));
                setImageProblem(null);
              }}
            >
              ×
            </button>
          </li>
        ))}
        {images.length < MAX_IMAGES ? (
          <li className={styles.pick}>
            <label className={styles.pickLabel}>
              <input
                type="file"
                accept="image/png,image/jpeg"
                multiple
                required={proofRequired && images.length === 0}
                aria-required={proofRequired}
                aria-invalid={touched && proofMissing}
                className={styles.fileInput}
                aria-label={t('apply.addImages')}
                onChange={(e) => void onPick(e)}
              />
              <span aria-hidden="true">+</span>
              <span className={styles.pickText}>{t('apply.addImages')}</span>
            </label>
          </li>
        ) : null}
      </ul>
      {touched && proofMissing ? (
        <p role="alert" className={styles.error}>
          {t('proof.missing')}
        </p>
      ) : null}
      {imageProblem ? (
        <p role="alert" className={styles.error}>
          {t(imageProblem, { max: MAX_IMAGES })}
        </p>
      ) : null}
      {submit.error ? (
        <p role="alert" className={styles.error}>
          {submit.error.message}
        </p>
      ) : null}
      <Button
        type="submit"
        variant="primary"
        block
        busy={submit.pending}
        disabled={submit.pending || (touched && !!tooLong)}
      >
        {t('apply.submit')}
      </Button>
    </form>
  );
}
