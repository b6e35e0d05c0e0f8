import { PUBLIC_BOOKING_PATHS } from '@salao/contracts';
import { matchPublicBooking } from './public-booking-routes';

describe('matchPublicBooking', () => {
  it('routes the booking page, the manage link and the waitlist offer (the paths the API e-mails)', () => {
    expect(matchPublicBooking(PUBLIC_BOOKING_PATHS.page('studio-bela-demo'))).toEqual({ page: 'booking', param: 'studio-bela-demo' });
    expect(matchPublicBooking(PUBLIC_BOOKING_PATHS.manage('abc.def'))).toEqual({ page: 'manage', param: 'abc.def' });
    expect(matchPublicBooking(PUBLIC_BOOKING_PATHS.waitlistOffer('xyz'))).toEqual({ page: 'offer', param: 'xyz' });
    expect(matchPublicBooking('/agendar/studio-bela-demo/')).toEqual({ page: 'booking', param: 'studio-bela-demo' });
  });

  it('answers null for anything else', () => {
    expect(matchPublicBooking('/agendar/')).toBeNull();
    expect(matchPublicBooking('/agendar/a/b')).toBeNull();
    expect(matchPublicBooking('/agendar/%E0%A4%A')).toBeNull();
  });
});
