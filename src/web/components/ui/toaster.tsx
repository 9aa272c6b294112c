import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '@common/limits';
import { useTranslation } from '@web/lib/use-translation';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { useToast } from './use-toast';

/** One toast at a time, 5 s, swipe right past 50 px; Radix pauses on hover and focus. */
export function Toaster() {
  const { t } = useTranslation();
  const { toasts } = useToast();
  return (
    <ToastProvider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={t('toast.label')}
    >
      {toasts.map(({ id, title, description, variant, ...rest }) => (
        <Toast key={id} variant={variant} {...rest}>
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose label={t('actions.close')} />
        </Toast>
      ))}
      <ToastViewport label={t('toast.regionLabel')} />
    </ToastProvider>
  );
}
