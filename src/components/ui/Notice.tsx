import { useT } from '../../i18n/useT';

export interface NoticeProps {
  variant: 'success' | 'danger' | 'warning' | 'info';
  children: React.ReactNode;
  /** Shows a close button (a dismissible alert). */
  onClose?: () => void;
  className?: string;
}

/**
 * The one alert: announced to screen readers (errors assertively, the rest politely) and
 * optionally dismissible.
 */
export function Notice({ variant, children, onClose, className = '' }: NoticeProps) {
  return (
    <div className={`alert alert-${variant}${onClose ? ' alert-dismissible' : ''} ${className}`.trim()} role={variant === 'danger' ? 'alert' : 'status'}>
      {children}
      {onClose ? <CloseButton onClose={onClose} /> : null}
    </div>
  );
}

function CloseButton({ onClose }: { onClose: () => void }) {
  const t = useT('common');
  return <button type="button" className="btn-close" aria-label={t('notice.close')} onClick={onClose} />;
}
