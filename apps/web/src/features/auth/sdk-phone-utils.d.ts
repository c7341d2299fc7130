/** The SDK's phone-number utilities (intl-tel-input's libphonenumber build): they set `intlTelInputUtils` on window. */
declare module 'supertokens-auth-react/lib/build/utils2.js';
