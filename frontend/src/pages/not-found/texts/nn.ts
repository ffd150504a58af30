import type { Texts } from '../../../i18n/page-texts';
import type { nb } from './nb';

export const nn: Texts<typeof nb> = {
  heading: '404 Page Not Found',
  text: 'Sida du leitar etter finst ikkje, eller ho kan ha blitt flytta.',
  toFrontPage: 'Til framsida',
};
