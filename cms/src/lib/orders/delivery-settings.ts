import type { Core } from '@strapi/strapi';
import type { DeliverySettings } from '@shop/contracts';
import { withSamples } from '../../api/shop-setting/services/shop-setting';
import { SHOP_SETTING_UID } from '../content-types';

const DELIVERY_FIELDS = ['flatDeliveryCharge', 'cityDeliveryCharges', 'freeDeliveryFrom', 'minimumOrder'];

/** The owner's delivery charges and minimum order as saved on the Shop settings screen, the spec's until then. */
export async function deliverySettingsOf(strapi: Core.Strapi): Promise<DeliverySettings> {
  // The query engine: inside the order's transaction it reads on the transaction's connection.
  const stored = await strapi.db.query(SHOP_SETTING_UID).findOne({ select: DELIVERY_FIELDS });
  const { flatDeliveryCharge, cityDeliveryCharges, freeDeliveryFrom, minimumOrder } = withSamples(
    strapi,
    stored,
  );
  return { flatDeliveryCharge, cityDeliveryCharges, freeDeliveryFrom, minimumOrder };
}
