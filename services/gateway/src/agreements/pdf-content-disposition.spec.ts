import { pdfContentDisposition } from './pdf-response';

describe('pdfContentDisposition', () => {
  it('keeps æøå in filename* and gives an ASCII fallback', () => {
    expect(pdfContentDisposition('Samværsavtale for barn')).toBe(
      `attachment; filename="Samvaersavtale for barn.pdf"; filename*=UTF-8''Samv%C3%A6rsavtale%20for%20barn.pdf`,
    );
    expect(pdfContentDisposition('Lån og gjeld')).toContain('filename="Lan og gjeld.pdf"');
  });

  it('makes unsafe names safe', () => {
    expect(pdfContentDisposition('../../etc/passwd"')).toBe(
      `attachment; filename=".. .. etc passwd.pdf"; filename*=UTF-8''..%20..%20etc%20passwd.pdf`,
    );
    expect(pdfContentDisposition('   ')).toContain('filename="avtale.pdf"');
  });
});
