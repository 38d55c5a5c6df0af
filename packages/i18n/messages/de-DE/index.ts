// One line per namespace: a component's messages are named after the component.
<<<<<<< HEAD
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
=======
export { default as Common } from './Common.json' with { type: 'json' };
export { default as Errors } from './Errors.json' with { type: 'json' };
export { default as Footer } from './Footer.json' with { type: 'json' };
export { default as HomePage } from './HomePage.json' with { type: 'json' };
export { default as LocaleSwitcher } from './LocaleSwitcher.json' with { type: 'json' };
export { default as Navigation } from './Navigation.json' with { type: 'json' };
export { default as NotFound } from './NotFound.json' with { type: 'json' };
export { default as RegistrationError } from './RegistrationError.json' with { type: 'json' };
export { default as RegistrationPage } from './RegistrationPage.json' with { type: 'json' };
export { default as RootPage } from './RootPage.json' with { type: 'json' };
export { default as Validation } from './Validation.json' with { type: 'json' };
>>>>>>> main
