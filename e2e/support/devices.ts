import type { BrowserContextOptions } from '@playwright/test';

/** The two screens the page-state walk and the phone checks use: a laptop, and a touch phone (390×844). */
export const DEVICES: Record<'desktop' | 'phone', BrowserContextOptions> = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
};
