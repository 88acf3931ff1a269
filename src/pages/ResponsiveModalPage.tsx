import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { paths } from '../config/paths';
import { Seo } from '../components/seo/Seo';
import { RegistrationWizard } from '../features/registration/RegistrationWizard';
import '../styles/overlay.scss';

/** /responsive-modal: the registration wizard in a dialog, full screen on phones (below md). */
export default function ResponsiveModalPage() {
  const [open, setOpen] = useState(false);
  const titleId = `modal-title${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <>
      <Seo
        title="Register in a window"
        path={paths.responsiveModal}
        description="Register your food business as a GreenDrop vendor without leaving the page: verify your mobile number and send us your details."
      />
      <section className="content-section">
        <div className="container content-narrow">
          <h1>Register in a window</h1>
          <p className="lead">Register your food business as a vendor without leaving this page. The form opens in a window over it, and fills the screen on a phone.</p>
          <p>Keep your mobile phone at hand: we send a one-time password to confirm your number before you tell us about your business.</p>
          <button type="button" className="btn btn-brand btn-lg" onClick={() => setOpen(true)}>
            Open the registration form
          </button>
        </div>
      </section>
      <Modal show={open} onHide={() => setOpen(false)} fullscreen="md-down" size="lg" aria-labelledby={titleId} className="wizard-modal">
        <Modal.Header closeButton>
          <Modal.Title as="h2" id={titleId}>
            Register
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <RegistrationWizard embedded />
        </Modal.Body>
      </Modal>
    </>
  );
}
