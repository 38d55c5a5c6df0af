// One line per namespace: a component's messages are named after the component.
export { default as Common } from './Common.json';
export { default as Errors } from './Errors.json';
export { default as Footer } from './Footer.json';
export { default as HomePage } from './HomePage.json';
export { default as LocaleSwitcher } from './LocaleSwitcher.json';
export { default as Navigation } from './Navigation.json';
export { default as NotFound } from './NotFound.json';
export { default as RegistrationError } from './RegistrationError.json';
export { default as RegistrationFooter } from './RegistrationFooter.json';
export { default as RegistrationForm } from './RegistrationForm.json';
export { default as RegistrationPage } from './RegistrationPage.json';
export { default as RegistrationSuccess } from './RegistrationSuccess.json';
export { default as RootPage } from './RootPage.json';
export { default as Validation } from './Validation.json';
