import { describe, expect, it } from 'vitest';
import { usualNextRoute } from '../../../services/orders/usualStepOrder';

describe('the screen a new loan usually shows next (fetched ahead while the phone is idle)', () => {
  it.each([
    ['/borrow/to_borrow', '/auth/personal_infomation'],
    ['/auth/personal_infomation', '/auth/additionalInfomation'],
    ['/auth/additionalInfomation', '/auth/id_card_authentication'],
    ['/auth/id_card_authentication', '/auth/loan_question'],
    ['/auth/loan_question', '/bank_account/add_bankcard'],
    ['/bank_account/add_bankcard', '/finish_loading'],
    ['/finish_loading', '/borrow/confirm_borrow'],
    ['/borrow/confirm_borrow', '/auth/review_tips'],
  ])('after %s comes %s', (path, next) => {
    expect(usualNextRoute(path)).toBe(next);
  });

  it.each(['/auth/review_tips', '/', '/repay/repay_detail', '/auth/review_tips?pageName=confirmBorrow', '/nowhere'])(
    'nothing after %s (the last step, or off the way)',
    (path) => {
      expect(usualNextRoute(path)).toBeNull();
    },
  );
});
