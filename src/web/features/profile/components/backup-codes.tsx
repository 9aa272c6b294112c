import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useTranslation } from '@web/lib/use-translation';
import { Download, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { backupCodesText } from '../lib/totp-uri';
import { CopyButton } from './copy-button';

const FILE_NAME = 'someday-backup-codes.txt';

/** Backup codes shown once, with ways to keep them (copy, a text file) and a warning. */
export function BackupCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Shown in place of the form that asked for them: focus moves to the codes.
  useEffect(() => headingRef.current?.focus(), []);
  const text = backupCodesText(codes, t('twoFactor.backupFileHeading'));

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = FILE_NAME;
    anchor.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <div className="grid gap-4">
      <h3 ref={headingRef} id={titleId} tabIndex={-1} className="font-semibold text-lg focus:outline-none">
        {t('twoFactor.backupTitle')}
      </h3>
      <Alert variant="warning">
        <TriangleAlert aria-hidden="true" />
        <p>{t('twoFactor.backupWarning')}</p>
      </Alert>
      <ul
        aria-label={t('twoFactor.backupListLabel')}
        className="grid grid-cols-2 gap-2 rounded-xl border border-border bg-muted p-4 font-mono text-sm sm:grid-cols-3 md:max-w-lg"
      >
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={codes.join('\n')} label={t('twoFactor.copyCodes')} />
        <Button variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          {t('twoFactor.downloadCodes')}
        </Button>
        <Button onClick={onDone}>{t('twoFactor.done')}</Button>
      </div>
    </div>
  );
}
