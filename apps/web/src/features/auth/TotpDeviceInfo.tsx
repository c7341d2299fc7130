import type { ComponentProps } from 'react';
import type { TOTPComponentsOverrideProvider } from 'supertokens-auth-react/recipe/totp';
import { CopyButton } from '../../lib/CopyButton';

type Overrides = ComponentProps<typeof TOTPComponentsOverrideProvider>['components'];
type DeviceInfoOverride = NonNullable<Overrides['TOTPDeviceInfoSection_Override']>;

/**
 * The SDK's authenticator-app set-up (/auth/mfa/totp?setup=true) shows only a QR code and, on request, the
 * key; a phone cannot scan its own screen. Under the SDK's section: the same otpauth:// address as a link
 * that opens the app, and a button that copies the key. Rendered in the SDK's shadow root, so styled by the
 * data-supertokens names in auth-page-style.ts.
 */
const TotpDeviceInfo: DeviceInfoOverride = ({ DefaultComponent, ...props }) => (
  <>
    <DefaultComponent {...props} />
    <div data-supertokens="totpPhoneSetup">
      <a data-supertokens="button totpOpenApp" href={props.deviceInfo.qrCodeString}>
        Open in authenticator app
      </a>
      <CopyButton
        data-supertokens="button totpCopyKey"
        text={props.deviceInfo.secret}
        label="Copy key"
        done="Key copied. Paste it into your authenticator app."
        failed="Could not copy the key: show it and type it in."
        statusProps={{ 'data-supertokens': 'totpCopyStatus' }}
      />
    </div>
  </>
);

export const TOTP_OVERRIDES: Overrides = { TOTPDeviceInfoSection_Override: TotpDeviceInfo };
