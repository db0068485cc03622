import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, api, ENDPOINTS, type FeedbackRequest } from '@jogo/shared/api';
import { bus, useSession } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { Button } from '@jogo/shared/ui';
import { Icon } from '../../layout/icons';
import page from '../page.module.css';
import {
  FEEDBACK_MAX_CHARS,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_MAX_IMAGE_MB,
  acceptImages,
  contentError,
  type FeedbackError,
} from './feedback-rules';
import styles from './feedback-page.module.css';

interface Picked {
  id: number;
  file: File;
  preview: string | null;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

const preview = (file: File): string | null =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;

/**
 * The feedback form (spec 1, 5): up to 140 characters with a counter, at most 3 png or jpg images of at
 * most 5 MB each, checked here before PUT /wps/feedback (which checks them again). Members only.
 */
export function FeedbackPage() {
  const { t } = useTranslation(['shell', 'common']);
  const session = useSession();
  const [content, setContent] = useState('');
  const [images, setImages] = useState<Picked[]>([]);
  const [contentProblem, setContentProblem] = useState<FeedbackError | null>(null);
  const [imageProblem, setImageProblem] = useState<FeedbackError | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const nextId = useRef(1);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { content: useId(), images: useId(), counter: useId() };
  const length = [...content].length;

  // previews are object URLs: release them when they leave
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const all = previews.current;
    return () => all.forEach((u) => URL.revokeObjectURL?.(u));
  }, []);

  const message = (e: FeedbackError) =>
    t(`pages.feedback.errors.${e}`, {
      max: e === 'tooMany' ? FEEDBACK_MAX_IMAGES : FEEDBACK_MAX_CHARS,
      size: FEEDBACK_MAX_IMAGE_MB,
    });

  if (session.status !== 'member') {
    return (
      <div className={page.page}>
        <Hero />
        <div className={`${page.card} ${page.error}`}>
          <p>{t('pages.feedback.loginRequired')}</p>
          <Button onClick={() => bus.emit('ui:modal-requested', { name: 'login' })}>
            {t('pages.feedback.login')}
          </Button>
        </div>
      </div>
    );
  }

  const onPick = (files: FileList | null) => {
    const picked = files ? [...files] : [];
    const { accepted, error } = acceptImages(picked, images.length);
    setImageProblem(error);
    setImages((cur) => [
      ...cur,
      ...accepted.map((file) => {
        const url = preview(file);
        if (url) previews.current.add(url);
        return { id: nextId.current++, file, preview: url };
      }),
    ]);
    if (fileInput.current) fileInput.current.value = '';
  };

  const remove = (id: number) => {
    setImages((cur) => cur.filter((p) => p.id !== id));
    setImageProblem(null);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = contentError(content);
    setContentProblem(problem);
    setServerError(null);
    if (problem) return;
    setBusy(true);
    try {
      const body: FeedbackRequest = {
        content: content.trim(),
        images: await Promise.all(images.map((p) => readAsDataUrl(p.file))),
      };
      await api().call(ENDPOINTS.submitFeedback, { body });
      setSent(true);
      setContent('');
      setImages([]);
    } catch (err) {
      setServerError(err instanceof ApiError ? err.message : t('common:errors.unknown'));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <div className={page.page}>
        <Hero />
        <div className={`${page.card} ${styles.success}`} role="status">
          <span className={styles.successIcon} aria-hidden="true">
            ✓
          </span>
          <p>{t('pages.feedback.success')}</p>
          <Button variant="secondary" onClick={() => setSent(false)}>
            {t('pages.feedback.another')}
          </Button>
        </div>
      </div>
    );
  }

  const over = length > FEEDBACK_MAX_CHARS;
  return (
    <div className={page.page}>
      <Hero />
      <form className={`${page.card} ${styles.form}`} onSubmit={(e) => void onSubmit(e)} noValidate>
        <div className={styles.field}>
          <label htmlFor={ids.content} className={styles.label}>
            {t('pages.feedback.content')}
          </label>
          <textarea
            id={ids.content}
            className={`${styles.textarea} ${contentProblem || over ? styles.invalid : ''}`}
            value={content}
            rows={5}
            placeholder={t('pages.feedback.placeholder')}
            aria-invalid={contentProblem ? true : undefined}
            aria-describedby={`${ids.counter}${contentProblem ? ` ${ids.content}-error` : ''}`}
            onChange={(e) => {
              setContent(e.target.value);
              if (contentProblem) setContentProblem(contentError(e.target.value));
            }}
          />
          <div className={styles.meta}>
            {contentProblem ? (
              <p id={`${ids.content}-error`} className={styles.error} role="alert">
                {message(contentProblem)}
              </p>
            ) : (
              <span />
            )}
            <span
              id={ids.counter}
              className={`${styles.counter} ${over ? styles.counterOver : ''}`}
              aria-live="polite"
            >
              {t('pages.feedback.counter', { count: length, max: FEEDBACK_MAX_CHARS })}
            </span>
          </div>
        </div>

        <div className={styles.field}>
          <span className={styles.label} id={`${ids.images}-label`}>
            {t('pages.feedback.images')}
          </span>
          <p className={styles.hint}>
            {t('pages.feedback.imagesHint', { max: FEEDBACK_MAX_IMAGES, size: FEEDBACK_MAX_IMAGE_MB })}
          </p>
          <ul className={styles.thumbs} aria-labelledby={`${ids.images}-label`}>
            {images.map((p) => (
              <li key={p.id} className={styles.thumb}>
                {p.preview ? <img src={p.preview} alt="" /> : <Icon name="image" size={28} />}
                <span className={styles.thumbName}>{p.file.name}</span>
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => remove(p.id)}
                  aria-label={t('pages.feedback.removeImage', { name: p.file.name })}
                >
                  <Icon name="close" size={14} />
                </button>
              </li>
            ))}
            {images.length < FEEDBACK_MAX_IMAGES ? (
              <li>
                <label className={styles.add}>
                  <Icon name="plus" size={22} />
                  <span>{t('pages.feedback.addImage')}</span>
                  <input
                    ref={fileInput}
                    id={ids.images}
                    type="file"
                    accept="image/png,image/jpeg,.png,.jpg,.jpeg"
                    multiple
                    className={styles.fileInput}
                    onChange={(e) => onPick(e.target.files)}
                  />
                </label>
              </li>
            ) : null}
          </ul>
          {imageProblem ? (
            <p className={styles.error} role="alert">
              {message(imageProblem)}
            </p>
          ) : null}
        </div>

        {serverError ? (
          <p className={styles.serverError} role="alert">
            {serverError}
          </p>
        ) : null}

        <Button type="submit" size="lg" busy={busy} className={styles.submit}>
          {t('pages.feedback.submit')}
        </Button>
      </form>
    </div>
  );
}

function Hero() {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <header className={page.hero}>
      <span className={page.heroIcon} aria-hidden="true">
        <Icon name="feedback" size={26} />
      </span>
      <h1 className={page.title}>{t('pages.feedback.title')}</h1>
      <p className={page.subtitle}>{t('pages.feedback.subtitle')}</p>
    </header>
  );
}
