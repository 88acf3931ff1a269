// The password reset's words as a person reads them, in English and in Hindi: the integration
// tests (tests/integration/password-reset.test.tsx) and the browser tests (tests/e2e) both look
// for them.

export const RESET_TEXT = {
  en: {
    forgot: 'Forgot password?',
    title: 'Reset your password',
    send: 'Send OTP',
    sent: 'If this mobile number belongs to a vendor, we have sent it an OTP.',
    newHeading: 'Set a new password',
    otp: 'OTP',
    password: 'New password',
    confirm: 'New password again',
    submit: 'Change password',
    changed: 'Your password has been changed. Log in with your new password.',
  },
  hi: {
    forgot: 'पासवर्ड भूल गए?',
    title: 'अपना पासवर्ड बदलें',
    send: 'OTP भेजें',
    sent: 'अगर यह मोबाइल नंबर किसी वेंडर का है, तो हमने इस पर OTP भेज दिया है।',
    newHeading: 'नया पासवर्ड बनाएँ',
    otp: 'SMS में आया OTP',
    password: 'नया पासवर्ड',
    confirm: 'नया पासवर्ड दोबारा',
    submit: 'पासवर्ड बदलें',
    changed: 'आपका पासवर्ड बदल गया है। नए पासवर्ड से लॉग इन करें।',
  },
} as const;
