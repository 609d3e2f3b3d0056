import { z } from 'zod';
import { ORDER_SOURCES } from '../order-source';

export const orderSourceSchema = z.enum(ORDER_SOURCES, {
  error: `Source must be one of: ${ORDER_SOURCES.join(', ')}`,
});
