import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { DOCUMENTS_CONFIG, type DocumentsConfig } from '../config/documents.config';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * Prints HTML to PDF with Debian's Chromium through playwright-core. One browser stays warm and
 * idle pages are reused; a crashed browser is launched again on the next render.
 *
 * Every page runs with JavaScript off (security review L7): the legal texts and evidence pages are
 * static HTML and CSS, so a script that got into one (an escaping bug) does not run at all. The page
 * numbers in the footer are Chromium's own print template, not the page's scripts.
 */
@Injectable()
export class PdfRenderer implements OnApplicationShutdown {
  private readonly logger = new Logger(PdfRenderer.name);
  private browser?: Browser;
  private context?: BrowserContext;
  private launching?: Promise<BrowserContext>;
  private idle: Page[] = [];
  private closing = false;

  constructor(@Inject(DOCUMENTS_CONFIG) private readonly config: DocumentsConfig) {}

  private async warmContext(): Promise<BrowserContext> {
    if (this.browser?.isConnected() && this.context) return this.context;
    this.launching ??= chromium
      .launch({
        executablePath: this.config.CHROMIUM_PATH,
        // Not Playwright's own signal handlers, which close the browser on SIGTERM under the PDF being
        // rendered: the process's graceful shutdown closes it after the workers (docs/graceful-shutdown.md).
        handleSIGTERM: false,
        handleSIGINT: false,
        handleSIGHUP: false,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--no-first-run',
        ],
      })
      .then(async (browser) => {
        browser.on('disconnected', () => {
          if (!this.closing) this.logger.warn('Chromium disconnected; it is launched again on the next PDF');
          this.browser = undefined;
          this.context = undefined;
          this.idle = [];
        });
        const context = await browser.newContext({ javaScriptEnabled: false });
        this.browser = browser;
        this.context = context;
        return context;
      })
      .finally(() => {
        this.launching = undefined;
      });
    return this.launching;
  }

  async render(html: string, title: string): Promise<Buffer> {
    const context = await this.warmContext();
    const page = this.idle.pop() ?? (await context.newPage());
    try {
      // No network: the legal text is self-contained.
      await page.route('**/*', (route) =>
        route.request().url().startsWith('data:') ? route.continue() : route.abort(),
      );
      await page.setContent(html, { waitUntil: 'load' });
      const pdf = await page.pdf({
        format: 'A4',
        printBackground: true,
        preferCSSPageSize: true,
        displayHeaderFooter: true,
        margin: { top: '22mm', bottom: '22mm', left: '20mm', right: '20mm' },
        headerTemplate: `<div style="font-family: 'DejaVu Sans', sans-serif; font-size: 8pt; color: #4b5b63; width: 100%; padding: 0 20mm; text-align: right;">${escapeHtml(title)}</div>`,
        footerTemplate: `<div style="font-family: 'DejaVu Sans', sans-serif; font-size: 8pt; color: #4b5b63; width: 100%; text-align: center;">Side <span class="pageNumber"></span> av <span class="totalPages"></span></div>`,
      });
      await page.unroute('**/*');
      if (this.idle.length < this.config.PDF_CONCURRENCY) this.idle.push(page);
      else await page.close();
      return pdf;
    } catch (error) {
      await page.close().catch(() => undefined);
      throw error;
    }
  }

  /** After every worker finished its render (their onModuleDestroy): the browser closes last. */
  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    await this.browser?.close().catch(() => undefined);
  }
}
