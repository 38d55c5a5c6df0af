/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { AppScreenInput } from '../inputs';
import { AccountScreen } from './AccountScreen';
import { CardScreen } from './CardScreen';
import { ImpactScreen } from './ImpactScreen';
import { TransferScreen } from './TransferScreen';

/** The element tree satori lays out for a screen (flexbox and inline styles only). */
export function appScreenElement(input: AppScreenInput) {
  switch (input.screen) {
    case 'account':
      return <AccountScreen {...input} />;
    case 'card':
      return <CardScreen {...input} />;
    case 'impact':
      return <ImpactScreen {...input} />;
    case 'transfer':
      return <TransferScreen {...input} />;
  }
}
