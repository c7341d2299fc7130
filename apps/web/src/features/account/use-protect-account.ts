import type { MfaOverview } from '@app/contracts/mfa';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { invalidate } from '../../lib/invalidate';
import {
  cancelMfaReset,
  codeProblem,
  createTotpDevice,
  fetchMfaOverview,
  newRecoveryCodes,
  removeTotpDevice,
  verifyTotpDevice,
} from './mfa-api';

const MFA_KEY = ['account', 'mfa'] as const;

/** An authenticator app being added: what its QR code and typed key hold. */
export type Setup = { deviceName: string; secret: string; qrCodeString: string };

/** "Authenticator app 2": the first number no confirmed app uses yet. */
export function nextAppName(devices: MfaOverview['devices']): string {
  const taken = new Set(devices.filter((d) => d.verified).map((d) => d.name));
  let n = 1;
  while (taken.has(`Authenticator app ${n}`)) n++;
  return `Authenticator app ${n}`;
}

/**
 * "Protect my account"'s state and commands: each command clears the last message, keeps the buttons busy
 * while it runs, and shows what it did or why it failed.
 */
export function useProtectAccount() {
  const overview = useQuery({ queryKey: MFA_KEY, queryFn: fetchMfaOverview });
  const [setup, setSetup] = useState<Setup>();
  const [codes, setCodes] = useState<string[]>();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  const run = (work: () => Promise<void>) => async () => {
    setError('');
    setNotice('');
    setBusy(true);
    try {
      await work();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const start = run(async () => {
    const created = await createTotpDevice(nextAppName(overview.data?.devices ?? []));
    if (created.status !== 'OK') throw new Error('That app is already set up.');
    setSetup(created);
    setCode('');
  });

  const confirmWith = (device: Setup) =>
    run(async () => {
      const wasOn = overview.data?.enabled ?? false;
      const problem = codeProblem(await verifyTotpDevice(device.deviceName, code.trim()));
      if (problem) throw new Error(problem);
      setSetup(undefined);
      // The first app turns protection on: the recovery codes are made now and shown this once.
      if (!wasOn) setCodes((await newRecoveryCodes()).codes);
      setNotice(`${device.deviceName} is set up. You will be asked for its code when you sign in.`);
      await invalidate(MFA_KEY);
    });

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (setup) void confirmWith(setup)();
  };

  const remove = (name: string) =>
    run(async () => {
      await removeTotpDevice(name);
      setNotice(`${name} was removed.`);
      await invalidate(MFA_KEY);
    })();

  const regenerate = run(async () => {
    setCodes((await newRecoveryCodes()).codes);
    await invalidate(MFA_KEY);
  });

  const cancelReset = run(async () => {
    await cancelMfaReset();
    setNotice('The request to turn off multi-factor sign-in was cancelled.');
    await invalidate(MFA_KEY);
  });

  return {
    overview,
    state: { setup, codes, code, error, notice, busy },
    actions: { start, confirm, remove, regenerate, cancelReset, setCode, cancelSetup: () => setSetup(undefined) },
  };
}
