import type { LegalDocument } from '@avtalt/contracts';
import { Injectable } from '@nestjs/common';
import Handlebars from 'handlebars';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { viewModel } from './legal-text.rules';

const TEMPLATES = path.join(__dirname, 'templates');

/**
 * Renders the legal text with Handlebars: one layout and partials for its parts (files in
 * ./templates), from the view model of `legal-text.rules.ts` (docs/legal-document.md). `{{ }}` escapes
 * every value, so user text can never become markup; the output is a self-contained HTML document
 * (inline CSS, no remote fonts or images).
 */
@Injectable()
export class LegalTextRenderer {
  private readonly template: Handlebars.TemplateDelegate;

  constructor() {
    const handlebars = Handlebars.create();
    const partials = path.join(TEMPLATES, 'partials');
    for (const file of readdirSync(partials)) {
      handlebars.registerPartial(
        path.basename(file, '.hbs'),
        readFileSync(path.join(partials, file), 'utf8'),
      );
    }
    this.template = handlebars.compile(readFileSync(path.join(TEMPLATES, 'agreement.hbs'), 'utf8'), {
      strict: true,
    });
  }

  render(doc: LegalDocument): string {
    return this.template(viewModel(doc));
  }
}
