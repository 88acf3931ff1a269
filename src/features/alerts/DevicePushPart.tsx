import { useEffect, useState } from 'react';
import { Spinner } from '../../components/ui/Spinner';
import { useT } from '../../i18n/useT';
import { signedInOwner } from '../../lib/http';
import { describeError } from '../dashboard';
import { devicePush, NoWorkerError, PushRefusedError, pushPermission, pushSupport, turnOffDevicePush, turnOnDevicePush, type DevicePush } from './devicePush';

export interface DevicePushPartProps {
  /** The outlet the settings are for; undefined for a vendor with one outlet. */
  outlet: number | undefined;
  /** This device was turned on or off: the form reads push from the server again. */
  onChanged: (on: boolean) => void;
}

type DeviceState = { kind: 'checking' } | { kind: 'off' } | { kind: 'on'; device: DevicePush };

/**
 * "This device" in the alert settings (issue 34, item 4): whether this browser shows the outlet's
 * notifications, the one button that asks the browser's permission (never on load), and, where the
 * browser cannot, why (an iPhone needs the site on its Home Screen first).
 */
export function DevicePushPart({ outlet, onChanged }: DevicePushPartProps) {
  const t = useT('alerts');
  const vendorT = useT('vendor');
  const [support] = useState(() => pushSupport());
  const [state, setState] = useState<DeviceState>({ kind: 'checking' });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ done: string } | { failed: string } | null>(null);

  useEffect(() => {
    const owner = signedInOwner();
    if (support !== 'supported' || !owner) return;
    let live = true;
    devicePush(owner).then(
      (device) => live && setState(device ? { kind: 'on', device } : { kind: 'off' }),
      () => live && setState({ kind: 'off' }),
    );
    return () => {
      live = false;
    };
  }, [support]);

  if (support !== 'supported') return <p className="alert-channel-note">{support === 'home-screen-first' ? t('push.homeScreenFirst') : t('push.unsupported')}</p>;

  const here = state.kind === 'on' && state.device.outlet === (outlet ?? null);
  const blocked = pushPermission() === 'denied';

  async function turnOn() {
    const owner = signedInOwner();
    if (busy || !owner) return;
    setBusy(true);
    setOutcome(null);
    try {
      const device = await turnOnDevicePush(owner, outlet);
      setState({ kind: 'on', device });
      setOutcome({ done: t('push.turnedOn') });
      onChanged(true);
    } catch (failure) {
      // The person saying no is their answer, not a fault.
      if (!(failure instanceof PushRefusedError)) console.error(failure);
      setOutcome({ failed: failedWords(failure) });
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      await turnOffDevicePush();
      setState({ kind: 'off' });
      setOutcome({ done: t('push.turnedOff') });
      onChanged(false);
    } catch (failure) {
      console.error(failure);
      setOutcome({ failed: t('push.offFailed', { reason: describeError(failure, vendorT) }) });
    } finally {
      setBusy(false);
    }
  }

  function failedWords(failure: unknown): string {
    if (failure instanceof PushRefusedError) return failure.permission === 'denied' ? t('push.blocked') : t('push.dismissed');
    if (failure instanceof NoWorkerError) return t('push.failed', { reason: t('push.noWorker') });
    return t('push.failed', { reason: describeError(failure, vendorT) });
  }

  return (
    <div className="alert-device">
      <p className="alert-channel-note">{here ? t('push.on') : state.kind === 'on' ? t('push.onElsewhere') : t('push.intro')}</p>
      {state.kind === 'checking' ? null : here ? (
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={turnOff} disabled={busy}>
          {busy ? <Spinner /> : null} {t('push.turnOff')}
        </button>
      ) : (
        <button type="button" className="btn btn-outline-brand btn-sm" onClick={turnOn} disabled={busy} aria-describedby={blocked ? 'alert-push-blocked' : undefined}>
          {busy ? <Spinner /> : null} {t('push.turnOn')}
        </button>
      )}
      {blocked && !here && !outcome ? (
        <p id="alert-push-blocked" className="alert-channel-note">
          {t('push.blocked')}
        </p>
      ) : null}
      <div role="status" aria-live="polite" className="alert-device-outcome">
        {outcome ? <p className={'failed' in outcome ? 'text-danger mb-0' : 'mb-0'}>{'failed' in outcome ? outcome.failed : outcome.done}</p> : null}
      </div>
    </div>
  );
}
