import { useEffect, useRef } from 'react';
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
 * optionally dismissible. An error, which answers a press, brings itself into view as it appears:
 * the press may have been far below it, or the page scrolled so that it lands behind the sticky
 * header (html's scroll-padding-top keeps it below the header).
 */
export function Notice({ variant, children, onClose, className = '' }: NoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (variant === 'danger') ref.current?.scrollIntoView({ block: 'nearest' });
  }, [variant]);
  return (
    <div ref={ref} className={`alert alert-${variant}${onClose ? ' alert-dismissible' : ''} ${className}`.trim()} role={variant === 'danger' ? 'alert' : 'status'}>
      {children}
      {onClose ? <CloseButton onClose={onClose} /> : null}
    </div>
  );
}

function CloseButton({ onClose }: { onClose: () => void }) {
  const t = useT('common');
  return <button type="button" className="btn-close" aria-label={t('notice.close')} onClick={onClose} />;
}
