import flags from 'intl-tel-input/build/img/flags.png';
import flags2x from 'intl-tel-input/build/img/flags@2x.png';

/**
 * The SDK's phone input draws country flags from a sprite it loads from a public CDN, hard-coded in a style
 * element of its own; our CSP allows images from this site only. These rules are more specific than the
 * SDK's, so the browser takes the same sprite from our build (hashed, same version as the SDK's) and never
 * asks the CDN (ADR 0327).
 */
export const PHONE_FLAGS_STYLE = `
[data-supertokens~="container"] .iti__flag {
  background-image: url("${flags}");
}
@media (-webkit-min-device-pixel-ratio: 2), (min-resolution: 192dpi) {
  [data-supertokens~="container"] .iti__flag {
    background-image: url("${flags2x}");
  }
}
`;
