import { factories } from '@strapi/strapi';
import { discountCheckInputSchema, discountCodeChangeSchema, discountCodeInputSchema } from '@shop/contracts';
import { DISCOUNT_CODE_UID } from '../../../lib/content-types';
import { serviceActions } from '../../../lib/service-actions';

export default factories.createCoreController(DISCOUNT_CODE_UID, ({ strapi }) =>
  serviceActions(strapi, DISCOUNT_CODE_UID, {
    discountCodes: {},
    createDiscountCode: { body: discountCodeInputSchema, status: 201 },
    updateDiscountCode: { id: true, body: discountCodeChangeSchema },
    deleteDiscountCode: { id: true },
    checkDiscountCode: { body: discountCheckInputSchema },
  }),
);
