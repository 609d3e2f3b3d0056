/**
 * Every message a shared rule or schema gives, by a stable code: the English is written here once, the
 * API answers it with its code (docs/api.md), and the storefront says it in the page's language through
 * its catalogues' `rule.<code>` keys. `{name}` stands for a value the message carries.
 */
const CONTACT_FOR_MORE = 'For more than {limit} of one item, please contact us.';
const SMALLER_OR_SHARPER = 'choose a smaller size or a sharper photo.';
const SHARP_AT = '{sharpSize} would print sharp.';
const WAITING_CALL =
  'waiting for our confirmation call. Please wait for our call, or contact us to order more.';

export const RULE_TEXTS = {
  // The spec's messages (point 5).
  'shop.selectSize': 'Please select a size',
  'shop.selectFrame': 'Please select a frame color',
  'shop.invalidFile': 'Invalid file provided',
  'shop.fileTooLarge': 'File size too large. Max 10MB allowed.',
  'shop.wrongFileType':
    'Invalid file type. Only these (jpg, jpeg, png, gif, webp) images format are allowed.',
  'shop.requiredFields': 'Please fill in the following required fields: {names}',
  // Any field.
  'request.invalid': 'Invalid request',
  'request.unknownFields': 'Unknown field: {fields}',
  'text.required': '{label} is required',
  'text.tooLong': '{label} must be at most {max} characters',
  'text.unsafeCharacters':
    '{label} contains characters that are not allowed (text-direction controls or broken characters)',
  'text.notText': '{label} must be text',
  'text.notEmail': '{label} must be a valid e-mail address',
  'value.notBoolean': '{label} must be true or false',
  'value.notOneOf': '{label} must be one of: {options}',
  'number.notNumber': '{label} must be a number',
  'number.notWhole': '{label} must be a whole number',
  'number.tooSmall': '{label} must be at least {min}',
  'number.tooLarge': '{label} must be at most {max}',
  // The checkout and the order.
  'checkout.blank': 'Please Fill all required fields',
  'order.itemIdMissing': 'Every item needs the id of its product',
  'order.customValuesNotText': 'Custom field values must be text',
  'order.tooManyCustomFields': 'At most {max} custom fields',
  'order.noItems': 'The order needs at least one item',
  'order.tooManyLines': 'An order holds at most {max} lines',
  'order.onlyPaymentMethod': 'Only {method} is available',
  'order.totalWithDiscount': 'The total must be the subtotal, less the discount, plus the delivery charge',
  'order.total': 'The total must be the subtotal plus the delivery charge',
  'order.discountOverSubtotal': 'The discount cannot be more than the subtotal',
  // Reviews.
  'review.blank': 'Please fill in all required fields',
  'review.rating': 'Rating must be a whole number from 1 to 5',
  // A template's custom fields: their definition, and the values a shopper gives.
  'customField.nameMissing': 'Every custom field needs a name',
  'customField.nameTooLong': 'Custom field names must be at most {max} characters',
  'customField.dropdownWithoutOptions': 'Dropdown field "{field}" must have options',
  'customField.twice': 'Custom field "{field}" appears twice',
  'customValue.notDate': '{label} must be a date (YYYY-MM-DD)',
  'customValue.notColor': '{label} must be a color like #1a2b3c',
  'customValue.notOption': '"{value}" is not an option of {label}',
  'customValue.notImage': '{label} must be an uploaded image',
  // The owner's limits on one order.
  'limit.contactForMore': CONTACT_FOR_MORE,
  'limit.tooManyUnits': `One order can hold at most {limit} of "{name}", counting every size and frame. ${CONTACT_FOR_MORE}`,
  'limit.waitingOrdersOne': `This phone number already has an order ${WAITING_CALL}`,
  'limit.waitingOrdersMany': `This phone number already has {limit} orders ${WAITING_CALL}`,
  // Discount codes.
  'discount.unknown': 'The discount code "{code}" does not exist.',
  'discount.notStarted': 'The discount code "{code}" is not active yet.',
  'discount.expired': 'The discount code "{code}" has expired.',
  'discount.usedUp': 'The discount code "{code}" has been used up.',
  'discount.usedByPhone': 'The discount code "{code}" has already been used with this phone number.',
  'discount.belowMinimum':
    'The discount code "{code}" needs an order of at least {minimum} before the discount.',
  'discount.enterCode': 'Please enter a discount code',
  'discount.spelling': 'The code must be 3 to 30 letters, digits, dashes or underscores, without spaces',
  'discount.kind': 'The kind must be percent or fixed',
  'discount.percent': 'A percentage discount must be between 1 and 100',
  'discount.window': 'The end date must be after the start date',
  'discount.nothingToChange': 'Send at least one field to change',
  // The staff's product and template forms (spec section 5).
  'catalogue.required': 'Please fill all required fields',
  'catalogue.frameColor': 'Please select at least one frame color',
  'catalogue.minImages': 'Please upload at least 1 image',
  'catalogue.maxImages': 'You can upload maximum 2 images.',
  'catalogue.discountOverActual': 'Discounted price must not exceed the actual price',
  'catalogue.imageValue': 'Each image must be an image data string, a URL or {url, public_id}',
  'catalogue.frameColours': 'Frame colours must be among {colours}',
  'catalogue.tooManySizes': 'At most {max} sizes',
  'catalogue.notACategory': 'Product category "{category}" is not one of the {type} categories',
  'catalogue.noCategories': '{type} have no product category',
  'catalogue.coloursNeedFrame': "Frame colours need 'With Frame?' ticked: {type} without a frame take none",
  'catalogue.noFrame': '{type} have no frame, so they take no frame colours',
  // Stock (every size and frame of an item shares one stock) and the minimum order (spec point 5).
  'stock.cartHasAll':
    'Your cart already has all {stock} of "{name}" that we have in stock (every size and frame shares it), so nothing was added.',
  'stock.partlyAdded':
    'Only {added} more of "{name}" could be added: your cart now holds all we have in stock.',
  'stock.loweredInCart': 'Only {stock} left of "{name}": we lowered the quantity in your cart.',
  'stock.goneFromCart': '"{name}" is now out of stock and has been removed from your cart.',
  'stock.short': 'Only {left} left of "{name}". Please lower the quantity.',
  'stock.out': '"{name}" is out of stock',
  'order.minimum': 'Minimum order amount is {minimum}',
  // The catalogue changed under a cart (409s of the checkout).
  'order.itemGone': 'An item in your cart is no longer available. Please remove it and try again.',
  'order.sizeGone': 'The size you chose for "{name}" is no longer available. Please review your cart.',
  'order.sizeNotAvailable': 'Size "{size}" is not available for "{name}"',
  'order.noPriceYet': '"{name}" has no price yet; please contact us to order it',
  'order.priceChanged':
    'The price of "{name}" is now {price} (your cart says {cartPrice}). Please review your cart.',
  // The figures a client sent that are not the catalogue's (pricing.ts checkClientTotals).
  'order.subtotalChanged': 'The order subtotal is {figure}, not {sent}. Please review your cart.',
  'order.discountChanged': 'The order discount is {figure}, not {sent}. Please review your cart.',
  'order.deliveryChanged': 'The order delivery charge is {figure}, not {sent}. Please review your cart.',
  'order.totalChanged': 'The order total is {figure}, not {sent}. Please review your cart.',
  // How a shopper's photo prints at the chosen size (print-resolution.ts).
  'print.soft': `This photo may look soft at {size} ({dpi} DPI): ${SMALLER_OR_SHARPER}`,
  'print.softSharpAt': `This photo may look soft at {size} ({dpi} DPI): ${SMALLER_OR_SHARPER} ${SHARP_AT}`,
  'print.tooSmall': `This photo is too small to print at {size} ({dpi} DPI, at least {needed} needed): ${SMALLER_OR_SHARPER}`,
  'print.tooSmallSharpAt': `This photo is too small to print at {size} ({dpi} DPI, at least {needed} needed): ${SMALLER_OR_SHARPER} ${SHARP_AT}`,
  // The server's refusal of an order line whose stored photo is too small (photo-resolution.ts).
  'print.lineTooSmall': `{name}, {field}: This photo is too small to print at {size} ({dpi} DPI, at least {needed} needed): ${SMALLER_OR_SHARPER}`,
  'print.lineTooSmallSharpAt': `{name}, {field}: This photo is too small to print at {size} ({dpi} DPI, at least {needed} needed): ${SMALLER_OR_SHARPER} ${SHARP_AT}`,
  // The tracking page (spec point 4, Track Order) and the shopper's answer to a proof.
  'tracking.enterNumber': 'Please enter your order number',
  'tracking.numberTooLong': 'The order number must be at most {max} characters',
  'tracking.enterPhone': 'Please enter the phone number you ordered with',
  'tracking.phoneTooLong': 'The phone number must be at most {max} characters',
  'tracking.notFound': 'We could not find an order with this order number and phone number',
  'tracking.linkNotValid':
    'This tracking link is not valid. Check that the whole link was copied, or find your order on the Track Order page.',
  'proof.whatToChange': 'Please tell us what to change',
} as const;

export type RuleCode = keyof typeof RULE_TEXTS;
export type RuleValues = Readonly<Record<string, string | number>>;

export const RULE_CODES = Object.keys(RULE_TEXTS) as RuleCode[];

/** The placeholders a rule's text carries, in order of first appearance. */
export function placeholdersOfRule(code: RuleCode): string[] {
  return [...new Set([...RULE_TEXTS[code].matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string))];
}

/** A rule's English message with its values in place: `ruleText('text.required', {label: 'Name'})`. */
export function ruleText(code: RuleCode, values: RuleValues = {}): string {
  return RULE_TEXTS[code].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
