import Handlebars from 'handlebars';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MailContent } from './mail-content.rules';
import { MAIL_TEXTS } from './texts/mail-texts';

const TEMPLATES = path.join(__dirname, 'templates');

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * Puts a mail's content in the product's look: a table-based layout (inline styles, colours and font of
 * frontend/src/theme.ts, one column that fits a phone) and a plain-text twin. `{{ }}` in the HTML
 * template escapes every value, so a title or name can never become markup; the text template is
 * compiled without escaping (it is plain text).
 */
export class MailRenderer {
  private readonly html: Handlebars.TemplateDelegate;
  private readonly text: Handlebars.TemplateDelegate;
  /** The privacy page, linked in every mail's footer (GDPR art. 13: the notice is one click away). */
  private readonly privacyUrl: string;

  /** `appOrigin`: APP_ORIGIN, the origin of every link in a mail. */
  constructor(appOrigin: string) {
    this.privacyUrl = `${appOrigin}/personvern`;
    const handlebars = Handlebars.create();
    this.html = handlebars.compile(readFileSync(path.join(TEMPLATES, 'mail.html.hbs'), 'utf8'), {
      strict: false,
    });
    this.text = handlebars.compile(readFileSync(path.join(TEMPLATES, 'mail.text.hbs'), 'utf8'), {
      noEscape: true,
      strict: false,
    });
  }

  /** The layout's own words (the footer, the link under the button) and `<html lang>` follow the content's language. */
  render(content: MailContent, unsubscribeUrl: string | null): RenderedMail {
    const view = {
      ...content,
      unsubscribeUrl,
      privacyUrl: this.privacyUrl,
      layout: MAIL_TEXTS[content.language].layout,
    };
    return {
      subject: content.subject,
      html: this.html(view),
      text: this.text(view).replace(/\n{3,}/g, '\n\n'),
    };
  }
}
