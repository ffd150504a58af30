import { createHash } from 'node:crypto';
import { mailLogFilter } from './mail.repository';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('mailLogFilter', () => {
  it('selects every row without a state or a search', () => {
    expect(mailLogFilter({})).toEqual({ where: '', params: [] });
    expect(mailLogFilter({ q: '   ' })).toEqual({ where: '', params: [] });
  });

  it('filters by state', () => {
    expect(mailLogFilter({ state: 'failed' })).toEqual({ where: 'where state = ?', params: ['failed'] });
  });

  it("compares a whole address with what the log keeps of it: the invitation's hash, an account mail's masked form", () => {
    const filter = mailLogFilter({ state: 'sent', q: ' Kari.Nordmann@Example.no ' });
    expect(filter.where).toBe(
      'where state = ? and (recipient_hash = ? or (recipient_hash is null and lower(masked_recipient) = ?))',
    );
    expect(filter.params).toEqual(['sent', sha256('kari.nordmann@example.no'), 'k***@example.no']);
    // The address itself is never a parameter: the log holds only its hash and masked form.
    expect(filter.params).not.toContain('kari.nordmann@example.no');
  });

  it('looks for any other search in the masked address, the SMTP error and the agreement id, wildcards taken literally', () => {
    expect(mailLogFilter({ q: '550' })).toEqual({
      where:
        'where (lower(masked_recipient) like ? or lower(last_error) like ? or agreement_id::text like ?)',
      params: ['%550%', '%550%', '%550%'],
    });
    expect(mailLogFilter({ q: 'K***@EXAMPLE' }).params[0]).toBe('%k***@example%');
    // A masked address copied from the list finds invitations and account mails alike.
    expect(mailLogFilter({ q: 'k***@example.no' }).params).toEqual([
      '%k***@example.no%',
      '%k***@example.no%',
      '%k***@example.no%',
    ]);
    expect(mailLogFilter({ q: '100%_a\\' }).params[0]).toBe('%100\\%\\_a\\\\%');
  });
});
