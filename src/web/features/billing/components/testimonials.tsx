import { useTranslation } from '@web/lib/use-translation';
import { Quote } from 'lucide-react';

const PEOPLE = ['nicha', 'daniel', 'ploy'] as const;

/** Three short stories of Pro members on the upgrade page. */
export function Testimonials() {
  const { t } = useTranslation('upgrade');
  return (
    <section aria-labelledby="testimonials-title" className="grid gap-4">
      <h2 id="testimonials-title" className="font-semibold text-xl">
        {t('testimonialsTitle')}
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {PEOPLE.map((person) => (
          <li key={person} className="rounded-2xl border border-border bg-card p-5 shadow-sm">
            <figure className="grid h-full content-between gap-4">
              <blockquote className="flex gap-2">
                <Quote aria-hidden="true" className="size-5 shrink-0 text-primary" />
                <p>{t(`testimonials.${person}.quote`)}</p>
              </blockquote>
              <figcaption className="text-sm">
                <span className="block font-semibold">{t(`testimonials.${person}.name`)}</span>
                <span className="text-muted-foreground">{t(`testimonials.${person}.role`)}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
