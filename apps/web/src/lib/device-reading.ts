/**
 * A signed-out reader's free reading, kept on this device (localStorage) until they sign in; then only its
 * inputs go to the server, which writes the reading again and saves it to My readings.
 */
export interface DeviceReading {
  device_id: string;
  name: string;
  date_of_birth: string;
  is_morning: boolean;
  hebrew_name?: string;
  title: string;
  keptAt: string;
}

const KEY = 'kn.device-reading';

export function keepDeviceReading(reading: Omit<DeviceReading, 'device_id' | 'keptAt'>): void {
  try {
    const device_id = crypto.randomUUID().replace(/-/g, '');
    localStorage.setItem(KEY, JSON.stringify({ ...reading, device_id, keptAt: new Date().toISOString() }));
  } catch {
    // Private mode or storage full: the reading just is not kept.
  }
}

export function deviceReading(): DeviceReading | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as DeviceReading) : null;
  } catch {
    return null;
  }
}

export function forgetDeviceReading(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
