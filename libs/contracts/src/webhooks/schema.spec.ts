import { WEBHOOK_MSG } from './messages';
import { webhookSchema, webhookSchemaFor, webhookUrlProblem } from './schema';

describe('webhook schema (docs/product/webhooks.md)', () => {
  it('takes an https URL and events of the fixed list; active defaults to true', () => {
    expect(webhookSchema.validateSync({ url: ' https://exemplo.com/h ', events: ['client.created'] })).toEqual({
      url: 'https://exemplo.com/h',
      events: ['client.created'],
      active: true,
    });
    expect(() => webhookSchema.validateSync({ url: 'https://exemplo.com/h', events: [] })).toThrow(WEBHOOK_MSG.events);
    expect(() => webhookSchema.validateSync({ url: 'https://exemplo.com/h', events: ['client.deleted'] })).toThrow(WEBHOOK_MSG.eventInvalid);
  });

  it('http only for an allowlisted host; credentials and nonsense never', () => {
    expect(webhookUrlProblem('http://127.0.0.1:8080/x')).toBe(WEBHOOK_MSG.urlHttps);
    expect(webhookUrlProblem('http://127.0.0.1:8080/x', ['127.0.0.1'])).toBeNull();
    expect(webhookUrlProblem('https://u:p@exemplo.com/')).toBe(WEBHOOK_MSG.urlInvalid);
    expect(webhookUrlProblem('exemplo.com')).toBe(WEBHOOK_MSG.urlInvalid);
    expect(() => webhookSchemaFor(['127.0.0.1']).validateSync({ url: 'http://127.0.0.1/x', events: ['client.created'] })).not.toThrow();
  });
});
