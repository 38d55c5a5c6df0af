import { legalMetadata, legalPage } from '@/components/legal/legalPage';

export const generateMetadata = legalMetadata('appPrivacy');
export default legalPage('appPrivacy');
