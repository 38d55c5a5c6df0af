/**
 * A complete production environment for the unit tests: every variable the production check
 * asks for, with plausible values and no placeholder left.
 */
export const releaseIdentityEnv = {
  PARTNER_BANK_NAME: 'Grünwald Bank AG',
  COMPANY_NAME: 'Evergreen Finance GmbH',
  COMPANY_ADDRESS: 'Torstraße 109, 10119 Berlin, DE',
  COMPANY_REPRESENTATIVES: 'Jana Köhler, Malte Freund',
  COMPANY_REGISTER: 'Amtsgericht Charlottenburg, HRB 240981 B',
  CONTACT_PHONE: '+49 30 8093 1190',
  VAT_ID: 'DE318492765',
  PARTNER_BANK_ADDRESS: 'Taunustor 1, 60310 Frankfurt am Main, DE',
  PARTNER_BANK_REGISTER: 'Amtsgericht Frankfurt am Main, HRB 118276',
  PARTNER_BANK_LICENCE_URL: 'https://portal.mvp.bafin.de/database/InstInfo/institutDetails.do?cmd=loadInstitutAction&institutId=150972',
  PARTNER_BANK_TERMS_URL: 'https://www.gruenwald-bank.eu/agb.pdf',
  PARTNER_BANK_OTHER_TERMS_URL: 'https://www.gruenwald-bank.eu/sonderbedingungen.pdf',
  PARTNER_BANK_PRIVACY_URL: 'https://www.gruenwald-bank.eu/datenschutz',
  DEPOSIT_GUARANTEE_SCHEME: 'Entschädigungseinrichtung deutscher Banken GmbH',
  DEPOSIT_GUARANTEE_ADDRESS: 'Burgstraße 28, 10178 Berlin, DE',
  DEPOSIT_GUARANTEE_URL: 'https://www.edb-banken.de',
};

export const releaseEnv = {
  DEPLOY_ENV: 'production',
  SITE_URL: 'https://www.evergreen-bank.eu',
  REGISTRATION_URL: 'https://open.evergreen-bank.eu',
  SUPPORT_SITE_URL: 'https://help.evergreen-bank.eu',
  LOGIN_URL: 'https://banking.evergreen-bank.eu/login',
  CONTACT_EMAIL: 'hello@evergreen-bank.eu',
  SECURITY_CONTACT: 'mailto:security@evergreen-bank.eu',
  APP_STORE_URL: 'https://apps.apple.com/app/id1234567890',
  PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=eu.evergreenbank.app',
  APP_LINK_ORIGINS: 'evergreen:,https://app.evergreen-bank.eu',
  CONTENTFUL_SPACE_ID: 'space',
  CONTENTFUL_ACCESS_TOKEN: 'token',
  SMTP_URL: 'smtps://mailer:secret@smtp.evergreen-bank.eu:465',
  CORE_WEBHOOK_URL: 'https://core.evergreen-bank.eu/webhooks/site',
  // 32 random bytes, as the core system would generate them.
  CORE_WEBHOOK_SECRET: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  ...releaseIdentityEnv,
};
