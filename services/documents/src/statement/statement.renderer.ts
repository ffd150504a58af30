import type { StatementDocument } from '@avtalt/contracts';
import { Injectable } from '@nestjs/common';
import Handlebars from 'handlebars';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { statementView } from './statement.rules';

/**
 * Renders the payment statement with Handlebars (./templates/statement.hbs), a self-contained HTML document
 * like the legal text: `{{ }}` escapes every value, so a name or a label never becomes markup.
 */
@Injectable()
export class StatementRenderer {
  private readonly template = Handlebars.create().compile(
    readFileSync(path.join(__dirname, 'templates', 'statement.hbs'), 'utf8'),
    { strict: true },
  );

  render(doc: StatementDocument): string {
    return this.template(statementView(doc));
  }
}
