// Ids and codes used in the request examples of the OpenAPI document. The examples test
// (lib/api/tests/openapi-examples.test.ts) stands each one in for a real record before it sends a request,
// and writes the example ids back into the answers it records as response examples.
export const EXAMPLE = {
  location: 'loc_01m8b55me7ge5761md5yrz5ypk',
  /** A location made for the operation, with nothing referring to it (changed or deleted by it). */
  freshLocation: 'loc_01m8b56a3zq0h1b7ck9v2m4xtd',
  category: 'cat_01m8b55n5ks2btppfngx79n1en',
  product: 'prod_01m8b55nhkc9fw444ncerq5s0y',
  customer: 'cus_01m8b55p5nxttyysxd0yfn362v',
  /** A draft invoice with one line, `draftInvoiceItem`. */
  draftInvoice: 'inv_01m8b55pdg0s52vqncp9d6c1h7',
  draftInvoiceItem: 'item_01m8b55pw6pe279e0xwecqhzv5',
  finalizedInvoice: 'inv_01m8b55qfdkqtg780f5z0hrx0w',
  /** A loyalty card with stamps and points to spend, and `reward`, a points reward of its programme. */
  loyaltyCard: 'card_01m8b55qzfyjh9ce3vkxfe6zax',
  reward: 'rwd_01m8b55rjjbav6nkz01djdfd30',
  coupon: 'BIENVENUE-5',
  page: 'page_01m8b55rs8sywfrcab5atr5ygf',
  /** A web shop order placed for pickup, unpaid. */
  order: 'order_01m8b55sa1xq3kz7v9mhd2e4ft',
  /** A web shop order placed for delivery, unpaid. */
  deliveryOrder: 'order_01m8b55t2c6yw8pn4rj0gbv7kd',
  /** A delivery order shipped and still unpaid. */
  shippedOrder: 'order_01m8b55tq9d3ce5vxnw2hz8ar6',
  /** An image of the media library, used by nothing (`freshMedia`: made for the operation, which deletes it). */
  media: 'med_01m8b55v3kq7z9xw2c4d6f8h0j',
  freshMedia: 'med_01m8b55vr5t7w9y1a3c5e7g9jm',
  /** An event of the demo business (`order.placed`). */
  event: 'evt_01m8b55wd4k7p2x9c3v6b8n1qr',
  /** A webhook endpoint made for the operation (changed or deleted by it), with one delivery, `webhookDelivery`. */
  webhookEndpoint: 'we_01m8b55wr2f6h9k3m5p7s9v1xz',
  webhookDelivery: 'whd_01m8b55x8c2e4g6j8m0p2r4t6w',
} as const;

export type ExampleName = keyof typeof EXAMPLE;
