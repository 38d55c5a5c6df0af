import { href } from '@site/config/routes';
import { accountMetadata, accountPage } from '@/components/account/AccountPage';

export const generateMetadata = accountMetadata('alreadyRegistered');

/** AlreadyRegistered: the partner link was used before; a new password comes from the app. */
export default accountPage('alreadyRegistered', (locale, tSystem) => ({
  after: (
    <p>
      <a href={href('home', locale)}>{tSystem('home')}</a>
    </p>
  ),
}));
