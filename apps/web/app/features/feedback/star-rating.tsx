import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { FEEDBACK_RATINGS } from '@estate/shared';
import { useFormat } from '../../lib/i18n/use-format';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/**
 * A rating in half steps as ten native radio buttons (arrow keys move between them; each has a
 * spoken name such as "4.5 stars"), drawn as five stars whose halves are the click targets.
 * The fill grows from the start side, so it mirrors in Arabic.
 */
export function StarRating({
  name,
  value,
  onChange,
  legend,
}: {
  name: string;
  value: number;
  onChange: (value: number) => void;
  legend: string;
}) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const id = useId();
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value;
  return (
    <fieldset className="star-rating" onMouseLeave={() => setPreview(null)}>
      <legend className="star-rating__legend">{legend}</legend>
      <div className="star-rating__stars">
        {[1, 2, 3, 4, 5].map((star) => {
          const fill = shown >= star ? 100 : shown >= star - 0.5 ? 50 : 0;
          return (
            <span key={star} className="star-rating__star">
              <svg viewBox="0 0 24 24" aria-hidden="true" className="star-rating__empty">
                <path d={STAR} />
              </svg>
              <span className="star-rating__fill" style={{ inlineSize: `${fill}%` }} aria-hidden="true">
                <svg viewBox="0 0 24 24">
                  <path d={STAR} />
                </svg>
              </span>
              {FEEDBACK_RATINGS.filter((r) => r === star - 0.5 || r === star).map((rating) => (
                <label
                  key={rating}
                  className={`star-rating__half star-rating__half--${rating === star ? 'end' : 'start'}`}
                  onMouseEnter={() => setPreview(rating)}
                >
                  <input
                    type="radio"
                    className="visually-hidden"
                    name={name}
                    id={`${id}-${rating}`}
                    value={rating}
                    checked={value === rating}
                    onChange={() => onChange(rating)}
                  />
                  <span className="visually-hidden">{t('feedback.star', { value: number(rating) })}</span>
                </label>
              ))}
            </span>
          );
        })}
        <output className="star-rating__value" htmlFor={FEEDBACK_RATINGS.map((r) => `${id}-${r}`).join(' ')}>
          {t('feedback.rating_value', { value: number(shown) })}
        </output>
      </div>
    </fieldset>
  );
}
