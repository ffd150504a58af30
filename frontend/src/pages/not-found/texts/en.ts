import type { Texts } from '../../../i18n/page-texts';
import type { nb } from './nb';

export const en: Texts<typeof nb> = {
  heading: '404 Page Not Found',
  text: 'The page you are looking for does not exist, or it may have been moved.',
  toFrontPage: 'To the front page',
};
