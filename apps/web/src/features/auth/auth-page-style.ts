/**
 * The prebuilt sign-in page dressed as the rest of the site: the SDK's palette variables set to the
 * night-sky tokens (as "r, g, b"), the site's fonts, inputs at 16 px (no zoom on iOS), 44 px targets, a
 * card that never overflows a 360 px screen, and no third-party branding. Injected by the SDK into its
 * own shadow root, where the page's custom properties and web fonts still apply.
 */
export const AUTH_PAGE_STYLE = `
[data-supertokens~="container"] {
  --palette-background: 27, 24, 64;
  --palette-inputBackground: 21, 18, 47;
  --palette-inputBorder: 139, 132, 173;
  --palette-primary: 226, 184, 87;
  --palette-primaryBorder: 226, 184, 87;
  --palette-success: 168, 230, 184;
  --palette-successBackground: 24, 52, 40;
  --palette-error: 255, 180, 168;
  --palette-errorBackground: 64, 22, 30;
  --palette-errorDark: 255, 180, 168;
  --palette-textTitle: 240, 213, 142;
  --palette-textLabel: 236, 232, 246;
  --palette-textInput: 236, 232, 246;
  --palette-textPrimary: 195, 189, 219;
  --palette-textLink: 240, 213, 142;
  --palette-buttonText: 29, 26, 46;
  --palette-textGray: 195, 189, 219;
  --palette-buttonGreyedOut: 76, 71, 120;
  --palette-caution: 240, 213, 142;
  --font-size-0: 14px;
  --font-size-1: 16px;
  --font-size-2: 17px;
  --font-size-3: 19px;
  --font-size-4: 28px;
  --font-size-5: 32px;
  font-family: var(--font-body, Georgia, serif);
  width: 100%;
  max-width: 420px;
  margin: 1.5rem auto;
  box-sizing: border-box;
  border: 1px solid rgba(226, 184, 87, 0.28);
  border-radius: 14px;
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.35);
}
@media (max-width: 440px) {
  [data-supertokens~="container"] {
    width: 100%;
  }
}
[data-supertokens~="row"] {
  width: auto;
  padding: 28px clamp(16px, 6vw, 40px) 16px;
}
[data-supertokens~="headerTitle"] {
  font-family: var(--font-display, Georgia, serif);
  font-weight: 600;
  font-variant-numeric: lining-nums;
}
[data-supertokens~="input"] {
  font-size: 16px;
  font-family: inherit;
  height: 44px;
}
/* The ring is the box's (below), not the input's as well: one frame, not two. */
[data-supertokens~="input"]:focus-visible {
  box-shadow: none;
}
/* The SDK draws a 34 px box around a 32 px input: the box now holds a 44 px one. */
[data-supertokens~="inputWrapper"] {
  height: auto;
  min-height: 46px;
  border-radius: 10px;
}
/* The SDK's "transition: all 0.4s" is there for the press (its :active sets a filter at once, released over
   0.4 s). For every other property it faded each new screen's button in from the browser's own unstyled button
   (white on grey, its style computed when the e-mail field's autofocus ran before the screen's sheets were
   adopted) through grey on tan, 1.3:1 for a moment (ADR 0980): colours, size and shape apply at once. */
[data-supertokens~="button"] {
  min-height: 44px;
  height: auto;
  border-radius: 999px;
  font-family: inherit;
  font-weight: 600;
  font-size: 17px;
  transition-property: filter, background-size;
}
[data-supertokens~="button"]:focus-visible,
[data-supertokens~="inputWrapper"]:focus-within,
[data-supertokens~="link"]:focus-visible,
[data-supertokens~="linkButton"]:focus-visible,
[data-supertokens~="secondaryLinkWithLeftArrow"]:focus-visible {
  outline: none;
  box-shadow: 0 0 0 3px #0f0d24, 0 0 0 5px #f0d58e;
}
[data-supertokens~="link"],
[data-supertokens~="linkButton"],
[data-supertokens~="privacyPolicyAndTermsAndConditions"] a {
  color: rgb(var(--palette-textLink));
  text-decoration: underline;
}
/* The SDK sets Arial on its text buttons ("Use a Phone number", "Change email", the back link). */
[data-supertokens~="linkButton"],
[data-supertokens~="buttonBase"] {
  font-family: inherit;
}
/* Text buttons ("Resend code", "Use a mobile number instead", "Show the key to type in"): 44 px targets. */
[data-supertokens~="linkButton"] {
  min-height: 44px;
  padding: 0 8px;
}
[data-supertokens~="formLabelLinkBtn"],
button[data-supertokens~="showTOTPSecretBtn"] {
  font-size: 15px;
}
/* The back arrow beside a factor page's title: a 44 px target around the 16 px icon. */
[data-supertokens~="backButton"] {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  margin: -14px -6px -14px -14px;
}
/* "Back to Email" and "Sign out" are the SDK's clickable rows under the form. */
[data-supertokens~="secondaryLinkWithLeftArrow"] {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  font-size: 16px;
}
[data-supertokens~="divider"] {
  border-bottom-color: rgba(226, 184, 87, 0.28);
}
[data-supertokens~="superTokensBranding"] {
  display: none;
}
[data-supertokens~="button"][data-supertokens~="providerButton"] {
  min-height: 44px;
  border-radius: 999px;
  color: #1d1a2e;
}
[data-supertokens~="providerButtonText"] {
  font-weight: 600;
  font-size: 16px;
}
[data-supertokens~="generalError"] {
  line-height: 1.4;
}
/* The authenticator app set-up on a phone (TotpDeviceInfo.tsx): open the app, copy the key. */
[data-supertokens~="totpPhoneSetup"] {
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-bottom: 24px;
}
[data-supertokens~="totpOpenApp"] {
  display: flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  text-decoration: none;
}
[data-supertokens~="button"][data-supertokens~="totpCopyKey"] {
  background: transparent;
  color: rgb(var(--palette-textLink));
}
[data-supertokens~="totpCopyStatus"] {
  color: rgb(var(--palette-textPrimary));
  font-size: 15px;
}
[data-supertokens~="totpCopyStatus"]:empty {
  margin-top: -12px;
}
[data-supertokens~="totpSecret"] {
  letter-spacing: 1.5px;
}
@media (prefers-reduced-motion: reduce) {
  [data-supertokens~="generalError"] {
    animation: none;
  }
}
`;
