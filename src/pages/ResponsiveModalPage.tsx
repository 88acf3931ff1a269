import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { paths } from '../config/paths';
import { Seo } from '../components/seo/Seo';
import { RegistrationWizard } from '../features/registration/RegistrationWizard';
import { useT } from '../i18n/useT';
import '../styles/overlay.scss';

/** /responsive-modal: the registration wizard in a dialog, full screen on phones (below md). */
export default function ResponsiveModalPage() {
  const t = useT('registration');
  const [open, setOpen] = useState(false);
  const titleId = `modal-title${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <>
      <Seo title={t('modalPage.title')} path={paths.responsiveModal} description={t('modalPage.description')} />
      <section className="content-section">
        <div className="container content-narrow">
          <h1>{t('modalPage.title')}</h1>
          <p className="lead">{t('modalPage.lead')}</p>
          <p>{t('modalPage.phoneAtHand')}</p>
          <button type="button" className="btn btn-brand btn-lg" onClick={() => setOpen(true)}>
            {t('modalPage.open')}
          </button>
        </div>
      </section>
      <Modal show={open} onHide={() => setOpen(false)} fullscreen="md-down" size="lg" aria-labelledby={titleId} className="wizard-modal">
        <Modal.Header closeButton closeLabel={t('modalPage.close')}>
          <Modal.Title as="h2" id={titleId}>
            {t('modalPage.dialogTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <RegistrationWizard embedded />
        </Modal.Body>
      </Modal>
    </>
  );
}
